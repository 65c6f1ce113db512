import {
  API_BASE,
  errorMessages,
  OFFLINE_REPLAY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@transferdesk/shared';
import { useOfflineQueueStore } from './offline/queue-store.ts';
import {
  bodyToSend,
  isCreate,
  isQueueable,
  newPlaceholderId,
  offlineAnswer,
  type QueuedRequest,
  type QueuedRequestDraft,
  type QueuedUpload,
} from './offline/queued-request.ts';
import { currentToken } from './session/auth-store.ts';
import { reportUnauthorized } from './session/session-over.ts';
import { decodeToken } from './session/token.ts';

/** A non-2xx answer; `body` is the API's error body (`{ error, errors? }`) or whatever it sent. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(errorMessages(body).join(' '));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as is when it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sends no bearer token even when someone is signed in (the public player pages, spec 2). */
  anonymous?: boolean;
  /** A queued offline change being sent again: marked, and never queued a second time (spec 1). */
  replay?: boolean;
  /**
   * Issue 29: the bearer token goes with the call when someone is signed in (the API then knows the
   * agency's own view of a public page), but the call stays a public one: its 401 says nothing
   * about the session (no "session over"), and it is never queued offline.
   */
  optionalAuth?: boolean;
  /** false: a write that must reach the server now (its answer is needed), never kept offline. */
  queueable?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** `/api/tenants` → `/core/api/tenants` (D1); query values that are empty are left out. */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Entities carry uploaded files as relative `resources/...` paths; the API serves them under /core. */
export function resourceUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/**
 * The API hands out the XSRF cookie on the first request that arrives without one. A write that
 * would be the very first request of this browser (the cookie was cleared) fetches it first
 * rather than failing with "could not be verified".
 */
async function xsrfToken(): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetch(apiUrl('/api/auth/emptytoken'), { credentials: 'same-origin' });
  } catch {
    // Offline: the write itself fails next, and is queued or reported there.
    return undefined;
  }
  return readCookie(XSRF_COOKIE);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Spec 1, Offline queue: with `offlineChanges` on (D23), a create or edit that fails because the
 * browser is offline is kept on this device instead of failing. A failure while online (the
 * server is down) is an error the user sees, as is any failure with the flag off.
 */
function shouldQueue(method: string, url: string, options: RequestOptions, error: unknown): boolean {
  const neverKept =
    options.replay || options.anonymous || options.optionalAuth || options.queueable === false;
  if (neverKept || !useOfflineQueueStore.getState().enabled) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return typeof navigator !== 'undefined' && navigator.onLine === false && isQueueable(method, url);
}

async function uploadIn(form: FormData): Promise<QueuedUpload | undefined> {
  for (const [field, value] of form.entries()) {
    if (value instanceof Blob) {
      const filename = value instanceof File ? value.name : field;
      return { field, bytes: await value.arrayBuffer(), type: value.type, filename };
    }
  }
  return undefined;
}

function currentUserId(): string {
  const token = currentToken();
  if (!token) return '';
  try {
    return decodeToken(token).sub;
  } catch {
    return '';
  }
}

/** Stores the change (IndexedDB loads only now) and answers as the server would have: 202, the saved body. */
async function queueOffline(
  method: 'POST' | 'PATCH',
  url: string,
  options: RequestOptions,
): Promise<Response> {
  const upload = options.body instanceof FormData ? await uploadIn(options.body) : undefined;
  const draft: QueuedRequestDraft = {
    method,
    url,
    body: upload ?? options.body ?? {},
    userId: currentUserId(),
    createdAt: new Date().toISOString(),
    ...(upload ? { multipart: true } : {}),
  };
  if (isCreate(draft)) Object.assign(draft, { placeholderId: newPlaceholderId(), responseIdPath: 'id' });
  const { enqueue } = await import('./offline/offline-queue.ts');
  const entry = await enqueue(draft);
  return new Response(JSON.stringify(offlineAnswer(entry)), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Spec 1, Offline replay: the stored url, method and body (its file as multipart), marked as a replay. */
function replay(entry: QueuedRequest): Promise<unknown> {
  let body = bodyToSend(entry);
  if (entry.multipart) {
    const upload = entry.body as QueuedUpload;
    const form = new FormData();
    form.append(upload.field, new File([upload.bytes], upload.filename, { type: upload.type }));
    body = form;
  }
  return request<unknown>(entry.url, { method: entry.method, body, replay: true });
}

/** The only place that calls fetch (ARCHITECTURE.md, web conventions). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: accept });
  const token = options.anonymous ? null : currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!SAFE_METHODS.has(method)) {
    const xsrf = await xsrfToken();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.replay) headers.set(OFFLINE_REPLAY_HEADER, 'true');
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    const url = apiUrl(path, options.query).slice(API_BASE.length);
    if (shouldQueue(method, url, options, error)) {
      // Without IndexedDB (some private modes) the change cannot be kept: the form shows the failure.
      const queued = await queueOffline(method as 'POST' | 'PATCH', url, options).catch(() => undefined);
      if (queued) return queued;
    }
    throw error;
  }
  if (response.status === 401 && !options.optionalAuth) reportUnauthorized(path, Boolean(token));
  if (!response.ok) throw new HttpError(response.status, await readBody(response));
  return response;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options, 'application/json'))) as T;
}

/** A file the API sends as an attachment, with the name from its Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

interface DownloadOptions {
  /** The type asked for (spec 7: `application/pdf` for CVs); any by default. */
  accept?: string;
  anonymous?: boolean;
}

async function download(path: string, query?: Query, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, { query, anonymous: options.anonymous }, options.accept ?? '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: unknown) => request<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => request<T>(path, { method: 'DELETE' }),
  download,
  replay,
  /** Calls of the public pages: never a bearer token, whoever is signed in on this browser. */
  anonymous: {
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal, anonymous: true }),
    post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body, anonymous: true }),
  },
  /** Multipart upload of one file (spec 7: field `file`). */
  upload: <T>(path: string, file: File, field = 'file') => {
    const form = new FormData();
    form.append(field, file);
    return request<T>(path, { method: 'POST', body: form });
  },
};
