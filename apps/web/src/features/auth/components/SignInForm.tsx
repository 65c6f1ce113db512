import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginPayload, loginSchema } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { paths } from '../../../lib/paths.ts';

interface SignInFormProps {
  submitting: boolean;
  onSubmit: (payload: LoginPayload) => void;
}

/** E-mail, password and remember-me, validated by the shared login schema before anything is sent. */
export function SignInForm({ submitting, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '', password: '', rememberme: false },
    validate: schemaValidator(loginSchema),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit({ ...values, email: values.email.trim() }),
        () => form.setTouched(allTouched(form.getValues())),
      )}
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
