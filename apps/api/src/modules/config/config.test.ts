import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TINY_PNG } from '../../test/multipart.ts';

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
      singleSignOn: false,
      company: {
        name: 'Transferdesk Sports Agency',
        address: 'Vesterbrogade 149, 1620 Copenhagen V, Denmark',
        website: 'https://transferdesk.example',
        logoUrl: '/core/api/company/logo',
      },
    });
  });

  it('names the company from COMPANY_* and serves its logo file, or the product mark without one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'company-logo-'));
    const logo = path.join(folder, 'agency.png');
    await writeFile(logo, TINY_PNG);
    t = await createTestApp({
      env: {
        COMPANY_NAME: 'Nordic Stars Agency',
        COMPANY_ADDRESS: 'Main Street 1\\n8000 Aarhus',
        COMPANY_WEBSITE: 'https://nordicstars.example',
        COMPANY_LOGO: logo,
      },
    });
    expect((await t.inject({ url: '/core/api/config' })).json().company).toEqual({
      name: 'Nordic Stars Agency',
      address: 'Main Street 1\n8000 Aarhus',
      website: 'https://nordicstars.example',
      logoUrl: '/core/api/company/logo',
    });
    const served = await t.inject({ url: '/core/api/company/logo' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    await t.close();

    t = await createTestApp();
    const mark = await t.inject({ url: '/core/api/company/logo' });
    expect(mark.headers['content-type']).toContain('image/svg+xml');
    expect(mark.body).toContain('<title>Transferdesk</title>');
  });

  it('says whether single sign-on is configured (OIDC_ISSUER and OIDC_CLIENT_ID), so that the web asks for it only then', async () => {
    t = await createTestApp({
      env: { OIDC_ISSUER: 'https://login.example.test', OIDC_CLIENT_ID: 'transferdesk' },
    });
    expect((await t.inject({ url: '/core/api/config' })).json().singleSignOn).toBe(true);
  });

  it('reflects FEATURES and NODE_ENV', async () => {
    t = await createTestApp({ env: { FEATURES: 'sport', NODE_ENV: 'production' } });
    const body = (await t.inject({ url: '/core/api/config' })).json();
    expect(body.features).toEqual(['sport']);
    expect(body.production).toBe(true);
  });
});
