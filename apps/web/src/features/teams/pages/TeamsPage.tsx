import { IconShirtSport } from '@tabler/icons-react';
import type { Team, TeamSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { teamsResource, useDeleteTeam } from '../api.ts';
import { TeamCard } from '../components/TeamCard.tsx';

/** /teams/{tenant}: "Teams [sport]" (TenantAdmin; spec 2, Teams). */
export function TeamsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const remove = useDeleteTeam();

  return (
    <SportListPage<Team, TeamSortProperty>
      feature="teams"
      addPath={paths.teams.add}
      resource={teamsResource}
      sorts={[
        { label: t('teams.sort.name'), property: 'name' },
        { label: t('teams.sort.createdAt'), property: 'createdAt' },
      ]}
      defaults={{ sort: 'name', direction: 'asc' }}
      emptyIcon={<IconShirtSport aria-hidden />}
      remove={remove}
      nameOf={(team) => team.name}
      renderItem={(team, askDelete) => <TeamCard team={team} tenantId={tenant.id} onDelete={askDelete} />}
      csvFilename="teams.csv"
    />
  );
}
