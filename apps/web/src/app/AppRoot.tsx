import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useTrackCommittedLocation } from '../lib/committed-location.ts';
import { useInterfaceStore } from '../lib/interface-store.ts';
import { useSessionMonitor } from '../lib/session/session-monitor.ts';
import { withMantineStyles } from '../styles/lazy-styles.ts';
import { PwaShell } from './shell/PwaShell.tsx';
import { useBodyClasses } from './shell/use-body-classes.ts';

const SessionOverOverlay = lazy(async () => ({
  default: (await withMantineStyles(['forms', 'pages'], () => import('./shell/SessionOverOverlay.tsx')))
    .SessionOverOverlay,
}));

/**
 * The top of every page: body markers, scroll restoration, the session's expiry checks (spec 4)
 * a spinner while a layout loads, and the offline banner, install and update prompts (issue 15).
 */
export function AppRoot() {
  useBodyClasses();
  useSessionMonitor();
  useTrackCommittedLocation();
  const isSessionOver = useInterfaceStore((state) => state.isSessionOver);
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <PwaShell />
      {isSessionOver && (
        <Suspense fallback={null}>
          <SessionOverOverlay />
        </Suspense>
      )}
    </>
  );
}
