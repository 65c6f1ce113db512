// bench/attack.mjs's databases: the one prepared database (the demo seed and --players extra Football
// players) and the copy of it each scenario runs on: a copy of its DATA_DIR, and on PostgreSQL a
// database created from it as a template, dropped after the scenario.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { format } from '../stats.mjs';
import { seconds1 } from './report.mjs';
import { stopChild } from './run.mjs';
import { readLoop, startServerTwice } from './servers.mjs';

/**
 * The run's databases, on PGlite or (`onPostgres`) on the PostgreSQL server `postgresUrl`:
 * `prepare(players)` makes the base one, `copy(index)` a scenario's ({ dataDir, databaseUrl }),
 * `drop(index, dataDir)` removes that again.
 */
export function createDatabases(run, { onPostgres, postgresUrl }) {
  const baseDir = path.join(run.workDir, 'base');
  const dbName = (suffix) => `attack_${process.pid}_${suffix}`;
  const urlOf = (name) => `${postgresUrl.replace(/\/+$/, '')}/${name}`;
  return {
    /**
     * The demo seed and `players` extra Football players (bench/matching.mjs --fill-only of the
     * root), then a first start of the server on it; prints what was prepared. Fails the run if
     * anything goes wrong.
     */
    async prepare(players) {
      try {
        if (onPostgres) {
          const pg = (await import('pg')).default;
          run.adminPg = new pg.Client({ connectionString: urlOf('postgres') });
          await run.adminPg.connect();
          run.databases.push(dbName('base'));
          await run.adminPg.query(`create database "${dbName('base')}"`);
        }
        const baseUrl = onPostgres ? urlOf(dbName('base')) : undefined;
        mkdirSync(baseDir, { recursive: true });
        const fillScript = path.join(run.rootDir, 'bench/matching.mjs');
        let prepared = 'the demo seed';
        if (players > 0 && existsSync(fillScript)) {
          const began = performance.now();
          const fill = spawnSync(
            process.execPath,
            [fillScript, '--fill-only', '--players', String(players)],
            {
              cwd: run.rootDir,
              encoding: 'utf8',
              env: {
                ...process.env,
                DATA_DIR: baseDir,
                ...(baseUrl ? { DATABASE_URL: baseUrl } : { DATABASE_URL: '' }),
              },
            },
          );
          if (fill.status !== 0)
            throw new Error(`bench/matching.mjs --fill-only failed:\n${fill.stdout}\n${fill.stderr}`);
          prepared = `the demo seed and ${format(players)} Football players (bench/matching.mjs --fill-only, ${seconds1(performance.now() - began)})`;
        } else if (players > 0) {
          prepared = `the demo seed only (${fillScript} is missing)`;
        }
        const first = await startServerTwice(run, 'prepare', baseDir, baseUrl);
        const preloaded = readLoop(first) !== undefined;
        console.log(
          `Prepared: ${prepared}; first start of the server ${seconds1(first.startedInMs)}; loop preload ${preloaded ? 'active' : 'NOT active (no loop figures)'}\n`,
        );
        await stopChild(first.child, 15_000);
        run.killMarked();
      } catch (error) {
        await run.fail(`preparing: ${error.message}`);
      }
    },

    /** Scenario `index`'s copy of the prepared database: its DATA_DIR, and its DATABASE_URL on PostgreSQL. */
    async copy(index) {
      const dataDir = path.join(run.workDir, `s${index}`);
      cpSync(baseDir, dataDir, { recursive: true, filter: (source) => !lstatSync(source).isSocket() });
      let databaseUrl;
      if (onPostgres) {
        const clone = dbName(`s${index}`);
        run.databases.push(clone);
        await run.adminPg.query(`create database "${clone}" template "${dbName('base')}"`);
        databaseUrl = urlOf(clone);
      }
      return { dataDir, databaseUrl };
    },

    /** Removes scenario `index`'s copy. */
    async drop(index, dataDir) {
      if (onPostgres) {
        const clone = dbName(`s${index}`);
        await run.adminPg.query(`drop database if exists "${clone}" with (force)`).catch(() => {});
        run.databases.splice(run.databases.indexOf(clone), 1);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
