import type { Pitch } from '@transferdesk/shared';
import { SPORTS } from './fixtures.ts';

/**
 * Issue 29: a pitch as `GET /api/pitches` lists it: Kasper Dolberg sent to Mette Lund of Brøndby IF
 * in Football, opened twice, the club interested; tests override what they are about.
 */
export function pitch(overrides: Partial<Pitch> = {}): Pitch {
  return {
    id: crypto.randomUUID(),
    tenantId: SPORTS.football.id,
    stage: 'feedback',
    stageChangedAt: '2026-05-02T09:00:00.000Z',
    daysInStage: 3,
    player: { id: crypto.randomUUID(), firstName: 'Kasper', lastName: 'Dolberg' },
    contact: {
      id: crypto.randomUUID(),
      firstName: 'Mette',
      lastName: 'Lund',
      email: 'mette@brondby.example',
    },
    club: { id: crypto.randomUUID(), name: 'Brøndby IF' },
    requirement: null,
    matchId: null,
    agent: { id: crypto.randomUUID(), name: 'Jens Holm' },
    answer: 'interested',
    answerMessage: 'Can he start in July?',
    answeredAt: '2026-05-02T09:00:00.000Z',
    opens: 2,
    lastOpenedAt: '2026-05-01T18:00:00.000Z',
    cvLink: 'pins/Football/Kasper%20Dolberg/cv/p',
    createdAt: '2026-04-30T08:00:00.000Z',
    updatedAt: '2026-05-02T09:00:00.000Z',
    ...overrides,
  };
}
