import { JOB_MESSAGES, JOB_RUNS_LISTED, type JobName, type JobRun } from '@transferdesk/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { jobRuns, users } from '../../db/schema/index.ts';

interface RunStart {
  job: JobName;
  forDate: string;
  trigger: 'schedule' | 'manual';
  startedBy: string | null;
  queueJobId: string;
}

function toJobRun(
  row: typeof jobRuns.$inferSelect & { startedByName: string | null; startedBySurname: string | null },
): JobRun {
  return {
    id: row.id,
    job: row.job,
    forDate: row.forDate,
    trigger: row.trigger,
    startedBy:
      row.startedBy && row.startedByName !== null
        ? { id: row.startedBy, name: `${row.startedByName} ${row.startedBySurname ?? ''}`.trim() }
        : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    summary: row.summary,
    error: row.error,
  };
}

/** Issue 30: the record of every run of a background job (job_runs). */
export function createJobRuns(db: Db) {
  const select = () =>
    db
      .select({
        id: jobRuns.id,
        job: jobRuns.job,
        forDate: jobRuns.forDate,
        trigger: jobRuns.trigger,
        startedBy: jobRuns.startedBy,
        startedAt: jobRuns.startedAt,
        finishedAt: jobRuns.finishedAt,
        outcome: jobRuns.outcome,
        summary: jobRuns.summary,
        error: jobRuns.error,
        queueJobId: jobRuns.queueJobId,
        startedByName: users.name,
        startedBySurname: users.surname,
      })
      .from(jobRuns)
      .leftJoin(users, eq(users.id, jobRuns.startedBy));

  return {
    /**
     * Records the start of a run; undefined when the schedule's run of that day is already done or
     * under way elsewhere. An earlier attempt of the same queue job that is still `running` was cut
     * off (its process stopped): it is closed as interrupted first.
     */
    async begin(start: RunStart): Promise<string | undefined> {
      await db
        .update(jobRuns)
        .set({ outcome: 'failed', error: JOB_MESSAGES.interrupted, finishedAt: new Date() })
        .where(and(eq(jobRuns.queueJobId, start.queueJobId), eq(jobRuns.outcome, 'running')));
      try {
        const [row] = await db
          .insert(jobRuns)
          .values({ ...start, outcome: 'running' })
          .returning({ id: jobRuns.id });
        return row?.id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async finish(id: string, summary: Record<string, number>): Promise<void> {
      await db
        .update(jobRuns)
        .set({ outcome: 'done', summary, finishedAt: new Date() })
        .where(eq(jobRuns.id, id));
    },

    async fail(id: string, error: string): Promise<void> {
      await db
        .update(jobRuns)
        .set({ outcome: 'failed', error: error.slice(0, 2000), finishedAt: new Date() })
        .where(eq(jobRuns.id, id));
    },

    async latest(job: JobName): Promise<JobRun[]> {
      const rows = await select()
        .where(eq(jobRuns.job, job))
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
        .limit(JOB_RUNS_LISTED);
      return rows.map(toJobRun);
    },

    /** Whether the schedule's run of `forDate` is done or under way (not failed). */
    async scheduledRunOf(job: JobName, forDate: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.job, job),
            eq(jobRuns.forDate, forDate),
            eq(jobRuns.trigger, 'schedule'),
            ne(jobRuns.outcome, 'failed'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The newest run of a queue job (a retry makes a second), if a worker has taken it. */
    async ofQueueJob(queueJobId: string): Promise<JobRun | undefined> {
      const [row] = await select()
        .where(eq(jobRuns.queueJobId, queueJobId))
        .orderBy(desc(jobRuns.startedAt))
        .limit(1);
      return row ? toJobRun(row) : undefined;
    },
  };
}

export type JobRunRecords = ReturnType<typeof createJobRuns>;
