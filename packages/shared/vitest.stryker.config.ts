import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest config used only by `npm run mutation` (stryker.config.mjs): the matching engine's tests,
 * those of "Who to call today"'s ranking (issue 29) and those of the calendar days, agreement rules
 * and reminders (issue 30), nothing else, rooted at packages/shared whatever
 * directory Stryker's sandbox runs from. The root
 * vitest.config.ts (projects) stays what `npm test` uses.
 */
export default defineConfig({
  test: {
    name: 'shared-matching',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [
      'src/matching/**/*.test.ts',
      'src/catalogue/pitch-calls.test.ts',
      'src/calendar-days.test.ts',
      'src/catalogue/agreements.test.ts',
      'src/reminders.test.ts',
    ],
    // Fixes fast-check's seed so that every mutant meets the same generated inputs and the score is
    // repeatable from run to run (the tests themselves are unchanged).
    setupFiles: ['./vitest.stryker.setup.ts'],
  },
});
