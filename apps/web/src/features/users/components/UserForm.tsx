import {
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import {
  MIN_PASSWORD_LENGTH,
  ROLES,
  type Role,
  type UserDetails,
  type UserUpdate,
  userCreateFormSchema,
  userFormSchema,
} from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/DateField.tsx';
import { DeleteRecordDialog } from '../../../components/DeleteRecordDialog.tsx';
import { EntityMultiSelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { HttpError, resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { serverFieldErrors } from '../../../lib/server-errors.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useDeleteUser, useSaveUser, useSetUserActive, useTenantOptions } from '../api.ts';
import { grantableRoles } from '../permissions.ts';
import { AdminPasswordForm } from './AdminPasswordForm.tsx';

interface UserValues {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  title: string;
  location: string;
  birthday: string | null;
  password: string;
  /** Asked for only when a user changes their own e-mail address here. */
  currentPassword: string;
  roles: Role[];
  tenantIds: string[];
}

/** The fields whose refusal by the server shows at the field itself (issue 26, item 9). */
const AT_FIELDS = ['email', 'password', 'currentPassword', 'roles', 'tenantIds'] as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function valuesOf(user: UserDetails | undefined, presetRoles: Role[]): UserValues {
  return {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    title: user?.title ?? '',
    location: user?.location ?? '',
    birthday: user?.birthday ?? null,
    password: '',
    currentPassword: '',
    roles: user
      ? presetRoles.length
        ? presetRoles
        : user.roles
      : presetRoles.length
        ? presetRoles
        : ['User'],
    tenantIds: user?.tenantIds ?? [],
  };
}

function payloadOf(values: UserValues): UserUpdate {
  return {
    name: orNull(values.name),
    surname: orNull(values.surname),
    email: values.email.trim(),
    phoneNumber: orNull(values.phoneNumber),
    title: orNull(values.title),
    location: orNull(values.location),
    birthday: values.birthday || null,
    roles: values.roles,
    tenantIds: values.tenantIds,
  };
}

/** Spec 2, User form: `user` absent creates one. */
export function UserForm({ user, presetRoles }: { user?: UserDetails; presetRoles: Role[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const remove = useDeleteUser();
  const setActive = useSetUserActive();
  const tenantOptions = useTenantOptions();
  const [image, setImage] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const initial = valuesOf(user, presetRoles);
  const validate = schemaValidator<UserValues>(user ? userFormSchema : userCreateFormSchema);
  const isSelf = user?.id === session.claims?.sub;
  const save = useSaveUser(user ? { id: user.id, payload: payloadOf(initial) } : undefined, isSelf);
  const changesOwnEmail = (values: UserValues) =>
    isSelf && values.email.trim().toLowerCase() !== initial.email.toLowerCase();
  // A TenantAdmin's new user belongs to at least one of their sports, or would vanish from their list (D9).
  const sportsRequired = !user && session.isTenantAdmin && !session.isSuperadmin;
  const form = useForm<UserValues>({
    initialValues: initial,
    validate: (values): FormErrors => ({
      ...validate(values),
      ...(changesOwnEmail(values) && !values.currentPassword
        ? { currentPassword: t('profile.edit.currentPasswordRequired') }
        : {}),
      ...(sportsRequired && values.tenantIds.length === 0
        ? { tenantIds: t('validation.chooseOwnSport') }
        : {}),
    }),
    validateInputOnBlur: true,
  });
  const title = user ? t('users.form.editTitle') : t('users.form.addTitle');
  usePageTitle(title);
  const roles = grantableRoles(session, ROLES);
  // A TenantAdmin may assign only their own sports (D9), but sees the user's others by name.
  const sportOptions = [...(tenantOptions.data ?? []), ...(user?.tenants ?? [])]
    .filter((tenant, index, all) => all.findIndex((other) => other.id === tenant.id) === index)
    .map((tenant) => ({ value: tenant.id, label: tenant.name }));
  const emailTaken = save.error instanceof HttpError && save.error.status === 409;
  const refused = serverFieldErrors(save.error, AT_FIELDS);
  // Any other field the server names reads by its label in the alert.
  const labels = {
    name: t('profile.fields.name'),
    surname: t('profile.fields.surname'),
    phoneNumber: t('profile.fields.phoneNumber'),
    title: t('profile.fields.title'),
    location: t('profile.fields.location'),
    birthday: t('profile.fields.birthday'),
    // The picture's upload names its field `file`.
    file: t('profile.fields.image'),
  };

  const submit = (values: UserValues) => {
    save.mutate(
      {
        payload: payloadOf(values),
        image,
        createOnly: { password: values.password },
        updateOnly: changesOwnEmail(values) ? { currentPassword: values.currentPassword } : {},
      },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            title: t('users.form.saved'),
            message: values.email.trim(),
          });
          navigate(paths.users.list);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          user &&
          !isSelf && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('users.form.delete')}
            </Button>
          )
        }
      />
      <Stack gap="lg" maw={860}>
        <Card p={{ base: 'lg', sm: 'xl' }}>
          <form
            noValidate
            onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}
          >
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('profile.fields.name')} maxLength={100} {...form.getInputProps('name')} />
                <TextInput
                  label={t('profile.fields.surname')}
                  maxLength={100}
                  {...form.getInputProps('surname')}
                />
                <TextInput
                  label={t('profile.fields.email')}
                  type="email"
                  withAsterisk
                  {...form.getInputProps('email')}
                  error={
                    form.errors.email ??
                    refused.email ??
                    (emailTaken ? t('users.form.emailTaken') : undefined)
                  }
                />
                <TextInput
                  label={t('profile.fields.phoneNumber')}
                  type="tel"
                  maxLength={40}
                  {...form.getInputProps('phoneNumber')}
                />
                <TextInput
                  label={t('profile.fields.title')}
                  maxLength={100}
                  {...form.getInputProps('title')}
                />
                <TextInput
                  label={t('profile.fields.location')}
                  maxLength={100}
                  {...form.getInputProps('location')}
                />
                <DateField
                  label={t('profile.fields.birthday')}
                  placeholder={t('profile.edit.birthdayFormat')}
                  clearable
                  maxDate={new Date()}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('birthday')}
                />
                {changesOwnEmail(form.values) && (
                  <PasswordInput
                    label={t('profile.edit.confirmPassword')}
                    description={t('profile.edit.currentPasswordHint')}
                    autoComplete="current-password"
                    withAsterisk
                    {...form.getInputProps('currentPassword')}
                    error={form.errors.currentPassword ?? refused.currentPassword}
                  />
                )}
                {!user && (
                  <PasswordInput
                    label={t('users.form.password')}
                    description={t('users.form.passwordHint', { count: MIN_PASSWORD_LENGTH })}
                    autoComplete="new-password"
                    withAsterisk
                    {...form.getInputProps('password')}
                    error={form.errors.password ?? refused.password}
                  />
                )}
              </SimpleGrid>
              <Checkbox.Group
                label={t('profile.fields.roles')}
                withAsterisk
                {...form.getInputProps('roles')}
                error={form.errors.roles ?? refused.roles}
              >
                <Group gap="lg" mt={6}>
                  {roles.map((role) => (
                    <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <EntityMultiSelect
                {...form.getInputProps('tenantIds')}
                label={t('users.form.sports')}
                withAsterisk={sportsRequired}
                placeholder={form.values.tenantIds.length ? undefined : t('users.form.sportsPlaceholder')}
                options={sportOptions}
                loading={tenantOptions.isPending}
                disabled={tenantOptions.isError}
                error={
                  tenantOptions.isError
                    ? t('users.form.sportsError')
                    : (form.errors.tenantIds ?? refused.tenantIds)
                }
                searchable
                hidePickedOptions
              />
              <ImageInput
                label={t('profile.fields.image')}
                value={image}
                onChange={setImage}
                currentUrl={resourceUrl(user?.imagePath)}
                placeholderName={[form.values.name, form.values.surname].join(' ').trim() || undefined}
              />
              {save.error && (
                <ErrorAlert
                  title={t('users.form.saveError')}
                  error={save.error}
                  atFields={AT_FIELDS}
                  labels={labels}
                  // The address already in use is said at the E-mail field, once (issue 26, item 9).
                  shownAtField={emailTaken}
                />
              )}
              <FormActions cancelTo="/users" saving={save.isPending} />
            </Stack>
          </form>
        </Card>
        {user && !isSelf && (
          <Card p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('users.form.access')}
              </Title>
              <Switch
                label={t('users.form.active')}
                description={t('users.form.activeHint')}
                checked={setActive.variables?.isActive ?? user.isActive}
                disabled={setActive.isPending}
                onChange={(event) => setActive.mutate({ id: user.id, isActive: event.currentTarget.checked })}
              />
              {setActive.error && <ErrorAlert title={t('users.form.activeError')} error={setActive.error} />}
            </Stack>
          </Card>
        )}
        {user?.canSetPassword && <AdminPasswordForm userId={user.id} />}
        {isSelf && (
          <Text size="sm" c="dimmed">
            {t('users.form.ownPasswordHint')}
          </Text>
        )}
      </Stack>
      {user && (
        <DeleteRecordDialog
          id={user.id}
          opened={confirming}
          onClose={() => setConfirming(false)}
          remove={remove}
          leaveTo={paths.users.list}
        />
      )}
      {remove.error && <ErrorAlert title={t('users.form.deleteError')} error={remove.error} />}
    </>
  );
}
