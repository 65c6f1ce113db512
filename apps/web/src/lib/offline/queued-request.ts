/**
 * A picture or file chosen offline, sent as multipart once online. Kept as bytes rather than a Blob:
 * every browser's IndexedDB stores an ArrayBuffer, not every one a Blob.
 */
export interface QueuedUpload {
  field: string;
  bytes: ArrayBuffer;
  type: string;
  filename: string;
}

/**
 * Spec 1, Queued offline request: a POST or PATCH that failed while the browser was offline, kept
 * on this device until it can be sent. `url` is relative to the API base (`/api/clubs`).
 */
export interface QueuedRequest {
  /** The highest id in the queue + 1. */
  id: number;
  /** JSON body, or the file of an upload (`multipart`). */
  body: unknown;
  url: string;
  method: 'POST' | 'PATCH';
  userId: string;
  /** ISO 8601. */
  createdAt: string;
  /** Dotted path to the new id in a create's answer; `id` when absent. */
  responseIdPath?: string;
  /** The id a create handed out offline, until the server's id replaces it in later changes. */
  placeholderId?: string;
  multipart?: boolean;
  /** The server's refusal (400, 403, 404, 409): the change stays, with the reason, instead of vanishing. */
  error?: string;
}

export type QueuedRequestDraft = Omit<QueuedRequest, 'id'>;

/** Spec 1: the id of a new queued request is the highest id + 1. */
export function nextQueueId(entries: readonly Pick<QueuedRequest, 'id'>[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
}

/**
 * Which failed writes are queued: entity creates, edits and their files. Not the calls that only
 * make sense with the server there (sign-in and tokens, running a match, CSV imports, the CRM sync),
 * nor the filters that use POST to read, nor user accounts: their bodies carry passwords, which
 * must not wait in the browser's storage.
 */
export function isQueueable(method: string, url: string): boolean {
  if (method !== 'POST' && method !== 'PATCH') return false;
  const path = url.split('?')[0] ?? '';
  if (/^\/api\/(auth|unauthorised|sync|users)(\/|$)/i.test(path)) return false;
  if (/\/(filter|csv)$/i.test(path)) return false;
  if (method === 'POST' && /^\/api\/matches$/i.test(path)) return false;
  return true;
}

/** A create hands out a placeholder id: a POST of a JSON body (uploads add to an entity that exists). */
export function isCreate(entry: Pick<QueuedRequest, 'method' | 'multipart'>): boolean {
  return entry.method === 'POST' && !entry.multipart;
}

/** `a.b.c` in a JSON answer; undefined when any step is missing. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function replaceIn(value: unknown, placeholder: string, realId: string): unknown {
  if (typeof value === 'string') return value.split(placeholder).join(realId);
  if (Array.isArray(value)) return value.map((item) => replaceIn(item, placeholder, realId));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceIn(item, placeholder, realId)]),
    );
  }
  // Bytes, dates, numbers: nothing of an id in them.
  return value;
}

/** Spec 1: once a create has its real id, later changes that name its placeholder name the real id. */
export function replacePlaceholder(entry: QueuedRequest, placeholder: string, realId: string): QueuedRequest {
  return {
    ...entry,
    url: entry.url.split(placeholder).join(realId),
    body: replaceIn(entry.body, placeholder, realId),
  };
}

function mentions(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (Array.isArray(value)) return value.some((item) => mentions(item, text));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some((item) => mentions(item, text));
  }
  return false;
}

/**
 * Spec 1, "Linked to another update": the change names an entity that another queued create will
 * only bring into being, so it cannot be sent before that one.
 */
export function waitsOn(entry: QueuedRequest, queue: readonly QueuedRequest[]): QueuedRequest | undefined {
  return queue.find(
    (other) =>
      other.id !== entry.id &&
      other.placeholderId !== undefined &&
      (entry.url.includes(other.placeholderId) || mentions(entry.body, other.placeholderId)),
  );
}

/** Spec 1: the id in a create's body is removed before it is sent (the server hands out ids). */
export function bodyToSend(entry: QueuedRequest): unknown {
  if (!isCreate(entry) || !entry.body || typeof entry.body !== 'object' || Array.isArray(entry.body)) {
    return entry.body;
  }
  const { id: _placeholder, ...rest } = entry.body as Record<string, unknown>;
  return rest;
}

/**
 * What a sync sends: only the current user's changes, oldest first. Refused changes wait for the
 * user's own Sync (their reason shows in the modal), so that a reload does not send them again and again.
 */
export function changesToSync(
  queue: readonly QueuedRequest[],
  userId: string,
  options: { retryRefused: boolean },
): QueuedRequest[] {
  return queue
    .filter((entry) => entry.userId === userId && (options.retryRefused || entry.error === undefined))
    .sort((a, b) => a.id - b.id);
}

/** Statuses that say the change itself is wrong: kept with the server's message. Others stop the sync. */
export const REFUSED_STATUSES = new Set([400, 403, 404, 409, 413, 415, 422]);

export type ChangeKind = 'create' | 'update' | 'upload';

export interface ChangeSummary {
  kind: ChangeKind;
  /** The collection in the url: `clubs`, `players`, … */
  collection: string;
  /** A name from the body when it has one. */
  name: string | undefined;
  /** The fields an edit changes. */
  fields: string[];
}

function nameIn(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const full = [record.firstName, record.lastName]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  const candidate = record.name ?? record.title ?? (full || undefined);
  return typeof candidate === 'string' && candidate.trim() ? candidate.trim() : undefined;
}

/** The change in words (spec 1, Unsynced changes): what, which entity. */
export function summarize(entry: QueuedRequest): ChangeSummary {
  const collection = /^\/api\/([^/?]+)/.exec(entry.url)?.[1] ?? '';
  if (entry.multipart) {
    return { kind: 'upload', collection, name: (entry.body as QueuedUpload).filename, fields: [] };
  }
  const kind: ChangeKind = isCreate(entry) ? 'create' : 'update';
  const fields =
    kind === 'update' && entry.body && typeof entry.body === 'object'
      ? Object.keys(entry.body as object)
      : [];
  return { kind, collection, name: nameIn(entry.body), fields };
}

/** The last id-like segment of a url: the entity an edit or an upload is about. */
function entityIdIn(url: string): string | undefined {
  const segments = (url.split('?')[0] ?? '').split('/').filter(Boolean);
  return [...segments].reverse().find((segment) => /^[0-9a-f-]{32,36}$/i.test(segment));
}

/**
 * What the form gets back while the change waits (spec 1: "the form behaves as saved"): a create
 * answers its body with the placeholder id, an edit its body with the entity's id.
 */
export function offlineAnswer(entry: QueuedRequest): Record<string, unknown> {
  const body =
    !entry.multipart && entry.body && typeof entry.body === 'object'
      ? (entry.body as Record<string, unknown>)
      : {};
  return { ...body, id: entry.placeholderId ?? entityIdIn(entry.url) };
}

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages not served over https). */
export function newPlaceholderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
