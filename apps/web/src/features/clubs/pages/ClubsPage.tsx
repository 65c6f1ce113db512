import { IconBuildingStadium } from '@tabler/icons-react';
import { type Club, type ClubSortProperty, NO_NEED_CLUB_KEY } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { writeStored } from '../../../lib/storage.ts';
import { clubsResource, useDeleteClub } from '../api.ts';
import { ClubCard } from '../components/ClubCard.tsx';

/** /clubs/{tenant}: "Clubs [sport]" (TenantAdmin; spec 1, Clubs). */
export function ClubsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const navigate = useNavigate();
  const remove = useDeleteClub();

  // The requirement form of the no-need flow reads the club from here (spec 1, Clubs).
  const newRequirement = (club: Club) => {
    writeStored(NO_NEED_CLUB_KEY, club.id);
    navigate(paths.requirements.add(tenant.id));
  };

  return (
    <SportListPage<Club, ClubSortProperty>
      feature="clubs"
      addPath={paths.clubs.add}
      resource={clubsResource}
      sorts={[
        { label: t('clubs.sort.name'), property: 'name' },
        { label: t('clubs.sort.createdAt'), property: 'createdAt' },
      ]}
      defaults={{ sort: 'name', direction: 'asc' }}
      emptyIcon={<IconBuildingStadium aria-hidden />}
      remove={remove}
      nameOf={(club) => club.name}
      renderItem={(club, askDelete) => (
        <ClubCard club={club} tenantId={tenant.id} onDelete={askDelete} onNewRequirement={newRequirement} />
      )}
      csvFilename="clubs.csv"
    />
  );
}
