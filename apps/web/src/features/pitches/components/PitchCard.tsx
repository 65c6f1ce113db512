import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconHistory, IconHourglass } from '@tabler/icons-react';
import type { Pitch } from '@transferdesk/shared';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PitchAnswerBadge } from '../../../components/PitchStageBadge.tsx';
import { paths } from '../../../lib/paths.ts';
import { contactName, playerName } from '../../../lib/person-name.ts';
import { type PitchActions, PitchMoveMenu, usePitchName } from './PitchMoveMenu.tsx';
import classes from './pitches.module.css';

/** The data type a dragged card carries: its pitch's id. */
export const PITCH_DRAG_TYPE = 'application/x-transferdesk-pitch';

/** "3 days in stage", "Moved to this stage today". */
export function useDaysInStage() {
  const { t } = useTranslation();
  return (pitch: Pitch) =>
    pitch.daysInStage === 0
      ? t('pitches.card.stageToday')
      : t('pitches.card.daysInStage', { count: pitch.daysInStage });
}

/**
 * One pitch on the board: the player (a link to his page), whom he was sent to, the window, how
 * long it has waited and what the club did. The card itself is no control: it is dragged with the
 * mouse, and its buttons (history, move) are the keyboard's way.
 */
export function PitchCard({
  pitch,
  tenantId,
  actions,
}: {
  pitch: Pitch;
  tenantId: string;
  actions: PitchActions;
}) {
  const { t } = useTranslation();
  const pitchName = usePitchName();
  const daysInStage = useDaysInStage();
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PITCH_DRAG_TYPE, pitch.id);
    event.dataTransfer.setData('text/plain', pitchName(pitch));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} draggable onDragStart={onDragStart}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={paths.players.info(tenantId, pitch.player.id)}
            fw={600}
            size="sm"
            draggable={false}
          >
            {playerName(pitch.player)}
          </Anchor>
          {pitch.answer && <PitchAnswerBadge answer={pitch.answer} />}
        </Group>
        <Text size="sm" lineClamp={2}>
          {pitch.club
            ? t('pitches.contactAtClub', { contact: contactName(pitch.contact), club: pitch.club.name })
            : contactName(pitch.contact)}
        </Text>
        {pitch.requirement && (
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden />
            <Text size="xs" c="dimmed" truncate="end">
              {t('pitches.card.window', { name: pitch.requirement.transfer.name })}
            </Text>
          </Group>
        )}
        <Group gap="md">
          <Group gap={4} wrap="nowrap">
            <IconHourglass size={14} aria-hidden />
            <Text size="xs">{daysInStage(pitch)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconEye size={14} aria-hidden />
            <Text size="xs">
              {pitch.opens === 0
                ? t('pitches.card.notOpened')
                : t('pitches.card.opens', { count: pitch.opens })}
            </Text>
          </Group>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHistory size={14} aria-hidden />}
            aria-label={t('pitches.history.open', { pitch: pitchName(pitch) })}
            onClick={() => actions.open(pitch)}
          >
            {t('pitches.history.button')}
          </Button>
          <PitchMoveMenu pitch={pitch} onMove={actions.move} />
        </Group>
      </Stack>
    </Paper>
  );
}
