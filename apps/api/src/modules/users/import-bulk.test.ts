import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTenants } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';

const context = useTestContext();
const { tokens, sport } = context;

describe('POST /core/api/users/csv with 10,000 rows', () => {
  it('imports them all in one go, in seconds', async () => {
    const rows = 10_000;
    const tag = randomBytes(3).toString('hex');
    const lines = ['email;name;surname;title;roles;tenants'];
    for (let index = 0; index < rows; index += 1) {
      lines.push(
        `bulk-${tag}-${index}@example.test;Name ${index};Sürname;"Scout, ${index}";User;Handball - Men`,
      );
    }
    const token = tokens.superadmin;
    const started = Date.now();
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/users/csv',
      token,
      ...multipartBody([{ name: 'file', value: `\uFEFF${lines.join('\r\n')}`, filename: 'bulk.csv' }]),
    });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: rows });
    const [members] = await context.t.database.db
      .select({ total: count() })
      .from(userTenants)
      .where(eq(userTenants.tenantId, sport['Handball - Men'] ?? ''));
    // The demo's TenantAdmin of all sports is a member too.
    expect(members?.total).toBe(rows + 1);
    expect(elapsed).toBeLessThan(20_000);

    // The export reads in batches of 1,000 and misses nobody across batch boundaries.
    const exported = await context.t.inject({ url: `/core/api/users/csv?filter=bulk-${tag}`, token });
    const exportedLines = exported.body.split('\r\n').filter(Boolean);
    expect(exportedLines).toHaveLength(rows + 1);
    expect(new Set(exportedLines).size).toBe(rows + 1);
  });
});
