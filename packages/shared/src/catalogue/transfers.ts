import { z } from 'zod';
import { FIELD_MANDATORY, isoDateSchema, requiredText } from './common.ts';

/** The spec's copy, spelling included (spec 2, section 5). */
export const TRANSFER_MESSAGES = {
  yearsPattern: 'Field has to include 8 digits like: 1990-2020',
  datesOrder: 'From - To dates interval is icorect',
  yearsOrder: 'Years interval is icorect',
} as const;

export const YEARS_PATTERN = /^\d{4}-\d{4}$/;

export const transferSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  /** "1990-2020" */
  years: z.string(),
  /** yyyy-MM-dd */
  fromDate: z.string(),
  toDate: z.string(),
  createdAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

const transferFields = z.object({
  name: requiredText(100),
  years: z
    .string({ message: FIELD_MANDATORY })
    .trim()
    .min(1, { message: FIELD_MANDATORY })
    .regex(YEARS_PATTERN, { message: TRANSFER_MESSAGES.yearsPattern }),
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
});

type TransferFields = z.infer<typeof transferFields>;

/** The two cross-field rules, on `toDate` and `years` so that the form shows them under those fields. */
function checkIntervals(value: Partial<TransferFields>, context: z.RefinementCtx) {
  if (value.fromDate && value.toDate && value.fromDate > value.toDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: TRANSFER_MESSAGES.datesOrder });
  }
  if (value.years && YEARS_PATTERN.test(value.years)) {
    const [first, second] = value.years.split('-').map(Number);
    if ((first ?? 0) > (second ?? 0)) {
      context.addIssue({ code: 'custom', path: ['years'], message: TRANSFER_MESSAGES.yearsOrder });
    }
  }
}

/** The form (spec 2, section 5); the sport is added for a Superadmin, who must choose it. */
export const transferFormSchema = transferFields.superRefine(checkIntervals);
export type TransferForm = z.infer<typeof transferFormSchema>;

/** D22: creates carry the sport in the body. */
export const transferCreateSchema = transferFields
  .extend({ tenantId: z.uuid({ message: FIELD_MANDATORY }) })
  .superRefine(checkIntervals);
export type TransferCreate = z.infer<typeof transferCreateSchema>;

/** A PATCH may send some fields; the API checks the intervals against the stored row as well. */
export const transferUpdateSchema = transferFields.partial().superRefine(checkIntervals);
export type TransferUpdate = z.infer<typeof transferUpdateSchema>;

/** The same interval rules on a whole (merged) transfer, for the API's update path. */
export function transferIntervalErrors(
  value: TransferFields,
): { field: 'toDate' | 'years'; message: string }[] {
  const result = transferFormSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.code === 'custom')
    .map((issue) => ({ field: issue.path[0] as 'toDate' | 'years', message: issue.message }));
}

export const TRANSFER_SORT_PROPERTIES = ['name', 'years', 'createdAt'] as const;
export type TransferSortProperty = (typeof TRANSFER_SORT_PROPERTIES)[number];

/** The window open today (fromDate ≤ today ≤ toDate): the default of a new requirement (spec 2, section 5). */
export function activeTransfer<T extends Pick<Transfer, 'fromDate' | 'toDate'>>(
  transfers: readonly T[],
  today: string,
): T | undefined {
  return transfers.find((transfer) => transfer.fromDate <= today && today <= transfer.toDate);
}
