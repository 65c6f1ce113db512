import { calendarDayIn, JOB_MESSAGES, type JobName } from '@transferdesk/shared';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { createJobRuns, type JobRunRecords } from './job-runs.ts';

/** One kind of background work: its schedule and what a run does for a day. */
export interface JobDefinition {
  name: JobName;
  /** A cron expression in the runner's time zone; none for a job that runs when queued (the CRM sync). */
  cron?: string;
  /** False: started from its own page with what it needs (`payload`), not by "Run now". */
  runnable?: boolean;
  /** Attempts after a failure or a cut-off run (2 unless said). */
  retries?: number;
  /** Does the work for `forDate` and answers what it did as counts. */
  run(forDate: string, payload: Record<string, string>): Promise<Record<string, number>>;
  /**
   * A day's run the server was down for (or started after) is made up at start, so the bell and
   * the digest never skip a day and a fresh install shows today's reminders at once.
   */
  catchUp?: boolean;
}

/** What a queued job carries. */
interface JobData {
  trigger: 'schedule' | 'manual';
  forDate?: string;
  startedBy?: string;
  payload?: Record<string, string>;
}

export interface JobRunnerOptions {
  database: Database;
  definitions: readonly JobDefinition[];
  /** The zone schedules and "today" are read in (the server's by default). */
  timeZone: string;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  /** Tests shorten pg-boss's intervals; production keeps its defaults. */
  tuning?: {
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
    expireInSeconds?: number;
    retryDelaySeconds?: number;
    /** How long `stop` lets a run in progress finish. */
    stopTimeoutMs?: number;
  };
}

/**
 * Issue 30 (ADR 008): the durable job runner. pg-boss keeps the queue and the schedules in the
 * database, on PostgreSQL and on the embedded PGlite alike (through `executeSql`), so a scheduled
 * run survives a restart, a cron tick makes one job whatever the number of processes, and a job
 * is fetched by one process (SKIP LOCKED). A run cut off with its process expires and is retried;
 * job_runs records every attempt for the jobs page.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { database, definitions, timeZone, log, tuning = {} } = options;
  const runs: JobRunRecords = createJobRuns(database.db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: database.jobSchema,
    ...(tuning.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  const workers = new Map<JobName, string>();
  let started = false;

  async function execute(definition: JobDefinition, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const forDate = job.data.forDate ?? calendarDayIn(job.createdOn, timeZone);
    const run = await runs.begin({
      job: definition.name,
      forDate,
      trigger: job.data.trigger,
      startedBy: job.data.startedBy ?? null,
      queueJobId: job.id,
    });
    // Another process (or an earlier attempt) already did the schedule's run of this day.
    if (!run) return;
    try {
      await runs.finish(run, await definition.run(forDate, job.data.payload ?? {}));
    } catch (error) {
      await runs.fail(run, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    runs,
    timeZone,
    definitions,
    get running() {
      return started;
    },

    async start(): Promise<void> {
      await boss.start();
      for (const definition of definitions) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retries ?? 2,
          retryDelay: tuning.retryDelaySeconds ?? 60,
          expireInSeconds: tuning.expireInSeconds ?? 15 * 60,
        });
        const worker = await boss.work<JobData>(
          definition.name,
          {
            includeMetadata: true,
            batchSize: 1,
            ...(tuning.pollingIntervalSeconds
              ? { pollingIntervalSeconds: tuning.pollingIntervalSeconds }
              : {}),
          },
          async ([job]) => {
            if (job) await execute(definition, job);
          },
        );
        workers.set(definition.name, worker);
        if (definition.cron)
          await boss.schedule(definition.name, definition.cron, { trigger: 'schedule' } satisfies JobData, {
            tz: timeZone,
          });
        const today = calendarDayIn(new Date(), timeZone);
        if (definition.catchUp && !(await runs.scheduledRunOf(definition.name, today)))
          await boss.send(definition.name, { trigger: 'schedule', forDate: today } satisfies JobData);
      }
      started = true;
    },

    /**
     * Queues a run now and wakes this process's worker. Answers the queue job's id; the run shows in
     * job_runs once a worker takes it.
     */
    async runNow(
      name: JobName,
      forDate: string | undefined,
      startedBy: string | null,
      payload?: Record<string, string>,
    ): Promise<string> {
      if (!started) throw new DomainError('unavailable', JOB_MESSAGES.notRunning);
      const data: JobData = {
        trigger: 'manual',
        ...(startedBy ? { startedBy } : {}),
        ...(forDate ? { forDate } : {}),
        ...(payload ? { payload } : {}),
      };
      const id = await boss.send(name, data);
      if (!id) throw new Error('The job was not queued');
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    /** Today in the runner's zone: the default day of a run. */
    today: () => calendarDayIn(new Date(), timeZone),

    /**
     * Lets a run in progress finish (up to 30 s), then stops polling. A run still going then is
     * cut off like a killed process's: it expires and another process retries it.
     */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: tuning.stopTimeoutMs ?? 30_000 });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
