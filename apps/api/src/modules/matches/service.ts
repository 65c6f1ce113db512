import {
  brokenConstraints,
  type Match,
  type MatchDate,
  type MatchExplanation,
  type MatchSend,
  MESSAGES,
  markPlayer,
  smallestChange,
} from '@transferdesk/shared';
import { desc, eq } from 'drizzle-orm';
import { matches, requirements } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { accessibleTenantIds, assertRowAccess, type Caller, READERS } from '../../lib/tenant-access.ts';
import { currenciesOf, matchRequirementOf, requirementOf } from './engine-input.ts';
import { loadMatchPlayers, namesFor } from './match-players.ts';
import { type MatchingRun, runMatching } from './matching-run.ts';
import { type SendDeps, sendVersion } from './send.ts';
import { answerVersion, previews } from './versions.ts';

export type MatchService = ReturnType<typeof createMatchService>;

/**
 * Matching (D27) and match versions (D28, D39): a version is computed when someone presses
 * Matching, stored with its marks, reasons and previews, and never recomputed. Sending (D19) marks
 * the chosen rows and, by e-mail, tells the requirement's club contact. The sport's TenantAdmins and
 * Users only (D10).
 */
export function createMatchService({ db, mailer, publicUrl, companyName }: SendDeps) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  /**
   * A version the caller may open (D10). One of another sport is refused (403), not hidden: its
   * address names no sport, and the match page must tell a member of another sport that the page
   * is not theirs (spec 1 section 6, Unauthorized; issue 26, item 8). Version ids are random, so
   * the answer reveals only that someone shared a real link; nothing of the version is sent.
   */
  async function versionFor(caller: Caller, id: string) {
    const [version] = await db.select().from(matches).where(eq(matches.id, id));
    if (!version) throw notFound();
    const readable = await accessibleTenantIds(db, caller, READERS);
    if (!readable.includes(version.tenantId)) throw new DomainError('forbidden', MESSAGES.forbidden);
    return version;
  }

  return {
    /** D18: a version for the requirement, computed now and stored (or the newest, when nothing changed). */
    async create(caller: Caller, requirementId: string): Promise<MatchingRun> {
      const requirement = await requirementOf(db, requirementId);
      // The club's place is read while membership is checked (one round trip less under load); a
      // refusal answers before anything is matched.
      const [input] = await Promise.all([
        requirement ? matchRequirementOf(db, requirement) : undefined,
        assertRowAccess(db, caller, requirement?.tenantId, READERS),
      ]);
      if (!requirement || !input) throw notFound();
      return runMatching(db, requirement, input, caller.id);
    },

    async get(caller: Caller, id: string): Promise<Match> {
      return answerVersion(db, await versionFor(caller, id));
    },

    /** The versions of the same requirement, newest first. */
    async dates(caller: Caller, id: string): Promise<MatchDate[]> {
      const version = await versionFor(caller, id);
      const rows = await db
        .select({ id: matches.id, createdAt: matches.createdAt })
        .from(matches)
        .where(eq(matches.requirementId, version.requirementId))
        .orderBy(desc(matches.createdAt), desc(matches.id));
      return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() }));
    },

    /** The newest version of the requirement that version `id` belongs to. */
    async newest(caller: Caller, id: string): Promise<Match> {
      const version = await versionFor(caller, id);
      const [newest] = await db
        .select()
        .from(matches)
        .where(eq(matches.requirementId, version.requirementId))
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(1);
      return answerVersion(db, newest ?? version);
    },

    /** The newest version of a requirement (its list's "Show results"), or 404 when never matched. */
    async latestOf(caller: Caller, requirementId: string): Promise<{ id: string }> {
      const [requirement] = await db
        .select({ tenantId: requirements.tenantId })
        .from(requirements)
        .where(eq(requirements.id, requirementId));
      await assertRowAccess(db, caller, requirement?.tenantId, READERS);
      const [newest] = await db
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.requirementId, requirementId))
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(1);
      if (!newest) throw notFound();
      return newest;
    },

    async update(caller: Caller, id: string, notes: string): Promise<Match> {
      const version = await versionFor(caller, id);
      await db.update(matches).set({ notes }).where(eq(matches.id, id));
      return answerVersion(db, { ...version, notes });
    },

    /** D19, D43: the caller is the agent the mail is sent for (Reply-To, signature, copy). */
    async send(caller: Caller, input: MatchSend): Promise<Match> {
      const version = await versionFor(caller, input.id);
      return sendVersion({ db, mailer, publicUrl, companyName }, version, input, caller.id);
    },

    /**
     * "Why not …?": what keeps a player of the sport out of this version's requirement now, the
     * smallest change for each constraint that can change, and the marks he gets (or would get).
     */
    async explain(caller: Caller, id: string, playerId: string): Promise<MatchExplanation> {
      const version = await versionFor(caller, id);
      const requirement = await requirementOf(db, version.requirementId);
      if (!requirement) throw notFound();
      const [input, currencies, [player], preview] = await Promise.all([
        matchRequirementOf(db, requirement),
        currenciesOf(db, requirement.tenantId),
        loadMatchPlayers(db, [playerId]),
        previews(db, [playerId]),
      ]);
      const shown = preview.get(playerId);
      if (!player || !shown || player.tenantId !== version.tenantId) throw notFound();
      const context = { currencies, names: await namesFor(db, input, [player]) };
      const candidate = markPlayer(input, player, context);
      return {
        player: shown,
        broken: brokenConstraints(input, player, context).map((broken) => ({
          ...broken,
          change: smallestChange(input, player, broken, context),
        })),
        candidate: {
          contractMark: candidate.contractMark,
          financeMark: candidate.financeMark,
          personalMark: candidate.personalMark,
          playerPlanMark: candidate.playerPlanMark,
          average: candidate.average,
          reasons: candidate.reasons,
        },
      };
    },
  };
}
