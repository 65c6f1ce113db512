import { Alert, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconEye,
  IconLink,
  IconMailForward,
  IconUsers,
} from '@tabler/icons-react';
import { MATCH_MESSAGES, type Match, type MatchDate } from '@transferdesk/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { browser } from '../../../lib/browser.ts';
import { HttpError } from '../../../lib/http.ts';
import { useInterfaceStore } from '../../../lib/interface-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, playerName } from '../../../lib/person-name.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { serverErrorMessages } from '../../../lib/server-errors.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { storeMatchId } from '../../../lib/stored-match.ts';
import { useMatch, useMatchDates, useSendMatch } from '../api.ts';
import { CandidateCard } from '../components/CandidateCard.tsx';
import { CurrentMatchCard } from '../components/CurrentMatchCard.tsx';
import { useCopyLinks } from '../components/copy-links.tsx';
import { ExcludedCounts } from '../components/ExcludedCounts.tsx';
import { isNoNeedVersion } from '../components/match-format.ts';
import { NearMisses } from '../components/NearMisses.tsx';
import { SendMatchDialog } from '../components/SendMatchDialog.tsx';
import { SentLinks } from '../components/SentLinks.tsx';
import { WhyNot } from '../components/WhyNot.tsx';
import { chooseVersion } from '../stored-match.ts';

/**
 * /matches/{id} and /matches/{id}/{createdAt} (spec 2, Matches; D18, D19, D28): one version of a
 * requirement's match, its ranked candidates, sending them, and why others are not among them.
 */
export function MatchPage() {
  const { t } = useTranslation();
  const { validId } = useRouteId();
  const { createdAt } = useParams();
  const dates = useMatchDates(validId);
  const shownId = validId && dates.data ? chooseVersion(dates.data, validId, createdAt) : undefined;
  const match = useMatch(shownId);

  if (!validId || (dates.error instanceof HttpError && dates.error.status === 404)) return <NotFound />;
  // Another sport's match (the API refuses it, 403): spec 6's Unauthorized (issue 26, item 8).
  if (dates.error instanceof HttpError && dates.error.status === 403)
    return <Navigate to={paths.unauthorized} replace />;
  if (dates.isPending) return <PageSpinner />;
  if (!dates.data) return <ErrorAlert title={t('matches.loadError')} error={dates.error} />;
  return (
    <EntityGate query={match} validId={shownId} loadErrorTitle={t('matches.loadError')}>
      {(record) => <MatchView key={record.id} match={record} dates={dates.data} routeId={validId} />}
    </EntityGate>
  );
}

type MatchMessage = keyof typeof MATCH_MESSAGES;
const MATCH_MESSAGE_KEYS = new Map(
  (Object.entries(MATCH_MESSAGES) as [MatchMessage, string][]).map(([key, text]) => [text, key]),
);

/** What the API said about a failed send, its match messages in the interface's language. */
function sendErrorMessages(error: unknown, translate: (key: MatchMessage) => string): string[] {
  return serverErrorMessages(error).map((message) => {
    const key = MATCH_MESSAGE_KEYS.get(message);
    return key ? translate(key) : message;
  });
}

interface MatchViewProps {
  match: Match;
  dates: readonly MatchDate[];
  /** The id in the address, kept when another version is chosen. */
  routeId: string;
}

function MatchView({ match, dates, routeId }: MatchViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const candidatesId = useId();
  const tenantName = user?.tenants.find((tenant) => tenant.id === match.tenantId)?.name;
  usePageTitle(t('matches.title'), tenantName);
  // A match is a page of its sport: the menu opens that sport, sign-in lands there (issue 26, 3 and 20).
  const setCurrentTenant = useInterfaceStore((state) => state.setCurrentTenant);
  useEffect(() => setCurrentTenant(match.tenantId), [match.tenantId, setCurrentTenant]);

  const [chosen, setChosen] = useState<string[]>([]);
  const [noContacts, setNoContacts] = useState(false);
  const send = useSendMatch();
  const [confirming, setConfirming] = useState(false);
  const links = useCopyLinks();
  const rows = [...match.contactMatches].sort((a, b) => a.rank - b.rank);
  const { requirement } = match;
  const club = requirement.club.deleted ? t('messages.deletedRecord') : requirement.club.name;
  // D39: the version lists the best candidates and counts them all.
  const candidateCountText = isNoNeedVersion(match)
    ? t('matches.candidates.noNeedCount')
    : match.candidateCount > rows.length
      ? t('matches.candidates.countListed', { count: match.candidateCount, listed: rows.length })
      : t('matches.candidates.count', { count: match.candidateCount });

  const toggle = (contactId: string) => {
    setNoContacts(false);
    setChosen((current) =>
      current.includes(contactId) ? current.filter((id) => id !== contactId) : [...current, contactId],
    );
  };

  /** Spec 2, section 8: nothing chosen is said here, without asking the API. */
  const anyChosen = () => {
    setNoContacts(chosen.length === 0);
    return chosen.length > 0;
  };
  const recipient = contactName(requirement.contact) || club;
  const chosenRows = rows.filter((row) => chosen.includes(row.contactId));

  // D43: the dialog asks "Send me a copy" first. Spec 2, section 4: sending reloads the page.
  const sendByEmail = (copyToSender: boolean) =>
    send.mutate(
      { id: match.id, contactIds: chosen, isForEmail: true, copyToSender },
      { onSuccess: () => browser.reload(), onError: () => setConfirming(false) },
    );

  // Issue 26, item 5: Copy Link marks the players as shared and puts their links on the clipboard;
  // no reload, so that the page can say so (the version the API answered shows them as sent).
  const copyLinks = () => {
    if (!anyChosen()) return;
    const shared = chosen;
    send.mutate(
      { id: match.id, contactIds: shared, isForEmail: false },
      {
        onSuccess: (sent) => {
          setChosen([]);
          void links.copy(sent.contactMatches.filter((row) => shared.includes(row.contactId)));
        },
      },
    );
  };

  const chooseVersionOf = (date: MatchDate) => {
    storeMatchId(date.id);
    navigate(paths.matches.version(routeId, date.createdAt));
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('matches.title')}
        description={club}
        actions={
          <>
            <Button
              component={Link}
              to={paths.requirements.list(match.tenantId)}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('matches.backToRequirements')}
            </Button>
            <Button
              component={Link}
              to={paths.requirements.info(match.tenantId, match.requirementId)}
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
            >
              {t('matches.requirementInfo')}
            </Button>
          </>
        }
      />
      <CurrentMatchCard
        match={match}
        dates={dates}
        onChooseVersion={chooseVersionOf}
        linkContact={session.roles.includes('TenantAdmin')}
      />
      <Card component="section" aria-labelledby={candidatesId} p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="md" mb="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id={candidatesId}>
              {t('matches.candidates.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {candidateCountText}
              {!match.sent &&
                rows.length > 0 &&
                ` · ${t('matches.candidates.chosen', { count: chosen.length })}`}
            </Text>
          </Stack>
          {/* Spec 2, section 4: once sent, the buttons go and the copy box shows instead. */}
          {!match.sent && rows.length > 0 && (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconLink size={16} aria-hidden />}
                loading={send.isPending && send.variables?.isForEmail === false}
                disabled={send.isPending}
                onClick={copyLinks}
              >
                {t('matches.candidates.copyLink')}
              </Button>
              <Button
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={send.isPending && send.variables?.isForEmail === true}
                disabled={send.isPending}
                onClick={() => anyChosen() && setConfirming(true)}
              >
                {t('matches.candidates.send')}
              </Button>
            </Group>
          )}
        </Group>
        {!match.sent && rows.length > 0 && (
          <Text size="xs" c="dimmed" mb="md">
            {t('matches.candidates.sendHint', { contact: recipient })}
          </Text>
        )}
        {noContacts && (
          <Alert
            color="red"
            variant="light"
            mb="md"
            title={t('matches.messages.noContactsTitle')}
            icon={<IconAlertCircle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setNoContacts(false)}
          >
            {t('matches.messages.noContacts')}
          </Alert>
        )}
        {send.error && (
          <Alert
            color="red"
            variant="light"
            mb="md"
            title={t('matches.candidates.sendError')}
            icon={<IconAlertCircle aria-hidden />}
          >
            {sendErrorMessages(send.error, (key) => t(`matches.messages.${key}`)).join(' ') ||
              t('messages.genericError')}
          </Alert>
        )}
        {match.sent && (
          <Stack mb="lg">
            <SentLinks rows={rows} />
          </Stack>
        )}
        {rows.length === 0 ? (
          <EmptyState
            icon={<IconUsers aria-hidden />}
            title={
              requirement.isNoNeed ? t('matches.candidates.noNeedTitle') : t('matches.candidates.emptyTitle')
            }
            description={
              requirement.isNoNeed
                ? t('matches.candidates.noNeedDescription')
                : t('matches.candidates.emptyDescription')
            }
            py="xl"
          />
        ) : (
          <Stack gap="md">
            {rows.map((row) => (
              <CandidateCard
                key={row.contactId}
                row={row}
                checked={row.sentToACMatch || chosen.includes(row.contactId)}
                disabled={row.sentToACMatch || match.sent}
                onToggle={toggle}
              />
            ))}
          </Stack>
        )}
      </Card>
      <SendMatchDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onSend={sendByEmail}
        sending={send.isPending}
        recipient={recipient}
        club={club}
        players={chosenRows.map((row) => playerName(row.contact) || t('matches.card.unnamed'))}
        email={user?.email ?? ''}
      />
      {links.dialog}
      <NearMisses nearMisses={match.nearMisses} />
      <ExcludedCounts match={match} />
      <WhyNot match={match} />
    </Stack>
  );
}
