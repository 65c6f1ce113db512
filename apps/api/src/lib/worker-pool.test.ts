import { describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerJobFailed } from './worker-pool.ts';

/** What ../test/worker-pool-tasks.mjs exports (plain JavaScript, so that workers need no loader). */
type Tasks = {
  echo: (input: unknown) => { echoed: unknown };
  spinForever: (input: undefined) => never;
  eatMemory: (input: undefined) => never;
};
const filename = new URL('../test/worker-pool-tasks.mjs', import.meta.url).href;

describe('the worker pool (issue 25)', () => {
  it('kills a job past its budget, answers why, and goes on working', async () => {
    const pool = createWorkerPool<Tasks>({ filename, threads: 1, maxQueue: 4, memoryMb: 64 });
    try {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks += 1;
      }, 10);
      const failure = await pool.run('spinForever', undefined, 300).catch((error: unknown) => error);
      clearInterval(timer);
      expect(failure).toBeInstanceOf(WorkerJobFailed);
      expect(failure).toMatchObject({ failure: 'overBudget' });
      // This thread's timers ran while the job spun in its own.
      expect(ticks).toBeGreaterThan(3);
      expect(await pool.run('echo', 'after', 5_000)).toEqual({ echoed: 'after' });
    } finally {
      await pool.close();
    }
  });

  it('kills a job past its memory limit', async () => {
    const pool = createWorkerPool<Tasks>({ filename, threads: 1, maxQueue: 4, memoryMb: 32 });
    try {
      await expect(pool.run('eatMemory', undefined, 60_000)).rejects.toMatchObject({
        failure: 'outOfMemory',
      });
      expect(await pool.run('echo', 1, 5_000)).toEqual({ echoed: 1 });
    } finally {
      await pool.close();
    }
  });

  it('refuses a job at once when the queue is full', async () => {
    const pool = createWorkerPool<Tasks>({ filename, threads: 1, maxQueue: 1, memoryMb: 64 });
    try {
      const running = pool.run('spinForever', undefined, 2_000).catch(() => undefined);
      const waiting = pool.run('spinForever', undefined, 2_000).catch(() => undefined);
      await expect(pool.run('echo', 'late', 2_000)).rejects.toMatchObject({ failure: 'busy' });
      await Promise.all([running, waiting]);
    } finally {
      await pool.close();
    }
  });
});
