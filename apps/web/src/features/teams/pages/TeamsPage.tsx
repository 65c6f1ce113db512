import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus, IconShirtSport } from '@tabler/icons-react';
import type { Team, TeamSortProperty } from '@transferdesk/shared';
import { errorMessages } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { teamsResource, useDeleteTeam } from '../api.ts';
import { TeamCard } from '../components/TeamCard.tsx';

/** /teams/{tenant}: "Teams [sport]" (TenantAdmin; spec 2, Teams). */
export function TeamsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('teams.list.pageTitle'), tenant.name);
  const remove = useDeleteTeam();
  const [deleting, setDeleting] = useState<Team | null>(null);

  const confirmDelete = (team: Team) =>
    remove.mutate(team.id, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('teams.delete.done', { name: team.name }),
        });
      },
      onError: (error) => {
        // A 409 says why (the team came into use since the list loaded); anything else, what failed.
        const reasons = errorMessages(error instanceof HttpError ? error.body : undefined);
        notifications.show({
          color: 'red',
          title: t('teams.delete.error'),
          message: reasons.map(translateKnownText).join(' '),
        });
      },
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <ListPage<Team, TeamSortProperty>
        title={t('teams.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={`/teams/${tenant.id}/new`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('teams.list.add')}
          </Button>
        }
        resource={teamsResource(tenant.id)}
        sorts={[
          { label: t('teams.sort.name'), property: 'name' },
          { label: t('teams.sort.createdAt'), property: 'createdAt' },
        ]}
        defaults={{ sort: 'name', direction: 'asc' }}
        loadErrorTitle={t('teams.list.loadError')}
        empty={{
          title: t('teams.list.emptyTitle'),
          description: t('teams.list.emptyDescription'),
          icon: <IconShirtSport aria-hidden />,
        }}
        getKey={(team) => team.id}
        renderItem={(team) => <TeamCard team={team} tenantId={tenant.id} onDelete={setDeleting} />}
        csvFilename="teams.csv"
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          // The request is under way: closing now would hide its outcome.
          if (remove.isPending) return false;
          setDeleting(null);
        }}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
