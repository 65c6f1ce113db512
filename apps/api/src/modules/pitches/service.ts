import {
  type CallToday,
  isUuid,
  lastPageOf,
  MESSAGES,
  type Paginated,
  PITCH_BOARD_COLUMN_SIZE,
  PITCH_MESSAGES,
  type Pitch,
  type PitchAnswerBody,
  type PitchBoard,
  type PitchCreate,
  type PitchDetail,
  type PitchFilter,
  type PitchListQuery,
  type PitchMove,
  type PublicPitch,
  pitchAnswerBodySchema,
  pitchListQuerySchema,
  pitchMoveSchema,
} from '@transferdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contacts, pitches } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { createRateLimiter, RATE_LIMITS, type RateLimiter } from '../../lib/rate-limits.ts';
import { assertRowAccess, type Caller, listTenantIds, READERS } from '../../lib/tenant-access.ts';
import { noticeOfAnswer } from './answer-notice.ts';
import { callsToday } from './call-today.ts';
import { agentsOf, historyOf } from './history.ts';
import { boardColumns, pitchById, pitchCount, pitchPage, pitchWhere, stageCounts } from './queries.ts';
import { recordAnswer, recordMove, recordSends } from './records.ts';

export type PitchService = ReturnType<typeof createPitchService>;

export interface PitchDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  companyName: string;
  rateLimiter?: RateLimiter;
  log?: { warn(details: object, message: string): void };
}

/**
 * Issue 29, D44: the sport's pitches for its TenantAdmins and Users (board, list, export, "Who to
 * call today", history and moves), and the club's answer from the public CV page.
 */
export function createPitchService({
  db,
  mailer,
  publicUrl,
  companyName,
  rateLimiter = createRateLimiter(db),
  log,
}: PitchDeps) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  /** A pitch the caller may open (D10): another sport's reads exactly like an absent one (404). */
  async function readable(caller: Caller, id: string): Promise<Pitch> {
    const pitch = await pitchById(db, id);
    await assertRowAccess(db, caller, pitch?.tenantId, READERS);
    return pitch as Pitch;
  }

  async function detail(pitch: Pitch): Promise<PitchDetail> {
    return { ...pitch, history: await historyOf(db, pitch.id) };
  }

  /** The filter's sport must be one the caller reads (403 otherwise, like every list). */
  async function scoped(caller: Caller, filter: PitchFilter) {
    await listTenantIds(db, caller, filter.tenantId, READERS);
    return pitchWhere(filter);
  }

  /** The pitch a public link names: its player has a public page and its contact is not deleted. */
  async function publicPitchRow(contactId: string, playerId: string) {
    const player = alias(contacts, 'answer_player');
    const contact = alias(contacts, 'answer_contact');
    const [row] = await db
      .select({ pitch: pitches })
      .from(pitches)
      .innerJoin(
        player,
        and(eq(player.id, pitches.playerId), eq(player.includeInApp, true), isNull(player.deletedAt)),
      )
      .innerJoin(contact, and(eq(contact.id, pitches.contactId), isNull(contact.deletedAt)))
      .where(and(eq(pitches.contactId, contactId), eq(pitches.playerId, playerId)));
    return row?.pitch;
  }

  return {
    async board(caller: Caller, filter: PitchFilter): Promise<PitchBoard> {
      const where = await scoped(caller, { ...filter, stage: undefined } as PitchFilter);
      const [counts, cards] = await Promise.all([
        stageCounts(db, where),
        boardColumns(db, where, PITCH_BOARD_COLUMN_SIZE),
      ]);
      const columns: PitchBoard['columns'] = {
        sent: [],
        opened: [],
        feedback: [],
        'in talks': [],
        signed: [],
        declined: [],
      };
      for (const pitch of cards) columns[pitch.stage].push(pitch);
      return { counts, columns };
    },

    async list(caller: Caller, input: PitchListQuery): Promise<Paginated<Pitch>> {
      const query = pitchListQuerySchema.parse(input);
      const where = await scoped(caller, query);
      const [total, data] = await Promise.all([
        pitchCount(db, where),
        pitchPage(db, where, query, { limit: query.take, offset: (query.page - 1) * query.take }),
      ]);
      return {
        data,
        currentPage: query.page,
        lastPage: lastPageOf(total, query.take),
        perPage: query.take,
        total,
      };
    },

    /**
     * Every pitch the filter names, most recently changed first, read in pages (the CSV export). The
     * sport is checked before the first row, so a refusal is an answer and not a broken download.
     */
    async exportRows(caller: Caller, filter: PitchFilter): Promise<AsyncGenerator<Pitch>> {
      const where = await scoped(caller, filter);
      const size = 500;
      async function* rows() {
        for (let offset = 0; ; offset += size) {
          const page = await pitchPage(
            db,
            where,
            { sort: 'updatedAt', direction: 'desc' },
            { limit: size, offset },
          );
          yield* page;
          if (page.length < size) return;
        }
      }
      return rows();
    },

    /** "Who to call today": the agent's open pitches (the caller's, or `agentId`'s) ranked. */
    async today(
      caller: Caller,
      tenantId: string,
      agentId = caller.id,
      now = new Date(),
    ): Promise<CallToday[]> {
      await listTenantIds(db, caller, tenantId, READERS);
      return callsToday(db, tenantId, agentId, now);
    },

    /** The sport's agents, for the agent filter (Users may not list users). */
    async agents(caller: Caller, tenantId: string): Promise<{ id: string; name: string }[]> {
      await listTenantIds(db, caller, tenantId, READERS);
      return agentsOf(db, tenantId);
    },

    async get(caller: Caller, id: string): Promise<PitchDetail> {
      return detail(await readable(caller, id));
    },

    async move(caller: Caller, id: string, input: PitchMove): Promise<PitchDetail> {
      const move = pitchMoveSchema.parse(input);
      const pitch = await readable(caller, id);
      await db.transaction(async (tx) => recordMove(tx, pitch, { ...move, userId: caller.id }));
      return detail(await readable(caller, id));
    },

    /** A CV link copied for one club contact on the player page: a pitch of its own (D44). */
    async createFromLink(caller: Caller, { playerId, contactId }: PitchCreate): Promise<Pitch> {
      const [player] = await db
        .select({ tenantId: contacts.tenantId })
        .from(contacts)
        .where(and(eq(contacts.id, playerId), eq(contacts.isPlayer, true), isNull(contacts.deletedAt)));
      await assertRowAccess(db, caller, player?.tenantId, READERS);
      const tenantId = (player as { tenantId: string }).tenantId;
      const [contact] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            eq(contacts.id, contactId),
            eq(contacts.tenantId, tenantId),
            eq(contacts.isPlayer, false),
            isNull(contacts.deletedAt),
          ),
        );
      if (!contact) {
        throw new DomainError('invalid', 'Validation failed', [
          `contactId: ${PITCH_MESSAGES.contactNotInSport}`,
        ]);
      }
      const [pitchId] = await db.transaction((tx) =>
        recordSends(tx, {
          tenantId,
          playerIds: [playerId],
          contactId,
          requirementId: null,
          matchId: null,
          agentId: caller.id,
          kind: 'linkCopied',
        }),
      );
      return (await pitchById(db, pitchId as string)) as Pitch;
    },

    /** The public page's view of its link's pitch: the latest answer, or 404 without a pitch. */
    async publicPitch(contactId: string, playerId: string): Promise<PublicPitch> {
      // Any text in the address: a malformed id is one more link without a pitch.
      const pitch =
        isUuid(contactId) && isUuid(playerId) ? await publicPitchRow(contactId, playerId) : undefined;
      if (!pitch) throw notFound();
      return {
        answer: pitch.answer,
        message: pitch.answerMessage,
        answeredAt: pitch.answeredAt?.toISOString() ?? null,
      };
    },

    /** The club's answer from the public page (no sign-in), limited per address and kept with it. */
    async answer(address: string, input: PitchAnswerBody): Promise<PublicPitch> {
      await rateLimiter.enforce(RATE_LIMITS.pitchAnswers, address, PITCH_MESSAGES.tooManyAnswers);
      const body = pitchAnswerBodySchema.parse(input);
      const pitch = await publicPitchRow(body.ClientId, body.PlayerID);
      if (!pitch) throw notFound();
      const { answeredAt, mailAgent } = await db.transaction(async (tx) => ({
        answeredAt: await recordAnswer(tx, pitch, { answer: body.answer, message: body.message, address }),
        mailAgent: await noticeOfAnswer(
          { mailer, publicUrl, companyName, log },
          tx,
          pitch.id,
          pitch.answer !== null,
        ),
      }));
      await mailAgent();
      return { answer: body.answer, message: body.message, answeredAt: answeredAt.toISOString() };
    },
  };
}
