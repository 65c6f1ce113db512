import { ERASED_CONTACT_NAME, ERASED_PLAYER_NAME, fullName, MESSAGES } from '@transferdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { assertRowAccess, type Caller, WRITERS } from '../../lib/tenant-access.ts';

/** Which resource a route addresses (D8: one table, told apart by is_player). */
export type PersonKind = 'player' | 'contact';

/** The whole contacts row of the person: the export writes every field of it. */
export type PersonRow = typeof contacts.$inferSelect;

/**
 * D48: the person a route addresses, for a TenantAdmin of his sport: another sport's person, an
 * unknown id and a row of the other kind (a contact at /players) are 404 as everywhere; a User of
 * the sport who reaches the service is 403. Deleted and erased people are answered: an erasure is
 * often asked for after the player left, and an export of an erased person shows what is left.
 */
export async function personInScope(
  db: Db,
  caller: Caller,
  kind: PersonKind,
  id: string,
): Promise<PersonRow> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.isPlayer, kind === 'player')));
  await assertRowAccess(db, caller, row?.tenantId, WRITERS);
  if (!row) throw new DomainError('notFound', MESSAGES.notFound);
  return row;
}

/** The person by name, or as erased. */
export function nameOf(person: Pick<PersonRow, 'firstName' | 'lastName' | 'isPlayer' | 'erasedAt'>): string {
  if (person.erasedAt) return person.isPlayer ? ERASED_PLAYER_NAME : ERASED_CONTACT_NAME;
  return fullName(person);
}
