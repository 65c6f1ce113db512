#!/usr/bin/env node
// `npm run demo:reset`: deletes the embedded database and uploads in DATA_DIR so that the next
// `npm start` migrates and seeds a fresh demo. Refuses to touch a PostgreSQL DATABASE_URL.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { askLockHolder } from '../apps/api/scripts/lock-holder.mjs';

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: reset that database yourself; this script only resets the embedded demo.',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
// The server answers on the socket DATA_DIR/db.lock while it runs (apps/api/src/db/data-folder-lock.ts):
// deleting the database under it would lose what it writes next.
const holder = await askLockHolder(path.join(dataDir, 'db.lock'));
if (holder) {
  console.error(
    `A Transferdesk server (process ${holder.pid}) is using ${dataDir}: stop it first, then reset the demo.`,
  );
  process.exit(1);
}
for (const folder of ['db', 'uploads', 'mail', 'db.lock']) {
  const target = path.join(dataDir, folder);
  if (existsSync(target)) {
    rmSync(target, { recursive: true, force: true });
    console.log(`removed ${target}`);
  }
}
console.log('The next `npm start` creates a fresh demo.');
