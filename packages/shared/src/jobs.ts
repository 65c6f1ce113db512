import { z } from 'zod';
import { isoDateSchema } from './catalogue/common.ts';

/**
 * Issue 30: background work runs on one durable job runner (ADR 010): scheduled jobs survive
 * restarts and run once across several API processes. A Superadmin sees each job with its
 * schedule and last runs and can run one now.
 */
export const JOB_NAMES = ['reminders', 'file-cleanup', 'crm-sync', 'backup', 'audit-retention'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const JOB_OUTCOMES = ['running', 'done', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const JOB_MESSAGES = {
  unknownJob: 'There is no such job',
  notRunning:
    'The job runner is not running on this server, so the job cannot be started. Please try again in a moment.',
  interrupted: 'Interrupted by a restart of the server',
  /** The CRM sync is started from its own page (D32), with its report. */
  startedElsewhere: 'This job is started from its own page',
} as const;

export const jobRunSchema = z.object({
  id: z.uuid(),
  job: z.enum(JOB_NAMES),
  /** The day the run is for (reminders), null for jobs without one. */
  forDate: z.string().nullable(),
  /** `schedule`: the runner started it; `manual`: a Superadmin did. */
  trigger: z.enum(['schedule', 'manual']),
  startedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(JOB_OUTCOMES),
  /** What the run did, as counts (reminders: reminders, notifications, digests). */
  summary: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: z.enum(JOB_NAMES),
  /** A cron expression, in `timeZone`; null for a job that runs when started (the CRM sync). */
  schedule: z.string().nullable(),
  /** Whether `POST /jobs/{name}/run` starts it (the CRM sync starts from its own page). */
  runnable: z.boolean(),
  timeZone: z.string(),
  /** The newest runs first. */
  lastRuns: z.array(jobRunSchema),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET /jobs`. */
export const jobListSchema = z.object({ running: z.boolean(), data: z.array(jobSchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** `POST /jobs/{name}/run`: the day to run for; today (the server's) when absent. */
export const jobRunRequestSchema = z.object({ date: isoDateSchema.optional() });
export type JobRunRequest = z.infer<typeof jobRunRequestSchema>;

export const JOB_RUNS_LISTED = 10;
