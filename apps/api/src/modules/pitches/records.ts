import type { PitchAnswer, PitchStage } from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pitchEvents, pitches } from '../../db/schema/index.ts';

/**
 * The writes of pitches that other features make as they happen (D44): a send or a copied link
 * makes or updates a pitch, the contact's first view opens it. Each runs in the caller's
 * transaction (or alone), so a send that fails leaves no pitch.
 */

export interface PitchSend {
  tenantId: string;
  playerIds: readonly string[];
  contactId: string;
  requirementId: string | null;
  matchId: string | null;
  agentId: string;
  /** `sent` for a match send (e-mail or Copy Link), `linkCopied` for a link copied on the player page. */
  kind: 'sent' | 'linkCopied';
}

/**
 * One pitch per player and contact: a new pair starts at `sent`; a pair sent before takes the new
 * requirement, version and agent and adds `resent` (or `linkCopied`) to its history. A declined
 * pitch sent again is `sent` again; any other stage stays.
 */
export async function recordSends(db: Db | Tx, send: PitchSend): Promise<string[]> {
  if (send.playerIds.length === 0) return [];
  const now = new Date();
  const existing = await db
    .select({ id: pitches.id, playerId: pitches.playerId, stage: pitches.stage })
    .from(pitches)
    .where(and(eq(pitches.contactId, send.contactId), inArray(pitches.playerId, [...send.playerIds])));
  const byPlayer = new Map(existing.map((row) => [row.playerId, row]));
  const fresh = send.playerIds.filter((playerId) => !byPlayer.has(playerId));
  const changes = {
    agentId: send.agentId,
    ...(send.requirementId ? { requirementId: send.requirementId, matchId: send.matchId } : {}),
  };
  const created = fresh.length
    ? await db
        .insert(pitches)
        .values(
          fresh.map((playerId) => ({
            tenantId: send.tenantId,
            playerId,
            contactId: send.contactId,
            ...changes,
            stage: 'sent' as const,
            stageChangedAt: now,
          })),
        )
        .returning({ id: pitches.id })
    : [];
  const events: (typeof pitchEvents.$inferInsert)[] = created.map(({ id }) => ({
    tenantId: send.tenantId,
    pitchId: id,
    at: now,
    kind: send.kind,
    actor: 'agent' as const,
    userId: send.agentId,
    toStage: 'sent' as const,
    requirementId: send.requirementId,
  }));
  for (const row of existing) {
    const reopened = row.stage === 'declined';
    await db
      .update(pitches)
      .set({ ...changes, updatedAt: now, ...(reopened ? { stage: 'sent', stageChangedAt: now } : {}) })
      .where(eq(pitches.id, row.id));
    events.push({
      tenantId: send.tenantId,
      pitchId: row.id,
      at: now,
      kind: send.kind === 'sent' ? 'resent' : 'linkCopied',
      actor: 'agent',
      userId: send.agentId,
      fromStage: reopened ? row.stage : null,
      toStage: reopened ? 'sent' : null,
      requirementId: send.requirementId,
    });
  }
  if (events.length) await db.insert(pitchEvents).values(events);
  return [...created.map((row) => row.id), ...existing.map((row) => row.id)];
}

/**
 * D44: the first view of the contact's link opens the pitch (`sent` → `opened`); later views, and
 * views of a pitch that has moved on, only count as opens. Nothing happens without a pitch.
 */
export async function recordOpen(db: Db | Tx, tenantId: string, contactId: string, playerId: string) {
  const now = new Date();
  const opened = await db
    .update(pitches)
    .set({ stage: 'opened', stageChangedAt: now, updatedAt: now })
    .where(
      and(
        eq(pitches.tenantId, tenantId),
        eq(pitches.contactId, contactId),
        eq(pitches.playerId, playerId),
        eq(pitches.stage, 'sent'),
      ),
    )
    .returning({ id: pitches.id });
  if (opened.length === 0) return;
  await db.insert(pitchEvents).values(
    opened.map(({ id }) => ({
      tenantId,
      pitchId: id,
      at: now,
      kind: 'opened' as const,
      actor: 'contact' as const,
      fromStage: 'sent' as const,
      toStage: 'opened' as const,
    })),
  );
}

/** Stages an answer moves to `feedback`; later ones keep their stage and take the answer. */
const BEFORE_FEEDBACK: readonly PitchStage[] = ['sent', 'opened', 'feedback'];

/**
 * The club's answer on the public page: the pitch takes it (and moves to `feedback` unless the
 * agent has moved it further), and the history keeps every answer with the address it came from.
 */
export async function recordAnswer(
  db: Db | Tx,
  pitch: { id: string; tenantId: string; stage: PitchStage },
  answer: { answer: PitchAnswer; message: string; address: string },
): Promise<Date> {
  const now = new Date();
  const toFeedback = BEFORE_FEEDBACK.includes(pitch.stage);
  await db
    .update(pitches)
    .set({
      answer: answer.answer,
      answerMessage: answer.message,
      answeredAt: now,
      updatedAt: now,
      ...(toFeedback && pitch.stage !== 'feedback' ? { stage: 'feedback', stageChangedAt: now } : {}),
    })
    .where(eq(pitches.id, pitch.id));
  await db.insert(pitchEvents).values({
    tenantId: pitch.tenantId,
    pitchId: pitch.id,
    at: now,
    kind: 'answered',
    actor: 'contact',
    fromStage: toFeedback && pitch.stage !== 'feedback' ? pitch.stage : null,
    toStage: toFeedback && pitch.stage !== 'feedback' ? 'feedback' : null,
    answer: answer.answer,
    note: answer.message,
    address: answer.address,
  });
  return now;
}

/** The agent's move to any stage, with an optional note; a move to the same stage only adds the note. */
export async function recordMove(
  db: Db | Tx,
  pitch: { id: string; tenantId: string; stage: PitchStage },
  move: { stage: PitchStage; note: string; userId: string },
): Promise<void> {
  const now = new Date();
  const moved = move.stage !== pitch.stage;
  await db
    .update(pitches)
    .set({ updatedAt: now, ...(moved ? { stage: move.stage, stageChangedAt: now } : {}) })
    .where(eq(pitches.id, pitch.id));
  await db.insert(pitchEvents).values({
    tenantId: pitch.tenantId,
    pitchId: pitch.id,
    at: now,
    kind: 'moved',
    actor: 'agent',
    userId: move.userId,
    fromStage: pitch.stage,
    toStage: move.stage,
    note: move.note,
  });
}
