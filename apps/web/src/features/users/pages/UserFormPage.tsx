import { Box } from '@mantine/core';
import { ROLES, type Role, type UserDetails } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useUser } from '../api.ts';
import { UserForm } from '../components/UserForm.tsx';
import { UserReadOnly } from '../components/UserReadOnly.tsx';

/** `/users/User` or `/users/TenantAdmin,User`: the roles to pre-select. */
function rolesFrom(segment: string | undefined): Role[] {
  if (!segment) return [];
  return segment
    .split(/[,|+]/)
    .map((role) => ROLES.find((known) => known.toLowerCase() === role.trim().toLowerCase()))
    .filter((role): role is Role => role !== undefined);
}

interface UserFormPageProps {
  /**
   * Other features' sections of an existing user, under the form: the app slots them in
   * (app/composition), so that neither feature imports the other.
   */
  sections?: (user: UserDetails) => ReactNode;
}

/** /users/new creates a user, /users/{id} edits one; a third segment pre-selects roles. */
export function UserFormPage({ sections }: UserFormPageProps = {}) {
  const { t } = useTranslation();
  const { roles } = useParams();
  const { id, isNew, validId } = useRouteId();
  const user = useUser(validId);

  if (isNew) return <UserForm key={`${NEW_ID}-${roles ?? ''}`} presetRoles={rolesFrom(roles)} />;
  return (
    <EntityGate query={user} validId={validId} loadErrorTitle={t('users.form.loadError')}>
      {(record) => (
        <>
          {record.canEdit ? (
            <UserForm key={id} user={record} presetRoles={rolesFrom(roles)} />
          ) : (
            <UserReadOnly user={record} />
          )}
          {sections && (
            // As wide as the form above, and as far from it as its cards are from one another.
            <Box maw={860} mt="lg">
              {sections(record)}
            </Box>
          )}
        </>
      )}
    </EntityGate>
  );
}
