// The checks of a requirement's ids against its sport, apart from the service that writes it.
import {
  levelAndStatusProblems,
  NO_NEED_POSITION,
  REQUIREMENT_MESSAGES,
  type RequirementFormValues,
  sortKey,
} from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  playerLevels,
  positions,
  transfers,
  valutas,
} from '../../db/schema/index.ts';

export const REQUIREMENT_ID_MESSAGES = {
  club: 'Choose a club of this sport',
  clubDeleted: 'The club has been deleted; choose another',
  transfer: 'Choose a transfer window of this sport',
  contactDeleted: 'The contact has been deleted; choose another',
  positions: 'Choose positions of this sport',
  playerLevels: 'Choose player levels of this sport',
  contractStatuses: 'Choose contract statuses of this sport',
  valuta: 'Choose a currency of this sport',
  country: 'Choose a country from the list',
} as const;

async function noNeedPositionId(db: Db, tenantId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.nameSort, sortKey(NO_NEED_POSITION))));
  return row?.id;
}

/**
 * Every id the requirement names must be of its sport, and the contact one of the club's; the
 * level and status rule needs the sport's `No need` position. All failing fields at once.
 */
export async function requirementProblems(
  db: Db,
  tenantId: string,
  value: RequirementFormValues,
  changed: (field: keyof RequirementFormValues) => boolean,
): Promise<{ problems: string[]; noNeedId: string | undefined }> {
  const problems: string[] = [];
  const add = (field: string, message: string) => problems.push(`${field}: ${message}`);
  const count = async (
    table: typeof positions | typeof playerLevels | typeof contractStatuses,
    ids: string[],
  ) =>
    ids.length === 0
      ? 0
      : (
          await db
            .select({ id: table.id })
            .from(table as typeof positions)
            .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)))
        ).length;
  const checks: Promise<void>[] = [];
  if (changed('clubId')) {
    checks.push(
      (async () => {
        const [club] = await db
          .select({ deletedAt: clubs.deletedAt })
          .from(clubs)
          .where(and(eq(clubs.id, value.clubId), eq(clubs.tenantId, tenantId)));
        if (!club) add('clubId', REQUIREMENT_ID_MESSAGES.club);
        else if (club.deletedAt) add('clubId', REQUIREMENT_ID_MESSAGES.clubDeleted);
      })(),
    );
  }
  if (changed('clubId') || changed('contactId')) {
    checks.push(
      (async () => {
        const [contact] = await db
          .select({ clubId: contacts.clubId, deletedAt: contacts.deletedAt })
          .from(contacts)
          .where(
            and(
              eq(contacts.id, value.contactId),
              eq(contacts.tenantId, tenantId),
              eq(contacts.isPlayer, false),
            ),
          );
        if (!contact || contact.clubId !== value.clubId)
          add('contactId', REQUIREMENT_MESSAGES.contactNotAtClub);
        else if (contact.deletedAt) add('contactId', REQUIREMENT_ID_MESSAGES.contactDeleted);
      })(),
    );
  }
  if (changed('transferId')) {
    checks.push(
      (async () => {
        const [transfer] = await db
          .select({ id: transfers.id })
          .from(transfers)
          .where(and(eq(transfers.id, value.transferId), eq(transfers.tenantId, tenantId)));
        if (!transfer) add('transferId', REQUIREMENT_ID_MESSAGES.transfer);
      })(),
    );
  }
  const lists = [
    ['positionRequirementIds', positions, REQUIREMENT_ID_MESSAGES.positions],
    ['playerLevelRequirementIds', playerLevels, REQUIREMENT_ID_MESSAGES.playerLevels],
    ['contractStatusRequirementIds', contractStatuses, REQUIREMENT_ID_MESSAGES.contractStatuses],
  ] as const;
  for (const [field, table, message] of lists) {
    if (!changed(field)) continue;
    const ids = value[field];
    checks.push(
      count(table, ids).then((found) => {
        if (found !== ids.length) add(field, message);
      }),
    );
  }
  if (changed('valutaId') && value.valutaId) {
    const valutaId = value.valutaId;
    checks.push(
      (async () => {
        const [valuta] = await db
          .select({ id: valutas.id })
          .from(valutas)
          .where(and(eq(valutas.id, valutaId), eq(valutas.tenantId, tenantId)));
        if (!valuta) add('valutaId', REQUIREMENT_ID_MESSAGES.valuta);
      })(),
    );
  }
  if (changed('countryId') && value.countryId) {
    const countryId = value.countryId;
    checks.push(
      (async () => {
        const [country] = await db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, countryId));
        if (!country) add('countryId', REQUIREMENT_ID_MESSAGES.country);
      })(),
    );
  }
  const [noNeedId] = await Promise.all([noNeedPositionId(db, tenantId), ...checks]);
  for (const problem of levelAndStatusProblems(value, noNeedId)) add(problem.field, problem.message);
  return { problems: problems.sort(), noNeedId };
}
