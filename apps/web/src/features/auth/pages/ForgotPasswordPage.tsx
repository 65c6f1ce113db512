import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useForgotPassword } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { BackToSignIn } from '../components/BackToSignIn.tsx';
import { OutcomeMessage } from '../components/OutcomeMessage.tsx';

/** /forgotpassword (spec 2; spec 4: idle → processing → success or error). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgot.title'));
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaValidator(forgotPasswordSchema),
    // Marked valid or invalid only once the field has been left (or the form submitted).
    validateInputOnBlur: true,
  });
  const email = form.getInputProps('email');

  return (
    <AuthCard title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      {forgot.isSuccess ? (
        <OutcomeMessage kind="success" message={t('messages.forgotPasswordSuccess')} />
      ) : forgot.isError ? (
        <Stack gap="md">
          <OutcomeMessage kind="error" message={t('messages.genericError')} />
          <Button variant="light" onClick={() => forgot.reset()}>
            {t('account.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(
            ({ email }) => forgot.mutate(email.trim()),
            () => form.setTouched(allTouched(form.getValues())),
          )}
        >
          <Stack gap="md">
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="email"
              {...email}
              // Spec 5: the field is marked invalid; no message text is shown (issue 26, item 11).
              error={Boolean(email.error)}
            />
            <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
              {t('account.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
