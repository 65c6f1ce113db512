import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currencyUpdateSchema, MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import enGb from '../../locales/en-gb.json';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { page, valuta } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;

const EUR = valuta({ name: 'EUR', value: 1 });
const DKK = valuta({ name: 'DKK', value: 7.46125 });
const SEK = valuta({ name: 'SEK', value: 11.2049 });
/** 1.16 * 100 is 115.99999999999999 in floating point: the column once said 115 (issue 26). */
const USD = valuta({ name: 'USD', value: 1.16 });

const serve = sportApi(['football'], {
  'GET /api/valutas': { body: page([DKK, EUR, SEK, USD]) },
  [`GET /api/valutas/${DKK.id}`]: { body: DKK },
  [`GET /api/valutas/${EUR.id}`]: { body: EUR },
});

describe('currencies list', () => {
  it('shows the price per 1 EUR and, floored, per 100 EUR; no Add', async () => {
    const api = serve();
    renderApp(`/currencies/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Currencies [Football]', level: 1 }),
    ).toBeInTheDocument();
    const dkk = await findCard('DKK');
    expect(dkk.getByText('7.46125')).toBeInTheDocument();
    // D17: 7.46125 × 100, rounded down
    expect(dkk.getByText('Price per 100 EUR').nextElementSibling).toHaveTextContent(/^746$/);
    expect((await findCard('USD')).getByText('Price per 100 EUR').nextElementSibling).toHaveTextContent(
      /^116$/,
    );
    expect((await findCard('SEK')).getByText('Price per 100 EUR').nextElementSibling).toHaveTextContent(
      /^1,120$/,
    );
    expect(dkk.getByRole('link', { name: 'Edit DKK' })).toHaveAttribute(
      'href',
      `/currencies/${FOOTBALL}/${DKK.id}`,
    );
    expect((await findCard('EUR')).getByText('Base currency')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/valutas')[0]?.query.get('tenantId')).toBe(FOOTBALL);
  });

  it('sorts by name or value', async () => {
    const api = serve();
    renderApp(`/currencies/${FOOTBALL}`);
    await findCard('DKK');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Value' }));
    await waitFor(() => expect(api.calls('GET', '/api/valutas').at(-1)?.query.get('sort')).toBe('value'));
  });
});

describe('currency form', () => {
  it('refuses an empty, zero or too large price and sends nothing', async () => {
    const api = serve();
    renderApp(`/currencies/${FOOTBALL}/${DKK.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Price per 1 EUR TO DKK', level: 1 }),
    ).toBeInTheDocument();
    const value = screen.getByRole('textbox', { name: /Value/ });
    expect(value).toHaveValue('7.46125');
    const save = screen.getByRole('button', { name: 'Save' });

    await userEvent.clear(value);
    await userEvent.click(save);
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();

    await userEvent.type(value, '0');
    await userEvent.click(save);
    expect(await screen.findByText('The price must be greater than 0')).toBeInTheDocument();

    await userEvent.clear(value);
    await userEvent.type(value, '2000000');
    await userEvent.click(save);
    expect(await screen.findByText('The price can be at most 1,000,000')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/valutas/${DKK.id}`)).toHaveLength(0);
  });

  it('saves a new price and goes back to the list', async () => {
    const api = serve(['TenantAdmin'], {
      [`PATCH /api/valutas/${DKK.id}`]: (request) => ({ body: { ...DKK, ...(request.body as object) } }),
    });
    const app = renderApp(`/currencies/${FOOTBALL}/${DKK.id}`);
    const value = await screen.findByRole('textbox', { name: /Value/ });
    await userEvent.clear(value);
    await userEvent.type(value, '7.5');
    expect(screen.getByText('Price per 100 EUR: 750 DKK')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/currencies/${FOOTBALL}`));
    expect(api.calls('PATCH', `/api/valutas/${DKK.id}`)[0]?.body).toEqual({ value: 7.5 });
  });

  it('says "Could not submit the currency" when the API refuses', async () => {
    serve(['TenantAdmin'], {
      [`PATCH /api/valutas/${DKK.id}`]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    const app = renderApp(`/currencies/${FOOTBALL}/${DKK.id}`);
    const value = await screen.findByRole('textbox', { name: /Value/ });
    await userEvent.clear(value);
    await userEvent.type(value, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.currencySave)).toBeInTheDocument();
    expect(value).toHaveValue('8');
    expect(app.location()).toBe(`/currencies/${FOOTBALL}/${DKK.id}`);
  });

  it('keeps EUR at 1: it is what the others are priced in', async () => {
    serve();
    renderApp(`/currencies/${FOOTBALL}/${EUR.id}`);
    expect(await screen.findByText(/EUR is the currency the others are priced in/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Value/ })).not.toBeInTheDocument();
  });

  it("words the schema's price limit as the translations do", () => {
    const result = currencyUpdateSchema.safeParse({ value: 2_000_000 });
    expect(result.error?.issues[0]?.message).toBe(enGb.validation.priceTooHigh);
  });
});
