import type { Player } from '@transferdesk/shared';
import { PlayerAgreements } from '../../features/agreements/components/PlayerAgreements.tsx';
import { PlayerDocuments } from '../../features/agreements/components/PlayerDocuments.tsx';
import { PlayerInfoPage } from '../../features/players/pages/PlayerInfoPage.tsx';

/** Issue 30: the player's representation agreements (`#agreements`) and documents (`#documents`). */
const agreementSections = (player: Player) => {
  // The API refuses changes to a deleted player.
  const readOnly = player.deletedAt !== null;
  return (
    <>
      <PlayerAgreements player={player} readOnly={readOnly} />
      <PlayerDocuments playerId={player.id} tenantId={player.tenantId} readOnly={readOnly} />
    </>
  );
};

/**
 * Features meet here, in the app layer (issue 27): the player's page with the agreements feature's
 * sections slotted in after his contracts. Neither feature imports the other.
 */
export function PlayerInfoWithAgreements() {
  return <PlayerInfoPage sections={agreementSections} />;
}
