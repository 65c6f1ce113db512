import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { sortDirectionSchema } from '../pagination.ts';

/**
 * D44: a pitch is one player sent to one club contact. It moves `sent` → `opened` (the contact's
 * first view of his link) → `feedback` (the club's answer on the public page) → `in talks` →
 * `signed` or `declined` (the agent's moves). The wire values are the stage names as D44 writes them.
 */
export const PITCH_STAGES = ['sent', 'opened', 'feedback', 'in talks', 'signed', 'declined'] as const;
export const pitchStageSchema = z.enum(PITCH_STAGES, {
  message: `Choose one of ${PITCH_STAGES.map((stage) => `"${stage}"`).join(', ')}`,
});
export type PitchStage = z.infer<typeof pitchStageSchema>;

/** Stages where the pitch is over: no reminder, not in "Who to call today". */
export const CLOSED_PITCH_STAGES: readonly PitchStage[] = ['signed', 'declined'];

/** The club's answer on the public CV page (issue 29): "Interested", "Not now", "Not interested". */
export const PITCH_ANSWERS = ['interested', 'notNow', 'notInterested'] as const;
export const pitchAnswerSchema = z.enum(PITCH_ANSWERS, {
  message: 'Choose "interested", "notNow" or "notInterested"',
});
export type PitchAnswer = z.infer<typeof pitchAnswerSchema>;

/** The answers' English words, for CSV and mail (the web shows them through i18n). */
export const PITCH_ANSWER_LABELS: Record<PitchAnswer, string> = {
  interested: 'Interested',
  notNow: 'Not now',
  notInterested: 'Not interested',
};

export const PITCH_MESSAGES = {
  /** The club's optional message with an answer. */
  messageTooLong: 'At most 2000 characters',
  noteTooLong: 'At most 2000 characters',
  /** `POST /pitches`: the contact must be a club contact of the player's sport. */
  contactNotInSport: "Choose a club contact of the player's sport",
  tooManyAnswers: 'Too many answers from this address. Please wait a few minutes and try again.',
} as const;

export const PITCH_MESSAGE_MAX = 2000;

/** Who made a move: the agent (a user), the club contact (from the public page) or the system. */
export const PITCH_ACTORS = ['agent', 'contact', 'system'] as const;
export type PitchActor = (typeof PITCH_ACTORS)[number];

/** What an event of a pitch's history records. */
export const PITCH_EVENT_KINDS = ['sent', 'resent', 'linkCopied', 'opened', 'answered', 'moved'] as const;
export type PitchEventKind = (typeof PITCH_EVENT_KINDS)[number];

/**
 * D48: an erased person is named ERASED_PLAYER_NAME or ERASED_CONTACT_NAME (in `firstName`, with
 * `lastName` empty) and carries `erasedAt`, so that the web can say it in the reader's language.
 */
const person = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  erasedAt: z.string().optional(),
});

/** One pitch as lists, the board, tabs and the match page show it. */
export const pitchSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  stage: pitchStageSchema,
  /** When the pitch entered its stage; `daysInStage` counts whole days since (UTC). */
  stageChangedAt: z.string(),
  daysInStage: z.number().int(),
  player: person,
  contact: person.extend({ email: z.string() }),
  club: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The requirement of the last send (null for a link copied from the player page). */
  requirement: z
    .object({
      id: z.uuid(),
      transfer: z.object({ id: z.uuid(), name: z.string() }),
      positions: z.array(z.string()),
    })
    .nullable(),
  /** The match version of the last send, when there is one. */
  matchId: z.uuid().nullable(),
  /** The agent who sent it last (null when that user is gone). */
  agent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The club's latest answer, if any. */
  answer: pitchAnswerSchema.nullable(),
  answerMessage: z.string(),
  answeredAt: z.string().nullable(),
  /** Views of the contact's link (D15 clicks), and the last one. */
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  /** The public CV link made for this contact (relative to the app). */
  cvLink: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** One move or event of a pitch, oldest first in its history. */
export const pitchEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  kind: z.enum(PITCH_EVENT_KINDS),
  actor: z.enum(PITCH_ACTORS),
  /** The user for the agent's events (null when gone); the contact's name for the club's. */
  actorName: z.string(),
  fromStage: pitchStageSchema.nullable(),
  toStage: pitchStageSchema.nullable(),
  answer: pitchAnswerSchema.nullable(),
  note: z.string(),
});
export type PitchEvent = z.infer<typeof pitchEventSchema>;

export const pitchDetailSchema = pitchSchema.extend({ history: z.array(pitchEventSchema) });
export type PitchDetail = z.infer<typeof pitchDetailSchema>;

/** `PATCH /pitches/{id}`: the agent moves the pitch, with an optional note. */
export const pitchMoveSchema = z.object({
  stage: pitchStageSchema,
  note: z.string().trim().max(PITCH_MESSAGE_MAX, { message: PITCH_MESSAGES.noteTooLong }).default(''),
});
export type PitchMove = z.input<typeof pitchMoveSchema>;

/** `POST /pitches`: a CV link copied for one contact (the player page's "Copy link for a contact"). */
export const pitchCreateSchema = z.object({
  playerId: z.uuid({ message: 'Choose a player' }),
  contactId: z.uuid({ message: 'Choose a contact' }),
});
export type PitchCreate = z.infer<typeof pitchCreateSchema>;

/** The filters of the board, the list and the CSV export. */
export const pitchFilterSchema = z.object({
  tenantId: z.uuid({ message: 'Not a valid id' }),
  stage: pitchStageSchema.optional(),
  agentId: z.uuid({ message: 'Not a valid id' }).optional(),
  clubId: z.uuid({ message: 'Not a valid id' }).optional(),
  playerId: z.uuid({ message: 'Not a valid id' }).optional(),
  contactId: z.uuid({ message: 'Not a valid id' }).optional(),
  requirementId: z.uuid({ message: 'Not a valid id' }).optional(),
  transferId: z.uuid({ message: 'Not a valid id' }).optional(),
});
export type PitchFilter = z.infer<typeof pitchFilterSchema>;

export const PITCH_SORTS = ['stageChangedAt', 'updatedAt', 'player', 'club'] as const;

export const pitchListQuerySchema = pitchFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PITCH_SORTS).default('updatedAt'),
  direction: sortDirectionSchema.default('desc'),
});
export type PitchListQuery = z.input<typeof pitchListQuerySchema>;

/** Cards the board shows per column before "Show more" (the list view pages through all). */
export const PITCH_BOARD_COLUMN_SIZE = 25;

/** `GET /pitches/board`: every stage's count and its most recently moved pitches. */
export const pitchBoardSchema = z.object({
  counts: z.record(pitchStageSchema, z.number().int()),
  columns: z.record(pitchStageSchema, z.array(pitchSchema)),
});
export type PitchBoard = z.infer<typeof pitchBoardSchema>;

/**
 * Why a pitch is in "Who to call today": each reason a code with its values, so the web says it in
 * the reader's language.
 */
export const callReasonSchema = z.discriminatedUnion('code', [
  /** Opened `count` times since `since` (the day of the first of those opens), no answer yet. */
  z.object({ code: z.literal('openedNoAnswer'), count: z.number().int(), since: z.string() }),
  /** Opened `count` times since `since`. */
  z.object({ code: z.literal('opened'), count: z.number().int(), since: z.string() }),
  /** The club answered, `at`. */
  z.object({ code: z.literal('answered'), answer: pitchAnswerSchema, at: z.string() }),
  /** The marks of the match the player was sent from. */
  z.object({ code: z.literal('marks'), average: z.number() }),
  /** No move for `days` days. */
  z.object({ code: z.literal('stale'), days: z.number().int(), stage: pitchStageSchema }),
  /** Sent `days` days ago and never opened. */
  z.object({ code: z.literal('notOpened'), days: z.number().int() }),
]);
export type CallReason = z.infer<typeof callReasonSchema>;

export const callTodaySchema = z.object({
  rank: z.number().int(),
  score: z.number(),
  pitch: pitchSchema,
  reasons: z.array(callReasonSchema),
});
export type CallToday = z.infer<typeof callTodaySchema>;

/** `GET /pitches/today`: at most this many rows, best first. */
export const CALL_TODAY_SIZE = 20;

/** The public page's view of the pitch made for its link, and the body of an answer. */
export const publicPitchSchema = z.object({
  answer: pitchAnswerSchema.nullable(),
  message: z.string(),
  answeredAt: z.string().nullable(),
});
export type PublicPitch = z.infer<typeof publicPitchSchema>;

export const pitchAnswerBodySchema = z.object({
  ClientId: z.uuid({ message: 'Not a valid id' }),
  PlayerID: z.uuid({ message: 'Not a valid id' }),
  answer: pitchAnswerSchema,
  message: z.string().trim().max(PITCH_MESSAGE_MAX, { message: PITCH_MESSAGES.messageTooLong }).default(''),
});
export type PitchAnswerBody = z.input<typeof pitchAnswerBodySchema>;

/** Whole days from `from` to `to` (both instants), never negative. */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
}
