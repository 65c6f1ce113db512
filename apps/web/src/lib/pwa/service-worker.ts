import { registerSW } from 'virtual:pwa-register';
import { usePwaStore } from './pwa-store.ts';

/**
 * Registers the service worker (loaded lazily, once the app is stable: see start-pwa.ts). A new
 * version installs in the background and waits; the user is offered "Reload" instead of having the
 * app swapped under their feet (vite-plugin-pwa registerType 'prompt').
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      usePwaStore.getState().offerReload(() => void update(true));
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
