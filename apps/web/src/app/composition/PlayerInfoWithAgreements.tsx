import type { Player } from '@transferdesk/shared';
import { PlayerAgreements } from '../../features/agreements/components/PlayerAgreements.tsx';
import { PlayerDocuments } from '../../features/agreements/components/PlayerDocuments.tsx';
import { RecordHistory } from '../../features/history/components/RecordHistory.tsx';
import { PersonalDataSection } from '../../features/personal-data/components/PersonalDataSection.tsx';
import { PlayerInfoPage } from '../../features/players/pages/PlayerInfoPage.tsx';

/**
 * Issue 30: the player's representation agreements (`#agreements`) and documents (`#documents`);
 * issue 31: his history of changes (D47, `#history`), then his personal data (D48, `#personal-data`),
 * last.
 */
const agreementSections = (player: Player) => {
  // The API refuses changes to a deleted player (an erased one is deleted too).
  const readOnly = player.deletedAt !== null;
  return (
    <>
      <PlayerAgreements player={player} readOnly={readOnly} />
      <PlayerDocuments playerId={player.id} tenantId={player.tenantId} readOnly={readOnly} />
      <RecordHistory kind="players" id={player.id} tenantId={player.tenantId} />
      <PersonalDataSection kind="player" person={player} />
    </>
  );
};

/**
 * Features meet here, in the app layer (issue 27): the player's page with the agreements feature's
 * sections slotted in after his contracts, and the history and personal-data features' after them.
 * Neither feature imports another.
 */
export function PlayerInfoWithAgreements() {
  return <PlayerInfoPage sections={agreementSections} />;
}
