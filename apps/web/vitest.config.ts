import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeParts } from './locale-parts.ts';

export default defineProject({
  plugins: [react(), localeParts()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Pages are lazy-loaded and Mantine's combobox animates; the first render of a file compiles a lot.
    testTimeout: 15_000,
  },
});
