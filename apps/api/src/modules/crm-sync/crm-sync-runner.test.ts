import { type CrmSyncReport, JOB_MESSAGES, type JobList } from '@transferdesk/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeActiveCampaign, startFakeActiveCampaign } from '../../test/active-campaign-server.ts';
import { expectRefusal, useTestContext } from '../../test/context.ts';

/** Issue 30: with the job runner working, a started CRM sync runs as the runner's `crm-sync` job. */
const crm: FakeActiveCampaign = await startFakeActiveCampaign({
  lists: {
    1: [
      { id: '501', email: 'runner.one@clubs.example', firstName: 'Runa', lastName: 'One', phone: '' },
      { id: '502', email: 'runner.two@clubs.example', firstName: 'Runa', lastName: 'Two', phone: '' },
    ],
  },
  accounts: [{ id: '31', name: 'Runner United', accountUrl: '' }],
  accountContacts: [{ account: '31', contact: '501', jobTitle: 'Scout' }],
});
const context = useTestContext({
  env: { ACTIVECAMPAIGN_URL: crm.url, ACTIVECAMPAIGN_API_KEY: crm.apiKey },
  jobs: { start: true, tuning: { pollingIntervalSeconds: 0.5 } },
});
const { get, send, tokens } = context;
afterAll(() => crm.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not done in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the CRM sync on the job runner (issue 30)', () => {
  it('runs a started sync as the crm-sync job and records its counts on the jobs page', async () => {
    const started = await send('POST', '/sync', tokens.superadmin);
    expect(started.statusCode, started.body).toBe(202);
    const report = await until(
      async () => (await get('/sync', tokens.superadmin)).json<CrmSyncReport>(),
      (value) => value.state !== 'syncing',
    );
    expect(report).toMatchObject({ state: 'done', contacts: { created: 2 }, clubs: { created: 1 } });

    const jobs = (await get('/jobs', tokens.superadmin)).json<JobList>();
    const sync = jobs.data.find((job) => job.name === 'crm-sync');
    expect(sync).toMatchObject({ schedule: null, runnable: false });
    expect(sync?.lastRuns).toEqual([
      expect.objectContaining({
        outcome: 'done',
        trigger: 'manual',
        summary: expect.objectContaining({ contactsCreated: 2, clubsCreated: 1, conflicts: 0 }),
      }),
    ]);
  });

  it('is not started by "Run now": the Sync page starts it', async () => {
    expectRefusal(
      await send('POST', '/jobs/crm-sync/run', tokens.superadmin, {}),
      409,
      JOB_MESSAGES.startedElsewhere,
    );
  });
});
