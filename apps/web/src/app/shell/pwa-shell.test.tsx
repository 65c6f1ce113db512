import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { captureInstallPrompt, installPrompt } from '../../lib/pwa/install-event.ts';
import { usePwaStore } from '../../lib/pwa/pwa-store.ts';
import { signedOutApi } from '../../test/api-presets.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { PwaShell } from './PwaShell.tsx';

function goOffline(online = false) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function offerInstall() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

captureInstallPrompt();

afterEach(() => {
  vi.restoreAllMocks();
  // TanStack Query's online manager listens for the events too, and outlives the test.
  window.dispatchEvent(new Event('online'));
  act(() => installPrompt.consume());
  usePwaStore.setState({ needsReload: false });
});

describe('offline banner (spec 1, shell pieces)', () => {
  it('says "You are offline" when the browser goes offline, and goes when it is back', async () => {
    signedOutApi({ features: ['sport'] });
    renderComponent(<PwaShell />);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    goOffline();
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    goOffline(true);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('counts the unsynced changes when the environment has offlineChanges', async () => {
    signedOutApi({ features: ['sport', 'offlineChanges'] });
    renderComponent(<PwaShell />);
    goOffline();
    expect(await screen.findByText('0 unsynced changes')).toBeInTheDocument();
  });

  it('shows no count without offlineChanges', async () => {
    const api = signedOutApi({ features: ['sport'] });
    renderComponent(<PwaShell />);
    goOffline();
    await screen.findByText('You are offline');
    await vi.waitFor(() => expect(api.calls('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByText(/unsynced change/)).not.toBeInTheDocument();
  });
});

describe('install prompt (spec 1, shell pieces)', () => {
  it('appears on the browser offer and installs with "Click to use offline"', async () => {
    signedOutApi();
    renderComponent(<PwaShell />);
    expect(screen.queryByText('Install application')).not.toBeInTheDocument();
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText('Install application')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Click to use offline' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText('Install application')).not.toBeInTheDocument();
  });

  it('remembers Dismiss in local storage and does not come back', async () => {
    signedOutApi();
    const view = renderComponent(<PwaShell />);
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Install application')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.interface) ?? '{}');
    expect(stored.state.isInstallPromptDismissed).toBe(true);

    view.unmount();
    renderComponent(<PwaShell />);
    offerInstall();
    expect(useInterfaceStore.getState().isInstallPromptDismissed).toBe(true);
    await act(async () => {});
    expect(screen.queryByText('Install application')).not.toBeInTheDocument();
  });
});

describe('new version (issue 15)', () => {
  it('offers Reload instead of swapping the app', async () => {
    signedOutApi();
    renderComponent(<PwaShell />);
    const reload = vi.fn();
    act(() => usePwaStore.getState().offerReload(reload));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
