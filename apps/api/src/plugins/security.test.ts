import { XSRF_COOKIE } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a strict Content-Security-Policy on API answers', async () => {
    const response = await t.inject({ url: '/core/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-src': "'self' blob:",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('keeps the policy strict on errors too', async () => {
    const response = await t.inject({ url: '/core/api/nope' });
    expect(directives(response.headers['content-security-policy']).get('script-src')).toBe("'self'");
  });

  it('sends the other protective headers', async () => {
    const response = await t.inject({ url: '/core/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('relaxes script-src for the API reference page only', async () => {
    const page = await t.inject({ url: '/core/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});

describe('HSTS and Secure cookies', () => {
  // Builds two apps with the whole demo seed: as long as a file's beforeAll may take.
  it('are sent only when the app is reached over HTTPS', { timeout: 120_000 }, async () => {
    const plain = await createTestApp({ env: { PUBLIC_URL: 'http://transferdesk.lan:3000' } });
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://transferdesk.example.com' } });
    const xsrfCookie = (response: LightMyRequestResponse) =>
      response.cookies.find((entry) => entry.name === XSRF_COOKIE);
    try {
      const overHttp = await plain.inject({ url: '/core/api/config' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      expect(xsrfCookie(overHttp)).toBeDefined();
      expect(xsrfCookie(overHttp)?.secure).toBeFalsy();
      expect(String(overHttp.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);

      const overHttps = await secure.inject({ url: '/core/api/config' });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(xsrfCookie(overHttps)?.secure).toBe(true);
      expect(String(overHttps.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
