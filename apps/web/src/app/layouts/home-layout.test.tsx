import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

async function openProfile() {
  signedInApi({ roles: ['Superadmin'] });
  renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
}

describe('home layout (spec 2)', () => {
  it('gives the header its active style once the page has scrolled more than 15 px', async () => {
    await openProfile();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('header--active');
    window.scrollY = 16;
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveClass('header--active'));
    window.scrollY = 0;
    fireEvent.scroll(window);
    await waitFor(() => expect(header).not.toHaveClass('header--active'));
  });

  it('opens the narrow-screen menu with its toggle and closes it with Escape', async () => {
    setViewportWidth(390);
    await openProfile();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body).toHaveClass('menu-opened');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveClass('menu-opened'));
  });

  it('folds the wide-screen menu away and back', async () => {
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(document.body).not.toHaveClass('menu-expanded');
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(document.body).toHaveClass('menu-expanded');
  });

  it('switches to Danish and remembers the choice', async () => {
    await openProfile();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'da');
    expect(await screen.findByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('da');
    expect(document.documentElement.lang).toBe('da');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprog' }), 'en-gb');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  });
});
