import type { QueuedRequest } from './queued-request.ts';

/** `/api/clubs/<id>`: the record itself, not one of its parts (`/file`, `/notes`…). */
function isEditOf(entry: QueuedRequest, entityId: string): boolean {
  const [path = ''] = entry.url.split('?');
  const [, api, , id, ...rest] = path.split('/');
  return (
    entry.method === 'PATCH' && !entry.multipart && api === 'api' && id === entityId && rest.length === 0
  );
}

/**
 * Issue 26, item 6: the changes to one record that this user saved offline and that wait to be
 * sent, oldest first. Changes the server refused are left out: they will not come to pass as they are.
 */
export function pendingEditsOf(
  entries: readonly QueuedRequest[],
  entityId: string,
  userId: string | undefined,
): Record<string, unknown>[] {
  return entries.flatMap((entry) =>
    entry.userId === userId &&
    entry.error === undefined &&
    isEditOf(entry, entityId) &&
    entry.body &&
    typeof entry.body === 'object' &&
    !Array.isArray(entry.body)
      ? [entry.body as Record<string, unknown>]
      : [],
  );
}

type Plain = string | number | boolean | null;

function isPlain(value: unknown): value is Plain {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The record as it will be once its edits are sent: each edit's plain fields (text, numbers, yes/no,
 * emptied) over the record's own, where the record has that field as a plain value too. Lists and
 * nested objects stay as the server sent them: an edit carries ids where the record carries objects.
 */
export function withPendingEdits<T extends object>(record: T, edits: readonly Record<string, unknown>[]): T {
  if (edits.length === 0) return record;
  const merged = { ...record } as Record<string, unknown>;
  for (const edit of edits) {
    for (const [field, value] of Object.entries(edit)) {
      if (field === 'id' || !(field in merged) || !isPlain(value) || !isPlain(merged[field])) continue;
      const current = merged[field];
      if (value === null || current === null || typeof value === typeof current) merged[field] = value;
    }
  }
  return merged as T;
}
