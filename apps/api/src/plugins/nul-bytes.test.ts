import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../db/schema/index.ts';
import { useTestContext } from '../test/context.ts';
import { multipartBody } from '../test/multipart.ts';
import { fieldsWithNul, NUL_MESSAGE } from './nul-bytes.ts';

const context = useTestContext();
const { get, tokens, sport } = context;
let football: string;
let clubId: string;

beforeAll(async () => {
  football = sport.Football ?? '';
  const [club] = await context.t.database.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.tenantId, football))
    .limit(1);
  clubId = club?.id ?? '';
});

const refusal = (...fields: string[]) => ({
  error: 'Validation failed',
  errors: fields.map((field) => `${field}: ${NUL_MESSAGE}`),
});

describe('a NUL character (PostgreSQL cannot store it)', () => {
  it.each([
    '/core/api/clubs?filter=a%00b',
    '/core/api/clubs/filter/?page=1&filter=a%00b',
    '/core/api/contacts/filter?filter=%00',
    '/core/api/teams?filter=x%00',
    '/core/api/users/filter?filter=a%00b',
  ])('in a list filter is a 400 naming the filter: %s', async (url) => {
    const response = await context.t.inject({ url: `${url}&tenantId=${football}`, token: tokens.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('filter'));
  });

  it('in a CSV export filter is a 400, not a file cut short', async () => {
    const response = await context.t.inject({
      url: `/core/api/clubs/csv?tenantId=${football}&filter=a%00`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('filter'));
  });

  it('in a path parameter is a 400 naming the parameter', async () => {
    const search = await get(`/clubs/search/${football}/her%00ning`, tokens.admin);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refusal('term'));
    const file = await context.t.inject({ url: '/core/resources/clubs/logo%00.png' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(refusal('path'));
  });

  it('in any JSON string of a write is a 400 naming each field, and nothing changes', async () => {
    const before = await get(`/clubs/${clubId}`, tokens.admin);
    const response = await context.t.inject({
      method: 'PATCH',
      url: `/core/api/clubs/${clubId}`,
      token: tokens.admin,
      payload: { name: 'FC\u0000', city: 'Ok', description: 'line\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name', 'description'));
    expect((await get(`/clubs/${clubId}`, tokens.admin)).json()).toEqual(before.json());

    const created = await context.t.inject({
      method: 'POST',
      url: '/core/api/contacts',
      token: tokens.admin,
      payload: { tenantId: football, firstName: 'Nul\u0000l' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refusal('firstName'));
  });

  it('in a CSV import cell is a 400 naming the row and column', async () => {
    const csv = 'name,city\r\nGood Club,Aarhus\r\nBad\u0000Club,Odense\r\n';
    const response = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/csv?tenantId=${football}`,
      token: tokens.admin,
      ...multipartBody([{ name: 'file', value: csv, filename: 'clubs.csv', contentType: 'text/csv' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The file has errors; nothing was imported',
      errors: [{ description: `Row 3, name: ${NUL_MESSAGE}` }],
    });
  });
});

describe('fieldsWithNul', () => {
  it('names nested fields as the validation errors do', () => {
    expect(
      fieldsWithNul({ name: 'ok', tags: ['a', 'b\u0000'], address: { city: '\u0000' }, count: 3 }),
    ).toEqual(['tags.1', 'address.city']);
    expect(fieldsWithNul({ 'bad\u0000key': 'x' })).toEqual(['body']);
    expect(fieldsWithNul('plain')).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(fieldsWithNul(deep)).toHaveLength(1);
  });
});
