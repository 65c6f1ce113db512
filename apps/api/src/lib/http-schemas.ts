import type { Paginated, ServerError } from '@transferdesk/shared';
import { z } from 'zod';

/** The error body every route may answer (ARCHITECTURE.md, API conventions). */
export const errorSchema = z.object({
  error: z.string(),
  errors: z.array(z.union([z.string(), z.object({ description: z.string() })])).optional(),
}) satisfies z.ZodType<ServerError>;

const ERROR_DESCRIPTIONS = {
  400: 'Validation failed; `errors` names each field',
  401: 'No token, or the token or its session is no longer valid',
  403: 'The role or tenant of the caller does not allow this',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'The upload is too large',
  415: 'The file type is not allowed',
  429: 'Too many attempts; `Retry-After` says when to try again (D14)',
  502: 'A service this one relies on (the OpenID provider) failed or could not be reached',
  507: "The server's disk is full: nothing was saved",
  503: 'Not available: not configured on this server, or the database cannot be reached (`Retry-After`)',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Response schemas for the error statuses a route can answer, for validation and OpenAPI alike. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorSchema.describe(ERROR_DESCRIPTIONS[status])]),
  ) as Record<S, typeof errorSchema>;
}

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    lastPage: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalIsEstimate: z
      .boolean()
      .optional()
      .describe('Present when `total` is an estimate: the filter matches too many rows to count at once'),
  }) satisfies z.ZodType<Paginated<z.output<T>>>;
}

/**
 * Route options for reads behind one guard and tag set, each with its summary, params and answer:
 * 400 for bad params, 401 without a sign-in, 403 or 404 for what the caller may not open.
 */
export function guardedReads<G>(
  onRequest: G,
  tags: { tags: string[]; security: Record<string, string[]>[] },
) {
  return <P extends z.ZodType, T extends z.ZodType>(
    about: { summary: string; description?: string },
    params: P,
    answer: T,
  ) => ({
    onRequest,
    schema: { ...tags, ...about, params, response: { 200: answer, ...errorResponses(400, 401, 403, 404) } },
  });
}
