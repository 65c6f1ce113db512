import { createJSONStorage } from 'zustand/middleware';

/**
 * Browser storage throws in some privacy modes and when it is full. The app must keep working
 * there (it just forgets between visits), so every access goes through these guards.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the value still applies for this visit.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** Every key in local storage (none when storage cannot be read). */
export function storedKeys(): string[] {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
}

/** Session storage (this tab only), with the same guards. */
export function readSessionStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStored(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Not kept; the reload guard then simply shows the overlay.
  }
}

export function removeSessionStored(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** The zustand `persist` storage for the token and the interface state (spec 3: browser local storage). */
export function persistentStorage<S>() {
  return createJSONStorage<S>(() => ({
    getItem: readStored,
    setItem: writeStored,
    removeItem: removeStored,
  }));
}
