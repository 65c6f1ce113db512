import { createJSONStorage } from 'zustand/middleware';

/**
 * Browser storage throws in some privacy modes and when it is full. The app must keep working
 * there (it just forgets between visits), so every access goes through these guards: a read that
 * fails finds nothing, a write or removal that fails is left undone.
 */
function guarded(storage: () => Storage) {
  return {
    read(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    write(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // Not kept; the value still applies for this visit.
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}

const local = guarded(() => localStorage);
/** Session storage: this tab only (the reload guard; when it cannot be kept, the overlay simply shows). */
const session = guarded(() => sessionStorage);

export const readStored = local.read;
export const writeStored = local.write;
export const removeStored = local.remove;
export const readSessionStored = session.read;
export const writeSessionStored = session.write;
export const removeSessionStored = session.remove;

/** Every key in local storage (none when storage cannot be read). */
export function storedKeys(): string[] {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
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
