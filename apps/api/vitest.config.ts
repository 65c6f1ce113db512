import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file boots its own database (PGlite takes about a second), seeds the demo (players'
    // portraits and requirements included: a few seconds, many more on a loaded two-core machine)
    // and hashes passwords.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
