/**
 * How many changes made offline wait to be sent (issue 15, change queue). The queue (Dexie) is a
 * later step; until it exists nothing is ever queued, so the answer is 0.
 */
export function useUnsyncedChangesCount(): number {
  return 0;
}
