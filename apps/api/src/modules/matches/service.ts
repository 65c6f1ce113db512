import { setImmediate } from 'node:timers/promises';
import {
  ageOn,
  brokenConstraints,
  type ContactMatch,
  type Currencies,
  cvLinkPath,
  fullName,
  type HardConstraint,
  MATCH_MESSAGES,
  type Match,
  type MatchDate,
  type MatchExplanation,
  type MatchPlayerPreview,
  type MatchRequirement,
  MESSAGES,
  markPlayer,
  matchPlayersInSlices,
  type Requirement,
} from '@transferdesk/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clubs,
  contactMatches,
  contacts,
  countries,
  leagues,
  matches,
  requirements,
  teams,
  tenants,
  valutas,
} from '../../db/schema/index.ts';
import { DomainError, isDiskFull } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { matchCandidatesMail } from '../../lib/mail-templates/match-candidates.ts';
import type { Caller } from '../../lib/resource-list.ts';
import { assertRowAccess, READERS } from '../../lib/tenant-access.ts';
import { loadListItems } from '../players/queries.ts';
import { type RequirementRow, requirementColumns, toRequirement } from '../requirements/queries.ts';
import { narrowCandidates } from './candidates.ts';
import { loadMatchPlayers, namesFor, splitNationalities } from './match-players.ts';

/** A version keeps its best candidates; the rest are counted (`candidateCount`). */
export const MAX_STORED_CANDIDATES = 100;

/**
 * Players the engine marks before it lets other requests run: about 15 ms of marking, so that a
 * broad requirement (60,000 candidates, 200 ms of marking) never holds the server for long.
 */
const ENGINE_SLICE = 5_000;

export type MatchService = ReturnType<typeof createMatchService>;

/**
 * Matching (D27) and match versions (D28): a version is computed when someone presses Matching,
 * stored with its marks and reasons, and never recomputed. Sending (D19) marks the chosen rows and,
 * by e-mail, tells the requirement's club contact. The sport's TenantAdmins and Users only (D10).
 */
export function createMatchService({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const invalid = (problems: string[]) => new DomainError('invalid', 'Validation failed', problems);

  async function requirementOf(id: string): Promise<Requirement | undefined> {
    const [row] = (await db
      .select(requirementColumns)
      .from(requirements)
      .where(eq(requirements.id, id))) as RequirementRow[];
    return row ? toRequirement(row) : undefined;
  }

  /** The engine's view of a requirement: its club's team, league and country, and the window. */
  async function matchRequirementOf(requirement: Requirement): Promise<MatchRequirement> {
    const [place] = await db
      .select({ teamId: teams.id, leagueId: leagues.id, countryId: countries.id })
      .from(clubs)
      .leftJoin(teams, eq(teams.id, clubs.teamId))
      .leftJoin(leagues, eq(leagues.id, teams.leagueId))
      .leftJoin(countries, eq(countries.nameSort, leagues.countryNameSort))
      .where(eq(clubs.id, requirement.clubId));
    return {
      tenantId: requirement.tenantId,
      positionIds: requirement.positionRequirements.map((item) => item.id),
      playerLevelIds: requirement.playerLevelRequirements.map((item) => item.id),
      contractStatusIds: requirement.contractStatusRequirements.map((item) => item.id),
      isNoNeed: requirement.isNoNeed,
      maxNetto: requirement.maxNetto,
      maxBrutto: requirement.maxBrutto,
      maxTransferSum: requirement.maxTransferSum,
      valutaId: requirement.valutaId,
      isAdvancedSearch: requirement.isAdvancedSearch,
      minAge: requirement.minAge,
      maxAge: requirement.maxAge,
      minHeight: requirement.minHeight,
      maxHeight: requirement.maxHeight,
      minWeight: requirement.minWeight,
      maxWeight: requirement.maxWeight,
      rightyLefty: requirement.rightyLefty,
      maritalStatus: requirement.maritalStatus,
      nationality: requirement.country?.name ?? null,
      contractType: requirement.contractType,
      pinsPriority: requirement.pinsPriority,
      window: { fromDate: requirement.transfer.fromDate, toDate: requirement.transfer.toDate },
      club: {
        name: requirement.club.name,
        teamId: place?.teamId ?? null,
        leagueId: place?.leagueId ?? null,
        countryId: place?.countryId ?? null,
      },
    };
  }

  async function currenciesOf(tenantId: string): Promise<Currencies> {
    const rows = await db
      .select({ id: valutas.id, name: valutas.name, value: valutas.value })
      .from(valutas)
      .where(eq(valutas.tenantId, tenantId));
    return Object.fromEntries(rows.map((row) => [row.id, { name: row.name, value: Number(row.value) }]));
  }

  /** A version the caller may open: 404 for one of another sport (D10). */
  async function versionFor(caller: Caller, id: string) {
    const [version] = await db.select().from(matches).where(eq(matches.id, id));
    await assertRowAccess(db, caller, version?.tenantId, READERS);
    if (!version) throw notFound();
    return version;
  }

  async function previews(ids: string[]): Promise<Map<string, MatchPlayerPreview>> {
    const items = await loadListItems(db, ids);
    return new Map(
      items.map((item) => [
        item.id,
        {
          id: item.id,
          tenantId: item.tenantId,
          firstName: item.firstName,
          lastName: item.lastName,
          pictureUrl: item.pictureUrl,
          positions: item.positionContacts,
          playerLevel: item.playerLevel,
          club: item.club,
          dateOfBirth: item.dateOfBirth,
          nationality: splitNationalities(item.nationality).join(', '),
          rightyLefty: item.rightyLefty,
          height: item.height,
          weight: item.weight,
          valuta: item.valuta,
          minSalaryNetto: item.minSalaryNetto,
          minSalaryBrutto: item.minSalaryBrutto,
          estTransfer: item.estTransfer,
          mandate: item.mandate,
          deleted: item.deletedAt !== null,
        },
      ]),
    );
  }

  async function answer(version: typeof matches.$inferSelect): Promise<Match> {
    const requirement = await requirementOf(version.requirementId);
    if (!requirement) throw notFound();
    const rows = await db
      .select()
      .from(contactMatches)
      .where(eq(contactMatches.matchId, version.id))
      .orderBy(asc(contactMatches.rank));
    const [tenant] = await db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, version.tenantId));
    const players = await previews(rows.map((row) => row.contactId));
    const contactMatchRows: ContactMatch[] = rows.flatMap((row) => {
      const contact = players.get(row.contactId);
      if (!contact) return [];
      return [
        {
          contactId: row.contactId,
          contact,
          tenant: { name: tenant?.name ?? '' },
          rank: row.rank,
          contractMark: row.contractMark,
          financeMark: row.financeMark,
          personalMark: row.personalMark,
          playerPlanMark: row.playerPlanMark,
          average: Number(row.average),
          reasons: row.reasons,
          hasBeenSent: row.hasBeenSent,
          sentToACMatch: row.sentToAcMatch,
          isForEmail: row.isForEmail,
          cvLink: cvLinkPath(
            tenant?.name ?? '',
            fullName(contact),
            row.isForEmail === false ? 'cv' : requirement.contactId,
            row.contactId,
          ),
        },
      ];
    });
    return {
      id: version.id,
      tenantId: version.tenantId,
      requirementId: version.requirementId,
      createdAt: version.createdAt.toISOString(),
      notes: version.notes,
      requirement,
      contactMatches: contactMatchRows,
      excludedBy: version.excludedBy as Match['excludedBy'],
      playersConsidered: version.playersConsidered,
      sent: rows.some((row) => row.hasBeenSent),
    };
  }

  return {
    /**
     * D18: a new version for the requirement, computed now and stored; answers its id and how long
     * each stage took (milliseconds: the SQL narrowing, the engine, the write), for Server-Timing.
     */
    async create(
      caller: Caller,
      requirementId: string,
    ): Promise<{ id: string; timings: { narrow: number; engine: number; store: number } }> {
      const started = performance.now();
      const requirement = await requirementOf(requirementId);
      await assertRowAccess(db, caller, requirement?.tenantId, READERS);
      if (!requirement) throw notFound();
      const [input, currencies] = await Promise.all([
        matchRequirementOf(requirement),
        currenciesOf(requirement.tenantId),
      ]);
      const requirementPrice = currencies[requirement.valutaId ?? '']?.value ?? 1;
      // The names reasons can show: the requirement's and its club's. A narrowed player already
      // plays an asked position at an asked level and status, so no reason names the player's own.
      const [narrowed, names] = await Promise.all([
        requirement.isNoNeed
          ? { players: [], considered: 0, excludedBy: {} as Partial<Record<HardConstraint, number>> }
          : narrowCandidates(db, input, { requirementPrice }),
        namesFor(db, input, []),
      ]);
      const narrowedAt = performance.now();
      const result = await matchPlayersInSlices(
        input,
        narrowed.players,
        { currencies, names },
        { keep: MAX_STORED_CANDIDATES, sliceSize: ENGINE_SLICE, pause: () => setImmediate() },
      );
      const markedAt = performance.now();
      // What the SQL left out plus what only the engine checks (the advanced criteria).
      const excludedBy = { ...narrowed.excludedBy };
      for (const [constraint, count] of Object.entries(result.excludedBy)) {
        const name = constraint as HardConstraint;
        excludedBy[name] = (excludedBy[name] ?? 0) + (count ?? 0);
      }
      if (requirement.isNoNeed) excludedBy.noNeed = 1;
      const id = await db.transaction(async (tx) => {
        const [version] = await tx
          .insert(matches)
          .values({
            tenantId: requirement.tenantId,
            requirementId,
            createdBy: caller.id,
            candidateCount: result.candidateCount,
            playersConsidered: narrowed.considered,
            excludedBy,
          })
          .returning({ id: matches.id });
        if (!version) throw new Error('The match version was not written');
        if (result.candidates.length > 0) {
          await tx.insert(contactMatches).values(
            result.candidates.map((candidate, index) => ({
              matchId: version.id,
              contactId: candidate.playerId,
              rank: index + 1,
              contractMark: candidate.contractMark,
              financeMark: candidate.financeMark,
              personalMark: candidate.personalMark,
              playerPlanMark: candidate.playerPlanMark,
              average: candidate.average,
              reasons: candidate.reasons,
            })),
          );
        }
        return version.id;
      });
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        id,
        timings: {
          narrow: round(narrowedAt - started),
          engine: round(markedAt - narrowedAt),
          store: round(performance.now() - markedAt),
        },
      };
    },

    async get(caller: Caller, id: string): Promise<Match> {
      return answer(await versionFor(caller, id));
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
      return answer(newest ?? version);
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
      return answer({ ...version, notes });
    },

    /**
     * D19: marks the chosen candidates as sent; by e-mail, one message to the requirement's club
     * contact with each player's CV link made for that contact. Rows already sent send nothing new.
     */
    async send(
      caller: Caller,
      input: { id: string; contactIds: string[]; isForEmail: boolean },
      /** The agent who sends, for the e-mail's signature. */
      senderName = '',
    ): Promise<Match> {
      const version = await versionFor(caller, input.id);
      if (input.contactIds.length === 0) {
        throw new DomainError('invalid', MATCH_MESSAGES.noContactsTitle, [MATCH_MESSAGES.noContacts]);
      }
      const rows = await db
        .select({ contactId: contactMatches.contactId, hasBeenSent: contactMatches.hasBeenSent })
        .from(contactMatches)
        .where(
          and(eq(contactMatches.matchId, version.id), inArray(contactMatches.contactId, input.contactIds)),
        );
      if (rows.length !== new Set(input.contactIds).size) {
        throw invalid([`contactIds: ${MATCH_MESSAGES.notCandidates}`]);
      }
      const fresh = rows.filter((row) => !row.hasBeenSent).map((row) => row.contactId);
      if (fresh.length === 0) return answer(version);
      const match = await answer(version);
      if (input.isForEmail) {
        const requirement = match.requirement;
        const [contact] = await db
          .select({ email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName })
          .from(contacts)
          .where(eq(contacts.id, requirement.contactId));
        if (!contact?.email) throw invalid([`contactId: ${MATCH_MESSAGES.contactWithoutEmail}`]);
        const chosen = match.contactMatches.filter((row) => fresh.includes(row.contactId));
        const [tenant] = await db
          .select({ name: tenants.name })
          .from(tenants)
          .where(eq(tenants.id, version.tenantId));
        const mail = matchCandidatesMail({
          sport: tenant?.name ?? '',
          contactName: fullName(contact),
          clubName: requirement.club.name,
          positions: requirement.positionRequirements.map((item) => item.name),
          windowYears: requirement.transfer.years,
          windowName: requirement.transfer.name,
          senderName,
          players: chosen.map((row) => ({
            name: fullName(row.contact),
            positions: row.contact.positions.map((position) => position.name),
            age: ageOn(row.contact.dateOfBirth),
            link: `${publicUrl}/${cvLinkPath(tenant?.name ?? '', fullName(row.contact), requirement.contactId, row.contactId)}`,
          })),
        });
        // The mail goes first: if it fails, nothing is marked as sent and the agent can try again.
        await mailer.send({ to: contact.email, ...mail }).catch((error: unknown) => {
          // A full disk under the .eml fallback keeps its own answer (507).
          if (isDiskFull(error)) throw error;
          throw new DomainError('badGateway', MESSAGES.mailNotSent, undefined, undefined, { cause: error });
        });
      }
      await db
        .update(contactMatches)
        .set({ hasBeenSent: true, sentToAcMatch: true, isForEmail: input.isForEmail, sentAt: new Date() })
        .where(and(eq(contactMatches.matchId, version.id), inArray(contactMatches.contactId, fresh)));
      return answer(version);
    },

    /** "Why not …?": what keeps a player of the sport out of this version's requirement now. */
    async explain(caller: Caller, id: string, playerId: string): Promise<MatchExplanation> {
      const version = await versionFor(caller, id);
      const requirement = await requirementOf(version.requirementId);
      if (!requirement) throw notFound();
      const [input, currencies, [player], preview] = await Promise.all([
        matchRequirementOf(requirement),
        currenciesOf(requirement.tenantId),
        loadMatchPlayers(db, [playerId]),
        previews([playerId]),
      ]);
      const shown = preview.get(playerId);
      if (!player || !shown || player.tenantId !== version.tenantId) throw notFound();
      const context = { currencies, names: await namesFor(db, input, [player]) };
      const broken = brokenConstraints(input, player, context);
      const candidate = broken.length === 0 ? markPlayer(input, player, context) : null;
      return {
        player: shown,
        broken,
        candidate: candidate && {
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
