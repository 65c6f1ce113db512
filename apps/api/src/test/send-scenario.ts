import { randomBytes } from 'node:crypto';
import { NO_NEED_POSITION, type Requirement } from '@transferdesk/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { contractStatuses, playerLevels, positions, transfers, valutas } from '../db/schema/index.ts';
import type { TestContext } from './context.ts';

/**
 * Football's first position, level, contract status, EUR and earliest window, read once in the
 * file's `beforeAll`, and `scenario()`: a club with a contact who has an e-mail address, a
 * requirement of that club and two players who fit it. For the tests of sends and pitches.
 */
export function useSendScenario(context: TestContext) {
  const { tokens, sport } = context;
  const football = { id: '', position: '', level: '', status: '', eur: '', transfer: '' };

  beforeAll(async () => {
    const db = context.t.database.db;
    const id = sport.Football ?? '';
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
    const position = await first(
      db
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.tenantId, id), ne(positions.name, NO_NEED_POSITION)))
        .orderBy(asc(positions.nameSort)),
    );
    const level = await first(
      db.select({ id: playerLevels.id }).from(playerLevels).where(eq(playerLevels.tenantId, id)),
    );
    const status = await first(
      db.select({ id: contractStatuses.id }).from(contractStatuses).where(eq(contractStatuses.tenantId, id)),
    );
    const eur = await first(
      db
        .select({ id: valutas.id })
        .from(valutas)
        .where(and(eq(valutas.tenantId, id), eq(valutas.name, 'EUR'))),
    );
    const transfer = await first(
      db
        .select({ id: transfers.id })
        .from(transfers)
        .where(eq(transfers.tenantId, id))
        .orderBy(asc(transfers.fromDate)),
    );
    Object.assign(football, {
      id,
      position: position?.id,
      level: level?.id,
      status: status?.id,
      eur: eur?.id,
      transfer: transfer?.id,
    });
  });

  const created = async <T>(url: string, payload: Record<string, unknown>, token = tokens.admin) => {
    const response = await context.send('POST', url, token, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };

  /** A club, its contact with an e-mail address, a requirement and two players who fit it. */
  async function scenario() {
    const tag = randomBytes(3).toString('hex');
    const club = await created<{ id: string }>('/clubs', { tenantId: football.id, name: `Send FC ${tag}` });
    const contact = await created<{ id: string }>('/contacts', {
      tenantId: football.id,
      clubId: club.id,
      firstName: 'Karin',
      lastName: `Scout ${tag}`,
      email: `karin.${tag}@club.example.test`,
    });
    const requirement = await created<Requirement>('/requirements', {
      tenantId: football.id,
      clubId: club.id,
      contactId: contact.id,
      transferId: football.transfer,
      positionRequirementIds: [football.position],
      playerLevelRequirementIds: [football.level],
      contractStatusRequirementIds: [football.status],
      maxNetto: 900_000,
      valutaId: football.eur,
    });
    const player = (lastName: string) =>
      created<{ id: string }>('/players', {
        tenantId: football.id,
        firstName: 'Send',
        lastName: `${lastName} ${tag}`,
        positionContactIds: [football.position],
        playerLevelId: football.level,
        contractStatusId: football.status,
        valutaId: football.eur,
        minSalaryNetto: 50_000,
        dateOfBirth: '2001-05-05',
      });
    return { tag, club, contact, requirement, players: [await player('One'), await player('Two')] };
  }

  const matchAs = (requirementId: string, token: string) =>
    context.send('POST', '/matches', token, { requirementId });
  const matched = async (requirementId: string, token = tokens.agent) => {
    const response = await matchAs(requirementId, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const send = (
    id: string,
    contactIds: string[],
    isForEmail: boolean,
    token = tokens.agent,
    extra: { copyToSender?: boolean } = {},
  ) => context.send('PUT', '/matches', token, { id, contactIds, isForEmail, ...extra });

  return { football, created, scenario, matchAs, matched, send };
}
