import { type CurrentUser, parseTenantsClaim, sortKey } from '@transferdesk/shared';
import { inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';

const context = useTestContext();

describe("a user's sports", () => {
  it('come by name, not by id, in /auth/me and in the token: the landing falls back to the first (issue 26, item 3)', async () => {
    // Added last with the highest id but first by name (lower case too), and the lowest id, last by name.
    await context.t.database.db.insert(tenants).values([
      { id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: 'aardvark', nameSort: sortKey('aardvark') },
      { id: '00000000-0000-4000-8000-000000000001', name: 'Zebra', nameSort: sortKey('Zebra') },
    ]);
    const user = await createUser(context.t.database.db, {
      roles: ['TenantAdmin'],
      tenants: ['Zebra', 'Icehockey', 'aardvark', 'Football'],
    });
    const token = await context.t.login(user.email);

    const me = await context.t.inject({ url: '/core/api/auth/me', token });
    const names = (me.json() as CurrentUser).tenants.map((tenant) => tenant.name);
    expect(names).toEqual(['aardvark', 'Football', 'Icehockey', 'Zebra']);

    const rows = await context.t.database.db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(inArray(tenants.name, names));
    const idsByName = names.map((name) => rows.find((row) => row.name === name)?.id);
    expect(parseTenantsClaim(decodeJwt(token).tenants as string)).toEqual(idsByName);
  });
});
