#!/usr/bin/env node
// Issue 27: no source file grows past what one reader can hold. Fails on a non-test source file of
// more than MAX_LINES lines in apps/*/src, packages/*/src or scripts/. Tests, test helpers (src/test/),
// the demo data (apps/api/src/demo/) and bench/ are left out: they are long by nature (tables of
// cases, seed data, measurement scripts). Functions are held to their own limit by Biome's
// noExcessiveLinesPerFunction (biome.json).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 450;
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const ROOTS = [/^apps\/[^/]+\/src\//, /^packages\/[^/]+\/src\//, /^scripts\//];
const LEFT_OUT = [/\.test\.[^/]+$/, /\.spec\.[^/]+$/, /\/src\/test\//, /^apps\/api\/src\/demo\//];

/** The files the rule covers, among paths relative to the repository. */
export function coveredFiles(paths) {
  return paths.filter(
    (file) =>
      SOURCE.test(file) && ROOTS.some((root) => root.test(file)) && !LEFT_OUT.some((rule) => rule.test(file)),
  );
}

/** "file: N lines" for each covered file over the limit. */
export function tooLong(root, paths, max = MAX_LINES) {
  return coveredFiles(paths).flatMap((file) => {
    // A file deleted but not yet committed is still listed by git.
    if (!existsSync(path.join(root, file))) return [];
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
    return lines > max ? [`${file}: ${lines} lines (at most ${max})`] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  // Tracked and new files alike, so that a file is caught before it is committed.
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const offenders = tooLong(root, listed.split('\n').filter(Boolean));
  for (const line of offenders) console.error(`✘ ${line}`);
  if (offenders.length > 0) {
    console.error('Split the file by job (docs/architecture.md says where the parts go).');
    process.exit(1);
  }
  console.log(`No source file over ${MAX_LINES} lines.`);
}
