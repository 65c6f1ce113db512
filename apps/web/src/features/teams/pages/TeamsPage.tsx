import { IconShirtSport } from '@tabler/icons-react';
import type { Team, TeamSortProperty } from '@transferdesk/shared';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { teamsResource, useDeleteTeam } from '../api.ts';
import { TeamCard } from '../components/TeamCard.tsx';

/** /teams/{tenant}: "Teams [sport]" (TenantAdmin; spec 2, Teams). */
export const TeamsPage = () => (
  <SportListPage<Team, TeamSortProperty, 'teams'>
    feature="teams"
    resource={teamsResource}
    sorts={['name', 'createdAt']}
    defaults={{ sort: 'name', direction: 'asc' }}
    emptyIcon={<IconShirtSport aria-hidden />}
    useRemove={useDeleteTeam}
    nameOf={(team) => team.name}
    renderItem={(team, card) => <TeamCard team={team} tenantId={card.tenantId} onDelete={card.askDelete} />}
    csvFilename="teams.csv"
  />
);
