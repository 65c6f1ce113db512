import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coveredFiles, MAX_LINES, tooLong } from '../../../../scripts/check-file-length.mjs';

/** Issue 27: the guard `npm test` runs so that no source file grows past one reader's reach. */
const root = mkdtempSync(path.join(tmpdir(), 'file-length-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, lines: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'const x = 1;\n'.repeat(lines));
}

describe('the file length guard', () => {
  it(`refuses a source file of ${MAX_LINES + 1} lines and lets one of ${MAX_LINES} pass`, () => {
    write('apps/api/src/modules/x/service.ts', MAX_LINES + 1);
    write('apps/web/src/features/x/Form.tsx', MAX_LINES);
    write('packages/shared/src/x.ts', MAX_LINES + 20);
    write('scripts/x.mjs', MAX_LINES + 1);
    expect(
      tooLong(root, [
        'apps/api/src/modules/x/service.ts',
        'apps/web/src/features/x/Form.tsx',
        'packages/shared/src/x.ts',
        'scripts/x.mjs',
      ]),
    ).toEqual([
      `apps/api/src/modules/x/service.ts: ${MAX_LINES + 1} lines (at most ${MAX_LINES})`,
      `packages/shared/src/x.ts: ${MAX_LINES + 20} lines (at most ${MAX_LINES})`,
      `scripts/x.mjs: ${MAX_LINES + 1} lines (at most ${MAX_LINES})`,
    ]);
  });

  it('leaves tests, test helpers, the demo data, bench and non-code files alone', () => {
    expect(
      coveredFiles([
        'apps/api/src/modules/x/x.test.ts',
        'apps/web/src/features/x/x.test.tsx',
        'e2e/tests/x.spec.ts',
        'apps/api/src/test/access-matrix.ts',
        'apps/api/src/demo/demo-players.ts',
        'bench/load.mjs',
        'apps/web/src/locales/en-gb.json',
        'apps/api/src/modules/x/service.ts',
      ]),
    ).toEqual(['apps/api/src/modules/x/service.ts']);
  });

  it('skips a file git still lists but that was deleted', () => {
    expect(tooLong(root, ['apps/api/src/gone.ts'])).toEqual([]);
  });
});
