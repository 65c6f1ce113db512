import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { XSRF_COOKIE } from '@transferdesk/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadPageTexts, startI18n } from '../lib/i18n.ts';
import { INITIAL_INTERFACE_STATE, useInterfaceStore } from '../lib/interface-store.ts';
import { useOfflineQueueStore } from '../lib/offline/queue-store.ts';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { setViewportWidth } from './viewport.ts';

// Browser APIs Mantine relies on that happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};

// findBy*/waitFor give up after 1 s by default. A lazy page compiles on its first render, and under
// CI's parallel load that alone can pass a second; a real regression still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Pages rendered without their layout (render-component) need their texts, which the layouts bring.
await startI18n();
await loadPageTexts();

beforeEach(() => {
  // The API sets this cookie on the first response; tests start as a browser that has it.
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this is test set-up only.
  document.cookie = `${XSRF_COOKIE}=test-xsrf; path=/`;
});

afterEach(() => {
  cleanup();
  // The notifications store lives in the module, not in the rendered tree.
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: null, signedOut: false });
  useInterfaceStore.setState(INITIAL_INTERFACE_STATE);
  useOfflineQueueStore.setState({ enabled: false, entries: [], syncing: false });
  document.body.className = '';
  setViewportWidth(1024);
});
