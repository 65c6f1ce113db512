import { Button } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import type { UserDetails, UserSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { USERS_RESOURCE } from '../api.ts';
import { UserCard } from '../components/UserCard.tsx';

/** /users, "Users" (Superadmin, TenantAdmin; D9 decides whom a TenantAdmin sees). */
export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.list.title'));
  const sorts: { label: string; property: UserSortProperty }[] = [
    { label: t('users.sort.name'), property: 'name' },
    { label: t('users.sort.surname'), property: 'surname' },
    { label: t('users.sort.createdAt'), property: 'createdAt' },
  ];
  return (
    <ListPage<UserDetails, UserSortProperty>
      title={t('users.list.title')}
      description={t('users.list.description')}
      actions={
        <Button component={Link} to={paths.users.add} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('users.list.add')}
        </Button>
      }
      resource={USERS_RESOURCE}
      sorts={sorts}
      defaults={{ sort: 'name', direction: 'asc' }}
      loadErrorTitle={t('users.list.loadError')}
      empty={{
        title: t('users.list.emptyTitle'),
        description: t('users.list.emptyDescription'),
        icon: <IconUsers aria-hidden />,
      }}
      getKey={(user) => user.id}
      renderItem={(user) => <UserCard user={user} />}
      csvFilename="users.csv"
    />
  );
}
