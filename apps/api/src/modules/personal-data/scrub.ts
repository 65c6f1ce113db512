import {
  type AppNotification,
  ERASED_CONTACT_NAME,
  ERASED_PLAYER_NAME,
  type MatchPlayerPreview,
  type NearMissPreview,
} from '@transferdesk/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  auditEntries,
  contactMatches,
  matches,
  notifications,
  pitchEvents,
  pitches,
} from '../../db/schema/index.ts';
import type { PersonRow } from './person.ts';

/**
 * D48: what erasure changes outside the person's own rows, so that nothing the app shows or keeps
 * names him: the match versions he was in, the pitches of his CV (kept, for the agency's pipeline,
 * without the messages), the notifications about them and the history of his records.
 */

/** A candidate's stored preview once he is erased: the name says so, every other field is blank. */
export function erasedPreview(person: PersonRow, erasedAt: Date): MatchPlayerPreview {
  return {
    id: person.id,
    tenantId: person.tenantId,
    firstName: ERASED_PLAYER_NAME,
    lastName: '',
    pictureUrl: null,
    positions: [],
    playerLevel: null,
    club: null,
    dateOfBirth: null,
    nationality: '',
    rightyLefty: null,
    height: 0,
    weight: 0,
    valuta: null,
    minSalaryNetto: 0,
    minSalaryBrutto: 0,
    estTransfer: 0,
    mandate: false,
    deleted: true,
    erasedAt: erasedAt.toISOString(),
  };
}

/** Reasons quote the player's age, salary, nationality ...: the marks stay, the reasons go. */
const NO_REASONS = { contract: [], finance: [], personal: [], playerPlan: [] };

/**
 * A player's rows in every version show "Erased player" with his marks; a version that listed him
 * among its near misses no longer does. A contact's name leaves the requirement the versions stored.
 */
export async function scrubMatchVersions(tx: Tx, person: PersonRow, erasedAt: Date): Promise<void> {
  if (!person.isPlayer) {
    await tx
      .update(matches)
      .set({
        requirement: sql`jsonb_set(jsonb_set(${matches.requirement}, '{contact,firstName}', ${JSON.stringify(ERASED_CONTACT_NAME)}::jsonb), '{contact,lastName}', '""'::jsonb)`,
      })
      .where(
        and(
          eq(matches.tenantId, person.tenantId),
          sql`${matches.requirement} -> 'contact' ->> 'id' = ${person.id}`,
        ),
      );
    return;
  }
  await tx
    .update(contactMatches)
    .set({ preview: erasedPreview(person, erasedAt), reasons: NO_REASONS })
    .where(eq(contactMatches.contactId, person.id));
  const named = await tx
    .select({ id: matches.id, nearMisses: matches.nearMisses })
    .from(matches)
    .where(
      and(
        eq(matches.tenantId, person.tenantId),
        sql`${matches.nearMisses} @> ${JSON.stringify([{ player: { id: person.id } }])}::jsonb`,
      ),
    );
  for (const version of named) {
    const kept = (version.nearMisses as NearMissPreview[]).filter((miss) => miss.player.id !== person.id);
    await tx.update(matches).set({ nearMisses: kept }).where(eq(matches.id, version.id));
  }
}

/**
 * The pitches of the person (his CV sent, or CVs sent to him) stay, without the club's messages,
 * the agents' notes and the addresses answers came from. Answers the pitches' ids.
 */
export async function scrubPitches(tx: Tx, personId: string): Promise<string[]> {
  const rows = await tx
    .update(pitches)
    .set({ answerMessage: '' })
    .where(or(eq(pitches.playerId, personId), eq(pitches.contactId, personId)))
    .returning({ id: pitches.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await tx.update(pitchEvents).set({ note: '', address: null }).where(inArray(pitchEvents.pitchId, ids));
  }
  return ids;
}

/** Notifications name the player, the club contact and quote the club's message: no longer. */
export async function scrubNotifications(tx: Tx, person: PersonRow, pitchIds: string[]): Promise<void> {
  const rows = await tx
    .select({ id: notifications.id, event: notifications.event })
    .from(notifications)
    .where(
      or(
        sql`${notifications.event} -> 'player' ->> 'id' = ${person.id}`,
        pitchIds.length > 0 ? inArray(sql`${notifications.event} ->> 'pitchId'`, pitchIds) : undefined,
      ),
    );
  for (const row of rows) {
    const event = { ...row.event } as AppNotification['event'];
    if (event.kind === 'pitchAnswered') {
      // The club's message may speak of the player as much as of the club.
      event.message = '';
      if (person.isPlayer) event.playerName = ERASED_PLAYER_NAME;
      else event.contactName = ERASED_CONTACT_NAME;
    } else if (person.isPlayer && event.player.id === person.id) {
      event.player = { ...event.player, name: ERASED_PLAYER_NAME };
    } else if (!person.isPlayer && event.contactName !== null) {
      event.contactName = ERASED_CONTACT_NAME;
    }
    await tx.update(notifications).set({ event }).where(eq(notifications.id, row.id));
  }
}

/**
 * The history of his records (D47) keeps who changed what and when, never his data: every old and
 * new value of the entries about him, and of his pitches, becomes null (the field names stay).
 * Runs after every other write of the erasure, whose own entries it scrubs too.
 */
export async function scrubHistory(tx: Tx, personId: string, pitchIds: string[]): Promise<void> {
  await tx
    .update(auditEntries)
    .set({
      // A created or deleted row is kept as its values, an update as [old, new] (migration 0022).
      changes: sql`(select coalesce(jsonb_object_agg(k, case when ${auditEntries.action} in ('create', 'delete') then 'null'::jsonb else '[null, null]'::jsonb end), '{}'::jsonb) from jsonb_object_keys(${auditEntries.changes}) as k)`,
    })
    .where(
      or(
        eq(auditEntries.subjectId, personId),
        pitchIds.length > 0
          ? and(eq(auditEntries.tableName, 'pitches'), inArray(auditEntries.subjectId, pitchIds))
          : undefined,
      ),
    );
}
