import { PERSONAL_DATA_MESSAGES } from '@transferdesk/shared';

/**
 * What a service can refuse, without knowing about HTTP; the errors plugin turns each kind into its
 * status code. `message` is shown to people, so it is written for them.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'tooManyRequests'
  /** A service this one depends on (an OpenID provider) failed or could not be reached. */
  | 'badGateway'
  /** Something this server needs is not set up or not there (the CRM without its settings). */
  | 'unavailable';

/** The `error` of a 400 whose `errors` name each failing field. */
export const VALIDATION_FAILED = 'Validation failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /**
     * Per-field problems for `invalid`, as `"<field>: <message>"`; per-row problems of a CSV import
     * as `{ description: "Row 3, email: ..." }` (the contract's ServerError allows both).
     */
    readonly errors?: (string | { description: string })[],
    /** For `tooManyRequests` and `unavailable`: sent as the `Retry-After` header. */
    readonly retryAfterSeconds?: number,
    /** What went wrong underneath, for the log (never shown to people). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * A write the disk had no room for: no space (ENOSPC), the user's quota (EDQUOT) or the file size
 * limit (EFBIG). Found on the error or any error it wraps (nodemailer and Drizzle wrap).
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * D48: a write to a person who was erased (a stale form, an offline change queued before the
 * erasure and replayed at sync) is refused as a conflict, with words the person syncing understands.
 */
export function erasedPersonError(): DomainError {
  return new DomainError('conflict', PERSONAL_DATA_MESSAGES.erased);
}
