import { API_BASE } from '@transferdesk/shared';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Route = FakeResponse | ((request: FakeRequest) => FakeResponse);

/** "METHOD /api/path"; a `:name` segment matches any one segment. */
export type FakeRoutes = Record<string, Route>;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Stands in for the API at the network boundary: `fetch` is replaced, everything above it (the
 * HTTP client, queries, pages) runs for real. Unknown calls answer 404 like the API does.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const key = Object.keys(routes).find((pattern) => {
      const [routeMethod, routePath = ''] = pattern.split(' ');
      return routeMethod === method && matches(routePath, path);
    });
    const route = key ? routes[key] : undefined;
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { error: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The requests made to one endpoint, e.g. `calls('POST', '/api/auth')`. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
