import { IconUserStar } from '@tabler/icons-react';
import type { PlayerListItem, PlayerSortProperty } from '@transferdesk/shared';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { playerName } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { playersResource, useDeletePlayer } from '../api.ts';
import { PlayerCard } from '../components/PlayerCard.tsx';

/**
 * /players/{tenant}: "Players [sport]" (TenantAdmin and User; spec 2, Players). Deleting and the CSV
 * files are the TenantAdmin's, as the API allows.
 */
export function PlayersPage() {
  const { isTenantAdmin } = useSession();
  return (
    <SportListPage<PlayerListItem, PlayerSortProperty, 'players'>
      feature="players"
      resource={playersResource}
      sorts={['firstName', 'height', 'weight', 'dateOfBirth']}
      defaults={{ sort: 'firstName', direction: 'asc' }}
      emptyIcon={<IconUserStar aria-hidden />}
      useRemove={useDeletePlayer}
      nameOf={playerName}
      renderItem={(player, { tenantId, askDelete }) => (
        <PlayerCard player={player} tenantId={tenantId} onDelete={isTenantAdmin ? askDelete : undefined} />
      )}
      csvFilename={isTenantAdmin ? 'players.csv' : undefined}
    />
  );
}
