// @ts-check
/**
 * Mutation testing of the matching engine (packages/shared/src/matching), "Who to call today" and the
 * agreements' calendar rules and reminders (issue 30), run by `npm run mutation`
 * (scripts/mutation.mjs), never by `npm test`. Reports land in reports/mutation/.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    // Only the engine's own tests, without the root config's projects (apps/api, apps/web).
    configFile: 'packages/shared/vitest.stryker.config.ts',
    related: true,
  },
  mutate: [
    'packages/shared/src/matching/**/*.ts',
    '!packages/shared/src/matching/**/*.test.ts',
    // Issue 29: "Who to call today" ranks the agent's pitches; a wrong order is as costly.
    'packages/shared/src/catalogue/pitch-calls.ts',
    // Issue 30: the agreement rules (D45) and the reminders' dates (D46); a day off misses a deadline.
    'packages/shared/src/calendar-days.ts',
    'packages/shared/src/catalogue/agreements.ts',
    'packages/shared/src/reminders.ts',
    // Test helpers (fast-check arbitraries), not engine code.
    '!packages/shared/src/matching/testing/**',
  ],
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: 'perTest',
  // A mutant's time limit is timeoutFactor x its tests' dry-run time + timeoutMS; generous, as the
  // property tests are CPU-bound and the machine is shared.
  timeoutMS: 10000,
  timeoutFactor: 2,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
