import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractForm, Position } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { contract, page, player, valuta } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** D38: a contract's buy-out amount and currency in the player form and on the info page. */

const FOOTBALL = SPORTS.football.id;
const STRIKER: Position = { id: crypto.randomUUID(), tenantId: FOOTBALL, name: 'Striker', category: null };
const PRO = { id: crypto.randomUUID(), tenantId: FOOTBALL, name: 'Professional' };
const EUR = valuta({ name: 'EUR' });
const DKK = valuta({ name: 'DKK', value: 7.46 });

/** A player paid in DKK, with a buy-out in EUR and a contract without one. */
const ANNA = player({
  firstName: 'Anna',
  lastName: 'Holm',
  positionContacts: [STRIKER],
  playerLevelId: PRO.id,
  playerLevel: PRO,
  valutaId: DKK.id,
  valuta: { id: DKK.id, name: 'DKK' },
  contracts: [
    contract({
      buyOut: true,
      buyOutDate: '2026-07-01',
      buyOutAmount: 2_500_000,
      buyOutValutaId: EUR.id,
      buyOutValuta: { id: EUR.id, name: 'EUR' },
    }),
    contract({ contractName: 'OtherContract', clubName: 'Adidas' }),
  ],
});

const serve = sportApi(['football'], {
  [`GET /api/players/${ANNA.id}`]: { body: ANNA },
  'GET /api/positions': { body: page([STRIKER]) },
  'GET /api/playerlevels': { body: page([PRO]) },
  'GET /api/contractStatuses': { body: page([]) },
  'GET /api/valutas': { body: page([DKK, EUR]) },
  'GET /api/countries/forSearch': { body: [] },
  'GET /api/leagues': { body: page([]) },
  'GET /api/teams': { body: page([]) },
  'GET /api/clubs/forSearch': { body: [] },
  'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': { body: [] },
});

describe('a contract’s buy-out amount and currency', { timeout: 45_000 }, () => {
  it('shows them in the contract’s details panel', async () => {
    serve(['User']);
    renderApp(`/players/${FOOTBALL}/${ANNA.id}`);
    const contracts = within(await screen.findByRole('region', { name: 'Contract Information' }));
    await userEvent.click(contracts.getByRole('button', { name: 'Details of Brøndby IF' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Player contract · Brøndby IF' }));
    expect(drawer.getByText('Buy-out amount').nextElementSibling).toHaveTextContent('2,500,000 EUR');
    expect(drawer.getByText('Buy-out currency').nextElementSibling).toHaveTextContent('EUR');
  });

  it('asks for them once the buy-out clause is on, in the player’s currency until another is chosen', async () => {
    const api = serve(['User'], {
      [`PATCH /api/players/${ANNA.id}`]: (request) => ({ body: { ...ANNA, ...(request.body as object) } }),
    });
    renderApp(`/players/${FOOTBALL}/${ANNA.id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contract 2' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Contract 2' }));
    expect(drawer.queryByRole('textbox', { name: 'Buy-out amount' })).not.toBeInTheDocument();
    expect(drawer.queryByRole('combobox', { name: 'Buy-out currency' })).not.toBeInTheDocument();

    await userEvent.click(drawer.getByRole('checkbox', { name: 'Buy-out clause' }));
    const amount = drawer.getByRole('textbox', { name: 'Buy-out amount' });
    await waitFor(() =>
      expect(drawer.getByRole('combobox', { name: 'Buy-out currency' })).toHaveValue('DKK'),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500000');
    expect(amount).toHaveValue('1,500,000');
    await userEvent.click(drawer.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('PATCH', `/api/players/${ANNA.id}`)).toHaveLength(1));
    const body = api.calls('PATCH', `/api/players/${ANNA.id}`)[0]?.body as { contracts: ContractForm[] };
    expect(body.contracts[0]).toMatchObject({ buyOutAmount: 2_500_000, buyOutValutaId: EUR.id });
    expect(body.contracts[1]).toMatchObject({
      contractName: 'OtherContract',
      buyOut: true,
      buyOutAmount: 1_500_000,
      buyOutValutaId: DKK.id,
    });
  });
});
