import type { Currency, Paginated } from '@transferdesk/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { valutas } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';

const context = useTestContext();
const { get, tokens, sport } = context;

const patch = (id: string, token: string, payload: object) =>
  context.t.inject({ method: 'PATCH', url: `/core/api/valutas/${id}`, token, payload });

async function currency(tenantName: string, name: string): Promise<Currency> {
  const [row] = await context.t.database.db
    .select({ id: valutas.id })
    .from(valutas)
    .where(and(eq(valutas.tenantId, sport[tenantName] ?? ''), eq(valutas.name, name)));
  if (!row) throw new Error(`No ${name} in ${tenantName}`);
  return (await get(`/valutas/${row.id}`, tokens.admin)).json<Currency>();
}

describe('GET /valutas', () => {
  it('lists a sport’s currencies by name or by price, EUR at 1', async () => {
    const response = await get(`/valutas?tenantId=${sport.Football}`, tokens.agent);
    expect(response.statusCode).toBe(200);
    const list = response.json<Paginated<Currency>>().data;
    expect(list.map((item) => item.name)).toEqual(['CHF', 'DKK', 'EUR', 'GBP', 'NOK', 'PLN', 'SEK', 'USD']);
    expect(list.find((item) => item.name === 'EUR')).toEqual({
      id: expect.any(String),
      tenantId: sport.Football,
      name: 'EUR',
      value: 1,
      updatedAt: expect.any(String),
    });
    // Realistic prices per 1 EUR: the Nordic crowns around 7-12, sterling and francs just under 1.
    const price = (name: string) => list.find((item) => item.name === name)?.value ?? 0;
    expect(price('DKK')).toBeGreaterThan(7);
    expect(price('DKK')).toBeLessThan(8);
    expect(price('GBP')).toBeLessThan(1);

    const byValue = (
      await get(`/valutas?tenantId=${sport.Football}&sort=value&direction=desc&page=1&take=3`, tokens.agent)
    ).json<Paginated<Currency>>();
    const values = byValue.data.map((item) => item.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(byValue).toMatchObject({ total: 8, lastPage: 3, perPage: 3 });
  });

  it('refuses another sport’s list (403) and hides its rows by id (404)', async () => {
    expect((await get(`/valutas?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get('/valutas', tokens.superadmin)).statusCode).toBe(403);
    const dkk = await currency('Football', 'DKK');
    expect((await get(`/valutas/${dkk.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await patch(dkk.id, tokens.hockeyAdmin, { value: 9 })).statusCode).toBe(404);
    expect((await currency('Football', 'DKK')).value).toBe(dkk.value);
  });
});

describe('PATCH /valutas/{id}', () => {
  it('re-prices a currency for a TenantAdmin of the sport', async () => {
    const sek = await currency('Football', 'SEK');
    const response = await patch(sek.id, tokens.admin, { value: 11.0425 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Currency>()).toMatchObject({ id: sek.id, name: 'SEK', value: 11.0425 });
    expect((await currency('Football', 'SEK')).value).toBe(11.0425);
    // Only Football's SEK changed.
    expect((await currency('Icehockey', 'SEK')).value).toBe(sek.value);
  });

  it('refuses zero, negative, text and missing prices, naming the field', async () => {
    const nok = await currency('Football', 'NOK');
    for (const [value, message] of [
      [0, 'value: The price must be greater than 0'],
      [-1, 'value: The price must be greater than 0'],
      ['abc', 'value: Enter a number'],
      ['11.5', 'value: Enter a number'],
      [null, 'value: Enter a number'],
      [undefined, 'value: Enter a number'],
      [2_000_000, 'value: The price can be at most 1,000,000'],
      // numeric(18,6) would round it to 0, which the table's check refuses (a 500 before).
      [0.0000001, 'value: The price must be at least 0.000001'],
    ] as const) {
      const response = await patch(nok.id, tokens.admin, value === undefined ? {} : { value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().errors, String(value)).toEqual([message]);
    }
    expect((await currency('Football', 'NOK')).value).toBe(nok.value);
  });

  it('lets only TenantAdmins re-price, and offers no create or delete', async () => {
    const usd = await currency('Football', 'USD');
    expect((await patch(usd.id, tokens.agent, { value: 2 })).statusCode).toBe(403);
    expect((await patch(usd.id, tokens.superadmin, { value: 2 })).statusCode).toBe(403);
    const created = await context.t.inject({
      method: 'POST',
      url: '/core/api/valutas',
      token: tokens.admin,
      payload: { tenantId: sport.Football, name: 'JPY', value: 160 },
    });
    expect(created.statusCode).toBe(404);
    expect(
      (await context.t.inject({ method: 'DELETE', url: `/core/api/valutas/${usd.id}`, token: tokens.admin }))
        .statusCode,
    ).toBe(404);
    expect((await currency('Football', 'USD')).value).toBe(usd.value);
  });
});
