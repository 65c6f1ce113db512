import { whenPagesLoaded } from './pages-loaded.ts';
import { serviceWorkersSupported } from './pwa-store.ts';
import { whenStable } from './when-stable.ts';

/** Stable, and the first page's lazy chunks are here (issue 28: the precache then takes no bandwidth from them). */
async function whenStableWithPage(): Promise<void> {
  await whenStable();
  await whenPagesLoaded();
}

/**
 * Once the app is stable (or after the spec's fallback delay), loads and runs the service-worker
 * registration; it stays out of the first download. Without service worker support there is
 * nothing to register: the offline banner says so (spec 1 error catalogue).
 */
export async function startPwa(
  stable: () => Promise<void> = whenStableWithPage,
  load: () => Promise<{ registerServiceWorker: () => void }> = () => import('./service-worker.ts'),
): Promise<boolean> {
  if (!serviceWorkersSupported()) return false;
  await stable();
  (await load()).registerServiceWorker();
  return true;
}
