import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** Why a job in a worker did not give its answer. */
export type WorkerJobFailure = 'overBudget' | 'outOfMemory' | 'busy' | 'crashed';

export class WorkerJobFailed extends Error {
  constructor(
    readonly failure: WorkerJobFailure,
    options?: ErrorOptions,
  ) {
    super(`Worker job failed: ${failure}`, options);
    this.name = 'WorkerJobFailed';
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a task's input is whatever the worker module declares.
type Task = (input: any) => unknown;

export interface WorkerPool<Tasks extends Record<string, Task>> {
  /**
   * Runs `task` of the worker module with `input` (copied to the worker). Killed when it takes more
   * than `budgetMs` or its memory limit; refused at once when the queue is full.
   */
  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
    budgetMs: number,
  ): Promise<Awaited<ReturnType<Tasks[Name]>>>;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker module: a file URL (see `workerModule`). */
  filename: string;
  /** Jobs at a time; default all cores but one, at least 1 and at most 4. */
  threads?: number;
  /** Jobs waiting past which a new one is refused (`busy`). */
  maxQueue: number;
  /** Heap of one worker; a job that needs more is killed (`outOfMemory`), its worker replaced. */
  memoryMb: number;
}

/**
 * The worker module beside `moduleUrl`: the `.ts` source through a loader that registers tsx
 * (tests and `npm run dev` run the sources), or the bundled `.js` next to dist/server.js.
 */
export function workerModule(moduleUrl: string, name: string): string {
  return moduleUrl.endsWith('.ts')
    ? new URL(`./${name}.dev.mjs`, moduleUrl).href
    : new URL(`./${name}.js`, moduleUrl).href;
}

/**
 * Issue 25: CPU-heavy work (PDF layout, Word templates) in a bounded pool of worker threads
 * (piscina), so that no job holds the event loop every request needs, and none runs for ever.
 */
export function createWorkerPool<Tasks extends Record<string, Task>>(
  options: WorkerPoolOptions,
): WorkerPool<Tasks> {
  const threads = options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const pool = new Piscina({
    filename: options.filename,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    // A worker loads its libraries once (a second for @react-pdf); idle ones leave after a while.
    idleTimeout: 5 * 60 * 1000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  return {
    async run(task, input, budgetMs) {
      if (pool.queueSize >= options.maxQueue) throw new WorkerJobFailed('busy');
      try {
        return await pool.run(input, { name: task, signal: AbortSignal.timeout(budgetMs) });
      } catch (error) {
        const { name, code, message } = error as { name?: string; code?: string; message?: string };
        if (name === 'AbortError' || name === 'TimeoutError')
          throw new WorkerJobFailed('overBudget', { cause: error });
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerJobFailed('outOfMemory', { cause: error });
        if (message === 'Task queue is at limit') throw new WorkerJobFailed('busy', { cause: error });
        if (message === 'Terminating worker thread') throw new WorkerJobFailed('crashed', { cause: error });
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
