import { ERASED_CONTACT_NAME, ERASED_PLAYER_NAME, fullName } from '@transferdesk/shared';
import { i18n } from './i18n.ts';

/**
 * A player or contact as any answer names him. `erasedAt` is there on the person's own record
 * (`GET /players/{id}`, `GET /contacts/{id}`, the lists); the smaller shapes inside pitches, match
 * versions and requirements may leave it out.
 */
export interface NamedPerson {
  firstName: string;
  lastName: string;
  erasedAt?: string | null;
}

/**
 * D48: whether the person was erased. Without `erasedAt` in the payload, a blank name says so: a
 * kept person always has a first or a last name (`hasAName`), and erasure blanks both. A name the
 * API wrote as the English placeholder (a stored match version) counts too.
 */
export function isErased(person: NamedPerson): boolean {
  if (person.erasedAt !== undefined) return person.erasedAt !== null;
  const name = fullName(person);
  return name === '' || name === ERASED_PLAYER_NAME || name === ERASED_CONTACT_NAME;
}

/** When the person was erased, if the payload says. */
export function erasedAtOf(person: { erasedAt?: string | null }): string | null {
  return person.erasedAt ?? null;
}

/** A player's name, "Erased player" in the interface's language once he is erased. */
export function playerName(person: NamedPerson): string {
  return isErased(person) ? i18n.t('personalData.erasedPlayer') : fullName(person);
}

/** A club contact's name, "Erased contact" in the interface's language once erased. */
export function contactName(person: NamedPerson): string {
  return isErased(person) ? i18n.t('personalData.erasedContact') : fullName(person);
}
