import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('logout (spec 4)', () => {
  it('revokes the session and clears every local store but the interface state and the offline queue', async () => {
    const api = signedInApi({ roles: ['Superadmin'], routes: { 'DELETE /api/auth': { status: 204 } } });
    localStorage.setItem(STORAGE_KEYS.specialToken, 'special');
    localStorage.setItem(STORAGE_KEYS.offlineQueue, '[]');
    localStorage.setItem('some-other-store', '{}');
    localStorage.setItem(
      STORAGE_KEYS.interface,
      JSON.stringify({ state: { isMenuExpanded: false }, version: 0 }),
    );
    // biome-ignore lint/suspicious/noDocumentCookie: sets up a cookie for logout to remove.
    document.cookie = 'leftover=1; path=/';
    const app = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/signin'));
    expect(api.calls('DELETE', '/api/auth')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.specialToken)).toBeNull();
    expect(localStorage.getItem('some-other-store')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth) ?? '').not.toContain('.signature');
    expect(localStorage.getItem(STORAGE_KEYS.offlineQueue)).toBe('[]');
    expect(localStorage.getItem(STORAGE_KEYS.interface)).toContain('isMenuExpanded');
    expect(document.cookie).not.toContain('leftover');
  });
});
