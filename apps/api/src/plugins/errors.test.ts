import { MESSAGES } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { expectRefusal, useTestContext } from '../test/context.ts';

function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules/i);
}

describe('error answers', () => {
  const context = useTestContext({
    extend: (app) => {
      app.get('/core/api/test/explode', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
  const { get, send, tokens } = context;

  it('answers JSON 404 for an unknown /core path, whatever the method', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/core/api/nope' },
      { method: 'POST' as const, url: '/core/api/nope', payload: {} },
      { method: 'GET' as const, url: '/core/whatever/else' },
    ]) {
      const response = await context.t.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
      expectNoInternals(response);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const before = await context.t.database.db.select({ id: sessions.id }).from(sessions);
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "agent@demo.test",',
    });
    expectRefusal(response, 400, 'The request body is not valid JSON.');
    expectNoInternals(response);
    // Nobody was signed in by half a body.
    expect(await context.t.database.db.select({ id: sessions.id }).from(sessions)).toHaveLength(
      before.length,
    );
  });

  it('names every failing body field', async () => {
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: '', password: '', rememberme: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Validation failed');
    expect(body.errors).toHaveLength(3);
    expect(body.errors).toContain('email: E-mail is required');
    expect(body.errors).toContain('password: Password is required');
    expect(body.errors.some((entry: string) => entry.startsWith('rememberme: '))).toBe(true);
    expectNoInternals(response);
  });

  it('names failing querystring and params fields', async () => {
    const query = await context.t.inject({
      url: '/core/api/tenants?take=1000&direction=up&sort=colour',
      token: tokens.superadmin,
    });
    expect(query.statusCode).toBe(400);
    const fields = query.json().errors.map((entry: string) => entry.split(':')[0]);
    expect(fields.sort()).toEqual(['direction', 'sort', 'take']);

    const params = await get('/tenants/not-a-uuid', tokens.superadmin);
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual({ error: 'Validation failed', errors: ['id: Not a valid id'] });
  });

  it('names the body itself when it is missing', async () => {
    const response = await send('POST', '/tenants', tokens.superadmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^body: /)]);
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: 'agent@demo.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request is too large.' });
  });

  it('answers 500 with the generic message and nothing of the cause', async () => {
    const response = await get('/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: MESSAGES.genericError });
    expect(response.body).not.toContain('secret internal detail');
    expectNoInternals(response);
  });

  it.each(['/core/api/clubs/%E0%A4%A', '/core/api/%', '/core/api/users/search/%zz'])(
    'answers a malformed address (%s) like any other 400, security headers included',
    async (url) => {
      const ordinary = await get('/nope');
      const response = await context.t.inject({ url });
      expectRefusal(
        response,
        400,
        'The address of the request is not valid: it holds a malformed %-encoded character.',
      );
      expectNoInternals(response);
      // A signed-in caller gets the same answer: the address is refused before any route sees it.
      const signedIn = await context.t.inject({ url, token: tokens.agent });
      expect([signedIn.statusCode, signedIn.json()]).toEqual([400, response.json()]);
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(response.headers[header], header).toBe(ordinary.headers[header]);
      }
    },
  );

  it('answers 414 in the same shape for a path parameter past 100 characters', async () => {
    const response = await context.t.inject({
      url: `/core/api/users/search/${'a'.repeat(101)}`,
      token: tokens.superadmin,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address of the request is too long.' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
