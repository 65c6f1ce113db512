import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';

const context = useTestContext();
const { get, tokens } = context;

describe('GET /core/api/home/summary', () => {
  it("counts the users of each of the caller's sports, by name", async () => {
    await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const response = await get('/home/summary', tokens.agent);
    expect(response.statusCode).toBe(200);
    // Demo: Icehockey has the TenantAdmin of all sports, the agent and the hockey admin.
    expect(response.json()).toEqual([
      { tenantId: expect.any(String), name: 'Football', users: 2 },
      { tenantId: expect.any(String), name: 'Icehockey', users: 4 },
    ]);
  });

  it('answers an empty list to a caller without sports, 401 without a token', async () => {
    const superadmin = await get('/home/summary', tokens.superadmin);
    expect(superadmin.json()).toEqual([]);
    expect((await get('/home/summary')).statusCode).toBe(401);
  });
});
