import type { UserDetails } from '@transferdesk/shared';
import { RecordHistory } from '../../features/history/components/RecordHistory.tsx';
import { UserFormPage } from '../../features/users/pages/UserFormPage.tsx';

/** Issue 31: an existing user's history of changes (D47, `#history`), under the form. */
const historySection = (user: UserDetails) => <RecordHistory kind="users" id={user.id} />;

/**
 * Features meet here, in the app layer (issue 27): the user's page with the history feature's
 * section slotted in (a new user has none). Neither feature imports the other.
 */
export function UserFormWithHistory() {
  return <UserFormPage sections={historySection} />;
}
