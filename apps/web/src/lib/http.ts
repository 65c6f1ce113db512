import { API_BASE, errorMessages, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import { currentToken } from './session/auth-store.ts';
import { reportUnauthorized } from './session/session-over.ts';

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
  await fetch(apiUrl('/api/auth/emptytoken'), { credentials: 'same-origin' });
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
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (response.status === 401) reportUnauthorized(path, Boolean(token));
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
