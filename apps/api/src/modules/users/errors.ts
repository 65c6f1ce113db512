// The user service's refusals and their texts, shared by its reads, edits and CSV import.
import { MESSAGES } from '@transferdesk/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../lib/errors.ts';

export const EMAIL_IN_USE = 'This e-mail address is already in use';
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your e-mail address';

export const notFound = () => new DomainError('notFound', MESSAGES.notFound);
export const forbidden = (message: string = MESSAGES.forbidden) => new DomainError('forbidden', message);

/** Runs `work`, answering a unique violation (the e-mail address) as a conflict. */
export const conflicts = <T>(work: () => Promise<T>) =>
  work().catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new DomainError('conflict', EMAIL_IN_USE);
    throw error;
  });
