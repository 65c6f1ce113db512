import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The address the page on screen was rendered for. A router navigation settles before React has
 * rendered its page (router updates are transitions), so code that must not run while the old
 * page is still on screen waits here (issue 26, item 7).
 */
let committedPathname: string | undefined;
const waiting = new Set<(pathname: string) => void>();

/** Kept by the app's root: called once each address has been rendered. */
export function useTrackCommittedLocation(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    committedPathname = pathname;
    for (const resolve of [...waiting]) resolve(pathname);
  }, [pathname]);
}

/** Resolves once a page for another address than the one on screen now has been rendered. */
export function leftCurrentPage(): Promise<string> {
  const leaving = committedPathname;
  return new Promise((resolve) => {
    const settle = (pathname: string) => {
      if (pathname === leaving) return;
      waiting.delete(settle);
      resolve(pathname);
    };
    waiting.add(settle);
  });
}
