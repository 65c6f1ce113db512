import { Anchor } from '@mantine/core';
import type { MatchPlayerPreview } from '@transferdesk/shared';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** A match card's player name, linking to the player's page (its heading keeps the name as its name). */
export function PlayerNameLink({ player, name }: { player: MatchPlayerPreview; name: string }) {
  return (
    <Anchor component={Link} to={paths.players.info(player.tenantId, player.id)} inherit>
      {name}
    </Anchor>
  );
}
