import { z } from 'zod';
import { MISSING_VALUE } from '../constants.ts';
import { positionOptionSchema } from './players.ts';

/**
 * What a club sees without signing in (issue 14): spec 2's "Public player view" (D29: never
 * salaries, fees, priorities, other contracts or notes), the click records behind the who-clicked
 * lists (D15, D16), and the sport's CV template (D20). One contract for the API, the public pages and
 * the PDFs.
 */

export const PUBLIC_PAGE_MESSAGES = {
  /** Spec 2, section 8: the CV download failed. */
  cvDownloadFailed: 'Error! File not exists',
  /** Spec 2, section 8: the sport has no CV template. */
  noTemplate: 'That Tenant Has No PDFs',
  /** Spec 2, section 8: the mail tester failed. */
  mailTesterFailed: 'Something gone wrong',
  /** Spec 2, section 8: a value the player has not given. */
  missing: MISSING_VALUE,
  /** A template upload that is not a Word document (.docx). */
  notDocx: 'Only Word documents (.docx) can be used as a PDF template',
  /** Too many clicks recorded from one address in a short time. */
  tooManyClicks: 'Too many requests. Please try again later.',
  /** A CV whose layout ran past its time or memory budget and was stopped (issue 25). */
  cvTooSlow: 'This CV took too long to make and was stopped. Please try again later.',
  /** Every CV worker is busy and the queue is full (issue 25). */
  cvBusy: 'Too many CVs are being made at the moment. Please try again in a few seconds.',
  /** A template upload whose check ran past its time or memory budget (issue 25). */
  templateTooSlow: 'The Word document took too long to check; it cannot be a CV template',
} as const;

/** The agency agent named on the player (agent1), as the public pages show him. */
export const publicAgentSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type PublicAgent = z.infer<typeof publicAgentSchema>;

export const publicVideoSchema = z.object({
  title: z.string(),
  /** As typed: the pages add `//` to a link without a scheme. */
  videoUrl: z.string(),
  isPrimary: z.boolean(),
  isFullMatch: z.boolean(),
});
export type PublicVideo = z.infer<typeof publicVideoSchema>;

/** Spec 2, "Public player view" (D29), plus the sport's name, which picks the page's layout. */
export const publicPlayerSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  /** The sport's name: "Football", "Handball - Men", "Handball - Women", "Icehockey" or another. */
  tenantName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Names with their category (offensive or defensive rows on the handball pages). */
  positions: z.array(positionOptionSchema),
  /** Path under the site's origin, or null for the default icon. */
  pictureUrl: z.string().nullable(),
  rightyLefty: z.enum(['Right', 'Left', 'Both']).nullable(),
  /** yyyy-MM-dd or null. */
  dateOfBirth: z.string().nullable(),
  /** As stored: may hold '||' separators, removed for display. */
  nationality: z.string(),
  /** 0 means unknown. */
  height: z.number(),
  weight: z.number(),
  maritalStatus: z.enum(['Married', 'Single']).nullable(),
  /** The player's current club, or null. */
  clubName: z.string().nullable(),
  formerClub: z.string(),
  /** The player's contract status (D24) by name, or null. */
  playerContract: z.string().nullable(),
  /** The latest end date of the player's PlayerContract rows (yyyy-MM-dd), or null. */
  playerContractEndDate: z.string().nullable(),
  /** As typed: the pages add `//` to a link without a scheme. */
  transferMarket: z.string(),
  internationalLevel: z.string(),
  /** Sanitised HTML. */
  statistics: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** Sanitised HTML. */
  playerReferences: z.string(),
  /** Null when the player names no agent. */
  agent1: publicAgentSchema.nullable(),
  videoInfos: z.array(publicVideoSchema),
});
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

/** Spec 2, Click record: the contact the link was made for (ClientId) opened the player's page. */
export const newClickSchema = z.object({
  ClientId: z.uuid(),
  PlayerID: z.uuid(),
});
export type NewClick = z.infer<typeof newClickSchema>;

/** Spec 2, Who-clicked entry: a contact (or player) with the club and how many times. */
export const whoClickedEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  club: z.string(),
  clicks: z.number().int(),
});
export type WhoClickedEntry = z.infer<typeof whoClickedEntrySchema>;

/** One click record, newest first in the lists. */
export const clickRecordSchema = z.object({
  id: z.uuid(),
  contactId: z.uuid(),
  playerId: z.uuid(),
  clickedAt: z.string(),
});
export type ClickRecord = z.infer<typeof clickRecordSchema>;

/** Spec 2, PDF template (D20): one per sport. */
export const pdfTemplateSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  /** False until a Word file is uploaded. */
  hasFile: z.boolean(),
  updatedAt: z.string(),
});
export type PdfTemplate = z.infer<typeof pdfTemplateSchema>;

export const pdfTemplateFormSchema = z.object({
  name: z
    .string({ message: 'Field is mandatory' })
    .trim()
    .min(1, { message: 'Field is mandatory' })
    .max(500, { message: 'At most 500 characters' }),
});
export type PdfTemplateForm = z.input<typeof pdfTemplateFormSchema>;

/** The sport whose page layout is used when the sport's name is not one of the four. */
export const GENERIC_PUBLIC_LAYOUT = 'Football';

/** The file name of a player's CV PDF (spec 2: `{firstName}_{lastName}_CV.pdf`). */
/** Characters no file name may hold on Windows, macOS or Linux. */
const NOT_IN_FILE_NAMES = new Set('<>:"/\\|?*');

/**
 * Spec 2: `{firstName}_{lastName}_CV.pdf`. Characters no file system accepts (and line breaks and
 * other control characters) become '_', so a name typed as "A/B" or "<x>" saves as the file it
 * says, in the folder the person chose (issue 25).
 */
export const cvFileName = (player: { firstName: string; lastName: string }) =>
  Array.from(`${player.firstName}_${player.lastName}_CV.pdf`, (char) => {
    const code = char.charCodeAt(0);
    return NOT_IN_FILE_NAMES.has(char) || code < 0x20 || code === 0x7f ? '_' : char;
  }).join('');

/**
 * A video or transfer-market link as the pages open it: `//` before one without a scheme, blank
 * stays blank, and any scheme but http(s) (`javascript:`, `data:`) gives no link at all.
 */
export function externalHref(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:]+:\d/.test(trimmed)) return '';
  return `//${trimmed}`;
}
