import { z } from 'zod';
import { REASON_CODES, REASON_TERMS } from '../matching/reasons.ts';
import { EXCLUSION_CONSTRAINTS, HARD_CONSTRAINTS } from '../matching/types.ts';
import { namedSchema } from './common.ts';
import { pitchStageSchema } from './pitches.ts';
import { positionOptionSchema } from './players.ts';
import { requirementSchema } from './requirements.ts';

/**
 * Match versions (spec 2, Match and ContactMatch; D18, D19, D27, D28): the ranked candidates of a
 * requirement as computed when someone pressed Matching, stored with their marks and reasons.
 */

export const MATCH_MESSAGES = {
  /** Spec 2, section 8: sending without a choice (title and message). */
  noContactsTitle: 'Could not send the match because the contacts are not chosen',
  noContacts: 'Please add contacts to your match',
  contactWithoutEmail: 'The club contact has no e-mail address; add one to the contact, or use Copy Link',
  notCandidates: 'Choose players from this match',
} as const;

/** The candidate's player as a match card shows it. */
export const matchPlayerSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable(),
  positions: z.array(positionOptionSchema),
  playerLevel: namedSchema.nullable(),
  club: z.object({ name: z.string(), deleted: z.boolean() }).nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string(),
  rightyLefty: z.enum(['Right', 'Left', 'Both']).nullable(),
  height: z.number().int(),
  weight: z.number().int(),
  valuta: namedSchema.nullable(),
  minSalaryNetto: z.number(),
  minSalaryBrutto: z.number(),
  estTransfer: z.number(),
  mandate: z.boolean(),
  deleted: z.boolean(),
  /**
   * D48: the player was erased; the version then shows him as ERASED_PLAYER_NAME (in `firstName`)
   * with every other field blank, and the web may say that in the reader's language.
   */
  erasedAt: z.string().optional(),
});
export type MatchPlayerPreview = z.infer<typeof matchPlayerSchema>;

const reasonParamSchema = z.union([
  z.string(),
  z.number(),
  z.object({ money: z.number(), currency: z.string() }),
  z.object({
    conversion: z.object({
      amount: z.number(),
      from: z.string(),
      converted: z.number(),
      to: z.string(),
      rate: z.number(),
    }),
  }),
  z.object({ date: z.string() }),
  z.object({
    range: z.object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      unit: z.enum(['years', 'cm', 'kg']),
    }),
  }),
  z.object({ term: z.enum(REASON_TERMS) }),
]);

/** A reason as the engine gives it: a code the interface says in the reader's language. */
export const reasonSchema = z.object({
  code: z.enum(REASON_CODES),
  params: z.record(z.string(), reasonParamSchema).optional(),
});

/** Versions stored before reasons had codes keep their English sentences (shown as they are). */
const storedReasonSchema = z.union([reasonSchema, z.string()]);

export const markReasonsSchema = z.object({
  contract: z.array(storedReasonSchema),
  finance: z.array(storedReasonSchema),
  personal: z.array(storedReasonSchema),
  playerPlan: z.array(storedReasonSchema),
});

const marksSchema = z.object({
  contractMark: z.number().int(),
  financeMark: z.number().int(),
  personalMark: z.number().int(),
  playerPlanMark: z.number().int(),
  average: z.number(),
  reasons: markReasonsSchema,
});

const brokenSchema = z.object({ constraint: z.enum(HARD_CONSTRAINTS), reason: storedReasonSchema });

/** Spec 2, ContactMatch. */
export const contactMatchSchema = z.object({
  contactId: z.uuid(),
  contact: matchPlayerSchema,
  tenant: z.object({ name: z.string() }),
  rank: z.number().int(),
  contractMark: z.number().int(),
  financeMark: z.number().int(),
  personalMark: z.number().int(),
  playerPlanMark: z.number().int(),
  /** Spec 2, section 9. */
  average: z.number(),
  reasons: markReasonsSchema,
  hasBeenSent: z.boolean(),
  /** Sent to the club contact (by e-mail or link): its switch is on and disabled. */
  sentToACMatch: z.boolean(),
  /** Sent by e-mail (true) or shared as a link (false); null until sent. */
  isForEmail: z.boolean().nullable(),
  /** The public CV link made for the requirement's contact (D15); relative to the app. */
  cvLink: z.string(),
  /** Issue 29: the stage of the pitch of this player to the requirement's contact; null when never sent. */
  pitchStage: pitchStageSchema.nullable().optional(),
});
export type ContactMatch = z.infer<typeof contactMatchSchema>;

export const excludedBySchema = z.partialRecord(z.enum(HARD_CONSTRAINTS), z.number().int());

/** A player left out by one constraint that can change: the change, and the marks he would get. */
export const nearMissSchema = z.object({
  player: matchPlayerSchema,
  broken: brokenSchema,
  change: reasonSchema,
  candidate: marksSchema,
});
export type NearMissPreview = z.infer<typeof nearMissSchema>;

/** Spec 2, Match: one version. */
export const matchSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  requirementId: z.uuid(),
  createdAt: z.string(),
  notes: z.string(),
  requirement: requirementSchema,
  contactMatches: z.array(contactMatchSchema),
  /** How many of the sport's players each hard constraint left out when the version was made. */
  excludedBy: excludedBySchema,
  /**
   * How many players' exclusions of a team, league or country could not be judged because the club's
   * team, league or country was not on record.
   */
  unjudged: z.partialRecord(z.enum(EXCLUSION_CONSTRAINTS), z.number().int()),
  /** Players of the sport considered. */
  playersConsidered: z.number().int(),
  /** D39: every player who met the requirement; the version lists the best of them. */
  candidateCount: z.number().int(),
  /** The best players left out by exactly one constraint that can change. */
  nearMisses: z.array(nearMissSchema),
  /** Spec 2, section 4: a version is sent once any of its rows has been sent. */
  sent: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchCreateSchema = z.object({ requirementId: z.uuid({ message: 'Choose a requirement' }) });
export const matchDateSchema = z.object({ id: z.uuid(), createdAt: z.string() });
export type MatchDate = z.infer<typeof matchDateSchema>;
export const matchUpdateSchema = z.object({
  notes: z.string().max(5000, { message: 'At most 5000 characters' }),
});

/** `PUT /matches`: send the chosen candidates (D19). */
export const matchSendSchema = z.object({
  id: z.uuid(),
  contactIds: z.array(z.uuid()).max(200),
  isForEmail: z.boolean(),
  /**
   * D43, issue 26 item 4: "Send me a copy": the e-mail also goes (Cc) to the sending agent's own
   * address. Only with `isForEmail: true`; left out or false, the agent gets no copy.
   */
  copyToSender: z
    .boolean()
    .optional()
    .describe(
      "With `isForEmail: true`, also send the e-mail in copy (Cc) to the sending agent's own address (D43). Default false.",
    ),
});
export type MatchSend = z.infer<typeof matchSendSchema>;

/**
 * "Why not …?": what keeps one player out of the requirement now, with the smallest change that
 * would let him in where one can, and the marks he gets (or would get, with the changes made).
 */
export const matchExplanationSchema = z.object({
  player: matchPlayerSchema,
  broken: z.array(brokenSchema.extend({ change: reasonSchema.nullable() })),
  candidate: marksSchema,
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

/**
 * D15: the public CV link of a player as sent to a club contact (`cv` when copied without one):
 * `pins/{tenant name}/{full name}/{contactId}/{playerId}`, each part URL-encoded.
 */
export function cvLinkPath(
  tenantName: string,
  fullName: string,
  contactId: string | 'cv',
  playerId: string,
): string {
  return ['pins', tenantName, fullName, contactId, playerId]
    .map((part) => encodeURIComponent(part))
    .join('/');
}
