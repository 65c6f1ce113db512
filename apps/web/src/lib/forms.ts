import type { FormErrors, UseFormReturnType } from '@mantine/form';
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

/** ARCHITECTURE.md: an invalid submit marks every field touched (and sends nothing). */
export function allTouched(values: object): Record<string, boolean> {
  return Object.fromEntries(Object.keys(values).map((field) => [field, true]));
}

/** The form's submit handler: `submit` with valid values; otherwise every field is marked touched. */
export function onValidSubmit<Values extends object>(
  form: UseFormReturnType<Values>,
  submit: (values: Values) => void,
) {
  return form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())));
}
