import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type Feature,
  MAX_UNPAGED_ROWS,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type Paginated,
  type Tenant,
} from '@transferdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';

const DEMO_SPORTS = ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'];
const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

const context = useTestContext();
const { get, send, tokens } = context;
let features: Feature[];

beforeAll(async () => {
  features = (await get('/features', tokens.superadmin)).json();
});

function featureId(name: string): string {
  const feature = features.find((candidate) => candidate.name === name);
  if (!feature) throw new Error(`No feature ${name}`);
  return feature.id;
}

async function list(query = ''): Promise<Paginated<Tenant>> {
  const response = await get(`/tenants${query}`, tokens.superadmin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function create(body: Record<string, unknown>) {
  return send('POST', '/tenants', tokens.superadmin, body);
}

async function createTenant(name: string, extra: Record<string, unknown> = {}): Promise<Tenant> {
  const response = await create({ name, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function upload(id: string, parts: Parameters<typeof multipartBody>[0], token = tokens.superadmin) {
  return context.t.inject({
    method: 'POST',
    url: `/core/api/tenants/${id}/file`,
    token,
    ...multipartBody(parts),
  });
}

describe('who may use the tenant routes', () => {
  const routes = [
    { method: 'GET' as const, url: '/core/api/tenants' },
    { method: 'GET' as const, url: '/core/api/tenants/count' },
    { method: 'GET' as const, url: `/core/api/tenants/${UNKNOWN_ID}` },
    { method: 'POST' as const, url: '/core/api/tenants', payload: { name: 'Curling' } },
    { method: 'PATCH' as const, url: `/core/api/tenants/${UNKNOWN_ID}`, payload: { name: 'Curling' } },
    { method: 'POST' as const, url: `/core/api/tenants/${UNKNOWN_ID}/file`, ...multipartBody([]) },
    { method: 'GET' as const, url: '/core/api/features' },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const response = await context.t.inject(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.authRequired });
  });

  it.each(routes)('$method $url answers 403 to a TenantAdmin and a User', async (route) => {
    for (const email of ['admin@demo.test', 'agent@demo.test']) {
      const response = await context.t.inject({ ...route, token: await context.t.login(email) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.forbidden });
    }
  });
});

describe('GET /core/api/features', () => {
  it('lists every feature, ignoring case in the order', () => {
    expect(features.map((feature) => feature.name)).toEqual(['Feature1', 'news', 'offlineChanges', 'sport']);
  });
});

describe('creating and reading', () => {
  it('creates a sport and answers it with 201', async () => {
    const tenant = await createTenant('  Curling  ', {
      featureIds: [featureId('sport'), featureId('news')],
      activeCampaignId: 7,
    });
    expect(tenant).toMatchObject({
      name: 'Curling',
      imagePath: null,
      activeCampaignId: 7,
      countOfUsers: 0,
      features: [
        { id: featureId('news'), name: 'news' },
        { id: featureId('sport'), name: 'sport' },
      ],
    });
    expect(Date.parse(tenant.createdAt)).not.toBeNaN();
    const fetched = await get(`/tenants/${tenant.id}`, tokens.superadmin);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(tenant);
  });

  it('creates without features or campaign', async () => {
    const tenant = await createTenant('Bandy');
    expect(tenant.features).toEqual([]);
    expect(tenant.activeCampaignId).toBeNull();
  });

  it('refuses an empty name, naming the field', async () => {
    const before = (await list()).total;
    const response = await create({ name: '   ' });
    expectValidationError(response, 'name', 'Name is required');
    expect((await list()).total).toBe(before);
  });

  it('refuses a feature id that names no feature', async () => {
    const before = (await list()).total;
    const response = await create({ name: 'Polo', featureIds: [UNKNOWN_ID] });
    expectValidationError(response, 'featureIds', `No feature has the id ${UNKNOWN_ID}`);
    // Nothing half-written: the tenant row went with the transaction.
    expect((await list()).data.some((tenant) => tenant.name === 'Polo')).toBe(false);
    expect((await list()).total).toBe(before);
  });

  it.each(['football', 'FOOTBALL', 'Fóotball'])(
    'refuses %s as a duplicate of Football with 409',
    async (name) => {
      const response = await create({ name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: `A sport named "${name}" already exists.`,
        errors: ['name: A sport with this name already exists'],
      });
    },
  );

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const unknown = await get(`/tenants/${UNKNOWN_ID}`, tokens.superadmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.notFound });
    const malformed = await get('/tenants/123', tokens.superadmin);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('listing', () => {
  let sorted: Tenant[];
  beforeAll(async () => {
    for (const name of ['Zebra', 'aarhus', 'Ålborg']) await createTenant(name);
    sorted = (await list()).data;
  });

  it('sorts by name ignoring case and accents', async () => {
    const mine = (data: Tenant[]) =>
      data.map((tenant) => tenant.name).filter((name) => ['Zebra', 'aarhus', 'Ålborg'].includes(name));
    expect(mine(sorted)).toEqual(['aarhus', 'Ålborg', 'Zebra']);
    expect(mine((await list('?sort=name&direction=desc')).data)).toEqual(['Zebra', 'Ålborg', 'aarhus']);
    const names = sorted.map((tenant) => tenant.name);
    expect(names.indexOf('Ålborg')).toBeLessThan(names.indexOf('Football'));
    expect(names.indexOf('Icehockey')).toBeLessThan(names.indexOf('Zebra'));
  });

  it('answers every sport on one page without a page number', async () => {
    const all = await list();
    expect(all.total).toBe(all.data.length);
    expect(all).toMatchObject({ currentPage: 1, lastPage: 1, perPage: MAX_UNPAGED_ROWS });
    expect(all.data.map((tenant) => tenant.name)).toEqual(expect.arrayContaining(DEMO_SPORTS));
  });

  it('pages through the sorted list', async () => {
    const total = sorted.length;
    const page = await list('?page=2&take=3');
    expect(page).toMatchObject({ currentPage: 2, lastPage: Math.ceil(total / 3), perPage: 3, total });
    expect(page.data).toEqual(sorted.slice(3, 6));
    const beyond = await list(`?page=${Math.ceil(total / 3) + 1}&take=3`);
    expect(beyond.data).toEqual([]);
  });

  it('sorts by the number of users, then by name', async () => {
    const byCount = await list('?sort=countOfUsers&direction=desc');
    const demo = byCount.data.filter((tenant) => DEMO_SPORTS.includes(tenant.name));
    expect(demo.map((tenant) => [tenant.name, tenant.countOfUsers])).toEqual([
      ['Icehockey', 3],
      ['Football', 2],
      ['Handball - Men', 1],
      ['Handball - Women', 1],
    ]);
    const counts = byCount.data.map((tenant) => tenant.countOfUsers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ascending = (await list('?sort=countOfUsers&direction=asc')).data.map(
      (tenant) => tenant.countOfUsers,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('sorts by creation time', async () => {
    const byCreation = (await list('?sort=createdAt')).data;
    const times = byCreation.map((tenant) => Date.parse(tenant.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const names = byCreation.map((tenant) => tenant.name);
    expect(names.indexOf('Zebra')).toBeLessThan(names.indexOf('aarhus'));
    expect(names.indexOf('aarhus')).toBeLessThan(names.indexOf('Ålborg'));
    const newestFirst = (await list('?sort=createdAt&direction=desc')).data.map((tenant) => tenant.name);
    expect(newestFirst.indexOf('Ålborg')).toBeLessThan(newestFirst.indexOf('Zebra'));
  });

  it('counts the sports', async () => {
    const response = await get('/tenants/count', tokens.superadmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: (await list()).total });
  });
});

describe('PATCH /core/api/tenants/{id}', () => {
  function patch(id: string, body: Record<string, unknown>) {
    return send('PATCH', `/tenants/${id}`, tokens.superadmin, body);
  }

  it('changes only the fields given', async () => {
    const tenant = await createTenant('Rowing', { featureIds: [featureId('sport')], activeCampaignId: 9 });
    const response = await patch(tenant.id, { activeCampaignId: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...tenant, activeCampaignId: null });
    expect((await patch(tenant.id, {})).json()).toEqual({ ...tenant, activeCampaignId: null });
  });

  it('replaces the feature set', async () => {
    const tenant = await createTenant('Sailing', { featureIds: [featureId('sport'), featureId('news')] });
    const replaced = (await patch(tenant.id, { featureIds: [featureId('offlineChanges')] })).json();
    expect(replaced.features.map((feature: Feature) => feature.name)).toEqual(['offlineChanges']);
    expect(replaced.name).toBe('Sailing');
    const cleared = (await patch(tenant.id, { featureIds: [] })).json();
    expect(cleared.features).toEqual([]);
  });

  it('renames, and the new name sorts where it belongs', async () => {
    const tenant = await createTenant('Archery');
    const renamed = await patch(tenant.id, { name: 'Éclair racing' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Éclair racing');
    const names = (await list()).data.map((entry) => entry.name);
    expect(names.indexOf('Éclair racing')).toBeGreaterThan(names.indexOf('Bandy'));
    expect(names.indexOf('Éclair racing')).toBeLessThan(names.indexOf('Football'));
  });

  it('refuses a name another sport has, and an empty one', async () => {
    const tenant = await createTenant('Fencing');
    const duplicate = await patch(tenant.id, { name: 'ICEHOCKEY' });
    expect(duplicate.statusCode).toBe(409);
    const empty = await patch(tenant.id, { name: '' });
    expectValidationError(empty, 'name', 'Name is required');
    const fetched = await get(`/tenants/${tenant.id}`, tokens.superadmin);
    expect(fetched.json().name).toBe('Fencing');
    expect(fetched.json()).toEqual(tenant);
  });

  it('refuses a campaign id the integer column cannot hold, naming the field', async () => {
    const tenant = await createTenant('Orienteering', { activeCampaignId: 5 });
    for (const [activeCampaignId, message] of [
      [99_999_999_999, 'activeCampaignId: The campaign id can be at most 2,147,483,647'],
      [2_147_483_648, 'activeCampaignId: The campaign id can be at most 2,147,483,647'],
      [0, 'activeCampaignId: Enter a whole number above 0'],
      [1.5, 'activeCampaignId: Enter a whole number'],
    ] as const) {
      const response = await patch(tenant.id, { activeCampaignId });
      expect(response.statusCode, String(activeCampaignId)).toBe(400);
      expect(response.json().errors).toEqual([message]);
    }
    const created = await create({ name: 'Biathlon', activeCampaignId: 99_999_999_999 });
    expect(created.statusCode).toBe(400);
    expect((await patch(tenant.id, { activeCampaignId: 2_147_483_647 })).json().activeCampaignId).toBe(
      2_147_483_647,
    );
  });

  it('answers 404 for an unknown id, with or without changes', async () => {
    expect((await patch(UNKNOWN_ID, { name: 'Nowhere' })).statusCode).toBe(404);
    expect((await patch(UNKNOWN_ID, {})).statusCode).toBe(404);
  });
});

describe('POST /core/api/tenants/{id}/file', () => {
  let tenant: Tenant;
  const uploadsDir = () => path.join(context.t.config.dataDir, 'uploads', 'tenants');
  beforeAll(async () => {
    tenant = await createTenant('Climbing');
  });

  it('stores a PNG and serves it back at /core/resources', async () => {
    const response = await upload(tenant.id, [
      { name: 'file', value: TINY_PNG, filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const updated: Tenant = response.json();
    expect(updated.imagePath).toMatch(/^resources\/tenants\/[0-9a-f-]{36}\.png$/);
    const served = await context.t.inject({ url: `/core/${updated.imagePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('judges the type by the content, whatever the file is called', async () => {
    const response = await upload(tenant.id, [
      { name: 'file', value: TINY_PNG, filename: 'logo.txt', contentType: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().imagePath).toMatch(/\.png$/);
  });

  it('replaces the old image and deletes its file', async () => {
    const before: Tenant = (await get(`/tenants/${tenant.id}`, tokens.superadmin)).json();
    const response = await upload(tenant.id, [{ name: 'file', value: TINY_PNG, filename: 'new.png' }]);
    const after: Tenant = response.json();
    expect(after.imagePath).not.toBe(before.imagePath);
    expect((await context.t.inject({ url: `/core/${before.imagePath}` })).statusCode).toBe(404);
    expect(await readdir(uploadsDir())).toEqual([path.basename(after.imagePath ?? '')]);
  });

  it('refuses a text file named .png with 415', async () => {
    const response = await upload(tenant.id, [
      { name: 'file', value: 'just some text, not an image', filename: 'fake.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: MESSAGES.fileTypeNotAllowed });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload(tenant.id, [{ name: 'file', value: big, filename: 'big.png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: MESSAGES.fileTooLarge });
  });

  it('refuses a form without a file with 400 naming the field', async () => {
    const response = await upload(tenant.id, [{ name: 'note', value: 'no file here' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Validation failed', errors: ['file: A file is required'] });
    const notMultipart = await context.t.inject({
      method: 'POST',
      url: `/core/api/tenants/${tenant.id}/file`,
      token: tokens.superadmin,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 404 for an unknown sport and keeps no file', async () => {
    const before = await readdir(uploadsDir());
    const response = await upload(UNKNOWN_ID, [{ name: 'file', value: TINY_PNG, filename: 'x.png' }]);
    expect(response.statusCode).toBe(404);
    expect(await readdir(uploadsDir())).toEqual(before);
  });

  it('answers JSON 404 for a resource that does not exist', async () => {
    const response = await context.t.inject({ url: '/core/resources/tenants/nothing.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.notFound });
  });
});
