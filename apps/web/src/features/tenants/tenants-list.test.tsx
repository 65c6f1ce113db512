import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { page, tenant } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';

const SPORTS_PAGE = [
  tenant({ name: 'Football', countOfUsers: 1, createdAt: '2025-03-14T10:00:00.000Z', features: [] }),
  tenant({
    name: 'Icehockey',
    countOfUsers: 3,
    imagePath: 'resources/tenants/icehockey.png',
    features: [{ id: '0c8f8a84-7a3e-4b8e-9d51-2f1f7d2c1a11', name: 'sport' }],
  }),
];

const serveSports = (sports = SPORTS_PAGE) =>
  signedInApi({ roles: ['Superadmin'], routes: { 'GET /api/tenants': { body: page(sports) } } });

describe('sports list', () => {
  it('shows a card per sport with its users, date added, picture and Edit link', async () => {
    serveSports();
    renderApp('/tenants');
    expect(await screen.findByRole('heading', { name: 'Sports', level: 1 })).toBeInTheDocument();
    const football = await findCard('Football');
    expect(football.getByText('1 user')).toBeInTheDocument();
    expect(football.getByText('Added 14 March 2025')).toBeInTheDocument();
    expect(football.getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tenants\//),
    );
    const icehockey = await findCard('Icehockey');
    expect(icehockey.getByText('3 users')).toBeInTheDocument();
    expect(icehockey.getByText('Sport')).toBeInTheDocument();
    // The picture is decorative (the heading names the sport), so it is found by tag, not by role.
    expect(
      (await screen.findByRole('heading', { name: 'Icehockey' })).closest('article')?.querySelector('img'),
    ).toHaveAttribute('src', '/core/resources/tenants/icehockey.png');
    expect(screen.getByRole('link', { name: 'Add sport' })).toHaveAttribute('href', '/tenants/new');
    expect(document.title).toBe('Sports · Transferdesk');
  });

  it('asks the server for the order in the address', async () => {
    const api = serveSports();
    renderApp('/tenants?sort=createdAt&direction=desc');
    await findCard('Football');
    expect(api.calls('GET', '/api/tenants')[0]?.query.toString()).toBe('sort=createdAt&direction=desc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Date added');
    expect(screen.getByRole('radio', { name: 'Descending' })).toBeChecked();
  });

  it('keeps a new order in the address and loads it', async () => {
    const api = serveSports();
    const app = renderApp('/tenants');
    await findCard('Football');
    expect(api.calls('GET', '/api/tenants')[0]?.query.toString()).toBe('sort=name&direction=asc');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Users' }));
    await waitFor(() => expect(app.location()).toBe('/tenants?sort=countOfUsers&direction=asc'));

    await userEvent.click(screen.getByRole('radio', { name: 'Descending' }));
    await waitFor(() => expect(app.location()).toBe('/tenants?sort=countOfUsers&direction=desc'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/tenants').at(-1)?.query.toString()).toBe(
        'sort=countOfUsers&direction=desc',
      ),
    );
  });

  it('says so when there are no sports yet', async () => {
    serveSports([]);
    renderApp('/tenants');
    expect(await screen.findByText('No sports yet')).toBeInTheDocument();
  });
});
