// bench/attack.mjs's bookkeeping: the processes, the temporary folder and the PostgreSQL databases of
// one run, removed however the run ends (done, failed, interrupted, an uncaught error).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** SIGTERM, SIGKILL after `graceMs`; resolves when the process has exited. */
export const stopChild = (child, graceMs) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });

/**
 * A new run of the built server `serverScript` of the checkout `rootDir`: `runId` (the servers carry it as BENCH_ATTACK_RUN, and so do the processes they
 * start), `workDir` (a new temporary folder), `children` (processes stopped with the run),
 * `databases` (names dropped with the run, through `adminPg` once it is set), `killMarked()`,
 * `cleanUp()` and `fail(message)`. Installs the handlers of Ctrl-C and of uncaught errors.
 */
export function createAttackRun({ rootDir, serverScript }) {
  const run = {
    rootDir,
    serverScript,
    runId: `attack-${process.pid}-${Date.now().toString(36)}`,
    workDir: mkdtempSync(path.join(tmpdir(), 'transferdesk-attack-')),
    children: new Set(),
    databases: [],
    adminPg: undefined,
    stopping: false,
    /** Processes the servers of this run started (LibreOffice, ...): they carry BENCH_ATTACK_RUN. */
    markedPids() {
      const found = [];
      for (const name of readdirSync('/proc')) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
        try {
          const environ = `\0${readFileSync(`/proc/${name}/environ`, 'latin1')}`;
          if (environ.includes(`\0BENCH_ATTACK_RUN=${run.runId}\0`)) found.push(Number(name));
        } catch {
          // gone, or not ours to read
        }
      }
      return found;
    },
    killMarked() {
      for (const pid of run.markedPids()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
    async cleanUp() {
      run.stopping = true;
      await Promise.all([...run.children].map((child) => stopChild(child, 5_000)));
      run.killMarked();
      if (run.adminPg) {
        for (const name of run.databases.splice(0)) {
          await run.adminPg.query(`drop database if exists "${name}" with (force)`).catch(() => {});
        }
        await run.adminPg.end().catch(() => {});
      }
      rmSync(run.workDir, { recursive: true, force: true });
    },
    async fail(message) {
      if (run.stopping) return;
      console.error(`\nattack.mjs: ${message}`);
      await run.cleanUp();
      process.exit(1);
    },
  };
  process.once('SIGINT', () => run.fail('interrupted'));
  process.on('uncaughtException', (error) => run.fail(error.stack ?? String(error)));
  process.on('unhandledRejection', (error) => run.fail(error?.stack ?? String(error)));
  return run;
}
