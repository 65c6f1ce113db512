import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /core/api/home/summary', () => {
  it("counts the users of each of the caller's sports, by name", async () => {
    await createUser(t.database.db, { tenants: ['Icehockey'] });
    const response = await t.inject({
      url: '/core/api/home/summary',
      token: await t.login('agent@demo.test'),
    });
    expect(response.statusCode).toBe(200);
    // Demo: Icehockey has the TenantAdmin of all sports, the agent and the hockey admin.
    expect(response.json()).toEqual([
      { tenantId: expect.any(String), name: 'Football', users: 2 },
      { tenantId: expect.any(String), name: 'Icehockey', users: 4 },
    ]);
  });

  it('answers an empty list to a caller without sports, 401 without a token', async () => {
    const superadmin = await t.inject({
      url: '/core/api/home/summary',
      token: await t.login('superadmin@demo.test'),
    });
    expect(superadmin.json()).toEqual([]);
    expect((await t.inject({ url: '/core/api/home/summary' })).statusCode).toBe(401);
  });
});
