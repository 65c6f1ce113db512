import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transferdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../lib/i18n.ts';
import { signedInApi, signedOutApi } from '../test/api-presets.ts';
import { renderApp } from '../test/render-app.tsx';

// Pages that fail while rendering, and one whose code chunk is gone (a deploy while the tab was open).
vi.mock('../features/profile/pages/ProfilePage.tsx', () => ({
  ProfilePage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'name')");
  },
}));
vi.mock('../features/auth/pages/ForgotPasswordPage.tsx', () => ({
  ForgotPasswordPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'email')");
  },
}));
vi.mock('../features/home/pages/HomePage.tsx', () => ({
  get HomePage() {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-4f2a.js');
  },
}));

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-gb');
});

const errorHeading = () => screen.findByRole('heading', { name: 'Something went wrong', level: 1 });

describe('a page that fails', () => {
  it('shows the generic error with Reload inside the signed-in layout, not the developer screen', async () => {
    signedInApi({ roles: ['Superadmin'] });
    renderApp('/profile');

    expect(await errorHeading()).toBeVisible();
    expect(screen.getByText(MESSAGES.genericError)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the same page, styled and translated, where no layout is around it (the root boundary)', async () => {
    signedOutApi();
    await changeLocale('da');
    renderApp('/forgotpassword');

    expect(await screen.findByRole('heading', { name: 'Noget gik galt', level: 1 })).toBeVisible();
    expect(
      screen.getByText(
        'Der opstod en fejl under behandlingen af din anmodning. Prøv igen om et øjeblik, eller kontakt support, hvis problemet fortsætter.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Genindlæs' })).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once by itself when the page’s code is gone, and not again if that did not help', async () => {
    // The error page decides in an effect, which React may run a moment after the heading shows:
    // each render's decision is awaited by its read of the reload guard.
    const guardReads = vi.spyOn(window.sessionStorage, 'getItem');
    const decisions = () =>
      guardReads.mock.calls.filter(([key]) => key === 'transferdesk-chunk-reload').length;
    signedInApi({ roles: ['Superadmin'] });
    const first = renderApp('/home');
    expect(await errorHeading()).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // The "reloaded" page fails the same way moments later: the error stays, with its Reload button.
    const decisionsBefore = decisions();
    renderApp('/home');
    expect(await errorHeading()).toBeVisible();
    expect(screen.getByText('A new version of the app is available. Reload to continue.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await waitFor(() => expect(decisions()).toBeGreaterThan(decisionsBefore));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
