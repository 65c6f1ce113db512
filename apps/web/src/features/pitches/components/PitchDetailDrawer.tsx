import { Anchor, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PitchDetail, PitchEvent } from '@transferdesk/shared';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PitchAnswerBadge, PitchStageBadge } from '../../../components/PitchStageBadge.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, playerName } from '../../../lib/person-name.ts';
import { usePitchDetail } from '../api.ts';
import { useDaysInStage } from './PitchCard.tsx';
import { type PitchActions, PitchMoveMenu, usePitchName } from './PitchMoveMenu.tsx';

dayjs.extend(localizedFormat);

interface PitchDetailDrawerProps {
  /** The pitch shown; null when the drawer is closed. */
  pitchId: string | null;
  tenantId: string;
  onClose: () => void;
  onMove: PitchActions['move'];
}

/** A pitch's detail: where it stands, the club's answer, and its history, oldest first. */
export function PitchDetailDrawer({ pitchId, tenantId, onClose, onMove }: PitchDetailDrawerProps) {
  const { t } = useTranslation();
  const { data, error } = usePitchDetail(pitchId);
  const pitchName = usePitchName();
  const shown = data && data.id === pitchId ? data : undefined;
  return (
    <Drawer
      opened={pitchId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={shown ? pitchName(shown) : t('pitches.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shown ? (
        <PitchDetailBody detail={shown} tenantId={tenantId} onMove={onMove} />
      ) : error ? (
        <LoadError title={t('pitches.detail.loadError')} error={error} />
      ) : (
        <PageSpinner />
      )}
    </Drawer>
  );
}

function PitchDetailBody({
  detail,
  tenantId,
  onMove,
}: {
  detail: PitchDetail;
  tenantId: string;
  onMove: PitchActions['move'];
}) {
  const { t, i18n } = useTranslation();
  const historyId = useId();
  const daysInStage = useDaysInStage();
  const date = (iso: string | null) => (iso ? formatLongDate(iso, i18n.language) : '');
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <PitchStageBadge stage={detail.stage} />
          <Text size="sm" c="dimmed">
            {daysInStage(detail)}
          </Text>
        </Group>
        <PitchMoveMenu pitch={detail} onMove={onMove} />
      </Group>
      <DetailGrid
        items={[
          {
            label: t('pitches.columns.player'),
            value: (
              <Anchor component={Link} to={paths.players.info(tenantId, detail.player.id)} size="sm">
                {playerName(detail.player)}
              </Anchor>
            ),
          },
          { label: t('pitches.columns.contact'), value: contactName(detail.contact) },
          { label: t('pitches.columns.club'), value: detail.club?.name ?? '' },
          { label: t('pitches.columns.window'), value: detail.requirement?.transfer.name ?? '' },
          { label: t('pitches.columns.agent'), value: detail.agent?.name ?? '' },
          { label: t('pitches.detail.sent'), value: date(detail.createdAt) },
          {
            label: t('pitches.columns.opens'),
            value: detail.lastOpenedAt
              ? t('pitches.detail.opensLast', { count: detail.opens, last: date(detail.lastOpenedAt) })
              : t('pitches.card.notOpened'),
          },
          {
            label: t('pitches.columns.answer'),
            value: detail.answer ? (
              <Group component="span" gap="xs">
                <PitchAnswerBadge answer={detail.answer} />
                <Text component="span" size="xs" c="dimmed">
                  {date(detail.answeredAt)}
                </Text>
              </Group>
            ) : (
              t('pitches.detail.noAnswer')
            ),
          },
        ]}
      />
      {detail.answerMessage && (
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('pitches.detail.messageFrom', { contact: contactName(detail.contact) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.answerMessage}
          </Text>
        </Paper>
      )}
      <Stack gap="sm" component="section" aria-labelledby={historyId}>
        <Title order={2} size="h4" id={historyId}>
          {t('pitches.history.title')}
        </Title>
        {detail.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pitches.history.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {detail.history.map((event) => (
              <HistoryEvent key={event.id} event={event} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** One event: when, who (and in what capacity), what happened, the stages, the answer, the note. */
function HistoryEvent({ event }: { event: PitchEvent }) {
  const { t, i18n } = useTranslation();
  const actor = t(`pitches.history.actors.${event.actor}`);
  const stages =
    event.fromStage && event.toStage
      ? t('pitches.history.stageChange', {
          from: t(`pitch.stages.${event.fromStage}`),
          to: t(`pitch.stages.${event.toStage}`),
        })
      : event.toStage
        ? t('pitches.history.toStage', { to: t(`pitch.stages.${event.toStage}`) })
        : '';
  return (
    <li>
      <Stack gap={2} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" c="dimmed">
          <time dateTime={event.at}>{dayjs(event.at).locale(i18n.language).format('LLL')}</time>
          {' · '}
          {event.actorName ? t('pitches.history.who', { name: event.actorName, actor }) : actor}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t(`pitches.history.kinds.${event.kind}`)}
          </Text>
          {stages && <Text size="sm">{stages}</Text>}
          {event.answer && <PitchAnswerBadge answer={event.answer} />}
        </Group>
        {event.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {event.note}
          </Text>
        )}
      </Stack>
    </li>
  );
}
