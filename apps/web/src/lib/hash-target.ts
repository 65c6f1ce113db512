import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * An element that the address's `#id` scrolls to. The router's ScrollRestoration looks for the
 * element when the address changes, before a lazy page and its data have rendered it; this scrolls
 * once the element is there (its component mounts). Later visits of the same address are the
 * router's again (the element exists by then); entries that keep the scroll (a confirm dialog's)
 * do not move the page.
 */
export function useHashTarget<T extends HTMLElement>(id: string) {
  const { hash } = useLocation();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (hash === `#${id}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, id]);
  return ref;
}
