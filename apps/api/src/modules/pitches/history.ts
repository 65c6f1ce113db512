import { fullName, type PitchEvent } from '@transferdesk/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, pitchEvents, pitches, users } from '../../db/schema/index.ts';

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
        ? fullName({ firstName: who.contactFirstName, lastName: who.contactLastName })
        : event.actor === 'system'
          ? 'System'
          : `${who.userName ?? ''} ${who.userSurname ?? ''}`.trim() || (who.userEmail ?? ''),
    fromStage: event.fromStage,
    toStage: event.toStage,
    answer: event.answer,
    note: event.note,
  }));
}
