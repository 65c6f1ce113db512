import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import { createRateLimiter, RATE_LIMITS } from '../../lib/rate-limits.ts';
import { uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';

/**
 * Issue 25: the public player page is a database read a stranger can repeat, so it is limited per
 * client address: the API answers 429, and a `/pins/...` page is still served, only without the
 * preview tags its read would have given.
 */
const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Transferdesk</title></head><body><div id="root"></div></body></html>';
const webDist = mkdtempSync(path.join(tmpdir(), 'transferdesk-page-limits-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
const context = useTestContext({ env: { WEB_DIST: webDist } });
let playerId: string;

/** Uses all but `left` of an address's public page allowance, as earlier visits would have. */
async function visited(address: string, left: number) {
  await createRateLimiter(context.t.database.db).consume(
    RATE_LIMITS.publicPages,
    address,
    RATE_LIMITS.publicPages.points - left,
  );
}

beforeAll(async () => {
  const [player] = await context.t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.isPlayer, true), eq(contacts.includeInApp, true), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id))
    .limit(1);
  if (!player) throw new Error('No visible demo player');
  playerId = player.id;
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describe('limits on the public player page (issue 25)', () => {
  it(`answers the page's API 429 after ${RATE_LIMITS.publicPages.points} reads from one address in 10 minutes`, async () => {
    const address = uniqueClientAddress();
    await visited(address, 1);
    const url = `/core/api/unauthorised/player/${playerId}`;
    expect((await context.t.inject({ url, remoteAddress: address })).statusCode).toBe(200);
    const refused = await context.t.inject({ url, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await context.t.inject({ url, remoteAddress: uniqueClientAddress() })).statusCode).toBe(200);
  });

  it('serves a /pins page past the limit without its preview, never refusing it', async () => {
    const url = `/pins/Football/Someone/cv/${playerId}`;
    const fresh = await context.t.inject({ url, remoteAddress: uniqueClientAddress() });
    expect(fresh.body).toContain('og:title');
    const address = uniqueClientAddress();
    await visited(address, 0);
    const limited = await context.t.inject({ url, remoteAddress: address });
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain('<div id="root"></div>');
    expect(limited.body).not.toContain('og:title');
  });
});
