// Finds Debian's Chromium for Playwright; installs it with apt-get when running as root, otherwise
// says what to install. Playwright's own browser download does not work on machines without internet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return candidates().find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('\nChromium is missing: installing Debian\'s "chromium" package with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env,
      });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install();
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    '\nChromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  return undefined;
}
