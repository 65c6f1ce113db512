import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useEnvironmentFeatures } from '../../lib/config.ts';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { useOfflineQueueStore } from '../../lib/offline/queue-store.ts';
import { installPrompt } from '../../lib/pwa/install-event.ts';
import { whenPagesLoaded } from '../../lib/pwa/pages-loaded.ts';
import { usePwaStore } from '../../lib/pwa/pwa-store.ts';
import { startPwa } from '../../lib/pwa/start-pwa.ts';
import { withMantineStyles } from '../../styles/lazy-styles.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import classes from './PwaShell.module.css';

// Shown only after a browser event: outside the first download.
const InstallPrompt = lazy(async () => ({
  default: (await withMantineStyles(['forms'], () => import('./InstallPrompt.tsx'))).InstallPrompt,
}));
// IndexedDB (Dexie) comes with it, only where `offlineChanges` is on.
const UnsyncedChanges = lazy(async () => ({
  default: (await withMantineStyles(['pages'], () => import('./UnsyncedChanges.tsx'))).UnsyncedChanges,
}));
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt.tsx')).UpdatePrompt }));

/** Once per page load (StrictMode runs effects twice). */
let started = false;

/**
 * The dock's height, and its banner's, as CSS variables on the page: the menu ends above them, so
 * that its foot (Logout) is not hidden under "You are offline" (issue 26, item 6; PwaShell.module.css).
 */
function useDockHeights(dock: HTMLElement | null): void {
  useEffect(() => {
    if (!dock) return;
    const style = document.documentElement.style;
    const measure = () => {
      const banner = dock.querySelector<HTMLElement>(`.${classes.banner}`);
      style.setProperty('--pwa-dock-height', `${dock.offsetHeight}px`);
      style.setProperty('--pwa-banner-height', `${banner?.offsetHeight ?? 0}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      style.removeProperty('--pwa-dock-height');
      style.removeProperty('--pwa-banner-height');
    };
  }, [dock]);
}

/**
 * Issue 15: the installable, offline-capable shell — the service worker registered once the app is
 * stable (its code loads then), the update and install cards, the offline banner, and with
 * `offlineChanges` (D23) the unsynced-changes bar and modal of the change queue.
 */
export function PwaShell() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.current, () => null);
  // Spec 4: dismissing the install prompt is one-way and kept in the interface state.
  const installDismissed = useInterfaceStore((state) => state.isInstallPromptDismissed);
  const needsReload = usePwaStore((state) => state.needsReload);
  const offlineChanges = useEnvironmentFeatures()('offlineChanges');
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  useDockHeights(dock);
  useEffect(() => {
    // The http client asks the store, outside React, whether a write that fails offline is queued.
    useOfflineQueueStore.getState().setEnabled(offlineChanges);
  }, [offlineChanges]);
  // Issue 28: the change queue's bar brings IndexedDB (Dexie), a dialog and the pages' Mantine styles
  // (about 90 KiB with brotli); it waits until the first page is here instead of taking its bandwidth.
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void whenPagesLoaded().then(() => current && setPageLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    // Built app only: the development server serves no service worker, and tests have none.
    if (!import.meta.env.PROD || started) return;
    started = true;
    startPwa().catch((error: unknown) => console.warn('Service worker not started', error));
  }, []);
  return (
    <div className={classes.dock} ref={setDock}>
      <Suspense fallback={null}>
        {needsReload && <UpdatePrompt />}
        {offer && !installDismissed && <InstallPrompt offer={offer} />}
        {offlineChanges && pageLoaded && <UnsyncedChanges />}
      </Suspense>
      <OfflineBanner />
    </div>
  );
}
