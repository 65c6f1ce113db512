// Finds LibreOffice (`soffice`), which turns the sports' Word CV templates into PDFs (D20); installs
// Debian's "libreoffice-writer-nogui" with apt-get when running as root. Without it the API falls
// back to the built-in CV layout, so a failed install is not fatal: the template tests say what
// they skipped.
import { spawnSync } from 'node:child_process';

export function findSoffice() {
  return spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function ensureLibreOffice() {
  if (findSoffice()) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(
      '\nLibreOffice is missing: installing Debian\'s "libreoffice-writer-nogui" package with apt-get',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'libreoffice-writer-nogui'], {
        stdio: 'inherit',
        env,
      });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install();
    }
    if (findSoffice()) return true;
  }
  console.warn(
    '\nLibreOffice (soffice) was not found: CV templates fall back to the built-in layout and their ' +
      'conversion tests are skipped. Install it with `sudo apt-get install -y libreoffice-writer-nogui`.',
  );
  return false;
}
