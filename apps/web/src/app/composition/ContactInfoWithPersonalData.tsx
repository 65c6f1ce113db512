import type { Contact } from '@transferdesk/shared';
import { ContactInfoPage } from '../../features/contacts/pages/ContactInfoPage.tsx';
import { RecordHistory } from '../../features/history/components/RecordHistory.tsx';
import { PersonalDataSection } from '../../features/personal-data/components/PersonalDataSection.tsx';

/**
 * Issue 31: the contact's history of changes (D47, `#history`) and personal data (D48,
 * `#personal-data`), after his pitches and clicks.
 */
const personalDataSection = (contact: Contact) => (
  <>
    <RecordHistory kind="contacts" id={contact.id} tenantId={contact.tenantId} />
    <PersonalDataSection kind="contact" person={contact} />
  </>
);

/**
 * Features meet here, in the app layer (issue 27): the contact's page with the history and
 * personal-data features' sections slotted in. Neither feature imports another.
 */
export function ContactInfoWithPersonalData() {
  return <ContactInfoPage sections={personalDataSection} />;
}
