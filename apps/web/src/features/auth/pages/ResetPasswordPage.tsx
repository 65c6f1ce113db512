import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { passwordSchema } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { serverFieldErrors } from '../../../lib/server-errors.ts';
import { useResetPassword } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { BackToSignIn } from '../components/BackToSignIn.tsx';
import { OutcomeMessage } from '../components/OutcomeMessage.tsx';

/** Spec 5, Reset: the password is required; its length rules come after (issue 26, item 11). */
const newPasswordSchema = z.object({
  password: z.string().min(1, { message: 'Password is required' }).pipe(passwordSchema),
});
const AT_FIELDS = ['password'] as const;

/** /resetpassword?id&token (spec 2; spec 4: idle → processing → success, errors back to idle). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.reset.title'));
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaValidator(newPasswordSchema),
    validateInputOnBlur: true,
  });
  // "password: …" (a common password) shows at the field, once (issue 26, item 9).
  const refused = serverFieldErrors(reset.error, AT_FIELDS);

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('account.reset.title')}>
        <OutcomeMessage kind="success" message={t('messages.passwordChanged')} />
        <Button component={Link} to={paths.signIn} fullWidth size="md">
          {t('signIn.submit')}
        </Button>
      </AuthCard>
    );
  }

  if (!id || !token) {
    return (
      <AuthCard title={t('account.reset.title')}>
        <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('messages.resetLinkInvalid')}
        </Alert>
        <Button component={Link} to={paths.forgotPassword} variant="light" fullWidth>
          {t('account.reset.requestNew')}
        </Button>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      {reset.isError && (
        <ErrorAlert title={t('account.reset.failed')} error={reset.error} atFields={AT_FIELDS} />
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(
          ({ password }) => reset.mutate({ id, token, password }),
          () => form.setTouched(allTouched(form.getValues())),
        )}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('account.newPassword')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={form.errors.password ?? refused.password}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {t('account.reset.submit')}
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
