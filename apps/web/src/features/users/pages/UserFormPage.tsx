import { ROLES, type Role } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useUser } from '../api.ts';
import { UserForm } from '../components/UserForm.tsx';
import { UserReadOnly } from '../components/UserReadOnly.tsx';

const NEW = 'new';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** `/users/User` or `/users/TenantAdmin,User`: the roles to pre-select. */
function rolesFrom(segment: string | undefined): Role[] {
  if (!segment) return [];
  return segment
    .split(/[,|+]/)
    .map((role) => ROLES.find((known) => known.toLowerCase() === role.trim().toLowerCase()))
    .filter((role): role is Role => role !== undefined);
}

/** /users/new creates a user, /users/{id} edits one; a third segment pre-selects roles. */
export function UserFormPage() {
  const { t } = useTranslation();
  const { id = NEW, roles } = useParams();
  const isNew = id === NEW;
  const validId = !isNew && isUuid(id);
  const user = useUser(validId ? id : undefined);

  if (isNew) return <UserForm key={`${NEW}-${roles ?? ''}`} presetRoles={rolesFrom(roles)} />;
  if (!validId || (user.error instanceof HttpError && user.error.status === 404)) return <NotFound />;
  if (user.isPending) return <PageSpinner />;
  if (!user.data) return <ErrorAlert title={t('users.form.loadError')} error={user.error} />;
  if (!user.data.canEdit) return <UserReadOnly user={user.data} />;
  return <UserForm key={id} user={user.data} presetRoles={rolesFrom(roles)} />;
}
