import type { UseFormReturnType } from '@mantine/form';

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
