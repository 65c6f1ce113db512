import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconUserQuestion } from '@tabler/icons-react';
import { isUuid } from '@transferdesk/shared';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { recordClick, usePublicPitch, usePublicPlayer } from '../api.ts';
import { FootballLayout } from '../components/FootballLayout.tsx';
import { HandballMenLayout } from '../components/HandballMenLayout.tsx';
import { HandballWomenLayout } from '../components/HandballWomenLayout.tsx';
import { IcehockeyLayout } from '../components/IcehockeyLayout.tsx';
import { PitchAnswerPanel } from '../components/PitchAnswerPanel.tsx';
import { displayName, layoutFor, type PublicLayout } from '../components/public-format.ts';
import type { LayoutProps } from '../components/shared-sections.tsx';

const LAYOUTS: Record<PublicLayout, ComponentType<LayoutProps>> = {
  Football: FootballLayout,
  'Handball - Men': HandballMenLayout,
  'Handball - Women': HandballWomenLayout,
  Icehockey: IcehockeyLayout,
};

/**
 * /pins/{sport}/{name}/{contactId}/{playerId} (spec 2, public routes; D15): the player's CV page,
 * without sign-in. The sport's name in the address picks the layout; a real contact id records
 * one click per visit, and lets the club answer when the link stands for a pitch (issue 29).
 */
export function PublicPlayerPage() {
  const { t } = useTranslation();
  const { tenantName = '', contactId = '', playerId = '' } = useParams();
  const validPlayerId = isUuid(playerId) ? playerId : '';
  const player = usePublicPlayer(validPlayerId);
  const loaded = player.data;
  // Issue 29: a link sent to a contact may stand for a pitch, which the club answers on the page; one
  // copied without a recipient (`cv`) never does. No pitch (404) or no answer from the API: no panel.
  const pitchContactId = isUuid(contactId) ? contactId : '';
  const pitch = usePublicPitch(pitchContactId, validPlayerId).data;

  useEffect(() => {
    if (!loaded) return;
    document.title = t('publicPlayer.pageTitle', { name: displayName(loaded), sport: loaded.tenantName });
  }, [loaded, t]);

  // One click per page load; the ref survives StrictMode's second run of the effect.
  const recorded = useRef<string | null>(null);
  const loadedId = loaded?.id;
  useEffect(() => {
    if (!loadedId || !isUuid(contactId)) return;
    const key = `${contactId}/${loadedId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    // The page never depends on the click being counted.
    recordClick({ ClientId: contactId, PlayerID: loadedId }).catch(() => undefined);
  }, [contactId, loadedId]);

  if (!validPlayerId || (player.error instanceof HttpError && player.error.status === 404)) {
    return <Unavailable />;
  }
  if (player.isError) return <LoadFailed onRetry={() => void player.refetch()} />;
  if (!loaded) {
    return (
      <Center mih="100vh" role="status" aria-label={t('common.loading')}>
        <Loader type="dots" />
      </Center>
    );
  }
  const Layout = LAYOUTS[layoutFor(tenantName)];
  return (
    <>
      {/* D29: public pages stay out of search engines. */}
      <meta name="robots" content="noindex" />
      <Layout
        player={loaded}
        sportName={tenantName}
        answer={pitch && <PitchAnswerPanel pitch={pitch} contactId={pitchContactId} playerId={loaded.id} />}
      />
    </>
  );
}

function Message({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={40} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/** An unknown, deleted or hidden player (D29: 404): a friendly message, not an error page. */
function Unavailable() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('publicPlayer.notFound.title');
  }, [t]);
  return (
    <Message title={t('publicPlayer.notFound.title')} description={t('publicPlayer.notFound.description')} />
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Message
      title={t('publicPlayer.loadError.title')}
      description={t('publicPlayer.loadError.description')}
      action={
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('publicPlayer.loadError.retry')}
        </Button>
      }
    />
  );
}
