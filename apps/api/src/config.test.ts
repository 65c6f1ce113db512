import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config.ts';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      databasePoolSize: 10,
      accessTokenTtl: 900,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      demoPassword: 'demo-password',
      features: ['sport', 'news', 'offlineChanges'],
      logLevel: 'info',
      mailFrom: 'Transferdesk <no-reply@localhost>',
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads TRUST_PROXY as a number of proxies or a list of their addresses (D41)', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(trustProxy('10.0.0.1, 172.16.0.0/12 ,fd00::/8,::1')).toBe('10.0.0.1,172.16.0.0/12,fd00::/8,::1');
    expect(trustProxy('loopback,uniquelocal')).toBe('loopback,uniquelocal');
  });

  it('hands Fastify a number of proxies as the trust function it stands for (D41)', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('refuses a TRUST_PROXY that trusts every address, saying what to set instead (D41)', () => {
    for (const value of ['true', 'TRUE', '*', '0.0.0.0/0', '10.0.0.1,::/0']) {
      const load = () => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(
        /TRUST_PROXY: .* would let every client choose its own address; set the number of proxies in front of the API \(TRUST_PROXY=1\) or their addresses \(TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.0\/8\)/,
      );
    }
  });

  it('refuses a TRUST_PROXY that is neither a number of proxies nor addresses (D41)', () => {
    for (const value of [
      '-1',
      '1.5',
      'yes',
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.1,,10.0.0.2',
      'proxy.local',
    ]) {
      const load = () => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(/TRUST_PROXY: .*number of proxies .*addresses/);
    }
  });

  it('listens on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('generates a JWT secret once, keeps it private, and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = await stat(path.join(dataDir, 'jwt-secret'));
    expect(file.mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('turns the demo seed off with DATABASE_URL unless SEED_DEMO says otherwise', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/transferdesk';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads FEATURES as a list, where an empty list switches every flag off', () => {
    expect(loadConfig({ DATA_DIR: dataDir, FEATURES: ' news , sport,news' }).features).toEqual([
      'news',
      'sport',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, FEATURES: '' }).features).toEqual([]);
  });

  it('turns single sign-on on with an issuer and a client id, back to PUBLIC_URL/office365auth (D31)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).oidc).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://agency.example/',
      OIDC_ISSUER: 'https://login.example.test/tenant/v2.0',
      OIDC_CLIENT_ID: 'transferdesk',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.test/tenant/v2.0',
      clientId: 'transferdesk',
      clientSecret: undefined,
      scope: 'openid profile email',
      redirectUri: 'https://agency.example/office365auth',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: 'https://login.example.test' })).toThrow(
      /OIDC_CLIENT_ID: Required with OIDC_ISSUER/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(
      ConfigError,
    );
  });

  it('has a CRM only with both ActiveCampaign variables (D32)', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, ACTIVECAMPAIGN_URL: 'https://agency.api-us1.com' }).activeCampaign,
    ).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ACTIVECAMPAIGN_URL: 'https://agency.api-us1.com/',
        ACTIVECAMPAIGN_API_KEY: 'key',
      }).activeCampaign,
    ).toEqual({ url: 'https://agency.api-us1.com', apiKey: 'key' });
  });

  it('keeps uploads on disk unless STORAGE=s3 names a bucket (issue 17)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'uploads',
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'uploads',
      region: 'eu-north-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses S3 storage without a bucket, with half a key pair, or with a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3' })).toThrow(
      /S3_BUCKET: Required with STORAGE=s3/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: Required with S3_ACCESS_KEY_ID/);
    const load = () =>
      loadConfig({ DATA_DIR: dataDir, STORAGE: 'cloud', S3_ENDPOINT: 'minio', S3_FORCE_PATH_STYLE: 'yes' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/STORAGE: Use disk or s3\n.*S3_ENDPOINT: .*\n.*S3_FORCE_PATH_STYLE: Use true/s);
  });

  it('treats other empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', SMTP_URL: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every invalid variable', () => {
    const load = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        FEATURES: 'sport,chess',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT: .*\n.*SEED_DEMO: Use true, false, 1 or 0\n.*FEATURES: Unknown feature chess/s,
    );
    expect(load).toThrow(/LOG_LEVEL/);
  });
});
