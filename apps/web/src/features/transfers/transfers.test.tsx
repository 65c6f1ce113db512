import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role, TRANSFER_MESSAGES } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { listRoutes, sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { transfer } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const today = dayjs();

const SUMMER = transfer({ name: 'Summer 2024' });
const OPEN = transfer({
  name: 'Open window',
  years: `${today.year()}-${today.year() + 1}`,
  fromDate: today.subtract(5, 'day').format('YYYY-MM-DD'),
  toDate: today.add(5, 'day').format('YYYY-MM-DD'),
});

const serve = sportApi(['football', 'icehockey'], {
  ...listRoutes('/api/transfers', [OPEN, SUMMER], (transfer) => transfer.name),
});

/** Date inputs take yyyy-MM-dd; typing into them is not what a person does, so the value is set. */
const setDate = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('transfers list', () => {
  it('shows name, years and the from–to dates, marks the open window, and offers Add and Edit', async () => {
    const api = serve();
    renderApp(`/transfers/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Transfers [Football]', level: 1 }),
    ).toBeInTheDocument();
    const summer = await findCard('Summer 2024');
    expect(summer.getByText('2024-2025')).toBeInTheDocument();
    expect(summer.getByText('1 June 2024 – 31 August 2024')).toBeInTheDocument();
    expect(summer.queryByText('Open now')).not.toBeInTheDocument();
    expect((await findCard('Open window')).getByText('Open now')).toBeInTheDocument();
    expect(summer.getByRole('link', { name: 'Edit Summer 2024' })).toHaveAttribute(
      'href',
      `/transfers/${FOOTBALL}/${SUMMER.id}`,
    );
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', `/transfers/${FOOTBALL}/new`);
    const [request] = api.calls('GET', '/api/transfers');
    expect(request?.query.get('tenantId')).toBe(FOOTBALL);
  });

  it('offers the sorts name, years and created', async () => {
    const api = serve();
    renderApp(`/transfers/${FOOTBALL}`);
    await findCard('Summer 2024');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(await screen.findByRole('listbox', { name: 'Sort by' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Name', 'Years', 'Created']);
    await userEvent.click(screen.getByRole('option', { name: 'Name' }));
    await waitFor(() => expect(api.calls('GET', '/api/transfers').at(-1)?.query.get('sort')).toBe('name'));
  });

  it('deletes a transfer after confirmation', async () => {
    const api = serve(['TenantAdmin'], { [`DELETE /api/transfers/${SUMMER.id}`]: { status: 204 } });
    renderApp(`/transfers/${FOOTBALL}`);
    await userEvent.click(
      (await findCard('Summer 2024')).getByRole('button', { name: 'Delete Summer 2024' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(api.calls('DELETE', `/api/transfers/${SUMMER.id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/transfers/${SUMMER.id}`)).toHaveLength(1));
    expect(await screen.findByText('Summer 2024 was deleted')).toBeInTheDocument();
  });
});

describe('transfer form', () => {
  it("shows the spec's messages and sends nothing while any applies", async () => {
    const api = serve();
    renderApp(`/transfers/${FOOTBALL}/new`);
    expect(await screen.findByRole('heading', { name: 'Create transfer', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Sport/ })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });

    await userEvent.click(save);
    expect(await screen.findAllByText('Field is mandatory')).toHaveLength(4);

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Winter');
    const years = screen.getByRole('textbox', { name: /Years/ });
    await userEvent.type(years, '2020');
    await userEvent.click(save);
    expect(await screen.findByText(TRANSFER_MESSAGES.yearsPattern)).toBeInTheDocument();

    await userEvent.clear(years);
    await userEvent.type(years, '2021-2020');
    await userEvent.click(save);
    expect(await screen.findByText('Years interval is icorect')).toBeInTheDocument();

    setDate(/From/, '2025-02-01');
    setDate(/To/, '2025-01-01');
    await userEvent.click(save);
    expect(await screen.findByText('From - To dates interval is icorect')).toBeInTheDocument();
    expect(api.calls('POST', '/api/transfers')).toHaveLength(0);
  });

  it('creates the transfer in the sport of the page and goes back to the list', async () => {
    const api = serve(['TenantAdmin'], {
      'POST /api/transfers': (request) => ({ status: 201, body: { ...SUMMER, ...(request.body as object) } }),
    });
    const app = renderApp(`/transfers/${FOOTBALL}/new`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Winter 2026');
    await userEvent.type(screen.getByRole('textbox', { name: /Years/ }), '2025-2026');
    setDate(/From/, '2026-01-02');
    setDate(/To/, '2026-02-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/transfers/${FOOTBALL}`));
    expect(api.calls('POST', '/api/transfers')[0]?.body).toEqual({
      name: 'Winter 2026',
      years: '2025-2026',
      fromDate: '2026-01-02',
      toDate: '2026-02-02',
      tenantId: FOOTBALL,
    });
  });

  it('says "Could not submit transfer info" and keeps the values when the API refuses', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/transfers/${SUMMER.id}`]: { body: SUMMER },
      [`PATCH /api/transfers/${SUMMER.id}`]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    const app = renderApp(`/transfers/${FOOTBALL}/${SUMMER.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit transfer', level: 1 })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Summer 2024');
    expect(screen.getByLabelText(/From/)).toHaveValue('2024-06-01');
    await userEvent.type(name, ' (late)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transferSave)).toBeInTheDocument();
    expect(name).toHaveValue('Summer 2024 (late)');
    expect(app.location()).toBe(`/transfers/${FOOTBALL}/${SUMMER.id}`);
  });

  it("lets a Superadmin choose the sport, preselected with the page's", async () => {
    const roles: Role[] = ['Superadmin', 'TenantAdmin'];
    const api = serve(roles, {
      'POST /api/transfers': (request) => ({ status: 201, body: { ...SUMMER, ...(request.body as object) } }),
    });
    const app = renderApp(`/transfers/${FOOTBALL}/new`);
    const sport = await screen.findByRole('combobox', { name: /Sport/ });
    expect(sport).toHaveValue('Football');
    await userEvent.click(sport);
    await userEvent.click(await screen.findByRole('option', { name: 'Icehockey' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Hockey summer');
    await userEvent.type(screen.getByRole('textbox', { name: /Years/ }), '2026-2027');
    setDate(/From/, '2026-05-01');
    setDate(/To/, '2026-08-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/transfers/${SPORTS.icehockey.id}`));
    expect(api.calls('POST', '/api/transfers')[0]?.body).toMatchObject({ tenantId: SPORTS.icehockey.id });
  });
});
