import { type CrmSyncReport, MESSAGES } from '@transferdesk/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clubs, contacts, crmSyncs, users } from '../../db/schema/index.ts';
import { type FakeActiveCampaign, startFakeActiveCampaign } from '../../test/active-campaign-server.ts';
import { useTestContext } from '../../test/context.ts';
import { type CrmContact, createActiveCampaignClient } from './active-campaign.ts';
import { reconcile } from './reconcile.ts';
import { CrmSyncRunningError, createCrmSync } from './sync.ts';

const FOOTBALL_LIST = 1;
const HANDBALL_LIST = 2;

function crmContact(id: number): CrmContact {
  return {
    id: String(id),
    email: `crm.contact.${id}@clubs.example`,
    firstName: `Crm${id}`,
    lastName: `Person${id}`,
    phone: `+45 20 00 ${String(id).padStart(4, '0')}`,
  };
}

// The fake CRM must be up before the app reads its address.
const crm: FakeActiveCampaign = await startFakeActiveCampaign({
  lists: {
    // 150 contacts: two pages of 100.
    [FOOTBALL_LIST]: Array.from({ length: 150 }, (_, index) => crmContact(1000 + index)),
    [HANDBALL_LIST]: [crmContact(2000), crmContact(2001)],
  },
  accounts: [
    { id: '11', name: 'CRM United', accountUrl: 'https://crm-united.example' },
    { id: '12', name: 'CRM Rovers', accountUrl: '' },
    { id: '13', name: 'CRM Handball Club', accountUrl: '' },
  ],
  accountContacts: [
    ...Array.from({ length: 150 }, (_, index) => ({
      account: index % 2 === 0 ? '11' : '12',
      contact: String(1000 + index),
      jobTitle: 'Scout',
    })),
    { account: '13', contact: '2000', jobTitle: 'Coach' },
  ],
});
const context = useTestContext({ env: { ACTIVECAMPAIGN_URL: crm.url, ACTIVECAMPAIGN_API_KEY: crm.apiKey } });
const { get, send, tokens, sport } = context;

afterAll(async () => {
  await crm.close();
});

async function finished(): Promise<CrmSyncReport> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const report = (await get('/sync', tokens.superadmin)).json<CrmSyncReport>();
    if (report.state !== 'syncing') return report;
    if (Date.now() > deadline) throw new Error('The sync did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function syncOnce(): Promise<CrmSyncReport> {
  const started = await send('POST', '/sync', tokens.superadmin);
  expect(started.statusCode, started.body).toBe(202);
  return finished();
}

const synced = (tenantId: string | undefined) =>
  context.t.database.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId ?? ''), isNotNull(contacts.activeCampaignId)));

describe('CRM sync with ActiveCampaign (D32)', () => {
  it('is for Superadmins', async () => {
    expect((await send('POST', '/sync', tokens.admin)).statusCode).toBe(403);
    expect((await get('/sync', tokens.agent)).statusCode).toBe(403);
  });

  it("creates the lists' contacts and their accounts as clubs, refusing a second start while it runs", async () => {
    // A 429 first, answered after its Retry-After: the sync is still running when asked again.
    crm.fail('/api/3/accounts', 429);
    const started = await send('POST', '/sync', tokens.superadmin);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ state: 'syncing', configured: true });
    const again = await send('POST', '/sync', tokens.superadmin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: MESSAGES.crmSyncRunning, sync: { state: 'syncing' } });

    const report = await finished();
    expect(report).toMatchObject({
      state: 'done',
      errors: [],
      clubs: { created: 3, updated: 0, unchanged: 0, conflicts: 0 },
      contacts: { created: 152, updated: 0, unchanged: 0, conflicts: 0 },
      sportsDone: 4,
    });
    // Paged by 100 to meta.total, with the key.
    expect(crm.requests.filter((path) => path.startsWith('/api/3/contacts?listid=1'))).toEqual([
      '/api/3/contacts?listid=1&limit=100&offset=0',
      '/api/3/contacts?listid=1&limit=100&offset=100',
    ]);
    const football = await synced(sport.Football);
    expect(football).toHaveLength(150);
    const first = football.find((row) => row.activeCampaignId === 1000);
    expect(first).toMatchObject({
      firstName: 'Crm1000',
      lastName: 'Person1000',
      role: 'Scout',
      isPlayer: false,
    });
    const [club] = await context.t.database.db
      .select()
      .from(clubs)
      .where(eq(clubs.id, first?.clubId ?? ''));
    expect(club).toMatchObject({
      name: 'CRM United',
      url: 'https://crm-united.example',
      activeCampaignId: 11,
    });
    // The lists show them like any other contact, found by the text filter.
    const listed = await get(`/contacts?tenantId=${sport.Football}&filter=Person1000`, tokens.admin);
    expect(listed.json<{ data: { club: { name: string } | null }[] }>().data[0]?.club?.name).toBe(
      'CRM United',
    );
  });

  it('changes nothing when run again on an unchanged CRM', async () => {
    const stamps = async () =>
      Object.fromEntries((await synced(sport.Football)).map((row) => [row.id, row.updatedAt.toISOString()]));
    const before = await stamps();
    const report = await syncOnce();
    // Not even updated_at: nothing was written.
    expect(await stamps()).toEqual(before);
    expect(report.contacts).toEqual({ created: 0, updated: 0, unchanged: 152, conflicts: 0 });
    expect(report.clubs).toEqual({ created: 0, updated: 0, unchanged: 3, conflicts: 0 });
    expect(await synced(sport.Football)).toHaveLength(150);
  });

  it('takes what changed in the CRM, and keeps an edit made in the app as a conflict', async () => {
    const [edited] = (await synced(sport.Football)).filter((row) => row.activeCampaignId === 1007);
    const answer = await send('PATCH', `/contacts/${edited?.id}`, tokens.admin, { role: 'Head of scouting' });
    expect(answer.statusCode, answer.body).toBe(200);
    const lists = crm.data.lists;
    const renamed = lists[FOOTBALL_LIST]?.find((contact) => contact.id === '1005');
    if (renamed) renamed.lastName = 'Renamed';
    const retitled = crm.data.accountContacts.find((link) => link.contact === '1007');
    if (retitled) retitled.jobTitle = 'Chief scout';
    const account = crm.data.accounts.find((entry) => entry.id === '12');
    if (account) account.name = 'CRM Rovers FC';

    const report = await syncOnce();
    expect(report.contacts).toMatchObject({ created: 0, updated: 1, conflicts: 1 });
    expect(report.clubs).toMatchObject({ updated: 1, conflicts: 0 });
    expect(report.conflicts).toEqual([
      {
        entity: 'contact',
        id: edited?.id,
        name: 'Crm1007 Person1007',
        field: 'role',
        appValue: 'Head of scouting',
        crmValue: 'Chief scout',
      },
    ]);
    const rows = await synced(sport.Football);
    expect(rows.find((row) => row.activeCampaignId === 1005)?.lastName).toBe('Renamed');
    expect(rows.find((row) => row.activeCampaignId === 1007)?.role).toBe('Head of scouting');
    const [rovers] = await context.t.database.db.select().from(clubs).where(eq(clubs.activeCampaignId, 12));
    expect(rovers?.name).toBe('CRM Rovers FC');
  });

  it('keeps the batches written before a failure and reports the error', async () => {
    crm.data.lists[FOOTBALL_LIST]?.unshift(crmContact(3000), crmContact(3001));
    // The second page fails every retry.
    crm.fail('listid=1&limit=100&offset=100', 500, 6);
    const report = await syncOnce();
    expect(report.state).toBe('failed');
    expect(report.errors.join(' ')).toContain('ActiveCampaign answered 500');
    const rows = await synced(sport.Football);
    expect(rows.filter((row) => row.activeCampaignId === 3000 || row.activeCampaignId === 3001)).toHaveLength(
      2,
    );
    // The report outlives the run.
    expect((await get('/sync', tokens.superadmin)).json()).toMatchObject({ state: 'failed' });
  });
});

describe('CRM sync across several API processes (issue 17)', () => {
  // Two syncs over one database are what two API processes behind a proxy have.
  const processes = () => {
    const client = createActiveCampaignClient({ url: crm.url, apiKey: crm.apiKey, backoffMs: 50 });
    const log = { error: () => {} };
    return [0, 1].map(() => createCrmSync({ db: context.t.database.db, client, log }));
  };
  const superadminId = async () => {
    const [row] = await context.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'superadmin@demo.test'));
    return row?.id ?? '';
  };

  it('refuses a start in one process while the other runs a sync, and shows the other its progress', async () => {
    const [first, second] = processes();
    if (!first || !second) throw new Error('two processes expected');
    // A 429 first: the first sync waits for its Retry-After, so it is still running below.
    crm.fail('/api/3/accounts', 429);
    await first.start(await superadminId());
    await expect(second.start(await superadminId())).rejects.toBeInstanceOf(CrmSyncRunningError);
    expect((await second.report()).state).toBe('syncing');
    await first.settle();
    expect(await second.report()).toMatchObject({ state: 'done', errors: [] });
    // Once it is over, the other process may start one.
    await second.start(await superadminId());
    await second.settle();
  });

  it('ends a sync whose process stopped beating, and lets a new one start', async () => {
    const [survivor] = processes();
    if (!survivor) throw new Error('a process expected');
    // The newest sync, started by a process that has not beaten for ten minutes.
    await context.t.database.db.insert(crmSyncs).values({
      state: 'syncing',
      startedAt: new Date(),
      heartbeatAt: new Date(Date.now() - 10 * 60 * 1000),
      report: { state: 'syncing', errors: [] },
    });
    expect(await survivor.report()).toMatchObject({
      state: 'failed',
      errors: ['Interrupted by a restart of the server'],
    });
    await survivor.start(await superadminId());
    await survivor.settle();
    expect((await survivor.report()).state).toBe('done');
  });
});

describe('reconcile (D32, field by field)', () => {
  it('takes a CRM change where the app left the field, keeps an app edit as a conflict', () => {
    const last = { name: 'Rovers', url: 'a' };
    expect(reconcile({ name: 'Rovers', url: 'a' }, last, { name: 'Rovers FC', url: 'a' })).toEqual({
      changes: { name: 'Rovers FC' },
      conflicts: [],
    });
    expect(reconcile({ name: 'Our Rovers', url: 'a' }, last, { name: 'Rovers FC', url: 'a' })).toEqual({
      changes: {},
      conflicts: [{ field: 'name', appValue: 'Our Rovers', crmValue: 'Rovers FC' }],
    });
    // Edited in the app, unchanged in the CRM: still two answers, still the app's kept.
    expect(reconcile({ name: 'Our Rovers', url: 'a' }, last, last).conflicts).toHaveLength(1);
    expect(reconcile({ name: 'Rovers', url: 'a' }, last, last)).toEqual({ changes: {}, conflicts: [] });
  });

  it('fills only the empty fields of a record linked by hand (no earlier sync)', () => {
    expect(reconcile({ name: 'Hand made', url: '' }, null, { name: 'CRM name', url: 'https://x' })).toEqual({
      changes: { url: 'https://x' },
      conflicts: [{ field: 'name', appValue: 'Hand made', crmValue: 'CRM name' }],
    });
  });
});
