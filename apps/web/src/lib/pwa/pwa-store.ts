import { create } from 'zustand';

interface PwaState {
  /** A new version of the app is installed and waits for the user's "Reload" (registerType 'prompt'). */
  needsReload: boolean;
  /** Activates the waiting version and reloads; set by the registration. */
  reload: () => void;
  offerReload: (reload: () => void) => void;
  dismissReload: () => void;
}

/** What the lazily loaded service-worker registration tells the shell. */
export const usePwaStore = create<PwaState>()((set) => ({
  needsReload: false,
  reload: () => undefined,
  offerReload: (reload) => set({ needsReload: true, reload }),
  dismissReload: () => set({ needsReload: false }),
}));

/** Spec 1 error catalogue: without service workers (disabled, private mode, plain http) nothing works offline. */
export function serviceWorkersSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}
