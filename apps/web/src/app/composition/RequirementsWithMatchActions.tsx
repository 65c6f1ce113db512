import { MatchActions } from '../../features/matches/components/MatchActions.tsx';
import type { RequirementRowActions } from '../../features/requirements/components/RequirementCard.tsx';
import { RequirementsPage } from '../../features/requirements/pages/RequirementsPage.tsx';

/** The matches feature's Show results and Matching, in each requirement card (spec 2, Requirements). */
const matchActions: RequirementRowActions = (requirement, hidden) => (
  <MatchActions requirement={requirement} hidden={hidden} />
);

/**
 * Features meet here, in the app layer (issue 27): the requirements list with the matches
 * feature's row actions slotted into its cards. Neither feature imports the other.
 */
export function RequirementsWithMatchActions() {
  return <RequirementsPage rowActions={matchActions} />;
}
