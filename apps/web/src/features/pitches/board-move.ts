import {
  PITCH_BOARD_COLUMN_SIZE,
  PITCH_STAGES,
  type Pitch,
  type PitchBoard,
  type PitchStage,
} from '@transferdesk/shared';

/**
 * The board as it will be once the server has moved the pitch: the card leaves its column and
 * heads the new one, and both counts follow. A pitch not on this board (another filter, or past a
 * column's first cards) leaves it as it is; the read after the move brings the server's board.
 */
export function moveOnBoard(board: PitchBoard, id: string, stage: PitchStage, now = new Date()): PitchBoard {
  const from = PITCH_STAGES.find((candidate) => board.columns[candidate]?.some((pitch) => pitch.id === id));
  const moving = from ? board.columns[from].find((pitch) => pitch.id === id) : undefined;
  if (!from || !moving || from === stage) return board;
  const at = now.toISOString();
  const moved: Pitch = { ...moving, stage, stageChangedAt: at, daysInStage: 0, updatedAt: at };
  return {
    counts: {
      ...board.counts,
      [from]: Math.max(0, (board.counts[from] ?? 1) - 1),
      [stage]: (board.counts[stage] ?? 0) + 1,
    },
    columns: {
      ...board.columns,
      [from]: board.columns[from].filter((pitch) => pitch.id !== id),
      [stage]: [moved, ...(board.columns[stage] ?? [])].slice(0, PITCH_BOARD_COLUMN_SIZE),
    },
  };
}
