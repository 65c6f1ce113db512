import { Button, Menu } from '@mantine/core';
import { IconArrowsMove, IconChevronDown } from '@tabler/icons-react';
import { PITCH_STAGES, type Pitch, type PitchStage } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { contactName, playerName } from '../../../lib/person-name.ts';

/** What the views do with a pitch; the page holds the one move dialog and detail drawer. */
export interface PitchActions {
  /** Asks for an optional note, then moves the pitch. */
  move: (pitch: Pitch, stage: PitchStage) => void;
  /** Moves at once, without a note (a card dropped on a column). */
  moveNow: (pitch: Pitch, stage: PitchStage) => void;
  /** Opens the pitch's detail and history. */
  open: (pitch: Pitch) => void;
}

/** "Review Tester, pitched to Henrik Jørgensen": which card a control belongs to. */
export function usePitchName() {
  const { t } = useTranslation();
  return (pitch: Pitch) =>
    t('pitches.pitchName', { player: playerName(pitch.player), contact: contactName(pitch.contact) });
}

/** "Move": a menu of the other stages, the keyboard's way to move a card. */
export function PitchMoveMenu({ pitch, onMove }: { pitch: Pitch; onMove: PitchActions['move'] }) {
  const { t } = useTranslation();
  const pitchName = usePitchName();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsMove size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('pitches.move.menu', { pitch: pitchName(pitch) })}
        >
          {t('pitches.move.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('pitches.move.to')}</Menu.Label>
        {PITCH_STAGES.filter((stage) => stage !== pitch.stage).map((stage) => (
          <Menu.Item key={stage} onClick={() => onMove(pitch, stage)}>
            {t(`pitch.stages.${stage}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
