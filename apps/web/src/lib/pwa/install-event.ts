/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (event: BeforeInstallPromptEvent | null) => void;

let pending: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function publish(event: BeforeInstallPromptEvent | null): void {
  pending = event;
  for (const listener of listeners) listener(event);
}

/**
 * Started in main.tsx, before anything lazy: the browser may offer the install before the install
 * prompt's code has loaded, and it offers it only once per page.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away; the app shows its own prompt (spec 1, shell pieces).
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => publish(null));
}

/** The install offer waiting to be used, and its changes. */
export const installPrompt = {
  current: (): BeforeInstallPromptEvent | null => pending,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The offer can be used once. */
  consume(): void {
    publish(null);
  },
};
