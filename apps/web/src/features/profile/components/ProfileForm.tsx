import { Card, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { profileFormSchema, type UserDetails } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/DateField.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { serverFieldErrors } from '../../../lib/server-errors.ts';
import { useSaveProfile } from '../api.ts';

interface ProfileValues {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  title: string;
  location: string;
  /** yyyy-MM-dd, or null when not given. */
  birthday: string | null;
  /** Asked for only when the e-mail address changes. */
  currentPassword: string;
}

const valuesOf = (user: UserDetails): ProfileValues => ({
  name: user.name ?? '',
  surname: user.surname ?? '',
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  title: user.title ?? '',
  location: user.location ?? '',
  birthday: user.birthday,
  currentPassword: '',
});

/** The fields whose refusal by the server shows at the field itself (issue 26, item 9). */
const AT_FIELDS = ['email', 'currentPassword'] as const;

/** An empty optional field is stored as "not given" rather than as an empty text. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Spec 2, Profile edit: the basic-information form. */
export function ProfileForm({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [image, setImage] = useState<File | null>(null);
  const validate = schemaValidator<ProfileValues>(profileFormSchema);
  const changesEmail = (values: ProfileValues) =>
    values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(user),
    validate: (values): FormErrors => ({
      ...validate(values),
      ...(changesEmail(values) && !values.currentPassword
        ? { currentPassword: t('profile.edit.currentPasswordRequired') }
        : {}),
    }),
    validateInputOnBlur: true,
  });
  const refused = serverFieldErrors(save.error, AT_FIELDS);
  // Any other field the server names reads by its label in the alert.
  const labels = {
    name: t('profile.fields.name'),
    surname: t('profile.fields.surname'),
    phoneNumber: t('profile.fields.phoneNumber'),
    title: t('profile.fields.title'),
    location: t('profile.fields.location'),
    birthday: t('profile.fields.birthday'),
  };

  const submit = (values: ProfileValues) =>
    save.mutate(
      {
        id: user.id,
        changes: {
          name: orNull(values.name),
          surname: orNull(values.surname),
          email: values.email.trim(),
          phoneNumber: orNull(values.phoneNumber),
          title: orNull(values.title),
          location: orNull(values.location),
          birthday: values.birthday || null,
          ...(changesEmail(values) ? { currentPassword: values.currentPassword } : {}),
        },
        image,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('profile.edit.saved') });
          navigate(paths.profile);
        },
      },
    );

  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <form noValidate onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile.edit.basicInformation')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('profile.fields.name')}
              autoComplete="given-name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('profile.fields.surname')}
              autoComplete="family-name"
              {...form.getInputProps('surname')}
            />
            <TextInput
              label={t('profile.fields.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
              error={form.errors.email ?? refused.email}
            />
            {changesEmail(form.values) && (
              <PasswordInput
                label={t('profile.edit.confirmPassword')}
                description={t('profile.edit.currentPasswordHint')}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('currentPassword')}
                error={form.errors.currentPassword ?? refused.currentPassword}
              />
            )}
            <TextInput
              label={t('profile.fields.phoneNumber')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phoneNumber')}
            />
            <TextInput label={t('profile.fields.title')} {...form.getInputProps('title')} />
            <TextInput label={t('profile.fields.location')} {...form.getInputProps('location')} />
            <DateField
              label={t('profile.fields.birthday')}
              placeholder={t('profile.edit.birthdayFormat')}
              clearable
              maxDate={new Date()}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('birthday')}
            />
          </SimpleGrid>
          <ImageInput
            label={t('profile.fields.image')}
            value={image}
            onChange={setImage}
            currentUrl={resourceUrl(user.imagePath)}
            placeholderName={user.displayName}
          />
          {save.error && (
            <ErrorAlert
              title={t('messages.profileSave')}
              error={save.error}
              atFields={AT_FIELDS}
              labels={labels}
            />
          )}
          <FormActions cancelTo="/profile" saving={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
