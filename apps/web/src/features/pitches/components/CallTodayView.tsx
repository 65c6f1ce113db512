import { Badge, Button, EmptyState, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconPhoneCheck } from '@tabler/icons-react';
import type { CallToday } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PitchStageBadge } from '../../../components/PitchStageBadge.tsx';
import { useCallToday } from '../api.ts';
import type { PitchFilterValues } from '../pitch-params.ts';
import { useReasonText } from '../reason-text.ts';
import { type PitchActions, PitchMoveMenu, usePitchName } from './PitchMoveMenu.tsx';
import classes from './pitches.module.css';

/**
 * The API ranks one agent's pitches (`GET /pitches/today?tenantId&agentId`: the agent filter's, or
 * without one the caller's own); the page's other filters narrow the ranked rows here, by what
 * every pitch carries.
 */
function matches({ pitch }: CallToday, filter: PitchFilterValues): boolean {
  return (
    (!filter.clubId || pitch.club?.id === filter.clubId) &&
    (!filter.playerId || pitch.player.id === filter.playerId) &&
    (!filter.requirementId || pitch.requirement?.id === filter.requirementId) &&
    (!filter.transferId || pitch.requirement?.transfer.id === filter.transferId)
  );
}

/** "Who to call today" (issue 29): the pitches most worth a call, best first, each with its reasons. */
export function CallTodayView({
  tenantId,
  filter,
  actions,
}: {
  tenantId: string;
  filter: PitchFilterValues;
  actions: PitchActions;
}) {
  const { t } = useTranslation();
  const { data, error } = useCallToday(tenantId, filter.agentId);
  if (!data)
    return error ? <LoadError title={t('pitches.today.loadError')} error={error} /> : <PageSpinner />;
  const rows = data.filter((item) => matches(item, filter));
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconPhoneCheck aria-hidden />}
        title={t('pitches.today.emptyTitle')}
        description={t('pitches.today.emptyDescription')}
        py="xl"
      />
    );
  }
  return (
    <Stack
      component="ol"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('pitches.today.label')}
    >
      {rows.map((item) => (
        <CallRow key={item.pitch.id} item={item} actions={actions} />
      ))}
    </Stack>
  );
}

function CallRow({ item, actions }: { item: CallToday; actions: PitchActions }) {
  const { t } = useTranslation();
  const text = useReasonText()(item);
  const pitchName = usePitchName();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Badge size="lg" circle variant="light" aria-hidden>
          {item.rank}
        </Badge>
        <Stack gap="xs" miw={0} style={{ flex: 1 }}>
          <Text fw={600}>
            <VisuallyHidden component="span">{t('pitches.today.rank', { rank: item.rank })} </VisuallyHidden>
            {text.headline}
          </Text>
          {text.others.length > 0 && (
            <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {text.others.map((other) => (
                <Text key={other} component="li" size="xs" px={8} py={2} className={classes.reason}>
                  {other}
                </Text>
              ))}
            </Group>
          )}
          <Group justify="space-between" gap="xs">
            <PitchStageBadge stage={item.pitch.stage} />
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconHistory size={14} aria-hidden />}
                aria-label={t('pitches.history.open', { pitch: pitchName(item.pitch) })}
                onClick={() => actions.open(item.pitch)}
              >
                {t('pitches.history.button')}
              </Button>
              <PitchMoveMenu pitch={item.pitch} onMove={actions.move} />
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
