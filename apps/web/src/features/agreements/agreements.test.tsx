import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_MESSAGES } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { sportApi } from '../../test/api-presets.ts';
import { page } from '../../test/factories.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { agreement, FOOTBALL, KASPER, repContract } from './testing/agreement-fixtures.ts';

/** Issue 30: the sport's agreements page (D45). */

const UPLOADED = agreement({
  exclusive: true,
  federationUploadedOn: '2026-07-03',
  daysLeft: 45,
  warnings: [AGREEMENT_MESSAGES.feeAboveCap],
});
const OVERDUE = agreement({
  player: { id: crypto.randomUUID(), firstName: 'Sofie', lastName: 'Holm', dateOfBirth: null },
  startDate: '2020-01-01',
  endDate: '2021-12-31',
  agent: null,
  status: 'ended',
  daysLeft: -1600,
  uploadDueOn: '2020-01-15',
});
const DUE = agreement({
  player: { id: crypto.randomUUID(), firstName: 'Emil', lastName: 'Berg', dateOfBirth: null },
  uploadDueOn: '2099-07-15',
});

const serve = sportApi(['football'], {
  'GET /api/agreements': { body: page([UPLOADED, OVERDUE, DUE]) },
  'GET /api/agreements/rep-contracts': { body: [repContract()] },
  [`GET /api/agreement-rules/${FOOTBALL}`]: {
    body: { enforced: true, feeCapWarning: false, dualRepresentationWarning: false },
  },
});

const queryOf = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function findTable() {
  return screen.findByRole('table', { name: 'Agreements' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the agreements page (issue 30)', () => {
  it("lists the sport's agreements: player, dates, days left, exclusive, agent and the federation upload", async () => {
    const api = serve(['User']);
    renderApp(`/agreements/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Agreements [Football]', level: 1 }),
    ).toBeInTheDocument();
    const table = await findTable();
    expect(rowsOf(table)).toEqual([
      [
        'Kasper Dolberg',
        '1 July 2026',
        '30 June 2028',
        '45 days left',
        'Exclusive',
        'Anna Hansen',
        '3 July 2026',
        '',
      ],
      [
        'Sofie Holm',
        '1 January 2020',
        '31 December 2021',
        'Ended',
        'No',
        '-',
        'Upload overdue since 15 January 2020',
        '',
      ],
      [
        'Emil Berg',
        '1 July 2026',
        '30 June 2028',
        '120 days left',
        'No',
        'Anna Hansen',
        'Upload due by 15 July 2099',
        '',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'Kasper Dolberg' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${KASPER.id}#agreements`,
    );
    expect(
      within(table).getByRole('button', {
        name: '1 warning: The fee is above 5 %, the cap of the suspended FIFA fee rule.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 results')).toBeInTheDocument();
    expect(queryOf(api.calls('GET', '/api/agreements')[0])).toEqual({
      tenantId: FOOTBALL,
      page: '1',
      take: '10',
      sort: 'endDate',
      direction: 'asc',
    });
    await waitFor(() => expect(document.title).toBe('Agreements · Football · Transferdesk'));
  });

  it('sends each filter and the order to the API, keeps them in the address and starts at page 1', async () => {
    const api = serve(['User'], {
      'GET /api/agreements': { body: page([UPLOADED], { total: 25, currentPage: 1 }) },
    });
    const app = renderApp(`/agreements/${FOOTBALL}?page=2`);
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ending within' }));
    await userEvent.click(await screen.findByRole('option', { name: '60 days' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Not uploaded to the federation' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Exclusive only' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Include ended' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Player' }), 'Dolberg');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Player' }));

    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/agreements').at(-1))).toEqual({
        tenantId: FOOTBALL,
        endingWithin: '60',
        missingUpload: 'true',
        exclusive: 'true',
        includeEnded: 'true',
        search: 'Dolberg',
        page: '1',
        take: '10',
        sort: 'player',
        direction: 'asc',
      }),
    );
    expect(app.location()).toBe(
      `/agreements/${FOOTBALL}?endingWithin=60&missingUpload=true&exclusive=true&includeEnded=true&search=Dolberg&sort=player&direction=asc`,
    );
  });

  it('lets a TenantAdmin export the rows under the same filters as CSV', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve(['TenantAdmin'], {
      'GET /api/agreements/export': { body: 'player,start\n' },
    });
    renderApp(`/agreements/${FOOTBALL}?missingUpload=true&sort=player&direction=desc`);
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'agreements.csv'));
    expect(queryOf(api.calls('GET', '/api/agreements/export')[0])).toEqual({
      tenantId: FOOTBALL,
      missingUpload: 'true',
      sort: 'player',
      direction: 'desc',
    });
  });

  it("shows a TenantAdmin the sport's rule pack and saves its switches with PUT", async () => {
    const api = serve(['TenantAdmin'], {
      [`PUT /api/agreement-rules/${FOOTBALL}`]: ({ body }) => ({ body }),
    });
    renderApp(`/agreements/${FOOTBALL}`);
    const card = within(await screen.findByRole('region', { name: 'Rule pack' }));
    const enforced = await card.findByRole('switch', { name: /^Enforce the FIFA rules in force/ });
    expect(enforced).toBeChecked();
    expect(card.getByText(/lasts at most 2 years and never renews by itself/)).toBeInTheDocument();
    const feeCap = card.getByRole('switch', { name: /^Warn when the fee is above 5 %/ });
    expect(feeCap).not.toBeChecked();
    expect(card.getByRole('button', { name: 'Save rule pack' })).toBeDisabled();

    await userEvent.click(feeCap);
    await userEvent.click(card.getByRole('switch', { name: /^Warn about dual representation/ }));
    await userEvent.click(card.getByRole('button', { name: 'Save rule pack' }));

    expect(await screen.findByText('Rule pack saved')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/agreement-rules/${FOOTBALL}`)[0]?.body).toEqual({
      enforced: true,
      feeCapWarning: true,
      dualRepresentationWarning: true,
    });
  });

  it('shows a User neither the export nor the rule pack', async () => {
    const api = serve(['User']);
    renderApp(`/agreements/${FOOTBALL}`);
    await findTable();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rule pack' })).not.toBeInTheDocument();
    expect(api.calls('GET', `/api/agreement-rules/${FOOTBALL}`)).toHaveLength(0);
  });

  it('lists the RepContract rows read-only once their section is opened', async () => {
    const api = serve(['User']);
    renderApp(`/agreements/${FOOTBALL}`);
    await findTable();
    expect(api.calls('GET', '/api/agreements/rep-contracts')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Recorded as contracts \(RepContract\)/ }));
    const table = await screen.findByRole('table', { name: 'Recorded as contracts (RepContract)' });
    expect(rowsOf(table)).toEqual([
      ['Kasper Dolberg', 'Transferdesk ApS', '1 January 2023', '31 December 2024', 'Signed in Copenhagen'],
    ]);
    expect(queryOf(api.calls('GET', '/api/agreements/rep-contracts')[0])).toEqual({ tenantId: FOOTBALL });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when no agreement matches', async () => {
    serve(['User'], { 'GET /api/agreements': { body: page([]) } });
    renderApp(`/agreements/${FOOTBALL}?exclusive=true`);
    expect(await screen.findByText('No agreements')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Exclusive only' })).toBeChecked();
  });
});
