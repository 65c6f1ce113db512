import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { serverFieldErrors } from '../../../lib/server-errors.ts';
import { useChangePassword } from '../api.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Spec 2, Profile edit: the change-password form (D21). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaValidator(changePasswordSchema),
    validateInputOnBlur: true,
  });
  // "currentPassword: The current password is not correct." shows at the field, once.
  const refused = serverFieldErrors(change.error, FIELDS);
  const inputProps = (field: (typeof FIELDS)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: props.error ?? refused[field] };
  };

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
              {...inputProps('currentPassword')}
            />
            <PasswordInput
              label={t('account.newPassword')}
              autoComplete="new-password"
              {...inputProps('newPassword')}
            />
          </SimpleGrid>
          {change.error && (
            <ErrorAlert title={t('profile.password.failed')} error={change.error} atFields={FIELDS} />
          )}
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
