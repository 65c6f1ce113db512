import { z } from 'zod';
import { DATE_MESSAGES, DATE_RULES, ISO_DATE_PATTERN } from '../dates.ts';

/** The spec's words for a required field of the sports forms (spec 2, section 5). */
export const FIELD_MANDATORY = 'Field is mandatory';

/** A required line of text, trimmed, at most `max` characters. */
export const requiredText = (max = 200) =>
  z
    .string({ message: FIELD_MANDATORY })
    .trim()
    .min(1, { message: FIELD_MANDATORY })
    .max(max, { message: `At most ${max} characters` });

/** Optional text as the tables keep it: '' rather than null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullish()
    .transform((value) => value ?? '');

/** A calendar day on the wire: yyyy-MM-dd, a real day (2023-02-30 is not), within MIN_DATE_YEAR-MAX_DATE_YEAR. */
export const isoDateSchema = z
  .string({ message: FIELD_MANDATORY })
  .min(1, { message: FIELD_MANDATORY })
  .regex(ISO_DATE_PATTERN, { message: DATE_MESSAGES.format })
  .refine(DATE_RULES.real, { message: DATE_MESSAGES.invalid })
  .refine(DATE_RULES.inRange, { message: DATE_MESSAGES.range });

/** `{ id, name }`: what option lists and related records carry (spec 2, section 3). */
export const namedSchema = z.object({ id: z.uuid(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

/** Values from the CRM may hold '||' separators; they are removed for display (spec 2, section 3). */
export function withoutSeparators(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .split('||')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
