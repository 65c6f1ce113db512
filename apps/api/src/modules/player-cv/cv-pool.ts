import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { DomainError } from '../../lib/errors.ts';
import { createWorkerPool, WorkerJobFailed, type WorkerPool, workerModule } from '../../lib/worker-pool.ts';
import type * as CvTasks from './cv-worker.ts';

/** What each kind of CV job may take before it is killed (issue 25). */
export const CV_BUDGETS = {
  /** The built-in layout: a long CV takes 1-3 s on this product's servers. */
  layoutMs: 20_000,
  /** Filling a Word template: well under a second for a real one. */
  fillMs: 10_000,
  /** Checking an uploaded template: unpacking and compiling its placeholders. */
  checkMs: 15_000,
  /** One worker's heap. */
  memoryMb: 512,
  /** Jobs waiting for a worker past which a new one is refused (503). */
  maxQueue: 20,
} as const;

/** The time budgets of the three kinds of job, in milliseconds. */
export type CvBudgets = Record<'layoutMs' | 'fillMs' | 'checkMs', number>;

export type CvPool = WorkerPool<typeof CvTasks>;

export function createCvPool(options: { threads?: number } = {}): CvPool {
  return createWorkerPool<typeof CvTasks>({
    filename: workerModule(import.meta.url, 'cv-worker'),
    maxQueue: CV_BUDGETS.maxQueue,
    memoryMb: CV_BUDGETS.memoryMb,
    ...(options.threads ? { threads: options.threads } : {}),
  });
}

/** A CV job that did not answer, as people are told: busy (retry soon) or stopped (retry later). */
export function cvJobError(error: unknown): unknown {
  if (!(error instanceof WorkerJobFailed)) return error;
  return error.failure === 'busy'
    ? new DomainError('unavailable', PUBLIC_PAGE_MESSAGES.cvBusy, undefined, 5, { cause: error })
    : new DomainError('unavailable', PUBLIC_PAGE_MESSAGES.cvTooSlow, undefined, 60, { cause: error });
}
