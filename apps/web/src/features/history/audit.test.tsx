import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryChange, Role } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { page, user } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ALEX, change, ERIK_ID, FOOTBALL, historyPage, SALARY_RAISED } from './testing/history-fixtures.ts';

/** D47: a sport's audit trail for its TenantAdmins, filtered by who, what, when and record, and its CSV. */

const ALEX_USER = user({ id: ALEX.id, name: 'Alex', surname: 'Agent' });
const MIA_USER = user({ name: 'Mia', surname: 'Holm' });
const CLUB_RENAMED = change({
  table: 'clubs',
  recordId: 'c1ab0000-0000-4000-8000-000000000001',
  subject: { kind: 'club', id: 'c1ab0000-0000-4000-8000-000000000001', name: 'Brøndby IF' },
  fields: [{ kind: 'value', field: 'name', old: 'Brondby', new: 'Brøndby IF', unit: null }],
});

/** Every filter of the page, as the API takes them. */
const FILTERS = {
  tenantId: FOOTBALL,
  actorId: ALEX.id,
  kind: 'player',
  recordId: ERIK_ID,
  from: '2026-11-01',
  to: '2026-11-30',
};

function serve(
  roles: Role[],
  changes: HistoryChange[] = [SALARY_RAISED, CLUB_RENAMED],
  routes: FakeRoutes = {},
) {
  return signedInApi({
    roles,
    sports: roles.includes('Superadmin') ? [] : ['football', 'icehockey'],
    routes: {
      'GET /api/audit': { body: historyPage(changes) },
      'GET /api/audit/export': { body: 'time,actor\n' },
      'GET /api/users': { body: page([ALEX_USER, MIA_USER]) },
      'GET /api/users/options/tenants': { body: [SPORTS.football, SPORTS.icehockey] },
      ...routes,
    },
  });
}

/** The query of the last call to an endpoint, as an object. */
const lastQuery = (api: ReturnType<typeof serve>, path: string) =>
  Object.fromEntries(api.calls('GET', path).at(-1)?.query ?? []);

async function choose(field: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(
    within(await screen.findByRole('listbox', { name: field })).getByRole('option', { name: option }),
  );
}

async function typeDate(name: string, text: string) {
  const input = screen.getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  fireEvent.blur(input);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-gb');
});

describe('the audit trail (D47)', () => {
  it("lists a sport's changes under their records, linked to their pages", async () => {
    const api = serve(['TenantAdmin']);
    renderApp(`/audit/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Audit trail [Football]', level: 1 }),
    ).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Changes, newest first' }));
    const [salary, club] = list.getAllByRole('listitem');
    expect(within(salary as HTMLElement).getByRole('link', { name: 'Erik Hansen' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${ERIK_ID}`,
    );
    expect(salary).toHaveTextContent('Alex Agent changed minimum net salary from 60,000 to 75,000 EUR');
    expect(within(club as HTMLElement).getByRole('link', { name: 'Brøndby IF' })).toHaveAttribute(
      'href',
      `/clubs/${FOOTBALL}/${CLUB_RENAMED.subject.id}`,
    );
    expect(club).toHaveTextContent('Alex Agent changed name from Brondby to Brøndby IF');
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(lastQuery(api, '/api/audit')).toEqual({ tenantId: FOOTBALL, page: '1', take: '20' });
  });

  it('sends the filters chosen to the API and keeps them in the address', async () => {
    const api = serve(['TenantAdmin']);
    const app = renderApp(`/audit/${FOOTBALL}?recordId=${ERIK_ID}`);
    expect(await screen.findByText('Only the changes of Erik Hansen.')).toBeInTheDocument();
    expect(lastQuery(api, '/api/users')).toMatchObject({ tenantId: FOOTBALL });

    await choose('Who', 'Alex Agent');
    await choose('What', 'Players');
    await typeDate('From', '2026-11-01');
    await typeDate('To', '2026-11-30');
    await waitFor(() => expect(lastQuery(api, '/api/audit')).toEqual({ ...FILTERS, page: '1', take: '20' }));
    expect(Object.fromEntries(new URLSearchParams(app.location().split('?')[1]))).toEqual({
      actorId: ALEX.id,
      kind: 'player',
      recordId: ERIK_ID,
      from: '2026-11-01',
      to: '2026-11-30',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Show every record' }));
    await waitFor(() => expect(lastQuery(api, '/api/audit')).not.toHaveProperty('recordId'));
  });

  it('exports the changes the filters select as CSV', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve(['TenantAdmin']);
    const { tenantId: _, ...search } = FILTERS;
    renderApp(`/audit/${FOOTBALL}?${new URLSearchParams(search)}`);
    await screen.findByRole('list', { name: 'Changes, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(lastQuery(api, '/api/audit/export')).toEqual(FILTERS);
    expect(api.calls('GET', '/api/audit/export')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(save.mock.calls[0]?.[1]).toBe('audit.csv');
  });

  it('asks nothing for a start after the end, and says why', async () => {
    const api = serve(['TenantAdmin']);
    renderApp(`/audit/${FOOTBALL}?from=2026-12-01`);
    await screen.findByRole('list', { name: 'Changes, newest first' });
    const asked = api.calls('GET', '/api/audit').length;
    await typeDate('To', '2026-11-01');
    expect(await screen.findByText('The start date is after the end date')).toBeInTheDocument();
    expect(api.calls('GET', '/api/audit')).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    serve(['TenantAdmin'], []);
    renderApp(`/audit/${FOOTBALL}?kind=team`);
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
  });

  it("takes a TenantAdmin without a sport in the address to his sport's trail", async () => {
    serve(['TenantAdmin']);
    const app = renderApp(`/audit?recordId=${ERIK_ID}`);
    await waitFor(() => expect(app.location()).toBe(`/audit/${FOOTBALL}?recordId=${ERIK_ID}`));
  });

  it("refuses a TenantAdmin another sport's trail, as the other sport pages do", async () => {
    const api = serve(['TenantAdmin']);
    const app = renderApp(`/audit/${SPORTS.handballMen.id}`);
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
    expect(api.calls('GET', '/api/audit')).toHaveLength(0);
  });

  it("shows a Superadmin every sport's changes, and lets him pick one", async () => {
    const api = serve(['Superadmin']);
    const app = renderApp('/audit');
    expect(
      await screen.findByRole('heading', { name: 'Audit trail [All sports]', level: 1 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(lastQuery(api, '/api/audit')).toEqual({ page: '1', take: '20' });
    // Not one of the sport's members: its records' pages are not his to open.
    expect(screen.queryByRole('link', { name: 'Erik Hansen' })).not.toBeInTheDocument();
    await choose('Sport', 'Icehockey');
    await waitFor(() => expect(app.location()).toBe(`/audit/${SPORTS.icehockey.id}`));
    await waitFor(() =>
      expect(lastQuery(api, '/api/audit')).toMatchObject({ tenantId: SPORTS.icehockey.id }),
    );
  });

  it('shows the refusal of the API as the app shows refusals', async () => {
    serve(['TenantAdmin'], [], {
      'GET /api/audit': { status: 403, body: { error: 'You do not have permission to do this.' } },
    });
    renderApp(`/audit/${FOOTBALL}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the audit trail');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
  });

  it('is not for a User: the page is refused without asking the API (the menu offers it to admins only)', async () => {
    const api = serve(['User']);
    const app = renderApp(`/audit/${FOOTBALL}`);
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/audit')).toHaveLength(0);
  });

  it('speaks Danish', async () => {
    await changeLocale('da');
    serve(['TenantAdmin']);
    renderApp(`/audit/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Revisionsspor [Football]', level: 1 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Alex Agent ændrede minimumsløn (netto) fra 60.000 til 75.000 EUR'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportér CSV' })).toBeInTheDocument();
  });
});
