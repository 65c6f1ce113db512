import { z } from 'zod';

/**
 * D48: a person's data (a player or a contact) on a TenantAdmin's request: everything we hold as one
 * ZIP, and erasure. Agreements and their fee terms (the payment records) are restricted, not erased.
 */
export const PERSONAL_DATA_MESSAGES = {
  /** A write to an erased person (an offline change queued before the erasure, a stale form). */
  erased: 'This person was erased: the change cannot be saved.',
  /** Unticking the e-mail to the clubs that received the CV needs a reason. */
  reasonRequired: 'Give the reason for not telling the clubs that received the CV',
  alreadyErased: 'This person has already been erased.',
  /** The legal reason an erased player's agreements are kept, hidden, for 5 years. */
  restrictionReason:
    'Kept for 5 years after erasure as records of the agency’s representation agreements and fees (bookkeeping and the federation’s agent regulations).',
} as const;

/** The years an erased player's agreements are kept, restricted. */
export const RESTRICTION_YEARS = 5;

/** What the name of an erased person shows everywhere (match versions, pitches, lists). */
export const ERASED_PLAYER_NAME = 'Erased player';
export const ERASED_CONTACT_NAME = 'Erased contact';

/**
 * The kinds `deleted` counts (in the preview and the result), in the order a confirmation lists them:
 * the picture, videos, contracts, documents (passports, permits, medical reports ...), the player's
 * files other than the agreements' (document scans, uploads no agreement names), and the clicks on
 * his page (a player) or made by him (a contact). Every kind is present, 0 when there is none.
 */
export const ERASURE_DELETED_KINDS = [
  'pictures',
  'videos',
  'contracts',
  'documents',
  'files',
  'clicks',
] as const;
export type ErasureDeletedKind = (typeof ERASURE_DELETED_KINDS)[number];

/** `GET .../erasure`: what erasing would do, for the confirmation. */
export const erasurePreviewSchema = z.object({
  name: z.string(),
  isPlayer: z.boolean(),
  erasedAt: z.string().nullable(),
  /** Records deleted with their files, by kind: pictures, videos, contracts, documents, files. */
  deleted: z.record(z.string(), z.number()),
  /** Agreements kept hidden until `restrictedUntil`, with the reason. */
  restricted: z.object({ agreements: z.number(), restrictedUntil: z.string(), reason: z.string() }),
  /**
   * The club contacts who received the CV (a pitch or a match send), not deleted, by name; told by
   * e-mail by default (one with an empty `email` cannot be). Always empty for a contact.
   */
  recipients: z.array(
    z.object({ contactId: z.uuid(), name: z.string(), email: z.string(), club: z.string() }),
  ),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

/** `POST .../erasure`. */
export const erasureRequestSchema = z
  .object({
    notifyRecipients: z.boolean().default(true),
    reason: z.string().trim().max(1000).default(''),
  })
  .refine((value) => value.notifyRecipients || value.reason.length > 0, {
    message: PERSONAL_DATA_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

/** The answer to an erasure. */
export const erasureResultSchema = z.object({
  erasedAt: z.string(),
  deleted: z.record(z.string(), z.number()),
  restricted: z.object({ agreements: z.number(), restrictedUntil: z.string() }),
  /** Club contacts mailed. */
  mailed: z.number(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
