import { isUuid } from '@transferdesk/shared';
import { readStored, removeStored, writeStored } from './storage.ts';

/**
 * Spec 2, section 4: the current match choice is kept in browser storage under this key. The
 * requirements list writes it when it opens a version (through the matches feature's actions),
 * the match page reads it first, and viewing a requirement clears it. Only the browser knows it,
 * so it lives here rather than in the shared contract.
 */
export const STORED_MATCH_KEY = 'matchId';

export function storeMatchId(id: string): void {
  writeStored(STORED_MATCH_KEY, id);
}

/** The stored choice when it is an id at all. */
export function storedMatchId(): string | undefined {
  const stored = readStored(STORED_MATCH_KEY);
  return stored && isUuid(stored) ? stored : undefined;
}

export function clearStoredMatch(): void {
  removeStored(STORED_MATCH_KEY);
}
