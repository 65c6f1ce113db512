import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../db/schema/index.ts';
import { createDiskStorage } from '../lib/storage.ts';
import { useTestContext } from '../test/context.ts';
import { multipartBody, TINY_PNG } from '../test/multipart.ts';
import { PDF_BYTES } from '../test/player-files.ts';
import uploads, { UPLOAD_INCOMPLETE } from './uploads.ts';

const context = useTestContext();
const { get, tokens, sport } = context;
let clubId: string;
let tenantId: string;

beforeAll(async () => {
  tenantId = sport.Football ?? '';
  const [club] = await context.t.database.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.tenantId, tenantId))
    .limit(1);
  clubId = club?.id ?? '';
});

const png = (filename: string) => ({ name: 'file', value: TINY_PNG, filename, contentType: 'image/png' });
const logoOf = async () =>
  (await get(`/clubs/${clubId}`, tokens.admin)).json<{ clubLogoUrl: string | null }>().clubLogoUrl;

describe('uploads', () => {
  it('refuses two files in one upload and keeps the picture', async () => {
    const before = await logoOf();
    const response = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/${clubId}/file`,
      token: tokens.admin,
      ...multipartBody([png('a.png'), png('b.png')]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Send one file at a time.' });
    expect(await logoOf()).toBe(before);
  });

  it('answers 400 for a body cut off in the middle of a part', async () => {
    const { payload, headers } = multipartBody([png('logo.png')]);
    for (const cut of [40, 150, payload.length - 8]) {
      const response = await context.t.inject({
        method: 'POST',
        url: `/core/api/tenants/${tenantId}/file`,
        token: tokens.superadmin,
        headers,
        payload: payload.subarray(0, cut),
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json()).toEqual({ error: UPLOAD_INCOMPLETE });
    }
  });

  it('still takes one file', async () => {
    const response = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/${clubId}/file`,
      token: tokens.admin,
      ...multipartBody([{ name: 'note', value: 'a text field is fine' }, png('logo.png')]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().clubLogoUrl).toMatch(/^resources\/clubs\//);
  });
});

describe('uploaded files', () => {
  it.each(['/core/resources/', '/core/resources/clubs/', '/core/resources/clubs'])(
    'answers 404 for a folder: %s',
    async (url) => {
      const response = await context.t.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    },
  );
});

describe('private files (issue 30)', () => {
  it.each(['disk', 'any other storage'])(
    'answers 404 for /core/resources/private/... served from %s, and still serves the rest',
    async (kind) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'transferdesk-private-'));
      const storage = createDiskStorage(dir);
      const app = Fastify();
      try {
        const hidden = await storage.save('private/player-files', PDF_BYTES, 'pdf');
        const shown = await storage.save('clubs', TINY_PNG, 'png');
        await app.register(uploads, kind === 'disk' ? { uploadsDir: dir } : { storage });
        for (const url of [
          `/core/${hidden}`,
          `/core/${hidden.replace('resources/private/', 'resources/Private/')}`,
          `/core/${hidden.replace('resources/private/', 'resources/%70rivate/')}`,
        ]) {
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBe(404);
          expect(response.body).not.toContain('%PDF');
        }
        expect((await app.inject({ url: `/core/${shown}` })).statusCode).toBe(200);
        // The bytes are there: only serving them is refused.
        expect(await storage.read(hidden)).toEqual(PDF_BYTES);
      } finally {
        await app.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
