import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStadium, IconCheck, IconPlus } from '@tabler/icons-react';
import { type Club, type ClubSortProperty, errorMessages, NO_NEED_CLUB_KEY } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
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
  const [deleting, setDeleting] = useState<Club | null>(null);

  const confirmDelete = (club: Club) =>
    remove.mutate(club.id, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('clubs.delete.done', { name: club.name }),
        });
      },
      onError: (error) => {
        const reasons = errorMessages(error instanceof HttpError ? error.body : undefined);
        notifications.show({
          color: 'red',
          title: t('clubs.delete.error'),
          message: reasons.map(translateKnownText).join(' '),
        });
      },
      onSettled: () => setDeleting(null),
    });

  // The requirement form of the no-need flow reads the club from here (spec 1, Clubs).
  const newRequirement = (club: Club) => {
    writeStored(NO_NEED_CLUB_KEY, club.id);
    navigate(`/requirements/${tenant.id}/new`);
  };

  return (
    <>
      <ListPage<Club, ClubSortProperty>
        title={t('clubs.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={`/clubs/${tenant.id}/new/edit`}
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
          <ClubCard
            club={club}
            tenantId={tenant.id}
            onDelete={setDeleting}
            onNewRequirement={newRequirement}
          />
        )}
        csvFilename="clubs.csv"
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
