import { JOB_MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createJobRunner, type JobDefinition, type JobRunner } from './runner.ts';

/**
 * Issue 30: the runner on a real queue. Two runners on one database stand for two API processes
 * (two connection pools on PostgreSQL; on the embedded database, which one process owns, two
 * runners in it).
 */
const quiet = { error: () => {}, info: () => {} };
const fast = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  expireInSeconds: 1,
  retryDelaySeconds: 0,
};

let test: TestDatabase;
let second: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  second = await test.secondProcess();
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  if (second !== test.database) await second.close();
  await test.dispose();
});

function runnerOn(database: Database, run: JobDefinition['run'], stopTimeoutMs?: number): JobRunner {
  const runner = createJobRunner({
    database,
    timeZone: 'UTC',
    log: quiet,
    definitions: [{ name: 'reminders', cron: '0 6 * * *', run }],
    tuning: { ...fast, ...(stopTimeoutMs ? { stopTimeoutMs } : {}) },
  });
  runners.push(runner);
  return runner;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not done in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runsOf = (forDate: string) =>
  test.database.db.select().from(jobRuns).where(eq(jobRuns.forDate, forDate));

describe('the job runner (issue 30)', () => {
  it("runs each queued job once across two processes, and the schedule's run of a day once", async () => {
    const calls: string[] = [];
    const first = runnerOn(test.database, async (day) => {
      calls.push(`first ${day}`);
      return { n: 1 };
    });
    const other = runnerOn(second, async (day) => {
      calls.push(`second ${day}`);
      return { n: 1 };
    });
    await first.start();
    await other.start();

    const ids = await Promise.all(
      ['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04'].map((day, index) =>
        (index % 2 ? first : other).runNow('reminders', day, null),
      ),
    );
    await until(
      () => test.database.db.select().from(jobRuns),
      (rows) => rows.filter((row) => row.outcome === 'done').length === 4,
    );
    expect(calls.map((call) => call.split(' ')[1]).sort()).toEqual([
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
    ]);
    expect(new Set(ids).size).toBe(4);

    // Two processes' ticks for the same day (a clock skew, a retry): the day is worked once.
    const boss = new PgBoss({
      db: { executeSql: (text, values) => test.database.executeSql(text, values) },
      schema: test.database.jobSchema,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    await boss.send('reminders', { trigger: 'schedule', forDate: '2030-02-01' });
    await boss.send('reminders', { trigger: 'schedule', forDate: '2030-02-01' });
    await until(
      async () => (await boss.getQueueSize('reminders')) + calls.length,
      () => calls.filter((call) => call.endsWith('2030-02-01')).length >= 1,
    );
    // Give the second tick time to be taken and skipped.
    await until(
      () => boss.getQueueSize('reminders'),
      (size) => size === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await boss.stop({ graceful: false, close: false });
    expect(calls.filter((call) => call.endsWith('2030-02-01'))).toHaveLength(1);
    expect(await runsOf('2030-02-01')).toMatchObject([{ trigger: 'schedule', outcome: 'done' }]);
    await first.stop();
    await other.stop();
  });

  it('retries a run cut off by a restart in the next process, and records the cut-off run', async () => {
    let release = () => {};
    const cutOff = runnerOn(
      test.database,
      () =>
        new Promise((resolve) => {
          // Never finishes while the process "lives": the stop below gives up on it.
          release = () => resolve({ late: 1 });
        }),
      200,
    );
    await cutOff.start();
    const queueJobId = await cutOff.runNow('reminders', '2030-03-01', null);
    await until(
      () => runsOf('2030-03-01'),
      (rows) => rows.length === 1,
    );
    await cutOff.stop();

    const restarted = runnerOn(second, async () => ({ done: 1 }));
    await restarted.start();
    const rows = await until(
      () => runsOf('2030-03-01'),
      (found) => found.some((row) => row.outcome === 'done'),
      30_000,
    );
    release();
    expect(rows.map((row) => [row.queueJobId, row.outcome, row.error]).sort()).toEqual(
      [
        [queueJobId, 'done', null],
        [queueJobId, 'failed', JOB_MESSAGES.interrupted],
      ].sort(),
    );
    await restarted.stop();
  });

  it('refuses to queue a run when it is not running', async () => {
    const stopped = runnerOn(test.database, async () => ({}));
    await expect(stopped.runNow('reminders', undefined, null)).rejects.toThrow(JOB_MESSAGES.notRunning);
  });
});
