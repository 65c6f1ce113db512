import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { LoginPayload } from '@transferdesk/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allTouched } from '../../../lib/form-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { whenPagesLoaded } from '../../../lib/pwa/pages-loaded.ts';

/** The login schema's check (login-validator.ts), once its chunk is here. */
let validateLogin: ((values: LoginPayload) => FormErrors) | undefined;
let loadingValidator: Promise<void> | undefined;

/**
 * Issue 28: zod and the shared schemas stay out of the sign-in page's first download. The check
 * loads once the page has painted (whenPagesLoaded); a submit before it is here waits for it, so
 * that nothing is sent unchecked. Should it fail to load (offline, a new deploy), the API's own check answers.
 */
function loadValidateLogin(): Promise<void> {
  loadingValidator ??= import('../login-validator.ts').then(
    (module) => {
      validateLogin = module.validateLogin;
    },
    () => {
      loadingValidator = undefined;
    },
  );
  return loadingValidator;
}

interface SignInFormProps {
  submitting: boolean;
  onSubmit: (payload: LoginPayload) => void;
}

/** E-mail, password and remember-me, validated by the shared login schema before anything is sent. */
export function SignInForm({ submitting, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useForm<LoginPayload>({
    initialValues: { email: '', password: '', rememberme: false },
    validate: (values) => validateLogin?.(values) ?? {},
  });
  useEffect(() => {
    void whenPagesLoaded().then(loadValidateLogin);
  }, []);
  const submit = form.onSubmit(
    (values) => onSubmit({ ...values, email: values.email.trim() }),
    () => form.setTouched(allTouched(form.getValues())),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void loadValidateLogin().then(() => submit());
      }}
    >
      {/* No asterisks: both fields are plainly needed, and the labels stay exactly "E-mail" and "Password". */}
      <Stack gap="md">
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('signIn.rememberMe')}
            {...form.getInputProps('rememberme', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
