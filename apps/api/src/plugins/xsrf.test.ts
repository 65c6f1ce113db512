import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app.ts';

const login = { email: 'agent@demo.test', password: TEST_PASSWORD, rememberme: false };

describe('XSRF double submit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets a readable, same-site cookie on a request that arrives without one', async () => {
    const response = await t.inject({ url: '/core/api/config' });
    const cookie = response.cookies.find((entry) => entry.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('does not replace a cookie the browser already has', async () => {
    const response = await t.inject({ url: '/core/api/config', cookies: { [XSRF_COOKIE]: 'existing' } });
    expect(response.cookies.find((entry) => entry.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a non-GET request without the header', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: login,
      withoutXsrf: true,
      cookies: { [XSRF_COOKIE]: 'abc' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.xsrfMismatch });
  });

  it('refuses a non-GET request without the cookie, and hands one out', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: login,
      withoutXsrf: true,
      headers: { [XSRF_HEADER]: 'abc' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.some((entry) => entry.name === XSRF_COOKIE)).toBe(true);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: login,
      withoutXsrf: true,
      cookies: { [XSRF_COOKIE]: 'abc' },
      headers: { [XSRF_HEADER]: 'abd' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.xsrfMismatch });
  });

  it('lets a matching header through', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: login,
      withoutXsrf: true,
      cookies: { [XSRF_COOKIE]: 'abc' },
      headers: { [XSRF_HEADER]: 'abc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });
});
