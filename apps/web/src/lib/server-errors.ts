import { errorMessages } from '@transferdesk/shared';
import { HttpError } from './http.ts';
import { translateKnownText } from './i18n.ts';

/** Spec 8: what the server said went wrong, in the interface's language; none for other failures. */
export function serverErrorMessages(error: unknown): string[] {
  return errorMessages(error instanceof HttpError ? error.body : undefined).map(translateKnownText);
}
