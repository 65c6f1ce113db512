#!/usr/bin/env node
// `npm run demo:reset`: deletes the embedded database and uploads in DATA_DIR so that the next
// `npm start` migrates and seeds a fresh demo. Refuses to touch a PostgreSQL DATABASE_URL.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: reset that database yourself; this script only resets the embedded demo.',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
for (const folder of ['db', 'uploads', 'mail']) {
  const target = path.join(dataDir, folder);
  if (existsSync(target)) {
    rmSync(target, { recursive: true, force: true });
    console.log(`removed ${target}`);
  }
}
console.log('The next `npm start` creates a fresh demo.');
