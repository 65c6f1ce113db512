import { sortKey } from '@transferdesk/shared';

/**
 * What user search matches (users.search_key): name, surname and e-mail without case and accents.
 * Every write of those fields must store it anew; migration 0001 backfilled older rows.
 */
export function userSearchKey(user: { name: string; surname: string; email: string }): string {
  return sortKey([user.name, user.surname, user.email].join(' '));
}

/**
 * Every derived text column of a user (search_key, name_sort, surname_sort), for any write that
 * sets name, surname or e-mail; migrations 0001 and 0002 backfilled older rows.
 */
export function userKeys(user: { name: string; surname: string; email: string }) {
  return { searchKey: userSearchKey(user), nameSort: sortKey(user.name), surnameSort: sortKey(user.surname) };
}

/** What the clubs' text filter matches (clubs.search_key): name and city; migration 0007 backfilled it. */
export function clubSearchKey(club: { name: string; city: string }): string {
  return sortKey(`${club.name} ${club.city}`);
}
