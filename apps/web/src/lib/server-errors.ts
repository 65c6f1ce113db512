import { errorMessages } from '@transferdesk/shared';
import { HttpError } from './http.ts';
import { translateKnownText } from './i18n.ts';

/**
 * A validation refusal names each failing field by its key: "tenantIds: Choose at least one of your
 * sports", "roles.0: Invalid option" (ARCHITECTURE.md, API conventions). The key is for the form to
 * find its field; people read the field's label instead (issue 26, item 9).
 */
const FIELD_MESSAGE = /^([A-Za-z][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]+)?: ([\s\S]+)$/;

interface ServerMessage {
  /** The form field the message names, if it names one. */
  field: string | undefined;
  text: string;
  /** The message as the server sent it. */
  whole: string;
}

function serverMessages(error: unknown): ServerMessage[] {
  return errorMessages(error instanceof HttpError ? error.body : undefined).map((message) => {
    const [, field, text] = FIELD_MESSAGE.exec(message) ?? [];
    return field && text
      ? { field, text, whole: message }
      : { field: undefined, text: message, whole: message };
  });
}

/**
 * Spec 8: what the server said went wrong, in the interface's language; none for other failures.
 * Messages naming one of `atFields` are left out (the form shows them at the field itself); those
 * naming a field of `labels` read "Label: message".
 */
export function serverErrorMessages(
  error: unknown,
  atFields: readonly string[] = [],
  labels: Readonly<Record<string, string>> = {},
): string[] {
  return serverMessages(error)
    .filter(({ field }) => field === undefined || !atFields.includes(field))
    .map(({ field, text, whole }) => {
      const label = field === undefined ? undefined : labels[field];
      return label ? `${label}: ${translateKnownText(text)}` : translateKnownText(whole);
    });
}

/**
 * The server's message for each of `fields` it refused, without the key, in the interface's
 * language: the form shows it at the field (under the field's label), and the `ErrorAlert` given
 * the same fields leaves it out, so that it is shown once.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { field, text } of serverMessages(error)) {
    if (field !== undefined && fields.includes(field) && !(field in found)) {
      found[field] = translateKnownText(text);
    }
  }
  return found;
}
