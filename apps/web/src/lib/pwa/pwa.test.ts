import { SERVICE_WORKER_REGISTRATION_FALLBACK_MS } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCaches } from '../session/local-data.ts';
import { API_CACHE_NAME, CACHED_API_URL } from './cache-names.ts';
import { trackPageLoad, whenPagesLoaded } from './pages-loaded.ts';
import { startPwa } from './start-pwa.ts';
import { whenStable } from './when-stable.ts';

function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners: Array<() => void> = [];
  return {
    listeners,
    target: {
      document: { readyState },
      addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
      requestIdleCallback: idle
        ? (callback: () => void) => setTimeout(callback, 5) as unknown as number
        : undefined,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (id: number) => clearTimeout(id),
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('service worker registration delay (spec 1, section 9)', () => {
  it('falls back to 30000 ms', () => {
    expect(SERVICE_WORKER_REGISTRATION_FALLBACK_MS).toBe(30_000);
  });

  it('waits for the page to load and an idle moment', async () => {
    vi.useFakeTimers();
    const { target, listeners } = fakeWindow('loading');
    const stable = vi.fn();
    void whenStable(target, 30_000).then(stable);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stable).not.toHaveBeenCalled();
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(5);
    expect(stable).toHaveBeenCalledOnce();
  });

  it('registers after the fallback delay at the latest when the page never settles', async () => {
    vi.useFakeTimers();
    const { target } = fakeWindow('loading');
    const stable = vi.fn();
    void whenStable(target, 30_000).then(stable);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(stable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stable).toHaveBeenCalledOnce();
  });

  it('loads the registration only once the app is stable', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    let settle: () => void = () => undefined;
    const register = vi.fn();
    const load = vi.fn(async () => ({ registerServiceWorker: register }));
    const started = startPwa(() => new Promise<void>((resolve) => (settle = resolve)), load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle();
    await expect(started).resolves.toBe(true);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing where service workers are disabled or not supported', async () => {
    vi.stubGlobal('navigator', {});
    const load = vi.fn();
    await expect(startPwa(async () => undefined, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the precache waits for the first page (issue 28)', () => {
  it('resolves only once every lazy page being fetched, and one it leads to, has arrived', async () => {
    let layoutArrives: () => void = () => undefined;
    let pageArrives: () => void = () => undefined;
    void trackPageLoad(new Promise<void>((resolve) => (layoutArrives = resolve)));
    const ready = vi.fn();
    void whenPagesLoaded().then(ready);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).not.toHaveBeenCalled();
    // The layout arrives and, as it renders (after the promise has settled), asks for its page.
    layoutArrives();
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    void trackPageLoad(new Promise<void>((resolve) => (pageArrives = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).not.toHaveBeenCalled();
    pageArrives();
    await vi.waitFor(() => expect(ready).toHaveBeenCalledOnce());
  });

  it('counts a page that failed to load as settled', async () => {
    void trackPageLoad(Promise.reject(new Error('offline'))).catch(() => undefined);
    await expect(whenPagesLoaded()).resolves.toBeUndefined();
  });
});

describe('cached API answers (issue 15)', () => {
  it('keeps the lists and the own profile, never the token calls', () => {
    const cached = (path: string) => CACHED_API_URL.test(`https://transferdesk.test${path}`);
    expect(cached('/core/api/clubs?tenantId=1&page=1')).toBe(true);
    expect(cached('/core/api/config')).toBe(true);
    expect(cached('/core/api/auth/me')).toBe(true);
    expect(cached('/core/api/authors')).toBe(true);
    expect(cached('/core/api/auth')).toBe(false);
    expect(cached('/core/api/auth/refresh')).toBe(false);
    expect(cached('/core/api/auth/emptytoken')).toBe(false);
    expect(cached('/core/api/auth/impersonate')).toBe(false);
    expect(cached('/core/api/auth/me/picture')).toBe(false);
    expect(cached('/core/resources/x.png')).toBe(false);
    expect(cached('/clubs/1')).toBe(false);
  });

  it('logout drops the API cache and keeps the precached app', async () => {
    const names = [API_CACHE_NAME, 'workbox-precache-v2-https://transferdesk.test/'];
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { keys: async () => names, delete: remove });
    await clearCaches();
    expect(remove).toHaveBeenCalledWith(API_CACHE_NAME);
    expect(remove).not.toHaveBeenCalledWith(names[1]);
  });
});
