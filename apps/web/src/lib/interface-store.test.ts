import { STORAGE_KEYS } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { useInterfaceStore } from './interface-store.ts';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.interface) ?? '{}').state;

describe('interface state (spec 3, spec 4)', () => {
  it('starts with the menu closed, expanded, and no session over', () => {
    expect(useInterfaceStore.getState()).toMatchObject({
      isSessionOver: false,
      isMenuOpened: false,
      isMenuExpanded: true,
      isInstallPromptDismissed: false,
    });
  });

  it('records the sport in view when the menu is toggled', () => {
    useInterfaceStore.getState().toggleMenu('tenant-1');
    expect(useInterfaceStore.getState()).toMatchObject({ isMenuOpened: true, currentTenantId: 'tenant-1' });
  });

  it('always stores the menu as closed, while keeping expanded and the dismissed prompt', () => {
    const store = useInterfaceStore.getState();
    store.toggleMenu();
    store.toggleMenuExpanded();
    store.dismissInstallPrompt();
    expect(useInterfaceStore.getState().isMenuOpened).toBe(true);
    expect(stored()).toMatchObject({
      isMenuOpened: false,
      isSessionOver: false,
      isMenuExpanded: false,
      isInstallPromptDismissed: true,
    });
  });
});
