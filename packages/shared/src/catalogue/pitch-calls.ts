import {
  type CallReason,
  CLOSED_PITCH_STAGES,
  type PitchAnswer,
  type PitchStage,
  wholeDaysBetween,
} from './pitches.ts';

/** What "Who to call today" weighs for one of the agent's pitches. */
export interface CallCandidate {
  id: string;
  stage: PitchStage;
  stageChangedAt: Date;
  /** When it was first sent. */
  createdAt: Date;
  answer: PitchAnswer | null;
  answeredAt: Date | null;
  /** The contact's views of the link within OPENS_WINDOW_DAYS, any order. */
  recentOpens: readonly Date[];
  /** The average of the four marks in the match it was sent from; null without one. */
  average: number | null;
}

export interface RankedCall {
  id: string;
  score: number;
  reasons: CallReason[];
}

/** Opens count toward today's calls for this many days. */
export const OPENS_WINDOW_DAYS = 7;
/** D46: a pitch not opened after this many days is worth a nudge. */
export const NOT_OPENED_DAYS = 7;

/** Points of a fresh answer; each day since takes ANSWER_DECAY_PER_DAY off, down to half. */
const ANSWER_POINTS: Record<PitchAnswer, number> = { interested: 60, notNow: 20, notInterested: 10 };
const ANSWER_DECAY_PER_DAY = 2;
const POINTS_PER_OPEN = 10;
const MAX_COUNTED_OPENS = 5;
/** Stages that go stale, from how many days, and the points per day (capped). */
const STALE: Partial<Record<PitchStage, { after: number; perDay: number; cap: number }>> = {
  opened: { after: 7, perDay: 1, cap: 20 },
  feedback: { after: 2, perDay: 2, cap: 30 },
  'in talks': { after: 7, perDay: 1, cap: 30 },
};

function answerPart(candidate: CallCandidate, now: Date): { points: number; reason?: CallReason } {
  if (!candidate.answer || !candidate.answeredAt || candidate.stage !== 'feedback') return { points: 0 };
  const full = ANSWER_POINTS[candidate.answer];
  const days = wholeDaysBetween(candidate.answeredAt, now);
  const points = Math.max(full / 2, full - ANSWER_DECAY_PER_DAY * days);
  return {
    points,
    reason: { code: 'answered', answer: candidate.answer, at: candidate.answeredAt.toISOString() },
  };
}

function opensPart(candidate: CallCandidate, now: Date): { points: number; reason?: CallReason } {
  const opens = [...candidate.recentOpens].sort((a, b) => a.getTime() - b.getTime());
  const first = opens[0];
  const last = opens.at(-1);
  if (!first || !last) return { points: 0 };
  const sinceLast = wholeDaysBetween(last, now);
  const recency = sinceLast === 0 ? 10 : sinceLast <= 2 ? 5 : 0;
  const points = POINTS_PER_OPEN * Math.min(opens.length, MAX_COUNTED_OPENS) + recency;
  const code = candidate.answer ? 'opened' : 'openedNoAnswer';
  return { points, reason: { code, count: opens.length, since: first.toISOString() } };
}

function stalePart(candidate: CallCandidate, now: Date): { points: number; reason?: CallReason } {
  const days = wholeDaysBetween(candidate.stageChangedAt, now);
  if (candidate.stage === 'sent') {
    const sentDays = wholeDaysBetween(candidate.createdAt, now);
    if (sentDays < NOT_OPENED_DAYS) return { points: 0 };
    return {
      points: 10 + Math.min(sentDays - NOT_OPENED_DAYS, 10),
      reason: { code: 'notOpened', days: sentDays },
    };
  }
  const rule = STALE[candidate.stage];
  if (!rule || days < rule.after) return { points: 0 };
  return {
    points: Math.min(rule.cap, rule.perDay * days),
    reason: { code: 'stale', days, stage: candidate.stage },
  };
}

/**
 * Issue 29, "Who to call today": the agent's open pitches ranked by what makes a call worth it now
 * (a fresh answer from the club, recent views of the CV, a pitch left standing, the fit of the
 * player), each with the reasons that earned its place. A pitch with nothing new (only its marks)
 * is not listed; signed and declined pitches never are. Ties go to the pitch waiting longest.
 */
export function rankCalls(candidates: readonly CallCandidate[], now: Date): RankedCall[] {
  const ranked = candidates.flatMap((candidate) => {
    if (CLOSED_PITCH_STAGES.includes(candidate.stage)) return [];
    const parts = [answerPart(candidate, now), opensPart(candidate, now), stalePart(candidate, now)];
    const urgent = parts.reduce((sum, part) => sum + part.points, 0);
    if (urgent <= 0) return [];
    const reasons = parts.flatMap((part) => (part.reason ? [part.reason] : []));
    const fit = candidate.average === null ? 0 : 2 * candidate.average;
    if (candidate.average !== null) reasons.push({ code: 'marks', average: candidate.average });
    return [{ candidate, result: { id: candidate.id, score: urgent + fit, reasons } }];
  });
  ranked.sort(
    (a, b) =>
      b.result.score - a.result.score ||
      a.candidate.stageChangedAt.getTime() - b.candidate.stageChangedAt.getTime() ||
      (a.candidate.id < b.candidate.id ? -1 : 1),
  );
  return ranked.map((entry) => entry.result);
}
