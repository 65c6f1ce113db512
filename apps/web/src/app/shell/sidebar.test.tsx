import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig, Role } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { SPORTS, type SportKey } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const ADMIN_LINKS = ['Clubs', 'Teams', 'Contacts', 'Transfers', 'Currencies', 'PDF template', 'Audit trail'];

interface Scenario {
  roles: Role[];
  sports: SportKey[];
  withoutSport?: SportKey[];
  features?: PublicConfig['features'];
  path?: string;
}

async function openMenu({ roles, sports, withoutSport = [], features, path = '/profile' }: Scenario) {
  signedInApi({ roles, sports, features, me: { withoutSport, displayName: 'Pat Jensen' } });
  renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  // The token says "Test Person"; the profile call's name shows once it has arrived.
  await within(nav).findByText('Pat Jensen');
  return within(nav);
}

/** Opens one sport's accordion and answers its panel. */
async function openSport(nav: ReturnType<typeof within>, sport: string) {
  const control = await nav.findByRole('button', { name: sport });
  if (control.getAttribute('aria-expanded') !== 'true') await userEvent.click(control);
  await waitFor(() => expect(control).toHaveAttribute('aria-expanded', 'true'));
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${sport}`);
  return within(panel);
}

describe('sidebar (spec 2, spec 6)', () => {
  it('shows a Superadmin Sports, Users, Jobs (issue 30), Backups (D49), the audit trail (D47), and no sport accordions', async () => {
    const nav = await openMenu({ roles: ['Superadmin'], sports: [] });
    expect(nav.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/tenants');
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(nav.getByRole('link', { name: 'Backups' })).toHaveAttribute('href', '/backups');
    expect(nav.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit');
    expect(nav.queryByRole('button', { name: 'Football' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a TenantAdmin of all sports Users, every sport, and the admin links', async () => {
    const nav = await openMenu({
      roles: ['TenantAdmin'],
      sports: ['football', 'handballMen', 'handballWomen', 'icehockey'],
    });
    expect(nav.queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Backups' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    for (const sport of ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey']) {
      expect(nav.getByRole('button', { name: sport })).toBeInTheDocument();
    }
    const football = await openSport(nav, 'Football');
    for (const name of [
      ...ADMIN_LINKS,
      'Players',
      'Requirements',
      'Pitches',
      'Agreements',
      'No-need registered',
    ]) {
      expect(football.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(football.getByRole('link', { name: 'Clubs' })).toHaveAttribute(
      'href',
      `/clubs/${SPORTS.football.id}`,
    );
    expect(football.getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      `/audit/${SPORTS.football.id}`,
    );
  });

  it('shows a User players, requirements, pitches, agreements and no-need clubs, but none of the admin links', async () => {
    const nav = await openMenu({ roles: ['User'], sports: ['football', 'icehockey'] });
    expect(nav.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Handball - Men' })).not.toBeInTheDocument();
    const football = await openSport(nav, 'Football');
    expect(football.getByRole('link', { name: 'Players' })).toHaveAttribute(
      'href',
      `/players/${SPORTS.football.id}`,
    );
    expect(football.getByRole('link', { name: 'Requirements' })).toBeInTheDocument();
    expect(football.getByRole('link', { name: 'Pitches' })).toHaveAttribute(
      'href',
      `/pitches/${SPORTS.football.id}`,
    );
    expect(football.getByRole('link', { name: 'Agreements' })).toHaveAttribute(
      'href',
      `/agreements/${SPORTS.football.id}`,
    );
    expect(football.getByRole('link', { name: 'No-need registered' })).toBeInTheDocument();
    for (const name of ADMIN_LINKS) expect(football.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('shows no sport links for a sport without the sport feature', async () => {
    const nav = await openMenu({
      roles: ['TenantAdmin'],
      sports: ['football', 'icehockey'],
      withoutSport: ['football'],
    });
    const football = await openSport(nav, 'Football');
    expect(football.queryAllByRole('link')).toHaveLength(0);
    expect(football.getByText('This sport has no sections switched on.')).toBeInTheDocument();
    const icehockey = await openSport(nav, 'Icehockey');
    expect(icehockey.getByRole('link', { name: 'Clubs' })).toBeInTheDocument();
  });

  it('shows no sport links when the environment has the sport feature off (D23)', async () => {
    const nav = await openMenu({ roles: ['TenantAdmin'], sports: ['icehockey'], features: ['news'] });
    const icehockey = await openSport(nav, 'Icehockey');
    expect(icehockey.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows News only when the environment has it on', async () => {
    const withNews = await openMenu({ roles: ['User'], sports: ['football'], features: ['sport', 'news'] });
    expect(withNews.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  });

  it('hides News when the environment has it off', async () => {
    const withoutNews = await openMenu({ roles: ['User'], sports: ['football'], features: ['sport'] });
    // The sport links depend on the same configuration, so it has arrived once they show.
    expect(
      (await openSport(withoutNews, 'Football')).getByRole('link', { name: 'Players' }),
    ).toBeInTheDocument();
    expect(withoutNews.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
  });

  it("opens a user's only sport, and the sport in view", async () => {
    const single = await openMenu({ roles: ['TenantAdmin'], sports: ['icehockey'] });
    await waitFor(() =>
      expect(single.getByRole('button', { name: 'Icehockey' })).toHaveAttribute('aria-expanded', 'true'),
    );
  });

  it('opens the sport of the page in view', async () => {
    const nav = await openMenu({
      roles: ['TenantAdmin'],
      sports: ['football', 'icehockey'],
      path: `/requirements/${SPORTS.icehockey.id}`,
    });
    await waitFor(() =>
      expect(nav.getByRole('button', { name: 'Icehockey' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(nav.getByRole('button', { name: 'Football' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the body with the roles and menu state, and names the sport in the title', async () => {
    await openMenu({
      roles: ['TenantAdmin', 'User'],
      sports: ['icehockey'],
      path: `/requirements/${SPORTS.icehockey.id}`,
    });
    expect(document.body).toHaveClass('user-role-tenantadmin', 'user-role-user', 'menu-expanded');
    expect(document.body).not.toHaveClass('menu-opened');
    await waitFor(() => expect(document.title).toBe('Requirements · Icehockey · Transferdesk'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Transferdesk`);
  });
});
