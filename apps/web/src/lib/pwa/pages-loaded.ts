import { SERVICE_WORKER_REGISTRATION_FALLBACK_MS } from '@transferdesk/shared';

/**
 * Issue 28: the lazy layouts and pages being fetched. The service worker's precache (every chunk of
 * the app, about 700 KiB with brotli) waits until none is, so that on a phone's slow link it does
 * not take the bandwidth the first page still needs: `load` does not wait for import()ed chunks,
 * and the browser is often idle then, waiting for them.
 */
let pending = 0;
let waiting: Array<() => void> = [];

/** Counts `load` as a page or layout being fetched until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  const settle = () => {
    pending -= 1;
    if (pending > 0) return;
    const ready = waiting;
    waiting = [];
    for (const resolve of ready) resolve();
  };
  load.then(settle, settle);
  return load;
}

function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/**
 * The browser's first contentful paint, or the spec's fallback delay where it reports none (no paint
 * timing, a tab opened in the background): the first page has been shown.
 */
function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(done, SERVICE_WORKER_REGISTRATION_FALLBACK_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once no lazy layout or page is being fetched, nor starts in the quiet moment after (a
 * layout that has just arrived renders and only then asks for its page), and the first page has been
 * painted: what loads after this takes neither bandwidth nor main-thread time from the first page.
 */
export async function whenPagesLoaded(): Promise<void> {
  for (;;) {
    if (pending > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    await nextIdle();
    if (pending === 0) break;
  }
  await firstContentfulPaint();
  await nextIdle();
}
