import { type Paginated, TRANSFER_MESSAGES, type Transfer } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requirements, transfers } from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { TRANSFER_IN_USE } from './service.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

const valid = () => ({
  tenantId: sport.Football,
  name: 'Summer 2030',
  years: '2030-2031',
  fromDate: '2030-06-01',
  toDate: '2030-08-31',
});

async function createTransfer(overrides: Record<string, unknown> = {}): Promise<Transfer> {
  const response = await send('POST', '/transfers', tokens.admin, { ...valid(), ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json<Transfer>();
}

describe('GET /transfers', () => {
  it('lists a sport’s windows by name, years or creation, for its members', async () => {
    const response = await get(
      `/transfers?tenantId=${sport.Football}&sort=years&direction=desc`,
      tokens.agent,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json<Paginated<Transfer>>().data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const years = list.map((transfer) => transfer.years);
    expect(years).toEqual([...years].sort().reverse());
    expect(list[0]).toEqual({
      id: expect.any(String),
      tenantId: sport.Football,
      name: expect.any(String),
      years: expect.stringMatching(/^\d{4}-\d{4}$/),
      fromDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      toDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      createdAt: expect.any(String),
    });
    const byName = (await get(`/transfers?tenantId=${sport.Football}&sort=name`, tokens.agent)).json<
      Paginated<Transfer>
    >();
    const names = byName.data.map((transfer) => transfer.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await get(`/transfers?tenantId=${sport.Football}&sort=createdAt`, tokens.agent)).statusCode).toBe(
      200,
    );
  });

  it('refuses another sport’s list (403) and a Superadmin', async () => {
    expect((await get(`/transfers?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get('/transfers', tokens.superadmin)).statusCode).toBe(403);
    const mine = (await get('/transfers', tokens.hockeyAdmin)).json<Paginated<Transfer>>().data;
    expect(new Set(mine.map((transfer) => transfer.tenantId))).toEqual(new Set([sport.Icehockey]));
  });
});

describe('writing transfers', () => {
  it('refuses to delete a window that requirements are registered for (409), keeping it', async () => {
    const [used] = await context.t.database.db
      .select({ id: requirements.transferId })
      .from(requirements)
      .where(eq(requirements.tenantId, sport.Football ?? ''))
      .limit(1);
    const response = await send('DELETE', `/transfers/${used?.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: TRANSFER_IN_USE });
    expect((await get(`/transfers/${used?.id}`, tokens.admin)).statusCode).toBe(200);
  });

  it('creates, reads, edits and deletes a window for a TenantAdmin of the sport', async () => {
    const created = await createTransfer({ name: ' Summer 2030 ' });
    expect(created).toMatchObject({ ...valid(), name: 'Summer 2030' });
    expect((await get(`/transfers/${created.id}`, tokens.agent)).json()).toEqual(created);
    const edited = await send('PATCH', `/transfers/${created.id}`, tokens.admin, {
      name: 'Sommer 2030',
      toDate: '2030-09-02',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Transfer>()).toMatchObject({
      name: 'Sommer 2030',
      fromDate: '2030-06-01',
      toDate: '2030-09-02',
    });
    expect((await send('DELETE', `/transfers/${created.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await get(`/transfers/${created.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('answers each rule of the form with the spec’s words, naming the field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, ['name: Field is mandatory']],
      [{ name: undefined }, ['name: Field is mandatory']],
      [{ years: '' }, ['years: Field is mandatory']],
      [{ years: undefined }, ['years: Field is mandatory']],
      [{ years: '199-2020' }, [`years: ${TRANSFER_MESSAGES.yearsPattern}`]],
      [{ years: '1990/2020' }, ['years: Field has to include 8 digits like: 1990-2020']],
      [{ years: '2031-2030' }, ['years: Years interval is icorect']],
      [{ fromDate: undefined }, ['fromDate: Field is mandatory']],
      [{ toDate: '' }, ['toDate: Field is mandatory']],
      [{ fromDate: '2030-09-01', toDate: '2030-08-31' }, ['toDate: From - To dates interval is icorect']],
      [
        { years: '2031-2030', fromDate: '2030-09-01', toDate: '2030-08-31' },
        ['toDate: From - To dates interval is icorect', 'years: Years interval is icorect'],
      ],
      [{ tenantId: undefined }, ['tenantId: Field is mandatory']],
    ];
    for (const [change, errors] of cases) {
      const response = await send('POST', '/transfers', tokens.admin, { ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toEqual(errors);
    }
    // Equal years and a one-day window are fine.
    await createTransfer({ years: '2030-2030', fromDate: '2030-07-01', toDate: '2030-07-01' });
  });

  it('refuses dates PostgreSQL cannot store sanely (year 0000, before 1900), naming the field', async () => {
    const range = 'Enter a date between 1900-01-01 and 2100-12-31';
    for (const [change, errors] of [
      [{ fromDate: '0000-01-01' }, [`fromDate: ${range}`]],
      [{ fromDate: '1899-12-31' }, [`fromDate: ${range}`]],
      [{ toDate: '9999-12-31' }, [`toDate: ${range}`]],
    ] as const) {
      const response = await send('POST', '/transfers', tokens.admin, { ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toEqual(errors);
    }
    const transfer = await createTransfer({ name: 'Window with a year zero edit' });
    const edited = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { fromDate: '0000-01-01' });
    expectValidationError(edited, 'fromDate', range);
  });

  it('checks both interval rules against the stored window on a partial edit', async () => {
    const transfer = await createTransfer({ name: 'Window to edit' });
    const early = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { toDate: '2030-05-01' });
    expectValidationError(early, 'toDate', 'From - To dates interval is icorect');
    const late = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { fromDate: '2031-01-01' });
    expect(late.json().errors).toEqual(['toDate: From - To dates interval is icorect']);
    const years = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { years: '2032-2031' });
    expect(years.json().errors).toEqual(['years: Years interval is icorect']);
    const pattern = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { years: '20322031' });
    expect(pattern.json().errors).toEqual(['years: Field has to include 8 digits like: 1990-2020']);
    const blank = await send('PATCH', `/transfers/${transfer.id}`, tokens.admin, { name: ' ' });
    expect(blank.json().errors).toEqual(['name: Field is mandatory']);
    const [stored] = await context.t.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, transfer.id));
    expect(stored).toMatchObject({
      name: 'Window to edit',
      years: '2030-2031',
      fromDate: '2030-06-01',
      toDate: '2030-08-31',
    });
  });

  it('refuses Users (403) and hides other sports’ windows by id (404)', async () => {
    const transfer = await createTransfer({ name: 'Football only' });
    expect((await send('POST', '/transfers', tokens.agent, valid())).statusCode).toBe(403);
    expect((await send('PATCH', `/transfers/${transfer.id}`, tokens.agent, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/transfers/${transfer.id}`, tokens.agent)).statusCode).toBe(403);

    expect((await get(`/transfers/${transfer.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/transfers/${transfer.id}`, tokens.hockeyAdmin, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/transfers/${transfer.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await send('POST', '/transfers', tokens.hockeyAdmin, valid())).statusCode).toBe(403);
    expect((await send('POST', '/transfers', tokens.superadmin, valid())).statusCode).toBe(403);
    expect((await get(`/transfers/${transfer.id}`, tokens.admin)).json<Transfer>().name).toBe(
      'Football only',
    );

    const hockey = await send('POST', '/transfers', tokens.hockeyAdmin, {
      ...valid(),
      tenantId: sport.Icehockey,
    });
    expect(hockey.statusCode).toBe(201);
  });
});
