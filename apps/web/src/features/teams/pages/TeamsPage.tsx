import { Button } from '@mantine/core';
import { IconPlus, IconShirtSport } from '@tabler/icons-react';
import type { Team, TeamSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { teamsResource, useDeleteTeam } from '../api.ts';
import { TeamCard } from '../components/TeamCard.tsx';

/** /teams/{tenant}: "Teams [sport]" (TenantAdmin; spec 2, Teams). */
export function TeamsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('teams.list.pageTitle'), tenant.name);
  const remove = useDeleteTeam();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Team>({
    remove,
    doneMessage: (team) => t('teams.delete.done', { name: team.name }),
    errorTitle: t('teams.delete.error'),
  });

  return (
    <>
      <ListPage<Team, TeamSortProperty>
        title={t('teams.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={paths.teams.add(tenant.id)}
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
        renderItem={(team) => <TeamCard team={team} tenantId={tenant.id} onDelete={askDelete} />}
        csvFilename="teams.csv"
      />
      {deleteDialog}
    </>
  );
}
