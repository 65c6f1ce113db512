import { SERVICE_WORKER_REGISTRATION_FALLBACK_MS } from '@transferdesk/shared';

interface StableWindow {
  readonly document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void) => number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * Resolves once the app is stable — the page has loaded and the browser has a quiet moment — or
 * after the spec's fallback delay at the latest (spec 1, section 9), whichever comes first, so the
 * service worker's downloads never compete with the first page's.
 */
export function whenStable(
  target: StableWindow = window as unknown as StableWindow,
  fallbackMs: number = SERVICE_WORKER_REGISTRATION_FALLBACK_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      target.clearTimeout(timer);
      resolve();
    };
    const timer = target.setTimeout(finish, fallbackMs);
    const idle = () =>
      target.requestIdleCallback ? target.requestIdleCallback(finish) : target.setTimeout(finish, 0);
    if (target.document.readyState === 'complete') idle();
    else target.addEventListener('load', idle, { once: true });
  });
}
