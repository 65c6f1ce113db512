import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { club, contact, player, requirement, user } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { change, everythingOnScreen, FOOTBALL, historyPage } from './testing/history-fixtures.ts';

/**
 * D47: the History section on the page of each record with a history, read from that record's own
 * history once the reader comes near it.
 */

const ERIK = player({ firstName: 'Erik', lastName: 'Hansen' });
const METTE = contact({ firstName: 'Mette', lastName: 'Lund' });
const BRONDBY = club({ name: 'Brøndby IF' });
const WANTED = requirement();
const ANNA = user({ name: 'Anna', surname: 'Berg' });

const PAGES = [
  { kind: 'players', page: `/players/${FOOTBALL}/${ERIK.id}`, record: ERIK },
  { kind: 'contacts', page: `/contact-info/${FOOTBALL}/${METTE.id}`, record: METTE },
  { kind: 'clubs', page: `/clubs/${FOOTBALL}/${BRONDBY.id}`, record: BRONDBY },
  { kind: 'requirements', page: `/requirements/info/${FOOTBALL}/${WANTED.id}`, record: WANTED },
  { kind: 'users', page: `/users/${ANNA.id}`, record: ANNA },
];

describe('the History section on the record pages (D47)', () => {
  it.each(PAGES)(
    'on the $kind page, loads from /api/$kind/{id}/history once in view',
    async ({ kind, page, record }) => {
      everythingOnScreen();
      const history = `/api/${kind}/${record.id}/history`;
      const api = signedInApi({
        roles: ['TenantAdmin'],
        sports: ['football'],
        routes: {
          [`GET /api/${kind}/${record.id}`]: { body: record },
          [`GET ${history}`]: { body: historyPage([change({ actor: null, action: 'create' })]) },
        },
      });
      renderApp(page);
      const section = within(await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 }));
      expect(await section.findByText(/^Transferdesk created the/)).toBeInTheDocument();
      expect(api.calls('GET', history)).toHaveLength(1);
      expect(api.calls('GET', history)[0]?.query.get('page')).toBe('1');
    },
  );

  it('reads nothing before the reader comes near it (happy-dom never reports the section in view)', async () => {
    const api = signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: { [`GET /api/players/${ERIK.id}`]: { body: ERIK } },
    });
    renderApp(`/players/${FOOTBALL}/${ERIK.id}`);
    const section = within(await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 }));
    expect(section.getByRole('button', { name: 'Show history' })).toBeInTheDocument();
    expect(api.calls('GET', `/api/players/${ERIK.id}/history`)).toHaveLength(0);
  });

  it('has no History for a user not yet created', async () => {
    signedInApi({ roles: ['Superadmin'], routes: { 'GET /api/users/options/tenants': { body: [] } } });
    renderApp('/users/new');
    expect(await screen.findByRole('heading', { name: 'Add user', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });
});
