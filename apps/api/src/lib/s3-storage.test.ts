import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { type Club, MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clubs, contacts, tenants } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { multipartBody, TINY_PNG } from '../test/multipart.ts';
import { type LocalS3, startLocalS3 } from '../test/s3-server.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const STORED = /^resources\/clubs\/[0-9a-f-]{36}\.png$/;

let s3: LocalS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(s3.options);
});
afterAll(async () => {
  await s3?.close();
});

const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: key }));

/** A port on 127.0.0.1 that nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describe('S3 storage', () => {
  it('saves bytes under a new resource path with their content type, and reads them back', async () => {
    const resourcePath = await storage.save('clubs', TINY_PNG, 'png');
    expect(resourcePath).toMatch(STORED);
    const object = await head(resourcePath);
    expect(object.ContentType).toBe('image/png');
    expect(object.ContentLength).toBe(TINY_PNG.length);
    const read = await storage.read(resourcePath);
    expect(read).toBeInstanceOf(Buffer);
    expect(read?.equals(TINY_PNG)).toBe(true);
  });

  it('gives SVG, PDF and Word files their types and anything else a generic one', async () => {
    const types = {
      svg: 'image/svg+xml',
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bin: 'application/octet-stream',
      constructor: 'application/octet-stream',
    };
    for (const [ext, type] of Object.entries(types)) {
      const resourcePath = await storage.save('files', Buffer.from(ext), ext);
      expect((await head(resourcePath)).ContentType, ext).toBe(type);
    }
  });

  it('keeps the keys under the prefix, the resource paths unchanged', async () => {
    const prefixed = createS3Storage({ ...s3.options, prefix: '/staging/' });
    const resourcePath = await prefixed.save('users', TINY_PNG, 'png');
    expect(resourcePath).toMatch(/^resources\/users\/[0-9a-f-]{36}\.png$/);
    expect((await head(`staging/${resourcePath}`)).ContentLength).toBe(TINY_PNG.length);
    expect((await prefixed.read(resourcePath))?.equals(TINY_PNG)).toBe(true);
    expect(await storage.read(resourcePath)).toBeUndefined();
  });

  it('reads a missing file as undefined', async () => {
    expect(await storage.read('resources/clubs/00000000-0000-4000-8000-000000000000.png')).toBeUndefined();
  });

  it('removes a file, and takes a missing one in its stride', async () => {
    const resourcePath = await storage.save('clubs', TINY_PNG, 'png');
    await storage.remove(resourcePath);
    expect(await storage.read(resourcePath)).toBeUndefined();
    await expect(storage.remove(resourcePath)).resolves.toBeUndefined();
  });

  it('refuses unsafe folders and extensions, and paths outside resources/', async () => {
    await expect(storage.save('../clubs', TINY_PNG, 'png')).rejects.toThrow(/Unsafe/);
    await expect(storage.save('clubs', TINY_PNG, 'png/../x')).rejects.toThrow(/Unsafe/);
    await expect(storage.save('Clubs', TINY_PNG, 'png')).rejects.toThrow(/Unsafe/);
    for (const resourcePath of ['resources/../secret.png', 'resources/clubs/../../x', 'uploads/x.png', '']) {
      await expect(storage.read(resourcePath), resourcePath).rejects.toThrow(/Not a resource path/);
      await expect(storage.remove(resourcePath), resourcePath).rejects.toThrow(/Not a resource path/);
    }
  });

  // s3rver refuses an unknown access key but checks no SigV4 signature, so a wrong secret passes there.
  it('fails, and does not hang, with an unknown key, a missing bucket or no server', async () => {
    const wrongKey = createS3Storage({ ...s3.options, accessKeyId: 'NOBODY', secretAccessKey: 'NOBODY' });
    await expect(wrongKey.save('clubs', TINY_PNG, 'png')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    const noBucket = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(noBucket.save('clubs', TINY_PNG, 'png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // A missing bucket is a broken setup, not a missing file.
    await expect(noBucket.read('resources/clubs/x.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    const noServer = createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${await closedPort()}` });
    // Unreachable is not a setup mistake but an outage: the words a person reads, and a 503.
    await expect(noServer.save('clubs', TINY_PNG, 'png')).rejects.toMatchObject({
      kind: 'unavailable',
      message: MESSAGES.fileStorageUnavailable,
    });
    await expect(noServer.read('resources/clubs/x.png')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('is what STORAGE=s3 and the S3_ variables make', async () => {
    const { options } = s3;
    const config = loadConfig({
      DATA_DIR: path.join(tmpdir(), 'transferdesk-unused'),
      JWT_SECRET: 'x'.repeat(32),
      STORAGE: 's3',
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: options.endpoint,
      S3_ACCESS_KEY_ID: options.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: options.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const configured = await createStorage(config);
    const resourcePath = await configured.save('tenants', TINY_PNG, 'png');
    expect((await head(resourcePath)).ContentLength).toBe(TINY_PNG.length);
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  let admin: string;
  let clubId: string;

  beforeAll(async () => {
    t = await createTestApp({ storage });
    admin = await t.login('admin@demo.test');
    const [club] = await t.database.db
      .select({ id: clubs.id })
      .from(clubs)
      .innerJoin(tenants, eq(tenants.id, clubs.tenantId))
      .where(eq(tenants.name, 'Football'))
      .limit(1);
    clubId = club?.id ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadLogo = () =>
    t.inject({
      method: 'POST',
      url: `/core/api/clubs/${clubId}/file`,
      token: admin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'logo.png', contentType: 'image/png' }]),
    });

  it('stores an uploaded club logo in the bucket and serves it from there', async () => {
    const upload = await uploadLogo();
    expect(upload.statusCode, upload.body).toBe(200);
    const { clubLogoUrl } = upload.json<Club>();
    expect(clubLogoUrl).toMatch(STORED);
    expect((await head(clubLogoUrl ?? '')).ContentType).toBe('image/png');

    const served = await t.inject({ url: `/core/${clubLogoUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    // Nothing went to DATA_DIR: the demo seed's crests and portraits went to the bucket too.
    await expect(readdir(path.join(t.config.dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('removes the replaced logo from the bucket, and answers 404 for it', async () => {
    const first = (await uploadLogo()).json<Club>().clubLogoUrl ?? '';
    const second = (await uploadLogo()).json<Club>().clubLogoUrl ?? '';
    expect(second).not.toBe(first);
    await expect(
      s3.client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: first })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
    const gone = await t.inject({ url: `/core/${first}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: expect.any(String) });
    expect((await t.inject({ url: `/core/${second}` })).statusCode).toBe(200);
  });

  it('answers 404 for resource addresses that are no stored file', async () => {
    for (const url of [
      '/core/resources/clubs/',
      '/core/resources/clubs',
      '/core/resources/clubs/%2e%2e%2fsecret.png',
      '/core/resources/clubs/nested/x.png',
      '/core/resources/',
    ]) {
      const response = await t.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('the app when the bucket cannot be reached', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: string;
  let contactId: string;

  beforeAll(async () => {
    const target = new URL(s3.options.endpoint);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    t = await createTestApp({
      storage: createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${proxy.port}` }),
    });
    admin = await t.login('admin@demo.test');
    const [contact] = await t.database.db.select({ id: contacts.id }).from(contacts).limit(1);
    contactId = contact?.id ?? '';
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  const uploadPicture = () =>
    t.inject({
      method: 'POST',
      url: `/core/api/contacts/${contactId}/file`,
      token: admin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' }]),
    });

  it('answers 503 in words with Retry-After while it is gone, and works again when it is back', async () => {
    const before = await uploadPicture();
    expect(before.statusCode, before.body).toBe(200);
    const saved = before.json<{ pictureUrl: string }>().pictureUrl;

    await proxy.cut();
    const refused = await uploadPicture();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: MESSAGES.fileStorageUnavailable });
    expect(refused.headers['retry-after']).toBe('5');
    const served = await t.inject({ url: `/core/${saved}` });
    expect(served.statusCode).toBe(503);
    // The contact still shows the picture it had: the failed upload changed nothing.
    const contact = await t.inject({ url: `/core/api/contacts/${contactId}`, token: admin });
    expect(contact.json<{ pictureUrl: string }>().pictureUrl).toBe(saved);

    await proxy.restore();
    expect((await t.inject({ url: `/core/${saved}` })).statusCode).toBe(200);
    expect((await uploadPicture()).statusCode).toBe(200);
  });
});
