import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file boots its own database (PGlite takes about a second) and hashes passwords.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
