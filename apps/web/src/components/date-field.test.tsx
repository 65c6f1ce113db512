import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n.ts';
import { signedInApi, sportApi } from '../test/api-presets.ts';
import { contract, page, player, signedInUser, valuta } from '../test/factories.ts';
import { SIGNED_IN_USER_ID as ME, SPORTS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { renderComponent } from '../test/render-component.tsx';
import { DateField } from './DateField.tsx';

/** Types into a date field as a person does, then leaves it. */
async function typeDate(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  fireEvent.blur(input);
  return input;
}

afterEach(async () => {
  await changeLocale('en-gb');
});

describe('DateField (issue 26, item 1)', () => {
  it('hands a real typed day to the form as yyyy-MM-dd and shows it unchanged', async () => {
    let value: string | null = null;
    renderComponent(<DateField label="Day" clearable onChange={(next) => (value = next)} />);
    const input = await typeDate(screen.getByRole('textbox', { name: 'Day' }), '2004-02-29');
    expect(input).toHaveValue('2004-02-29');
    expect(value).toBe('2004-02-29');
  });

  it.each([
    ['2002-02-30', '2002-03-02'],
    ['1985-13-40', '1986-02-09'],
    ['2023-04-31', '2023-05-01'],
  ])('keeps %s as typed and hands the form that text, never %s', async (typed, rolled) => {
    const changes: (string | null)[] = [];
    renderComponent(
      <DateField label="Day" clearable defaultValue="2000-01-01" onChange={(next) => changes.push(next)} />,
    );
    const input = await typeDate(screen.getByRole('textbox', { name: 'Day' }), typed);
    expect(input).toHaveValue(typed);
    expect(changes.at(-1)).toBe(typed);
    expect(changes).not.toContain(rolled);
  });

  it('picks a day from the calendar, and clears', async () => {
    const changes: (string | null)[] = [];
    renderComponent(
      <DateField
        label="Day"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear day' }}
        defaultValue="2024-05-10"
        onChange={(next) => changes.push(next)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '15 May 2024' }));
    expect(input).toHaveValue('2024-05-15');
    expect(changes.at(-1)).toBe('2024-05-15');
    await userEvent.click(screen.getByRole('button', { name: 'Clear day' }));
    expect(input).toHaveValue('');
    expect(changes.at(-1)).toBeNull();
  });

  it("names the calendar's month in the reader's language", async () => {
    await changeLocale('da');
    renderComponent(<DateField label="Dag" defaultValue="2024-05-10" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Dag' }));
    expect(await screen.findByText('maj 2024')).toBeInTheDocument();
  });

  it('does not take a real day after maxDate: the field returns to what it held', async () => {
    const changes: (string | null)[] = [];
    renderComponent(
      <DateField
        label="Day"
        maxDate="2024-12-31"
        defaultValue="2024-05-10"
        onChange={(next) => changes.push(next)}
      />,
    );
    const input = await typeDate(screen.getByRole('textbox', { name: 'Day' }), '2030-01-01');
    expect(changes).not.toContain('2030-01-01');
    expect(changes.at(-1)).toBe('2024-05-10');
    expect(input).toHaveValue('2024-05-10');
  });
});

const FOOTBALL = SPORTS.football.id;
const EUR = valuta({ name: 'EUR' });
const LEVEL = { id: crypto.randomUUID(), name: 'Professional', tenantId: FOOTBALL };
const STRIKER = { id: crypto.randomUUID(), tenantId: FOOTBALL, name: 'Striker', category: null };
const SOFIE = player({
  firstName: 'Sofie',
  lastName: 'Holm',
  dateOfBirth: '2002-02-28',
  positionContacts: [STRIKER],
  playerLevelId: LEVEL.id,
  playerLevel: LEVEL,
  valutaId: EUR.id,
  valuta: { id: EUR.id, name: 'EUR' },
  contracts: [contract()],
});
const serve = sportApi(['football'], {
  [`GET /api/players/${SOFIE.id}`]: { body: SOFIE },
  'GET /api/positions': { body: page([STRIKER]) },
  'GET /api/playerlevels': { body: page([LEVEL]) },
  'GET /api/contractStatuses': { body: page([]) },
  'GET /api/valutas': { body: page([EUR]) },
  'GET /api/countries/forSearch': { body: [] },
  'GET /api/leagues': { body: page([]) },
  'GET /api/teams': { body: page([]) },
  'GET /api/clubs/forSearch': { body: [] },
  [`PATCH /api/players/${SOFIE.id}`]: (request) => ({ body: { ...SOFIE, ...(request.body as object) } }),
});

describe('a typed date that does not exist (issue 26, item 1)', { timeout: 45_000 }, () => {
  it.each(['2002-02-30', '1985-13-40'])(
    'profile edit: %s stays as typed, says "Not a valid date" and is not sent',
    async (typed) => {
      const api = signedInApi({
        roles: ['User'],
        routes: { 'GET /api/users/:id': { body: signedInUser({ birthday: '1990-05-17' }) } },
      });
      renderApp('/profile/edit');
      const input = await typeDate(await screen.findByRole('textbox', { name: 'Birthday' }), typed);
      expect(input).toHaveValue(typed);
      expect(await screen.findByText('Not a valid date')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('textbox', { name: 'Birthday' })).toHaveValue(typed);
      await waitFor(() => expect(screen.getAllByText('Not a valid date')).toHaveLength(1));
      expect(api.calls('PATCH', `/api/users/${ME}`)).toHaveLength(0);
    },
  );

  it('says it in Danish too', async () => {
    await changeLocale('da');
    signedInApi({
      roles: ['User'],
      routes: { 'GET /api/users/:id': { body: signedInUser({ birthday: '1990-05-17' }) } },
    });
    renderApp('/profile/edit');
    const input = await typeDate(await screen.findByRole('textbox', { name: 'Fødselsdag' }), '2002-02-30');
    expect(input).toHaveValue('2002-02-30');
    expect(await screen.findByText('Ikke en gyldig dato')).toBeInTheDocument();
    await typeDate(input, '1899-12-31');
    expect(await screen.findByText('Angiv en dato mellem 1900-01-01 og 2100-12-31')).toBeInTheDocument();
  });

  it('player form: a birth date of 2002-02-30 is kept and refused; the real 2004-02-29 is sent', async () => {
    const api = serve(['User']);
    renderApp(`/players/${FOOTBALL}/${SOFIE.id}/edit`);
    const input = await typeDate(await screen.findByRole('textbox', { name: 'Date of birth' }), '2002-02-30');
    expect(input).toHaveValue('2002-02-30');
    expect(await screen.findByText('Not a valid date')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveValue('2002-02-30');
    expect(api.calls('PATCH', `/api/players/${SOFIE.id}`)).toHaveLength(0);

    await typeDate(input, '2004-02-29');
    await waitFor(() => expect(screen.queryByText('Not a valid date')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/players/${SOFIE.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/players/${SOFIE.id}`)[0]?.body).toMatchObject({
      dateOfBirth: '2004-02-29',
    });
  });

  it("player form: a contract's end date of 2027-06-31 is kept and refused", async () => {
    const api = serve(['User']);
    renderApp(`/players/${FOOTBALL}/${SOFIE.id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contract 1' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Contract 1' }));
    const input = await typeDate(drawer.getByRole('textbox', { name: 'End date' }), '2027-06-31');
    expect(input).toHaveValue('2027-06-31');
    expect(await drawer.findByText('Not a valid date')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contract 1' }));
    const again = within(await screen.findByRole('dialog', { name: 'Contract 1' }));
    expect(again.getByRole('textbox', { name: 'End date' })).toHaveValue('2027-06-31');
    expect(again.getByText('Not a valid date')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/players/${SOFIE.id}`)).toHaveLength(0);
  });
});
