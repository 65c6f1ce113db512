import type { Club } from '@transferdesk/shared';
import { ClubPage } from '../../features/clubs/pages/ClubPage.tsx';
import { RecordHistory } from '../../features/history/components/RecordHistory.tsx';

/** Issue 31: the club's history of changes (D47, `#history`), after its contacts. */
const historySection = (club: Club) => <RecordHistory kind="clubs" id={club.id} tenantId={club.tenantId} />;

/**
 * Features meet here, in the app layer (issue 27): the club's page with the history feature's
 * section slotted in. Neither feature imports the other.
 */
export function ClubWithHistory() {
  return <ClubPage sections={historySection} />;
}
