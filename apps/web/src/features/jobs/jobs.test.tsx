import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job, JobList, JobName, JobRun } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { dailyTime } from './schedule.ts';

/** Issue 30: the Superadmin's page of background jobs, their last runs, and "Run now". */

const SUPERADMIN = { id: crypto.randomUUID(), name: 'Sam Super' };

function jobRun(overrides: Partial<JobRun> = {}): JobRun {
  return {
    id: crypto.randomUUID(),
    job: 'reminders',
    forDate: '2026-03-12',
    trigger: 'schedule',
    startedBy: null,
    startedAt: '2026-03-12T05:00:00.000Z',
    finishedAt: '2026-03-12T05:00:42.000Z',
    outcome: 'done',
    // In the order PostgreSQL keeps jsonb keys (shortest first), not the order they are read in.
    summary: { digests: 3, reminders: 12, digestsFailed: 0, notifications: 30 },
    error: null,
    ...overrides,
  };
}

function job(name: JobName, lastRuns: JobRun[] = [], schedule: string | null = '0 6 * * *'): Job {
  return { name, schedule, runnable: schedule !== null, timeZone: 'Europe/Copenhagen', lastRuns };
}

const SCHEDULED = jobRun();
const FAILED = jobRun({
  trigger: 'manual',
  startedBy: SUPERADMIN,
  forDate: '2026-03-10',
  startedAt: '2026-03-11T09:00:00.000Z',
  finishedAt: '2026-03-11T09:03:05.000Z',
  outcome: 'failed',
  summary: {},
  error: 'Interrupted by a restart of the server',
});
const CLEANUP = jobRun({
  job: 'file-cleanup',
  forDate: null,
  finishedAt: '2026-03-12T05:00:00.300Z',
  summary: { files: 4 },
});

/** The API of the jobs as a Superadmin meets it; `run` answers the POST (a finished run by default). */
function serve({
  list = {
    running: true,
    data: [job('reminders', [SCHEDULED, FAILED]), job('file-cleanup', [CLEANUP], '30 3 * * 1')],
  },
  run,
  routes = {},
}: {
  list?: JobList | (() => JobList);
  run?: (body: unknown) => FakeResponse;
  routes?: FakeRoutes;
} = {}) {
  return signedInApi({
    roles: ['Superadmin'],
    routes: {
      'GET /api/jobs': () => ({ body: typeof list === 'function' ? list() : list }),
      'POST /api/jobs/:name/run': ({ path, body }) =>
        run?.(body) ?? { body: jobRun({ job: path.split('/')[3] as JobName, trigger: 'manual' }) },
      ...routes,
    },
  });
}

async function jobCard(name: string) {
  return within(await screen.findByRole('region', { name }));
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('the jobs page (issue 30)', () => {
  it('shows each job with what it does, its schedule in words, and its last runs', async () => {
    serve();
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument();
    const reminders = await jobCard('Reminders');
    expect(
      reminders.getByText(
        'Computes the reminders of the day (agreements ending, exclusivity, federation uploads, player contracts, documents, pitches), writes them to the bell and sends the morning digest',
      ),
    ).toBeInTheDocument();
    expect(reminders.getByText('Every day at 06:00 (Europe/Copenhagen)')).toBeInTheDocument();
    const rows = within(reminders.getByRole('table', { name: 'Last runs: Reminders' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [scheduled, failed] = [cellsOf(rows[1] as HTMLElement), cellsOf(rows[2] as HTMLElement)];
    expect(scheduled.slice(1)).toEqual([
      'Scheduled',
      '-',
      '12 March 2026',
      'Done',
      '42 s',
      'reminders 12 · notifications 30 · digests 3',
      '-',
    ]);
    expect(failed.slice(1)).toEqual([
      'Manual',
      'Sam Super',
      '10 March 2026',
      'Failed',
      '3 min 5 s',
      '-',
      'Interrupted by a restart of the server',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('time')).toHaveAttribute('dateTime', SCHEDULED.startedAt);

    const cleanup = await jobCard('File clean-up');
    expect(
      cleanup.getByText('Removes uploaded player files no agreement or document uses'),
    ).toBeInTheDocument();
    // Not a daily time: the schedule as written.
    expect(cleanup.getByText('Schedule 30 3 * * 1 (Europe/Copenhagen)')).toBeInTheDocument();
    const [, only] = within(cleanup.getByRole('table')).getAllByRole('row');
    expect(cellsOf(only as HTMLElement).slice(3, 7)).toEqual(['-', 'Done', 'under 1 s', 'files 4']);
    // Only the reminders run for a day.
    expect(cleanup.queryByRole('textbox', { name: /For date/ })).not.toBeInTheDocument();
    expect(screen.queryByText('The job runner is not running on this server')).not.toBeInTheDocument();
  });

  it('shows the CRM sync, started from its own page, without "Run now"', async () => {
    const sync = jobRun({
      job: 'crm-sync',
      forDate: null,
      trigger: 'manual',
      startedBy: SUPERADMIN,
      summary: {
        sports: 2,
        clubsCreated: 3,
        contactsCreated: 152,
        clubsUpdated: 0,
        contactsUpdated: 0,
        conflicts: 1,
      },
    });
    serve({ list: { running: true, data: [job('crm-sync', [sync], null)] } });
    renderApp('/jobs');
    const card = await jobCard('CRM sync');
    expect(card.getByText('When started from the Sync page')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    const [, only] = within(card.getByRole('table')).getAllByRole('row');
    expect(cellsOf(only as HTMLElement)[6]).toBe(
      'sports 2 · clubs created 3 · clubs updated 0 · contacts created 152 · contacts updated 0 · conflicts 1',
    );
  });

  it('says when the job runner is not running on this server, and when a job has not run yet', async () => {
    serve({ list: { running: false, data: [job('reminders')] } });
    renderApp('/jobs');
    expect(await screen.findByText('The job runner is not running on this server')).toBeInTheDocument();
    expect((await jobCard('Reminders')).getByText('No runs yet')).toBeInTheDocument();
  });

  it('runs the reminders now for today, and shows what came of it', async () => {
    let runs = [SCHEDULED];
    const finished = jobRun({
      trigger: 'manual',
      startedBy: SUPERADMIN,
      summary: { reminders: 2, notifications: 5, digests: 1 },
    });
    const api = serve({
      list: () => ({ running: true, data: [job('reminders', runs)] }),
      run: () => {
        runs = [finished, ...runs];
        return { body: finished };
      },
    });
    renderApp('/jobs');
    const reminders = await jobCard('Reminders');
    expect(reminders.getByRole('textbox', { name: /For date/ })).toHaveValue(dayjs().format('YYYY-MM-DD'));
    await userEvent.click(reminders.getByRole('button', { name: 'Run now: Reminders' }));

    const notice = (await screen.findByText('Reminders finished')).closest<HTMLElement>(
      '.mantine-Notification-root',
    );
    expect(notice).toHaveTextContent('reminders 2 · notifications 5 · digests 1');
    expect(api.calls('POST', '/api/jobs/reminders/run').map((call) => call.body)).toEqual([
      { date: dayjs().format('YYYY-MM-DD') },
    ]);
    await waitFor(() => expect(reminders.getAllByRole('row')).toHaveLength(3));
    expect(reminders.getByRole('cell', { name: 'Sam Super' })).toBeInTheDocument();
  });

  it('runs for the day typed, sends no day for the file clean-up, and nothing for a day that does not exist', async () => {
    const api = serve();
    renderApp('/jobs');
    const reminders = await jobCard('Reminders');
    const date = reminders.getByRole('textbox', { name: /For date/ });
    await userEvent.clear(date);
    await userEvent.paste('2026-02-30');
    await userEvent.click(reminders.getByRole('button', { name: 'Run now: Reminders' }));
    expect(await reminders.findByText('Not a valid date')).toBeInTheDocument();
    expect(api.calls('POST', '/api/jobs/reminders/run')).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.paste('2026-03-01');
    await userEvent.click(reminders.getByRole('button', { name: 'Run now: Reminders' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/jobs/reminders/run').map((call) => call.body)).toEqual([
        { date: '2026-03-01' },
      ]),
    );

    await userEvent.click(
      (await jobCard('File clean-up')).getByRole('button', { name: 'Run now: File clean-up' }),
    );
    await waitFor(() =>
      expect(api.calls('POST', '/api/jobs/file-cleanup/run').map((call) => call.body)).toEqual([{}]),
    );
  });

  it('follows a run still going every 2 seconds until it ends, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const going = jobRun({
      trigger: 'manual',
      startedBy: SUPERADMIN,
      finishedAt: null,
      outcome: 'running',
      summary: {},
    });
    let runs = [SCHEDULED];
    const api = serve({
      list: () => ({ running: true, data: [job('reminders', runs)] }),
      run: () => {
        runs = [going, ...runs];
        return { status: 202, body: going };
      },
    });
    renderApp('/jobs');
    const reminders = await jobCard('Reminders');
    const reads = () => api.calls('GET', '/api/jobs').length;
    await userEvent.click(reminders.getByRole('button', { name: 'Run now: Reminders' }));
    expect(await screen.findByText('Reminders is still running; this page follows it')).toBeInTheDocument();
    expect(await reminders.findByText('Running')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(2));

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(reads()).toBe(3));
    runs = [
      { ...going, outcome: 'done', finishedAt: '2026-03-12T05:01:00.000Z', summary: { reminders: 1 } },
      SCHEDULED,
    ];
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(reads()).toBe(4));
    expect(await screen.findByText('Reminders finished')).toBeInTheDocument();
    expect(reminders.queryByText('Running')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(4);
  });

  it("shows the server's refusal when the job runner is not running", async () => {
    serve({
      run: () => ({
        status: 503,
        body: { error: 'The job runner is not running on this server, so the job cannot be started.' },
      }),
    });
    renderApp('/jobs');
    const cleanup = await jobCard('File clean-up');
    await userEvent.click(cleanup.getByRole('button', { name: 'Run now: File clean-up' }));
    const alert = await cleanup.findByRole('alert');
    expect(alert).toHaveTextContent('Could not run File clean-up');
    expect(alert).toHaveTextContent(
      'The job runner is not running on this server, so the job cannot be started.',
    );
  });

  it('says it in Danish', async () => {
    await changeLocale('da');
    try {
      serve();
      renderApp('/jobs');
      expect(await screen.findByRole('heading', { name: 'Baggrundsjob', level: 1 })).toBeInTheDocument();
      const reminders = await jobCard('Påmindelser');
      expect(reminders.getByText('Hver dag kl. 06:00 (Europe/Copenhagen)')).toBeInTheDocument();
      expect(reminders.getByText('påmindelser 12 · notifikationer 30 · morgenmails 3')).toBeInTheDocument();
      expect(reminders.getByText('Mislykkedes')).toBeInTheDocument();
      expect(reminders.getByRole('button', { name: 'Kør nu: Påmindelser' })).toBeInTheDocument();
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('is for Superadmins only', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: { 'GET /api/jobs': { body: { running: true, data: [] } } },
    });
    const app = renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
  });
});

describe('a schedule in words', () => {
  it('reads the time of day of a daily cron expression, and nothing else', () => {
    expect(dailyTime('0 6 * * *')).toBe('06:00');
    expect(dailyTime(' 5 23 * * * ')).toBe('23:05');
    expect(dailyTime('30 3 * * 1')).toBeNull();
    expect(dailyTime('*/5 * * * *')).toBeNull();
    expect(dailyTime('60 6 * * *')).toBeNull();
    expect(dailyTime('0 24 * * *')).toBeNull();
  });
});
