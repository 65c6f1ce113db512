import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One browser per CPU, at most 3: on a 2-CPU machine a third browser beside the server and the
  // extra servers some journeys start left pages taking over 15 s to appear (issue 30's CI run).
  workers: Math.max(1, Math.min(3, availableParallelism())),
  retries: 0,
  // The longest journeys (a sport created with an image, a transfer through every validation message)
  // take about 33 s on a quiet machine, axe scans included; a busy CI machine needs the headroom.
  timeout: 60_000,
  // An assertion on a page reached for the first time may first wait for that page's axe scan
  // (fixtures.ts): a second or two, several on a busy machine.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps calling out to a network this
      // machine does not have.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
