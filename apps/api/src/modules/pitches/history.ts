import { ERASED_CONTACT_NAME, fullName, type PitchEvent, SPORT_READER_ROLES } from '@transferdesk/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, pitchEvents, pitches, userRoles, users, userTenants } from '../../db/schema/index.ts';

/**
 * A pitch's history, oldest first (D44): each event with who made it, named as people know them:
 * the agent by name (or e-mail), the club contact by name, the system as "System".
 */
export async function historyOf(db: Db, pitchId: string): Promise<PitchEvent[]> {
  const rows = await db
    .select({
      event: pitchEvents,
      userName: users.name,
      userSurname: users.surname,
      userEmail: users.email,
      contactFirstName: contacts.firstName,
      contactLastName: contacts.lastName,
      contactErasedAt: contacts.erasedAt,
    })
    .from(pitchEvents)
    .innerJoin(pitches, eq(pitches.id, pitchEvents.pitchId))
    .innerJoin(contacts, eq(contacts.id, pitches.contactId))
    .leftJoin(users, eq(users.id, pitchEvents.userId))
    .where(eq(pitchEvents.pitchId, pitchId))
    .orderBy(asc(pitchEvents.at), asc(pitchEvents.id));
  return rows.map(({ event, ...who }) => ({
    id: event.id,
    at: event.at.toISOString(),
    kind: event.kind,
    actor: event.actor,
    actorName:
      event.actor === 'contact'
        ? // D48: an erased contact's answers stay, by "Erased contact".
          who.contactErasedAt
          ? ERASED_CONTACT_NAME
          : fullName({ firstName: who.contactFirstName, lastName: who.contactLastName })
        : event.actor === 'system'
          ? 'System'
          : `${who.userName ?? ''} ${who.userSurname ?? ''}`.trim() || (who.userEmail ?? ''),
    fromStage: event.fromStage,
    toStage: event.toStage,
    answer: event.answer,
    note: event.note,
  }));
}

/**
 * The sport's agents, for the pipeline's agent filter: its active TenantAdmins and Users by name
 * (users of no other sport are shown only to those who share this one).
 */
export async function agentsOf(db: Db, tenantId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .innerJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...SPORT_READER_ROLES])),
    )
    .where(eq(users.isActive, true));
  return rows
    .map((row) => ({ id: row.id, name: `${row.name} ${row.surname}`.trim() || row.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || (a.id < b.id ? -1 : 1));
}
