import { Button } from '@mantine/core';
import { IconBuildingStadium, IconPlus } from '@tabler/icons-react';
import { type Club, type ClubSortProperty, NO_NEED_CLUB_KEY } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
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
  usePageTitle(t('clubs.list.pageTitle'), tenant.name);
  const remove = useDeleteClub();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Club>({
    remove,
    doneMessage: (club) => t('clubs.delete.done', { name: club.name }),
    errorTitle: t('clubs.delete.error'),
  });

  // The requirement form of the no-need flow reads the club from here (spec 1, Clubs).
  const newRequirement = (club: Club) => {
    writeStored(NO_NEED_CLUB_KEY, club.id);
    navigate(paths.requirements.add(tenant.id));
  };

  return (
    <>
      <ListPage<Club, ClubSortProperty>
        title={t('clubs.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={paths.clubs.add(tenant.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('clubs.list.add')}
          </Button>
        }
        resource={clubsResource(tenant.id)}
        sorts={[
          { label: t('clubs.sort.name'), property: 'name' },
          { label: t('clubs.sort.createdAt'), property: 'createdAt' },
        ]}
        defaults={{ sort: 'name', direction: 'asc' }}
        loadErrorTitle={t('clubs.list.loadError')}
        empty={{
          title: t('clubs.list.emptyTitle'),
          description: t('clubs.list.emptyDescription'),
          icon: <IconBuildingStadium aria-hidden />,
        }}
        getKey={(club) => club.id}
        renderItem={(club) => (
          <ClubCard club={club} tenantId={tenant.id} onDelete={askDelete} onNewRequirement={newRequirement} />
        )}
        csvFilename="clubs.csv"
      />
      {deleteDialog}
    </>
  );
}
