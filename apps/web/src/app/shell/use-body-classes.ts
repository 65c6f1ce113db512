import { useEffect } from 'react';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { useSession } from '../../lib/session/auth-store.ts';

/** Spec 2: the body carries menu-opened, menu-expanded and one user-role-{role} per role. */
export function useBodyClasses(): void {
  const isMenuOpened = useInterfaceStore((state) => state.isMenuOpened);
  const isMenuExpanded = useInterfaceStore((state) => state.isMenuExpanded);
  const { roles } = useSession();
  const classes = [
    isMenuOpened ? 'menu-opened' : '',
    isMenuExpanded ? 'menu-expanded' : '',
    ...roles.map((role) => `user-role-${role.toLowerCase()}`),
  ]
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    const list = classes.split(' ').filter(Boolean);
    document.body.classList.add(...list);
    return () => document.body.classList.remove(...list);
  }, [classes]);
}
