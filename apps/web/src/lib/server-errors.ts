import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { errorMessages } from '@transferdesk/shared';
import { HttpError } from './http.ts';
import { translateKnownText } from './i18n.ts';

/**
 * A validation refusal names each failing field by its key: "tenantIds: Choose at least one of your
 * sports", "roles.0: Invalid option" (ARCHITECTURE.md, API conventions). The key is for the form to
 * find its field; people read the field's label instead (issue 26, item 9).
 */
const FIELD_MESSAGE = /^(([A-Za-z][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]+)?): ([\s\S]+)$/;

interface ServerMessage {
  /** The form field the message names, if it names one ("contracts" of "contracts.0.endDate"). */
  field: string | undefined;
  /** The whole key: "contracts.0.endDate", the path of that contract's field in the form. */
  path: string | undefined;
  text: string;
  /** The message as the server sent it. */
  whole: string;
}

function serverMessages(error: unknown): ServerMessage[] {
  return errorMessages(error instanceof HttpError ? error.body : undefined).map((message) => {
    const [, path, field, text] = FIELD_MESSAGE.exec(message) ?? [];
    return field && text
      ? { field, path, text, whole: message }
      : { field: undefined, path: undefined, text: message, whole: message };
  });
}

/** Which of `fields` the message is about: its whole key ("contracts.0.endDate") or its field. */
function fieldOf({ field, path }: ServerMessage, fields: readonly string[]): string | undefined {
  if (path !== undefined && fields.includes(path)) return path;
  return field !== undefined && fields.includes(field) ? field : undefined;
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
  const labelled = Object.keys(labels);
  return serverMessages(error)
    .filter((message) => fieldOf(message, atFields) === undefined)
    .map((message) => {
      const field = fieldOf(message, labelled);
      const label = field === undefined ? undefined : labels[field];
      return label ? `${label}: ${translateKnownText(message.text)}` : translateKnownText(message.whole);
    });
}

/**
 * The server's message for each of `fields` it refused, without the key, in the interface's
 * language: the form shows it at the field (under the field's label), and the `ErrorAlert` given
 * the same fields leaves it out, so that it is shown once.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const message of serverMessages(error)) {
    const field = fieldOf(message, fields);
    if (field !== undefined && !(field in found)) found[field] = translateKnownText(message.text);
  }
  return found;
}

/** What `useForm`'s `enhanceGetInputProps` is given for each `form.getInputProps(field)`. */
interface InputPropsRequest {
  inputProps: GetInputPropsReturnType;
  field: string;
  options: GetInputPropsOptions;
}

/**
 * The server's refusal of a form's fields, shown at them (issue 26, item 9). Give
 * `enhanceGetInputProps` to `useForm`: an input made with `form.getInputProps(field)`, for one of
 * `fields`, then shows the server's message about it without the key, while the form has no
 * message of its own there. Spread `alert` on the form's `ErrorAlert`: it leaves those messages out,
 * so that each is shown once, and names any other field of `labels` by its label. `refused` holds
 * the messages for an input that is not made with `getInputProps` (a file, a select bound by hand).
 */
export function serverRefusals(
  error: unknown,
  fields: readonly string[],
  labels: Readonly<Record<string, string>> = {},
) {
  const refused = serverFieldErrors(error, fields);
  return {
    refused,
    alert: { atFields: fields, labels },
    enhanceGetInputProps: ({ inputProps, field, options }: InputPropsRequest) =>
      options.withError === false || inputProps.error || refused[field] === undefined
        ? {}
        : { error: refused[field] },
  };
}
