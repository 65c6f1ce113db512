import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { translateKnownText } from './i18n.ts';

/**
 * A form validator from a shared zod schema (the same rule the API applies), with the schema's
 * English messages shown in the chosen language.
 */
export function schemaValidator<Values extends object>(schema: z.ZodType) {
  // The first failing rule of a field is the one to fix first ("required" before "valid").
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: Values): FormErrors =>
    Object.fromEntries(
      Object.entries(resolve({ ...values } as Record<string, unknown>)).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateKnownText(message) : message,
      ]),
    );
}

// Kept apart so that a form without a shared schema (the sign-in form, issue 28) gets them without zod.
export { allTouched, onValidSubmit } from './form-submit.ts';
