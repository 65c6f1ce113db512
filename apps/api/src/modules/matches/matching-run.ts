import { setImmediate } from 'node:timers/promises';
import {
  type HardConstraint,
  type MatchPlayerPreview,
  type MatchRequirement,
  matchPlayers,
  matchPlayersInSlices,
  type Narrowed,
  type NearMissPreview,
  narrowPlayers,
  type Requirement,
} from '@transferdesk/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clubs,
  contactMatches,
  contacts,
  contractStatuses,
  leagues,
  listCounts,
  matches,
  requirements,
  teams,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { currenciesOf } from './engine-input.ts';
import { namesFor, rowsOf } from './match-players.ts';
import { withSportPlayers } from './player-index.ts';
import { previews } from './versions.ts';

/** D39: a version keeps its best candidates; the rest are counted (`candidateCount`). */
export const MAX_STORED_CANDIDATES = 100;

/** How many near misses a version shows. */
export const NEAR_MISSES_SHOWN = 5;

/** How many near misses' players the engine ranks (docs/matching.md, section 7). */
export const NEAR_MISS_POOL = 500;

/**
 * Players the engine marks before it lets other requests run: about 15 ms of marking, so that a
 * broad requirement (60,000 candidates, 200 ms of marking) never holds the server for long.
 */
const ENGINE_SLICE = 5_000;

/**
 * Rows judged before other requests run: about 10 ms each slice (typed columns). Fewer, larger
 * slices matter under load, where each pause waits behind every other request's work.
 */
const JUDGE_SLICE = 50_000;

/**
 * What a version is computed from, by each part's last change: the requirement, its window, its
 * club and the club's team and league, the sport's players (their count and newest change: a
 * player's contracts, positions and preferences are saved with him), prices and contract statuses.
 */
async function fingerprintOf(db: Db, requirement: Requirement): Promise<string> {
  const stamp = (
    table: typeof contacts | typeof valutas | typeof contractStatuses,
    where: ReturnType<typeof sql>,
  ) =>
    sql`(select count(*)::text || '/' || coalesce(max(updated_at)::text, '') from ${table} where ${where})`;
  const [row] = rowsOf(
    await db.execute(sql`
      select md5(concat_ws('|',
        (select updated_at::text from ${requirements} where id = ${requirement.id}),
        (select updated_at::text from ${transfers} where id = ${requirement.transferId}),
        (select concat_ws(',', c.updated_at::text, t.updated_at::text, l.updated_at::text) from ${clubs} c
          left join ${teams} t on t.id = c.team_id left join ${leagues} l on l.id = t.league_id
          where c.id = ${requirement.clubId}),
        (select coalesce(sum(delta), 0)::text from ${listCounts} where list = 'players' and tenant_id = ${requirement.tenantId}),
        (select max(updated_at)::text from ${contacts} where tenant_id = ${requirement.tenantId} and is_player),
        ${stamp(valutas, sql`tenant_id = ${requirement.tenantId}`)},
        ${stamp(contractStatuses, sql`tenant_id = ${requirement.tenantId}`)}
      )) as fingerprint`),
  );
  return String(row?.fingerprint ?? '');
}

export interface MatchingRun {
  id: string;
  /** True when nothing changed since the newest version, which is answered instead of a copy. */
  reused: boolean;
  /** Milliseconds: narrowing (the copy brought up to date and judged), the engine, the write (Server-Timing). */
  timings: { narrow: number; engine: number; store: number };
}

/**
 * D18, D39: matches a requirement now and stores the version (or answers the newest one when
 * nothing it was computed from has changed).
 */
export async function runMatching(
  db: Db,
  requirement: Requirement,
  input: MatchRequirement,
  createdBy: string,
): Promise<MatchingRun> {
  const started = performance.now();
  // One wave of queries: whether anything changed, and the prices matching reads if it did (under
  // load each round trip waits its turn, so they go together).
  const [fingerprint, [newest], currencies] = await Promise.all([
    fingerprintOf(db, requirement),
    db
      .select({ id: matches.id, fingerprint: matches.fingerprint })
      .from(matches)
      .where(eq(matches.requirementId, requirement.id))
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(1),
    currenciesOf(db, requirement.tenantId),
  ]);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  if (newest && newest.fingerprint === fingerprint) {
    return {
      id: newest.id,
      reused: true,
      timings: { narrow: round(performance.now() - started), engine: 0, store: 0 },
    };
  }
  const narrowed: Narrowed = await withSportPlayers(db, requirement.tenantId, async (columns) => {
    if (!requirement.isNoNeed) {
      return narrowPlayers(
        input,
        columns,
        { currencies, names: {} },
        { nearMissPool: NEAR_MISS_POOL, sliceSize: JUDGE_SLICE, pause: () => setImmediate() },
      );
    }
    // D26: nobody is matched; every player of the sport is left out by the no-need registration.
    const considered = columns.size;
    return {
      players: [],
      nearMissPlayers: [],
      considered,
      excludedBy: considered > 0 ? { noNeed: considered } : {},
      unjudged: {},
    };
  });
  // The names reasons can show: the requirement's, its club's, and the near misses' own (a change
  // names the position or level he holds).
  const names = await namesFor(db, input, narrowed.nearMissPlayers);
  const narrowedAt = performance.now();
  const context = { currencies, names };
  const result = await matchPlayersInSlices(input, narrowed.players, context, {
    keep: MAX_STORED_CANDIDATES,
    sliceSize: ENGINE_SLICE,
    pause: () => setImmediate(),
  });
  const { nearMisses } = matchPlayers(input, narrowed.nearMissPlayers, context, {
    keep: 0,
    nearMisses: NEAR_MISSES_SHOWN,
  });
  const markedAt = performance.now();
  // The judge names what the engine's own check finds; whatever the engine still leaves out of what
  // the judge let through is counted as well.
  const excludedBy = { ...narrowed.excludedBy };
  for (const [constraint, count] of Object.entries(result.excludedBy)) {
    const name = constraint as HardConstraint;
    excludedBy[name] = (excludedBy[name] ?? 0) + (count ?? 0);
  }
  const shown = await previews(db, [
    ...result.candidates.map((candidate) => candidate.playerId),
    ...nearMisses.map((miss) => miss.playerId),
  ]);
  const stored: NearMissPreview[] = nearMisses.flatMap((miss) => {
    const player = shown.get(miss.playerId);
    const { contractMark, financeMark, personalMark, playerPlanMark, average, reasons } = miss.candidate;
    return player
      ? [
          {
            player,
            broken: miss.broken,
            change: miss.change,
            candidate: { contractMark, financeMark, personalMark, playerPlanMark, average, reasons },
          },
        ]
      : [];
  });
  const id = await db.transaction(async (tx) => {
    const [version] = await tx
      .insert(matches)
      .values({
        tenantId: requirement.tenantId,
        requirementId: requirement.id,
        createdBy,
        candidateCount: result.candidateCount,
        playersConsidered: narrowed.considered,
        excludedBy,
        unjudged: narrowed.unjudged,
        nearMisses: stored,
        requirement,
        fingerprint,
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
          preview: shown.get(candidate.playerId) satisfies MatchPlayerPreview | undefined,
        })),
      );
    }
    return version.id;
  });
  return {
    id,
    reused: false,
    timings: {
      narrow: round(narrowedAt - started),
      engine: round(markedAt - narrowedAt),
      store: round(performance.now() - markedAt),
    },
  };
}
