import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { signXsrfToken } from './xsrf.ts';

const WRITE_URL = '/core/api/xsrf-test-write';

describe('XSRF double submit', () => {
  // A write of its own, so that these tests check the XSRF gate and nothing behind it.
  const context = useTestContext({
    extend: (app) => {
      app.post(WRITE_URL, async () => ({ written: true }));
    },
  });
  const { get } = context;
  let signed: string;
  beforeAll(() => {
    signed = signXsrfToken(context.t.config.jwtSecret);
  });

  const write = (xsrf: { cookie?: string; header?: string }) =>
    context.t.inject({
      method: 'POST',
      url: WRITE_URL,
      payload: {},
      withoutXsrf: true,
      ...(xsrf.cookie === undefined ? {} : { cookies: { [XSRF_COOKIE]: xsrf.cookie } }),
      ...(xsrf.header === undefined ? {} : { headers: { [XSRF_HEADER]: xsrf.header } }),
    });
  const handedOut = (response: LightMyRequestResponse) =>
    response.cookies.find((entry) => entry.name === XSRF_COOKIE);

  it('sets a readable, same-site, signed cookie on a request that arrives without one', async () => {
    const response = await get('/config');
    const cookie = handedOut(response);
    expect(cookie?.value).toMatch(/^[\w-]{40,}\.[\w-]{43}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('hands out a token that passes when echoed', async () => {
    const token = handedOut(await get('/config'))?.value ?? '';
    const response = await write({ cookie: token, header: token });
    expect(response.statusCode).toBe(200);
  });

  it('does not replace a signed cookie the browser already has', async () => {
    const response = await context.t.inject({ url: '/core/api/config', cookies: { [XSRF_COOKIE]: signed } });
    expect(handedOut(response)).toBeUndefined();
  });

  it('replaces an unsigned cookie with a signed one, even on a read', async () => {
    const response = await context.t.inject({
      url: '/core/api/config',
      cookies: { [XSRF_COOKIE]: 'existing' },
    });
    const cookie = handedOut(response);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.value).not.toBe('existing');
  });

  it('refuses a non-GET request without the header', async () => {
    const response = await write({ cookie: signed });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.xsrfMismatch });
  });

  it('refuses a non-GET request without the cookie, and hands one out', async () => {
    const response = await write({ header: signed });
    expect(response.statusCode).toBe(403);
    expect(handedOut(response)).toBeDefined();
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await write({ cookie: signed, header: signXsrfToken(context.t.config.jwtSecret) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.xsrfMismatch });
  });

  it('refuses a forged pair: cookie and header equal but not signed by this server, and replaces the cookie', async () => {
    for (const forged of [
      'abc',
      'abc.def',
      `${signed.split('.')[0]}.${'A'.repeat(43)}`,
      signXsrfToken('another-secret-of-at-least-32-chars!'),
    ]) {
      const response = await write({ cookie: forged, header: forged });
      expect(response.statusCode, forged).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.xsrfMismatch });
      const fresh = handedOut(response)?.value ?? '';
      expect(fresh).not.toBe(forged);
      expect((await write({ cookie: fresh, header: fresh })).statusCode).toBe(200);
    }
  });

  it('lets a matching signed pair through', async () => {
    const response = await write({ cookie: signed, header: signed });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ written: true });
  });

  it('answers a CORS preflight without the XSRF error', async () => {
    const response = await context.t.inject({
      method: 'OPTIONS',
      url: WRITE_URL,
      withoutXsrf: true,
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.body).not.toContain(MESSAGES.xsrfMismatch);
  });
});
