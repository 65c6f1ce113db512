import {
  type AGREEMENT_SORT_PROPERTIES,
  AGREEMENT_UPLOAD_DAYS,
  type Agreement,
  type AgreementListQuery,
  type AgreementRules,
  type AgreementStatus,
  addDays,
  checkAgreement,
  daysBetween,
  isMinorOn,
  type RepContract,
  sortKey,
} from '@transferdesk/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  agreementRules,
  agreements,
  contacts,
  playerContracts,
  playerFiles,
  tenants,
  users,
} from '../../db/schema/index.ts';
import { textFilter } from '../../lib/resource-list.ts';
import { toStoredFile } from '../player-documents/files.ts';

/**
 * The SQL that reads agreements (D45) and what is computed on every read for the server's day:
 * status, days left, the upload's due day, whether the player was a minor at the start, and the
 * sport's rule pack's warnings. Writes live in service.ts.
 */

const signedFile = alias(playerFiles, 'signed_file');
const consentFile = alias(playerFiles, 'consent_file');

/** Football (by its sort key, so that case and accents do not matter) enforces the rules in force. */
const ENFORCED_SPORT = sortKey('Football');

/** The sport's rule pack; without a row, Football enforces and the others warn (D45). */
export async function rulesOf(
  db: Db | Tx,
  tenantIds: readonly string[],
): Promise<Map<string, AgreementRules>> {
  const found = new Map<string, AgreementRules>();
  if (tenantIds.length === 0) return found;
  const rows = await db
    .select({
      tenantId: tenants.id,
      nameSort: tenants.nameSort,
      enforced: agreementRules.enforced,
      feeCapWarning: agreementRules.feeCapWarning,
      dualRepresentationWarning: agreementRules.dualRepresentationWarning,
    })
    .from(tenants)
    .leftJoin(agreementRules, eq(agreementRules.tenantId, tenants.id))
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  for (const row of rows) {
    found.set(row.tenantId, {
      enforced: row.enforced ?? row.nameSort === ENFORCED_SPORT,
      feeCapWarning: row.feeCapWarning ?? false,
      dualRepresentationWarning: row.dualRepresentationWarning ?? false,
    });
  }
  return found;
}

function selectAgreements(db: Db | Tx) {
  return db
    .select({
      agreement: agreements,
      player: {
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        dateOfBirth: contacts.dateOfBirth,
      },
      agent: { id: users.id, name: users.name, surname: users.surname, email: users.email },
      signedFile,
      consentFile,
    })
    .from(agreements)
    .innerJoin(contacts, eq(contacts.id, agreements.contactId))
    .leftJoin(users, eq(users.id, agreements.agentUserId))
    .leftJoin(signedFile, eq(signedFile.id, agreements.signedFileId))
    .leftJoin(consentFile, eq(consentFile.id, agreements.guardianConsentFileId))
    .$dynamic();
}

type AgreementRow = Awaited<ReturnType<typeof selectAgreements>>[number];

/** The periods of the players' agreements, for the overlap rule. */
async function periodsOf(db: Db | Tx, playerIds: readonly string[]) {
  const byPlayer = new Map<string, { id: string; startDate: string; endDate: string }[]>();
  if (playerIds.length === 0) return byPlayer;
  const rows = await db
    .select({
      id: agreements.id,
      playerId: agreements.contactId,
      startDate: agreements.startDate,
      endDate: agreements.endDate,
    })
    .from(agreements)
    .where(inArray(agreements.contactId, [...new Set(playerIds)]))
    .orderBy(asc(agreements.startDate), asc(agreements.id));
  for (const { playerId, ...period } of rows)
    byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), period]);
  return byPlayer;
}

export function statusOn(today: string, period: { startDate: string; endDate: string }): AgreementStatus {
  if (period.startDate > today) return 'upcoming';
  return period.endDate < today ? 'ended' : 'active';
}

/**
 * The warnings of the sport's rule pack for a stored agreement. Rules in force that it breaks are
 * warned about too: it may have been saved while the sport only warned.
 */
function warningsOf(
  row: AgreementRow,
  periods: { id: string; startDate: string; endDate: string }[],
  rules: AgreementRules,
): string[] {
  const outcome = checkAgreement(row.agreement, {
    dateOfBirth: row.player.dateOfBirth,
    others: periods.filter((period) => period.id !== row.agreement.id),
    rules,
  });
  return [...outcome.errors.map((error) => error.message), ...outcome.warnings];
}

async function toAgreements(db: Db | Tx, rows: AgreementRow[], today: string): Promise<Agreement[]> {
  const [rules, periods] = await Promise.all([
    rulesOf(
      db,
      rows.map((row) => row.agreement.tenantId),
    ),
    periodsOf(
      db,
      rows.map((row) => row.agreement.contactId),
    ),
  ]);
  return rows.map((row) => {
    const { agreement, player, agent } = row;
    const ruleSet = rules.get(agreement.tenantId) ?? {
      enforced: false,
      feeCapWarning: false,
      dualRepresentationWarning: false,
    };
    return {
      id: agreement.id,
      tenantId: agreement.tenantId,
      player,
      startDate: agreement.startDate,
      endDate: agreement.endDate,
      exclusive: agreement.exclusive,
      autoRenewal: agreement.autoRenewal,
      feeTerms: agreement.feeTerms,
      feePercent: agreement.feePercent === null ? null : Number(agreement.feePercent),
      dualRepresentation: agreement.dualRepresentation,
      agent: agent ? { id: agent.id, name: `${agent.name} ${agent.surname}`.trim() || agent.email } : null,
      signedFile: row.signedFile ? toStoredFile(row.signedFile) : null,
      federationUploadedOn: agreement.federationUploadedOn,
      guardianConsentFile: row.consentFile ? toStoredFile(row.consentFile) : null,
      legalAdviceNoticeGiven: agreement.legalAdviceNoticeGiven,
      playerConfirmed: agreement.playerConfirmed,
      status: statusOn(today, agreement),
      daysLeft: daysBetween(today, agreement.endDate),
      uploadDueOn: addDays(agreement.startDate, AGREEMENT_UPLOAD_DAYS),
      minorAtStart: isMinorOn(player.dateOfBirth, agreement.startDate),
      warnings: warningsOf(row, periods.get(agreement.contactId) ?? [], ruleSet),
      createdAt: agreement.createdAt.toISOString(),
      updatedAt: agreement.updatedAt.toISOString(),
    };
  });
}

/** The player's agreements, newest start first. */
export async function agreementsOfPlayer(db: Db, playerId: string, today: string): Promise<Agreement[]> {
  const rows = await selectAgreements(db)
    .where(eq(agreements.contactId, playerId))
    .orderBy(desc(agreements.startDate), desc(agreements.createdAt), asc(agreements.id));
  return toAgreements(db, rows, today);
}

/** One agreement of the player, or undefined. */
export async function agreementOfPlayer(
  db: Db,
  playerId: string,
  id: string,
  today: string,
): Promise<Agreement | undefined> {
  const rows = await selectAgreements(db)
    .where(and(eq(agreements.id, id), eq(agreements.contactId, playerId)))
    .limit(1);
  return (await toAgreements(db, rows, today))[0];
}

export type AgreementFilter = Omit<AgreementListQuery, 'page' | 'take'>;

/** The sport's agreements a filter names, of players not deleted; ended ones only with `includeEnded`. */
export function agreementWhere(filter: AgreementFilter, today: string): SQL {
  const flag = (value: boolean | undefined, when: (on: boolean) => SQL) =>
    value === undefined ? undefined : when(value);
  return and(
    eq(agreements.tenantId, filter.tenantId),
    eq(contacts.isPlayer, true),
    isNull(contacts.deletedAt),
    filter.includeEnded ? undefined : gte(agreements.endDate, today),
    filter.endingWithin === undefined
      ? undefined
      : and(gte(agreements.endDate, today), lte(agreements.endDate, addDays(today, filter.endingWithin))),
    flag(filter.missingUpload, (on) =>
      on ? isNull(agreements.federationUploadedOn) : isNotNull(agreements.federationUploadedOn),
    ),
    flag(filter.exclusive, (on) => eq(agreements.exclusive, on)),
    textFilter(contacts.searchKey, filter.search),
  ) as SQL;
}

const SORTS: Record<(typeof AGREEMENT_SORT_PROPERTIES)[number], SQL | AnyPgColumn> = {
  endDate: agreements.endDate,
  startDate: agreements.startDate,
  player: contacts.nameSort,
};

/** A page of the list (or of the export), with tie-breaks that keep pages stable. */
export async function agreementPage(
  db: Db,
  where: SQL,
  order: Pick<AgreementFilter, 'sort' | 'direction'>,
  window: { limit: number; offset: number },
  today: string,
): Promise<Agreement[]> {
  const by = order.direction === 'asc' ? asc : desc;
  const rows = await selectAgreements(db)
    .where(where)
    .orderBy(
      by(SORTS[order.sort]),
      by(order.sort === 'player' ? agreements.endDate : contacts.nameSort),
      asc(agreements.startDate),
      asc(agreements.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return toAgreements(db, rows, today);
}

export async function agreementCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(agreements)
    .innerJoin(contacts, eq(contacts.id, agreements.contactId))
    .where(where);
  return row?.count ?? 0;
}

/** D25: the sport's RepContract rows of players not deleted, by end date (undated last). */
export async function repContractsOf(db: Db, tenantId: string): Promise<RepContract[]> {
  const rows = await db
    .select({
      id: playerContracts.id,
      player: { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName },
      contractPartner: playerContracts.contractPartner,
      startDate: playerContracts.startDate,
      endDate: playerContracts.endDate,
      comment: playerContracts.comment,
    })
    .from(playerContracts)
    .innerJoin(contacts, eq(contacts.id, playerContracts.contactId))
    .where(
      and(
        eq(playerContracts.tenantId, tenantId),
        eq(playerContracts.contractName, 'RepContract'),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(sql`${playerContracts.endDate} asc nulls last`, asc(contacts.nameSort), asc(playerContracts.id));
  return rows;
}
