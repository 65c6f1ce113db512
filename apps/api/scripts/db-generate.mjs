#!/usr/bin/env node
// `npm run db:generate [-- --name <name>]`: drizzle-kit generate, then drop the `"public".` that
// drizzle-kit writes before referenced tables. Unqualified names follow the connection's
// search_path, which is what lets the PostgreSQL test suite migrate one schema per test file.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { status } = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);

const folder = path.join(root, 'src/db/migrations');
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const file = path.join(folder, name);
  const sql = readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    writeFileSync(file, unqualified);
    console.log(`unqualified the public schema in ${name}`);
  }
}
