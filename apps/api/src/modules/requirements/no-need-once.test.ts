import { randomBytes } from 'node:crypto';
import { MESSAGES, NO_NEED_POSITION, type Requirement } from '@transferdesk/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractStatuses, playerLevels, positions, requirements, transfers } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';

/**
 * Issue 26, item 13 (D26): a club registers no need for a transfer window once. A second
 * registration for the same club and window is refused with 409 and a message that says so.
 */

const context = useTestContext();
const { send, tokens, sport } = context;
const football = { id: '', position: '', noNeed: '', level: '', status: '', windows: [] as string[] };

beforeAll(async () => {
  const db = context.t.database.db;
  const id = sport.Football ?? '';
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, id), ne(positions.name, NO_NEED_POSITION)));
  const [noNeed] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, id), eq(positions.name, NO_NEED_POSITION)));
  const [level] = await db
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(eq(playerLevels.tenantId, id));
  const [status] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(eq(contractStatuses.tenantId, id));
  const windows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.tenantId, id))
    .orderBy(asc(transfers.fromDate));
  Object.assign(football, {
    id,
    position: position?.id,
    noNeed: noNeed?.id,
    level: level?.id,
    status: status?.id,
    windows: windows.map((row) => row.id),
  });
});

const created = async <T>(url: string, payload: Record<string, unknown>, token = tokens.agent) => {
  const response = await send('POST', url, token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

/** A new club of Football with one contact: no registration of the demo data is in the way. */
async function newClub() {
  const tag = randomBytes(3).toString('hex');
  const club = await created<{ id: string }>(
    '/clubs',
    { tenantId: football.id, name: `Once FC ${tag}` },
    tokens.admin,
  );
  const contact = await created<{ id: string }>(
    '/contacts',
    { tenantId: football.id, clubId: club.id, firstName: 'Nina', lastName: `Scout ${tag}` },
    tokens.admin,
  );
  return { clubId: club.id, contactId: contact.id };
}

const window = (index: number) => football.windows[index] ?? '';
const noNeedOf = (club: { clubId: string; contactId: string }, transferId = window(1)) => ({
  tenantId: football.id,
  ...club,
  transferId,
  positionRequirementIds: [football.noNeed],
  playerLevelRequirementIds: [],
  contractStatusRequirementIds: [],
});
const needOf = (club: { clubId: string; contactId: string }, transferId = window(1)) => ({
  ...noNeedOf(club, transferId),
  positionRequirementIds: [football.position],
  playerLevelRequirementIds: [football.level],
  contractStatusRequirementIds: [football.status],
});
const post = (payload: Record<string, unknown>) => send('POST', '/requirements', tokens.agent, payload);
const patch = (id: string, payload: Record<string, unknown>) =>
  send('PATCH', `/requirements/${id}`, tokens.agent, payload);

function expectNoNeedTwice(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ error: MESSAGES.noNeedTwice });
}

/** The club's no-need registrations, per window. */
async function registrations(clubId: string) {
  return context.t.database.db
    .select({ id: requirements.id, transferId: requirements.transferId })
    .from(requirements)
    .where(and(eq(requirements.clubId, clubId), eq(requirements.isNoNeed, true)));
}

describe('no need, once per club and transfer window (issue 26, item 13)', () => {
  it('refuses a second registration for the same club and window with 409, storing nothing', async () => {
    const club = await newClub();
    const first = await created<Requirement>('/requirements', noNeedOf(club));
    expect(first.isNoNeed).toBe(true);
    expectNoNeedTwice(await post({ ...noNeedOf(club), description: '<p>Still no need</p>' }));
    expect(await registrations(club.clubId)).toEqual([{ id: first.id, transferId: window(1) }]);
  });

  it('takes a registration for another window, another club, and a real need in the same window', async () => {
    const club = await newClub();
    await created('/requirements', noNeedOf(club));
    expect((await post(noNeedOf(club, window(2)))).statusCode).toBe(201);
    expect((await post(noNeedOf(await newClub()))).statusCode).toBe(201);
    expect((await post(needOf(club))).statusCode).toBe(201);
  });

  it('refuses to turn a requirement into a second registration, or move one onto another', async () => {
    const club = await newClub();
    const registered = await created<Requirement>('/requirements', noNeedOf(club));
    const need = await created<Requirement>('/requirements', needOf(club));
    expectNoNeedTwice(
      await patch(need.id, {
        positionRequirementIds: [football.noNeed],
        playerLevelRequirementIds: [],
        contractStatusRequirementIds: [],
      }),
    );
    const elsewhere = await created<Requirement>('/requirements', noNeedOf(club, window(2)));
    expectNoNeedTwice(await patch(elsewhere.id, { transferId: window(1) }));
    // The registration itself stays editable.
    const edited = await patch(registered.id, { description: '<p>Squad complete</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await registrations(club.clubId)).map((row) => row.transferId).sort()).toEqual(
      [window(1), window(2)].sort(),
    );
  });

  it('keeps one of two registrations sent at the same moment', async () => {
    const club = await newClub();
    const answers = await Promise.all([post(noNeedOf(club)), post(noNeedOf(club))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await registrations(club.clubId)).toHaveLength(1);
  });
});
