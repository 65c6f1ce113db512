import { IconBuildingStadium } from '@tabler/icons-react';
import { type Club, type ClubSortProperty, NO_NEED_CLUB_KEY } from '@transferdesk/shared';
import { useNavigate } from 'react-router';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { paths } from '../../../lib/paths.ts';
import { writeStored } from '../../../lib/storage.ts';
import { clubsResource, useDeleteClub } from '../api.ts';
import { ClubCard } from '../components/ClubCard.tsx';

/** /clubs/{tenant}: "Clubs [sport]" (TenantAdmin; spec 1, Clubs). */
export function ClubsPage() {
  const navigate = useNavigate();
  return (
    <SportListPage<Club, ClubSortProperty, 'clubs'>
      feature="clubs"
      resource={clubsResource}
      sorts={['name', 'createdAt']}
      defaults={{ sort: 'name', direction: 'asc' }}
      emptyIcon={<IconBuildingStadium aria-hidden />}
      useRemove={useDeleteClub}
      nameOf={(club) => club.name}
      renderItem={(club, { tenantId, askDelete }) => (
        <ClubCard
          club={club}
          tenantId={tenantId}
          onDelete={askDelete}
          // The requirement form of the no-need flow reads the club from here (spec 1, Clubs).
          onNewRequirement={() => {
            writeStored(NO_NEED_CLUB_KEY, club.id);
            navigate(paths.requirements.add(tenantId));
          }}
        />
      )}
      csvFilename="clubs.csv"
    />
  );
}
