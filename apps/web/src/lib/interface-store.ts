import { STORAGE_KEYS } from '@transferdesk/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistentStorage } from './storage.ts';

/** Spec 3, interface state (kept in browser storage). */
export interface InterfaceState {
  isSessionOver: boolean;
  /** The menu on narrow screens (below the 768 px breakpoint). */
  isMenuOpened: boolean;
  /** The menu on wide screens. */
  isMenuExpanded: boolean;
  isInstallPromptDismissed: boolean;
  currentTenantId?: string;
}

interface InterfaceActions {
  /** Spec 4: set when the token has expired or a call outside the exempt list answers 401. */
  setSessionOver: (isSessionOver: boolean) => void;
  /** Spec 4: toggling the menu records the tenant being looked at. */
  toggleMenu: (currentTenantId?: string) => void;
  /** The sport last worked in (issue 26, item 3): a sport page records it; sign-in lands there. */
  setCurrentTenant: (currentTenantId: string) => void;
  closeMenu: () => void;
  toggleMenuExpanded: () => void;
  dismissInstallPrompt: () => void;
}

export const INITIAL_INTERFACE_STATE: InterfaceState = {
  isSessionOver: false,
  isMenuOpened: false,
  isMenuExpanded: true,
  isInstallPromptDismissed: false,
  // Named so that resetting to the initial state forgets the sport too.
  currentTenantId: undefined,
};

export const useInterfaceStore = create<InterfaceState & InterfaceActions>()(
  persist(
    (set) => ({
      ...INITIAL_INTERFACE_STATE,
      setSessionOver: (isSessionOver) => set({ isSessionOver }),
      toggleMenu: (currentTenantId) =>
        set((state) => ({
          isMenuOpened: !state.isMenuOpened,
          currentTenantId: currentTenantId ?? state.currentTenantId,
        })),
      setCurrentTenant: (currentTenantId) =>
        set((state) => (state.currentTenantId === currentTenantId ? state : { currentTenantId })),
      closeMenu: () => set({ isMenuOpened: false }),
      toggleMenuExpanded: () => set((state) => ({ isMenuExpanded: !state.isMenuExpanded })),
      // One-way (spec 4).
      dismissInstallPrompt: () => set({ isInstallPromptDismissed: true }),
    }),
    {
      name: STORAGE_KEYS.interface,
      storage: persistentStorage<InterfaceState>(),
      // Spec 4: on load the state is restored, but isSessionOver and isMenuOpened are always stored as false.
      partialize: (state): InterfaceState => ({
        isSessionOver: false,
        isMenuOpened: false,
        isMenuExpanded: state.isMenuExpanded,
        isInstallPromptDismissed: state.isInstallPromptDismissed,
        currentTenantId: state.currentTenantId,
      }),
    },
  ),
);
