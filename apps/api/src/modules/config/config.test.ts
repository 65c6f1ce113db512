import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /core/api/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers the public configuration with the default feature flags (D23)', async () => {
    t = await createTestApp();
    const response = await t.inject({ url: '/core/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productName: 'Transferdesk',
      production: false,
      apiUrl: '',
      features: ['sport', 'news', 'offlineChanges'],
      defaultLocale: 'en-gb',
    });
  });

  it('reflects FEATURES and NODE_ENV', async () => {
    t = await createTestApp({ env: { FEATURES: 'sport', NODE_ENV: 'production' } });
    const body = (await t.inject({ url: '/core/api/config' })).json();
    expect(body.features).toEqual(['sport']);
    expect(body.production).toBe(true);
  });
});
