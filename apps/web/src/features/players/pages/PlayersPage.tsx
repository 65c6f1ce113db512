import { Button } from '@mantine/core';
import { IconPlus, IconUserStar } from '@tabler/icons-react';
import { fullName, type PlayerListItem, type PlayerSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { playersResource, useDeletePlayer } from '../api.ts';
import { PlayerCard } from '../components/PlayerCard.tsx';

/**
 * /players/{tenant}: "Players [sport]" (TenantAdmin and User; spec 2, Players). Deleting and the CSV
 * files are the TenantAdmin's, as the API allows.
 */
export function PlayersPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const { isTenantAdmin } = useSession();
  usePageTitle(t('players.list.pageTitle'), tenant.name);
  const remove = useDeletePlayer();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<PlayerListItem>({
    remove,
    doneMessage: (player) => t('players.delete.done', { name: fullName(player) }),
    errorTitle: t('players.delete.error'),
  });

  return (
    <>
      <ListPage<PlayerListItem, PlayerSortProperty>
        title={t('players.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={paths.players.add(tenant.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('players.list.add')}
          </Button>
        }
        resource={playersResource(tenant.id)}
        sorts={[
          { label: t('players.sort.firstName'), property: 'firstName' },
          { label: t('players.sort.height'), property: 'height' },
          { label: t('players.sort.weight'), property: 'weight' },
          { label: t('players.sort.dateOfBirth'), property: 'dateOfBirth' },
        ]}
        defaults={{ sort: 'firstName', direction: 'asc' }}
        loadErrorTitle={t('players.list.loadError')}
        empty={{
          title: t('players.list.emptyTitle'),
          description: t('players.list.emptyDescription'),
          icon: <IconUserStar aria-hidden />,
        }}
        getKey={(player) => player.id}
        renderItem={(player) => (
          <PlayerCard player={player} tenantId={tenant.id} onDelete={isTenantAdmin ? askDelete : undefined} />
        )}
        csvFilename={isTenantAdmin ? 'players.csv' : undefined}
      />
      {deleteDialog}
    </>
  );
}
