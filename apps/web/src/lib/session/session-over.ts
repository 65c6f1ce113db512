import { useInterfaceStore } from '../interface-store.ts';

/**
 * Spec 2: pages on which a 401 is expected (signing in, the pages a fresh sign-in lands on) and
 * calls whose 401 means a wrong password rather than a dead session.
 */
const EXEMPT_PAGES = [
  /^\/signin(\/[^/]+)?\/?$/,
  /^\/profile\/?$/,
  /^\/requirements(\/[^/]+)?\/?$/,
  /^\/office365auth\/?$/,
  /^\/forgotpassword\/?$/,
];
const EXEMPT_CALLS = new Set(['/api/auth', '/api/auth/password']);

/** Pages on which the session is not refreshed; the empty-token call is made instead (spec 2). */
const NO_REFRESH_PAGES = [/^\/signin(\/|$)/, /^\/office365auth(\/|$)/, /^\/pins(\/|$)/];

let pagePath: string | undefined;

/** The router's current path, kept by the session monitor (window.location lags behind in memory routers). */
export function setCurrentPagePath(path: string): void {
  pagePath = path;
}

export function currentPagePath(): string {
  return pagePath ?? window.location.pathname;
}

export function isExemptFromSessionOver(callPath: string, page = currentPagePath()): boolean {
  const call = callPath.split('?')[0] ?? callPath;
  return EXEMPT_CALLS.has(call) || EXEMPT_PAGES.some((pattern) => pattern.test(page));
}

export function skipsRefresh(page = currentPagePath()): boolean {
  return NO_REFRESH_PAGES.some((pattern) => pattern.test(page));
}

export function isOnSignIn(page = currentPagePath()): boolean {
  return /^\/signin(\/|$)/.test(page);
}

/**
 * Spec 4: a 401 on a non-exempt call marks the session over. Only a call that carried a token can
 * tell that a session has ended; without one nobody was signed in.
 */
export function reportUnauthorized(callPath: string, hadToken: boolean): void {
  if (hadToken && !isExemptFromSessionOver(callPath)) useInterfaceStore.getState().setSessionOver(true);
}
