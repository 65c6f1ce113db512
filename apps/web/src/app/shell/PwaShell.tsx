import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { installPrompt } from '../../lib/pwa/install-event.ts';
import { usePwaStore } from '../../lib/pwa/pwa-store.ts';
import { startPwa } from '../../lib/pwa/start-pwa.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import classes from './PwaShell.module.css';

// Shown only after a browser event: outside the first download.
const InstallPrompt = lazy(async () => ({ default: (await import('./InstallPrompt.tsx')).InstallPrompt }));
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt.tsx')).UpdatePrompt }));

/** Once per page load (StrictMode runs effects twice). */
let started = false;

/**
 * Issue 15: the installable, offline-capable shell — the service worker registered once the app is
 * stable (its code loads then), the update and install cards and the offline banner. The
 * unsynced-changes bar and modal of the change queue will join them here.
 */
export function PwaShell() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.current, () => null);
  // Spec 4: dismissing the install prompt is one-way and kept in the interface state.
  const installDismissed = useInterfaceStore((state) => state.isInstallPromptDismissed);
  const needsReload = usePwaStore((state) => state.needsReload);
  useEffect(() => {
    // Built app only: the development server serves no service worker, and tests have none.
    if (!import.meta.env.PROD || started) return;
    started = true;
    startPwa().catch((error: unknown) => console.warn('Service worker not started', error));
  }, []);
  return (
    <div className={classes.dock}>
      <Suspense fallback={null}>
        {needsReload && <UpdatePrompt />}
        {offer && !installDismissed && <InstallPrompt offer={offer} />}
      </Suspense>
      <OfflineBanner />
    </div>
  );
}
