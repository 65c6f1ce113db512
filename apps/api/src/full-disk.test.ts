import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@transferdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from './test/multipart.ts';
import {
  createScratchDatabase,
  type HttpClient,
  type ServerProcess,
  signInOver,
  spawnServer,
  stopServer,
  waitUntilHealthy,
} from './test/server-process.ts';

/**
 * Issue 17: a full disk while writing an upload or an .eml gives a clear error and leaves no
 * half-written file. The real server runs with its contact pictures' folder and its mail folder on
 * tiny full tmpfs mounts (the rest of DATA_DIR, the database included, has room).
 */
describe('a full disk while writing an upload or an e-mail file', () => {
  let dataDir: string;
  let server: ServerProcess;
  let client: HttpClient;
  let football: string;
  let uploads: string;
  let mail: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-full-disk-'));
    uploads = path.join(dataDir, 'uploads', 'contacts');
    mail = path.join(dataDir, 'mail');
    const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') };
    // The .eml files only exist without SMTP; the database is whichever this suite runs on.
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'full_disk');
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
    server = await spawnServer(env, { fullFolders: [uploads, mail] });
    await waitUntilHealthy(server);
    client = await signInOver(server.url, 'admin@demo.test');
    const me = (await (await client.request('GET', '/core/api/auth/me')).json()) as {
      tenants: { id: string; name: string }[];
    };
    football = me.tenants.find((tenant) => tenant.name === 'Football')?.id ?? '';
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses an upload with 507 and its words, keeps the contact as it was', async () => {
    const created = await client.request('POST', '/core/api/contacts', {
      tenantId: football,
      firstName: 'Full',
      lastName: 'Disk',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const contact = (await created.json()) as { id: string; pictureUrl: string | null };

    const { payload, headers } = multipartBody([
      { name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' },
    ]);
    const upload = await fetch(`${server.url}/core/api/contacts/${contact.id}/file`, {
      method: 'POST',
      headers: { ...(await client.headers()), ...headers },
      body: new Uint8Array(payload),
    });
    expect(upload.status).toBe(507);
    expect(await upload.json()).toEqual({ error: MESSAGES.diskFull });

    const after = (await (await client.request('GET', `/core/api/contacts/${contact.id}`)).json()) as {
      pictureUrl: string | null;
    };
    expect(after.pictureUrl).toBe(contact.pictureUrl);
  });

  it('refuses to send a match whose e-mail file cannot be written, and marks nobody as sent', async () => {
    const list = (await (
      await client.request('GET', `/core/api/requirements?tenantId=${football}&take=50`)
    ).json()) as { data: { id: string }[] };
    let sent: Response | undefined;
    let matchId = '';
    let chosen = '';
    for (const requirement of list.data) {
      const match = await client.request('POST', '/core/api/matches', { requirementId: requirement.id });
      if (match.status !== 200 && match.status !== 201) continue;
      matchId = ((await match.json()) as { id: string }).id;
      const version = (await (await client.request('GET', `/core/api/matches/${matchId}`)).json()) as {
        contactMatches: { contactId: string }[];
      };
      chosen = version.contactMatches[0]?.contactId ?? '';
      if (!chosen) continue;
      sent = await client.request('PUT', '/core/api/matches', {
        id: matchId,
        contactIds: [chosen],
        isForEmail: true,
      });
      if (sent.status !== 400) break;
    }
    expect(sent?.status, 'no demo requirement had a candidate to send').toBe(507);
    expect(await sent?.json()).toEqual({ error: MESSAGES.diskFull });
    const version = (await (await client.request('GET', `/core/api/matches/${matchId}`)).json()) as {
      contactMatches: { contactId: string; hasBeenSent: boolean }[];
    };
    expect(version.contactMatches.find((row) => row.contactId === chosen)?.hasBeenSent).toBe(false);
  });

  it('leaves nothing half-written in either folder', async () => {
    await stopServer(server);
    const listing = (folder: string) =>
      new RegExp(`^FULL_FOLDER ${folder}: (.*)$`, 'm').exec(server.output())?.[1]?.trim();
    expect(listing(uploads), server.output()).toBe('.filler');
    expect(listing(mail), server.output()).toBe('.filler');
    expect(server.output()).toContain('The disk is full');
  });
});
