// Issue 26, item 22: a build is made beside the folder it replaces and then swapped in, so that a
// server already serving that folder (another `npm start` of the same checkout, e2e's servers) keeps
// answering with the old build until the new one is complete, and with the new one right after.
import { renameSync, rmSync } from 'node:fs';

/** Where the build of `target` is made before the swap: beside it, so that a rename moves it. */
export function stagingFolder(target) {
  return `${target}.next-${process.pid}`;
}

/**
 * Puts the complete folder `next` in place of `target`: `target` is renamed away, `next` renamed
 * into its place, then the old one removed. Renames within one file system are atomic, so `target`
 * always holds one whole build, and is missing only for the instant between the two renames.
 * A first build (no `target` yet) is simply renamed into place.
 */
export function swapFolder(next, target) {
  const retired = `${target}.old-${process.pid}`;
  rmSync(retired, { recursive: true, force: true });
  let replaced = true;
  try {
    renameSync(target, retired);
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
    replaced = false;
  }
  try {
    renameSync(next, target);
  } catch (error) {
    // The old build goes back rather than leave nothing to serve.
    if (replaced) renameSync(retired, target);
    throw error;
  }
  if (replaced) rmSync(retired, { recursive: true, force: true });
}
