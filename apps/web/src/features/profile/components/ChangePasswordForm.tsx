import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema, errorMessages } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { useChangePassword } from '../api.ts';

/** Spec 2, Profile edit: the change-password form (D21). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaValidator(changePasswordSchema),
    validateInputOnBlur: true,
  });

  return (
    <Card p={{ base: 'lg', sm: 'xl' }} mt="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) =>
            change.mutate(values, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('messages.passwordChanged') });
                form.reset();
              },
              // "currentPassword: The current password is not correct." also marks the field itself.
              onError: (error) => {
                if (!(error instanceof HttpError)) return;
                for (const message of errorMessages(error.body)) {
                  const [field, ...rest] = message.split(': ');
                  if (field && rest.length > 0 && field in form.getValues()) {
                    form.setFieldError(field, translateKnownText(rest.join(': ')));
                  }
                }
              },
            }),
          () => form.setTouched(allTouched(form.getValues())),
        )}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('profile.password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.password.description')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('profile.password.current')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('account.newPassword')}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
          </SimpleGrid>
          {change.error && <ErrorAlert title={t('profile.password.failed')} error={change.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
