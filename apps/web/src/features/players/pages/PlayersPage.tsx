import { IconUserStar } from '@tabler/icons-react';
import { fullName, type PlayerListItem, type PlayerSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { SportListPage } from '../../../components/SportListPage.tsx';
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
  const remove = useDeletePlayer();

  return (
    <SportListPage<PlayerListItem, PlayerSortProperty>
      feature="players"
      addPath={paths.players.add}
      resource={playersResource}
      sorts={[
        { label: t('players.sort.firstName'), property: 'firstName' },
        { label: t('players.sort.height'), property: 'height' },
        { label: t('players.sort.weight'), property: 'weight' },
        { label: t('players.sort.dateOfBirth'), property: 'dateOfBirth' },
      ]}
      defaults={{ sort: 'firstName', direction: 'asc' }}
      emptyIcon={<IconUserStar aria-hidden />}
      remove={remove}
      nameOf={fullName}
      renderItem={(player, askDelete) => (
        <PlayerCard player={player} tenantId={tenant.id} onDelete={isTenantAdmin ? askDelete : undefined} />
      )}
      csvFilename={isTenantAdmin ? 'players.csv' : undefined}
    />
  );
}
