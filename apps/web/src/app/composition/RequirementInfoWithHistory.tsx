import type { Requirement } from '@transferdesk/shared';
import { RecordHistory } from '../../features/history/components/RecordHistory.tsx';
import { RequirementInfoPage } from '../../features/requirements/pages/RequirementInfoPage.tsx';

/** Issue 31: the requirement's history of changes (D47, `#history`), after its pitches. */
const historySection = (requirement: Requirement) => (
  <RecordHistory kind="requirements" id={requirement.id} tenantId={requirement.tenantId} />
);

/**
 * Features meet here, in the app layer (issue 27): the requirement's info page with the history
 * feature's section slotted in. Neither feature imports the other.
 */
export function RequirementInfoWithHistory() {
  return <RequirementInfoPage sections={historySection} />;
}
