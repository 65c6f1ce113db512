import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  Typography,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Match, MatchDate } from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, isErased } from '../../../lib/person-name.ts';
import { useSaveMatchNotes } from '../api.ts';
import { formatMatchDate, MISSING } from './match-format.ts';

interface CurrentMatchCardProps {
  match: Match;
  /** The versions of the same requirement, newest first. */
  dates: readonly MatchDate[];
  onChooseVersion: (date: MatchDate) => void;
  /** Contact pages are the TenantAdmins' (spec 2, route table); others see the name only. */
  linkContact: boolean;
}

/**
 * Spec 2, Matches: the 'Current Match' card: the version chosen among the requirement's versions
 * (short dates), the requirement it answers, and the version's notes.
 */
export function CurrentMatchCard({ match, dates, onChooseVersion, linkContact }: CurrentMatchCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { requirement } = match;
  const versions = dates.some((date) => date.id === match.id)
    ? dates
    : [{ id: match.id, createdAt: match.createdAt }, ...dates];
  const recipient = contactName(requirement.contact);
  // An erased contact is deleted too: his placeholder name says more than "[Deleted record]".
  const contact =
    requirement.contact.deleted && !isErased(requirement.contact) ? (
      t('messages.deletedRecord')
    ) : linkContact ? (
      <Anchor component={Link} to={paths.contacts.contact(match.tenantId, requirement.contactId)} size="sm">
        {recipient}
      </Anchor>
    ) : (
      recipient
    );

  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end" gap="md" mb="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {t('matches.current.title')}
            </Title>
            <Badge color={match.sent ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
              {match.sent ? t('matches.current.sent') : t('matches.current.notSent')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('matches.current.madeAt', { date: formatMatchDate(match.createdAt) })}
          </Text>
        </Stack>
        <Select
          label={t('matches.current.createdAt')}
          data={versions.map((date) => ({ value: date.id, label: formatMatchDate(date.createdAt) }))}
          value={match.id}
          allowDeselect={false}
          onChange={(id) => {
            const chosen = versions.find((date) => date.id === id);
            if (chosen && chosen.id !== match.id) onChooseVersion(chosen);
          }}
          w={220}
        />
      </Group>
      <DetailGrid
        emptyText={MISSING}
        items={[
          {
            label: t('matches.current.club'),
            value: requirement.club.deleted ? t('messages.deletedRecord') : requirement.club.name,
          },
          { label: t('matches.current.contact'), value: contact },
          {
            label: t('matches.current.positions'),
            value:
              requirement.positionRequirements.length > 0 ? (
                <Group gap={4} component="span" role="list" aria-label={t('matches.current.positions')}>
                  {requirement.positionRequirements.map((position) => (
                    <Badge key={position.id} role="listitem" size="sm" variant="light" radius="sm" tt="none">
                      {position.name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                ''
              ),
          },
          { label: t('matches.current.transferYears'), value: requirement.transfer.years },
          { label: t('matches.current.added'), value: formatLongDate(requirement.createdAt, i18n.language) },
        ]}
      />
      <Title order={3} size="h6" mt="lg" mb={4} c="dimmed" tt="uppercase" fz="xs" lts={0.4}>
        {t('matches.current.description')}
      </Title>
      {requirement.description ? (
        <RichTextView fz="sm" html={requirement.description} />
      ) : (
        <Typography fz="sm">{MISSING}</Typography>
      )}
      <MatchNotes key={match.id} match={match} />
    </Card>
  );
}

/** The version's own notes (`PATCH /matches/{id}`). */
function MatchNotes({ match }: { match: Match }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(match.notes);
  const save = useSaveMatchNotes(match.id);
  return (
    <Stack gap="xs" mt="lg">
      <Textarea
        label={t('matches.current.notes')}
        description={t('matches.current.notesHint')}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        rows={3}
        maxLength={5000}
      />
      {save.error && <ErrorAlert title={t('matches.current.notesError')} error={save.error} />}
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          disabled={notes === match.notes}
          loading={save.isPending}
          onClick={() =>
            save.mutate(notes, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('matches.current.notesSaved') }),
            })
          }
        >
          {t('matches.current.saveNotes')}
        </Button>
      </Group>
    </Stack>
  );
}
