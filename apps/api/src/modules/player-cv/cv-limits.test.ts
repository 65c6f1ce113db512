import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, RATE_LIMITS } from '../../lib/rate-limits.ts';
import { uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';

/**
 * Issue 25, finding 4: a CV is seconds of CPU (a PDF layout or a LibreOffice conversion), so the
 * public download is limited per client address and the template preview per user. Unknown ids
 * count too: the limit comes before any work, and guessing ids is limited as well.
 */

const context = useTestContext();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function expectTooMany(response: LightMyRequestResponse, windowMs: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('limits on CV PDFs (issue 25)', () => {
  it(`answers the public download 429 after ${RATE_LIMITS.cvDownloads.points} calls from one address in 10 minutes`, async () => {
    const url = `/core/api/unauthorised/getpdf/${context.sport.Football}/${UNKNOWN}`;
    const address = uniqueClientAddress();
    for (let call = 0; call < RATE_LIMITS.cvDownloads.points; call += 1) {
      expect((await context.t.inject({ url, remoteAddress: address })).statusCode).toBe(404);
    }
    const refused = await context.t.inject({ url, remoteAddress: address });
    expectTooMany(refused, RATE_LIMITS.cvDownloads.windowMs);
    expect(refused.headers['x-robots-tag']).toBe('noindex');
    // Another address is not held back by this one.
    expect((await context.t.inject({ url, remoteAddress: uniqueClientAddress() })).statusCode).toBe(404);
  });

  it(`answers a TenantAdmin's template preview 429 after ${RATE_LIMITS.cvPreviews.points} in 10 minutes`, async () => {
    const { db } = context.t.database;
    const user = await createUser(db, { roles: ['TenantAdmin'], tenants: ['Icehockey'] });
    const token = await context.t.login(user.email);
    await createRateLimiter(db).consume(RATE_LIMITS.cvPreviews, user.id, RATE_LIMITS.cvPreviews.points - 1);
    const url = `/core/api/PlayerCV/${UNKNOWN}`;
    expect((await context.t.inject({ url, token })).statusCode).toBe(404);
    expectTooMany(await context.t.inject({ url, token }), RATE_LIMITS.cvPreviews.windowMs);
    // Another user's previews are their own.
    expect((await context.t.inject({ url, token: context.tokens.hockeyAdmin })).statusCode).toBe(404);
  });
});
