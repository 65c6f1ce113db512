import { z } from 'zod';
import { isoDateSchema, optionalText } from './common.ts';

/**
 * Issue 30: a player's files (signed agreements, guardian consents, passports, work permits, medical
 * reports) are kept in storage and read only by the sport's TenantAdmins and Users through
 * `GET /players/{playerId}/files/{fileId}`, never at `/core/resources` nor on public pages.
 */
export const PLAYER_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;

export const PLAYER_FILE_MESSAGES = {
  wrongType: 'Upload a PDF, a Word document (.doc, .docx) or a JPEG or PNG scan',
  notFound: 'The file does not exist or belongs to another player',
} as const;

/** `POST /players/{playerId}/files` answers this; agreements and documents then name the file by id. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  /** The name it was uploaded with. */
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** D46 reminds of passports, work permits and medical reports expiring within 60 days; `other` is kept, not reminded. */
export const PLAYER_DOCUMENT_KINDS = ['passport', 'workPermit', 'medical', 'other'] as const;
export type PlayerDocumentKind = (typeof PLAYER_DOCUMENT_KINDS)[number];
export const REMINDED_DOCUMENT_KINDS: readonly PlayerDocumentKind[] = ['passport', 'workPermit', 'medical'];

export const PLAYER_DOCUMENT_MESSAGES = {
  kind: 'Choose "passport", "workPermit", "medical" or "other"',
  notFound: 'The document does not exist',
  countryNotFound: 'Choose a country from the list',
} as const;

/** `POST /players/{playerId}/documents` and `PUT .../{id}`. */
export const playerDocumentInputSchema = z.object({
  kind: z.enum(PLAYER_DOCUMENT_KINDS, { message: PLAYER_DOCUMENT_MESSAGES.kind }),
  number: optionalText(100),
  issuingCountryId: z
    .uuid({ message: PLAYER_DOCUMENT_MESSAGES.countryNotFound })
    .nullish()
    .transform((value) => value ?? null),
  expiresOn: isoDateSchema.nullish().transform((value) => value ?? null),
  fileId: z
    .uuid({ message: PLAYER_FILE_MESSAGES.notFound })
    .nullish()
    .transform((value) => value ?? null),
  note: optionalText(1000),
});
export type PlayerDocumentInput = z.infer<typeof playerDocumentInputSchema>;
export type PlayerDocumentFormValues = z.input<typeof playerDocumentInputSchema>;

export const playerDocumentSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  playerId: z.uuid(),
  kind: z.enum(PLAYER_DOCUMENT_KINDS),
  number: z.string(),
  issuingCountry: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  expiresOn: z.string().nullable(),
  /** Whole days from today to the expiry (negative once expired); null without an expiry date. */
  daysLeft: z.number().int().nullable(),
  file: storedFileSchema.nullable(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;
