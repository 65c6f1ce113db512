import {
  CALL_TODAY_SIZE,
  type CallToday,
  CLOSED_PITCH_STAGES,
  OPENS_WINDOW_DAYS,
  rankCalls,
} from '@transferdesk/shared';
import { and, desc, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contactMatches, contacts, pitches, playerClicks } from '../../db/schema/index.ts';
import { pitchesByIds } from './queries.ts';

/** The open pitches "Who to call today" weighs at most (the agent's most recently changed). */
const CALL_CANDIDATES = 2000;

/**
 * Issue 29, "Who to call today" for one agent of one sport: his open pitches with the views of each
 * link in the last OPENS_WINDOW_DAYS and the marks of the match each was sent from, ranked by
 * rankCalls (packages/shared), the best CALL_TODAY_SIZE with their reasons.
 */
export async function callsToday(db: Db, tenantId: string, agentId: string, now: Date): Promise<CallToday[]> {
  const player = alias(contacts, 'call_player');
  const contact = alias(contacts, 'call_contact');
  const rows = await db
    .select({
      id: pitches.id,
      stage: pitches.stage,
      stageChangedAt: pitches.stageChangedAt,
      createdAt: pitches.createdAt,
      answer: pitches.answer,
      answeredAt: pitches.answeredAt,
      playerId: pitches.playerId,
      contactId: pitches.contactId,
      average: contactMatches.average,
    })
    .from(pitches)
    .innerJoin(player, and(eq(player.id, pitches.playerId), isNull(player.deletedAt)))
    .innerJoin(contact, and(eq(contact.id, pitches.contactId), isNull(contact.deletedAt)))
    .leftJoin(
      contactMatches,
      and(eq(contactMatches.matchId, pitches.matchId), eq(contactMatches.contactId, pitches.playerId)),
    )
    .where(
      and(
        eq(pitches.tenantId, tenantId),
        eq(pitches.agentId, agentId),
        notInArray(pitches.stage, [...CLOSED_PITCH_STAGES]),
      ),
    )
    .orderBy(desc(pitches.updatedAt))
    .limit(CALL_CANDIDATES);
  if (rows.length === 0) return [];
  const since = new Date(now.getTime() - OPENS_WINDOW_DAYS * 86_400_000);
  const opens = await db
    .select({
      playerId: playerClicks.playerId,
      contactId: playerClicks.contactId,
      at: playerClicks.clickedAt,
    })
    .from(playerClicks)
    .where(
      and(
        eq(playerClicks.tenantId, tenantId),
        inArray(playerClicks.playerId, [...new Set(rows.map((row) => row.playerId))]),
        gte(playerClicks.clickedAt, since),
      ),
    );
  const opensOf = new Map<string, Date[]>();
  for (const open of opens) {
    const key = `${open.contactId} ${open.playerId}`;
    opensOf.set(key, [...(opensOf.get(key) ?? []), open.at]);
  }
  const ranked = rankCalls(
    rows.map((row) => ({ ...row, recentOpens: opensOf.get(`${row.contactId} ${row.playerId}`) ?? [] })),
    now,
  ).slice(0, CALL_TODAY_SIZE);
  const found = new Map(
    (
      await pitchesByIds(
        db,
        ranked.map((row) => row.id),
      )
    ).map((pitch) => [pitch.id, pitch]),
  );
  return ranked.flatMap((row, index) => {
    const pitch = found.get(row.id);
    return pitch ? [{ rank: index + 1, score: row.score, pitch, reasons: row.reasons }] : [];
  });
}
