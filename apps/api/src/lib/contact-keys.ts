import { sortKey } from '@transferdesk/shared';

/** What a contact's derived text columns are made of. */
export interface ContactKeySource {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/**
 * The derived text columns of a contact (name_sort, search_key), for every write of its name,
 * e-mail, role or club, and for a club's rename (its contacts are found by the club name too).
 * The firstName sort breaks ties by the last name; the filter searches name, e-mail, role and club.
 */
export function contactKeys(contact: ContactKeySource, clubName: string | null | undefined) {
  return {
    nameSort: sortKey(`${contact.firstName} ${contact.lastName}`),
    searchKey: sortKey(
      [contact.firstName, contact.lastName, contact.email, contact.role, clubName ?? ''].join(' '),
    ),
  };
}
