import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  PITCH_BOARD_COLUMN_SIZE,
  PITCH_STAGES,
  type Pitch,
  type PitchBoard,
  type PitchStage,
} from '@transferdesk/shared';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PITCH_STAGE_COLORS } from '../../../components/PitchStageBadge.tsx';
import { usePitchBoard } from '../api.ts';
import type { PitchFilterValues } from '../pitch-params.ts';
import { PITCH_DRAG_TYPE, PitchCard } from './PitchCard.tsx';
import type { PitchActions } from './PitchMoveMenu.tsx';
import classes from './pitches.module.css';

interface PitchBoardViewProps {
  tenantId: string;
  filter: PitchFilterValues;
  actions: PitchActions;
  /** "Use the list for all": the list of one stage. */
  onShowAll: (stage: PitchStage) => void;
}

const carriesPitch = (event: DragEvent) => event.dataTransfer.types.includes(PITCH_DRAG_TYPE);

/**
 * The board (issue 29): one column per stage with its count and its most recently moved pitches.
 * A card dropped on another column moves there; each card's Move menu does the same by keyboard.
 */
export function PitchBoardView({ tenantId, filter, actions, onShowAll }: PitchBoardViewProps) {
  const { t } = useTranslation();
  const { data, error } = usePitchBoard(tenantId, filter);
  const [dropTarget, setDropTarget] = useState<PitchStage | null>(null);
  if (!data) {
    return error ? <LoadError title={t('pitches.board.loadError')} error={error} /> : <PageSpinner />;
  }

  const find = (id: string): Pitch | undefined =>
    PITCH_STAGES.flatMap((stage) => data.columns[stage] ?? []).find((pitch) => pitch.id === id);
  const drop = (stage: PitchStage) => (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(null);
    const pitch = find(event.dataTransfer.getData(PITCH_DRAG_TYPE));
    if (pitch && pitch.stage !== stage) actions.moveNow(pitch, stage);
  };

  return (
    <div className={classes.board}>
      {PITCH_STAGES.map((stage) => (
        <BoardColumn
          key={stage}
          stage={stage}
          board={data}
          tenantId={tenantId}
          actions={actions}
          isDropTarget={dropTarget === stage}
          onDragOver={(event) => {
            if (!carriesPitch(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropTarget(stage);
          }}
          onDragLeave={() => setDropTarget((current) => (current === stage ? null : current))}
          onDrop={drop(stage)}
          onShowAll={() => onShowAll(stage)}
        />
      ))}
    </div>
  );
}

interface BoardColumnProps {
  stage: PitchStage;
  board: PitchBoard;
  tenantId: string;
  actions: PitchActions;
  isDropTarget: boolean;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  onShowAll: () => void;
}

function BoardColumn({
  stage,
  board,
  tenantId,
  actions,
  isDropTarget,
  onShowAll,
  ...drag
}: BoardColumnProps) {
  const { t } = useTranslation();
  const cards = board.columns[stage] ?? [];
  const count = board.counts[stage] ?? cards.length;
  return (
    <Box
      component="section"
      // The column's name for the region: "Feedback, 5 pitches" (a hidden part in a heading is read with a space).
      aria-label={`${t(`pitch.stages.${stage}`)}, ${t('pitches.board.count', { count })}`}
      className={classes.column}
      data-drop-target={isDropTarget || undefined}
      {...drag}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" px={4}>
        <Title order={2} size="h5">
          {t(`pitch.stages.${stage}`)}
        </Title>
        <Badge color={PITCH_STAGE_COLORS[stage]} variant="light" aria-hidden>
          {count}
        </Badge>
      </Group>
      {cards.length === 0 ? (
        <Text size="sm" c="dimmed" px={4} py="md">
          {t('pitches.board.emptyColumn')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.cards}>
          {cards.map((pitch) => (
            <li key={pitch.id}>
              <PitchCard pitch={pitch} tenantId={tenantId} actions={actions} />
            </li>
          ))}
        </Stack>
      )}
      {count > cards.length && (
        <Stack gap={4} mt="sm" px={4}>
          <Text size="xs" c="dimmed">
            {t('pitches.board.showing', {
              shown: Math.min(cards.length, PITCH_BOARD_COLUMN_SIZE),
              total: count,
            })}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={onShowAll} style={{ alignSelf: 'flex-start' }}>
            {t('pitches.board.showAll', { stage: t(`pitch.stages.${stage}`) })}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
