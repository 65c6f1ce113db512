import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { adminChangePasswordSchema, MIN_PASSWORD_LENGTH } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { serverFieldErrors } from '../../../lib/server-errors.ts';
import { useSetPasswordAsAdmin } from '../api.ts';

const schema = adminChangePasswordSchema.pick({ newPassword: true });
const AT_FIELDS = ['newPassword'] as const;

/** Spec 5: an admin sets another user's password (D21 `passwordAsAdmin`). */
export function AdminPasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const change = useSetPasswordAsAdmin();
  const form = useForm({ initialValues: { newPassword: '' }, validate: schemaValidator(schema) });
  // "newPassword: …" (a common password) shows at the field, once (issue 26, item 9).
  const refused = serverFieldErrors(change.error, AT_FIELDS);
  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          ({ newPassword }) =>
            change.mutate(
              { userId, newPassword },
              {
                onSuccess: () => {
                  form.reset();
                  notifications.show({
                    role: 'status',
                    color: 'teal',
                    message: t('messages.passwordChanged'),
                  });
                },
              },
            ),
          () => form.setTouched(allTouched(form.getValues())),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('users.password.title')}
          </Title>
          <PasswordInput
            label={t('users.password.newPassword')}
            description={t('users.form.passwordHint', { count: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            maw={360}
            {...form.getInputProps('newPassword')}
            error={form.errors.newPassword ?? refused.newPassword}
          />
          {change.error && (
            <ErrorAlert title={t('users.password.error')} error={change.error} atFields={AT_FIELDS} />
          )}
          <Group>
            <Button type="submit" variant="light" loading={change.isPending}>
              {t('users.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
