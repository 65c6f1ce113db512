import {
  PITCH_STAGES,
  type Pitch,
  type PitchBoard,
  type PitchDetail,
  type PitchEvent,
  type PitchStage,
} from '@transferdesk/shared';
import { SPORTS } from '../../../test/fixtures.ts';

/** Test data of the pitches' tests: complete records of the API's shape, overridable. */

export const AGF = { id: '0d5e3c2b-1a4f-4e6d-8c7b-9a0b1c2d3e4f', name: 'AGF' };
export const SUMMER = { id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', name: 'Summer 2026' };
export const ANNA = { id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f', name: 'Anna Hansen' };
export const REVIEW_TESTER = {
  id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  firstName: 'Review',
  lastName: 'Tester',
};
export const HENRIK = {
  id: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  firstName: 'Henrik',
  lastName: 'Jørgensen',
  email: 'henrik@agf.test',
};
export const REQUIREMENT_ID = '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c';

const AT = '2026-03-01T10:00:00.000Z';

/** Review Tester sent to Henrik Jørgensen of AGF for the summer window, three days ago. */
export function pitch(overrides: Partial<Pitch> = {}): Pitch {
  return {
    id: crypto.randomUUID(),
    tenantId: SPORTS.football.id,
    stage: 'sent',
    stageChangedAt: AT,
    daysInStage: 3,
    player: REVIEW_TESTER,
    contact: HENRIK,
    club: AGF,
    requirement: { id: REQUIREMENT_ID, transfer: SUMMER, positions: ['Striker'] },
    matchId: null,
    agent: ANNA,
    answer: null,
    answerMessage: '',
    answeredAt: null,
    opens: 0,
    lastOpenedAt: null,
    cvLink: `pins/Football/Review-Tester/${HENRIK.id}/${REVIEW_TESTER.id}`,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** The board of these pitches, each in its stage's column; `counts` over the columns' lengths. */
export function board(pitches: Pitch[], counts: Partial<Record<PitchStage, number>> = {}): PitchBoard {
  const columns = Object.fromEntries(
    PITCH_STAGES.map((stage) => [stage, pitches.filter((item) => item.stage === stage)]),
  ) as PitchBoard['columns'];
  const counted = Object.fromEntries(
    PITCH_STAGES.map((stage) => [stage, counts[stage] ?? columns[stage].length]),
  ) as PitchBoard['counts'];
  return { counts: counted, columns };
}

export function event(overrides: Partial<PitchEvent> = {}): PitchEvent {
  return {
    id: crypto.randomUUID(),
    at: AT,
    kind: 'sent',
    actor: 'agent',
    actorName: ANNA.name,
    fromStage: null,
    toStage: 'sent',
    answer: null,
    note: '',
    ...overrides,
  };
}

export function detail(of: Pitch, history: PitchEvent[]): PitchDetail {
  return { ...of, history };
}
