import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryChange, Role } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { RecordHistory } from './components/RecordHistory.tsx';
import { change, ERIK_ID, FOOTBALL, historyPage, SALARY_RAISED, SAM } from './testing/history-fixtures.ts';

/** D47: a record's History section tells each change as a sentence in the reader's language. */

const HISTORY = `/api/players/${ERIK_ID}/history`;

/** Erik's History section, opened, with the API answering `changes`; answers the list of changes. */
async function showHistory(changes: HistoryChange[], roles: Role[] = ['User']) {
  const api = signedInApi({
    roles,
    sports: ['football'],
    routes: { [`GET ${HISTORY}`]: { body: historyPage(changes) } },
  });
  renderComponent(<RecordHistory kind="players" id={ERIK_ID} tenantId={FOOTBALL} />);
  const section = within(await screen.findByRole('region', { name: 'History' }));
  await userEvent.click(section.getByRole('button', { name: 'Show history' }));
  const list = await section.findByRole('list', { name: 'Changes, newest first' });
  return { api, section, list: within(list) };
}

/** The text of each line under a change's sentence. */
const linesOf = (list: ReturnType<typeof within>) =>
  list
    .getAllByRole('listitem')
    .filter((item: HTMLElement) => item.closest('ul') !== null)
    .map((item: HTMLElement) => item.textContent);

afterEach(async () => {
  await changeLocale('en-gb');
});

describe('the History section (D47)', () => {
  it('says who changed the salary, from what to what, with separators and currency, and when', async () => {
    const { api, list } = await showHistory([SALARY_RAISED]);
    expect(
      list.getByText('Alex Agent changed minimum net salary from 60,000 to 75,000 EUR'),
    ).toBeInTheDocument();
    const time = list.getByText('26 Nov 2026 14:02');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', SALARY_RAISED.at);
    expect(api.calls('GET', HISTORY)[0]?.query.toString()).toBe('page=1&take=20');
  });

  it('says it in Danish, with Danish separators and dates', async () => {
    await changeLocale('da');
    signedInApi({
      roles: ['User'],
      sports: ['football'],
      routes: { [`GET ${HISTORY}`]: { body: historyPage([SALARY_RAISED]) } },
    });
    renderComponent(<RecordHistory kind="players" id={ERIK_ID} tenantId={FOOTBALL} />);
    const section = within(await screen.findByRole('region', { name: 'Historik' }));
    await userEvent.click(section.getByRole('button', { name: 'Vis historik' }));
    expect(
      await section.findByText('Alex Agent ændrede minimumsløn (netto) fra 60.000 til 75.000 EUR'),
    ).toBeInTheDocument();
    expect(section.getByText('26. nov. 2026 14:02')).toBeInTheDocument();
  });

  it('names what a list gained and lost', async () => {
    const { list } = await showHistory([
      change({
        table: 'player_positions',
        fields: [{ kind: 'rows', field: 'player_positions', added: ['Striker'], removed: ['Winger'] }],
      }),
      change({
        table: 'player_countries',
        fields: [
          { kind: 'rows', field: 'player_countries.exclusion', added: ['Norway', 'Sweden'], removed: [] },
        ],
      }),
    ]);
    expect(
      list.getByText('Alex Agent changed the positions: added Striker; removed Winger'),
    ).toBeInTheDocument();
    expect(
      list.getByText('Alex Agent changed the excluded countries: added Norway and Sweden'),
    ).toBeInTheDocument();
  });

  it('names the contract a change edited in place', async () => {
    const { list } = await showHistory([
      change({
        table: 'player_contracts',
        fields: [
          {
            kind: 'value',
            field: 'end_date',
            old: '2027-06-30',
            new: '2028-06-30',
            unit: null,
            row: 'Brøndby IF',
          },
        ],
      }),
      change({
        table: 'player_contracts',
        fields: [
          { kind: 'rows', field: 'player_contracts', added: ['AGF'], removed: [] },
          { kind: 'value', field: 'buy_out_amount', old: 100000, new: 200000, unit: 'EUR', row: 'OB' },
        ],
      }),
    ]);
    expect(
      list.getByText(
        'Alex Agent changed end date of the contract “Brøndby IF” from 30 June 2027 to 30 June 2028',
      ),
    ).toBeInTheDocument();
    expect(list.getByText('Alex Agent changed the contracts')).toBeInTheDocument();
    expect(linesOf(list)).toEqual([
      'The contracts: added AGF',
      'Buy-out amount (OB): from 100,000 to 200,000 EUR',
    ]);
  });

  it('says a picture was replaced, added or removed, never which file', async () => {
    const { list } = await showHistory([
      change({ fields: [{ kind: 'file', field: 'picture_path', old: true, new: true }] }),
      change({ fields: [{ kind: 'file', field: 'picture_path', old: false, new: true }] }),
      change({ fields: [{ kind: 'file', field: 'picture_path', old: true, new: false }] }),
    ]);
    expect(list.getByText('Alex Agent replaced the picture')).toBeInTheDocument();
    expect(list.getByText('Alex Agent added a picture')).toBeInTheDocument();
    expect(list.getByText('Alex Agent removed the picture')).toBeInTheDocument();
  });

  it('names the Superadmin who acted as the user', async () => {
    const { list } = await showHistory([
      change({
        impersonator: SAM,
        fields: [{ kind: 'value', field: 'height', old: 180, new: 181, unit: null }],
      }),
    ]);
    expect(
      list.getByText('Sam Superadmin (acting as Alex Agent) changed height from 180 cm to 181 cm'),
    ).toBeInTheDocument();
  });

  it('names Transferdesk for a change nobody made, and lists what a created record was given', async () => {
    const { list } = await showHistory([
      change({
        actor: null,
        action: 'create',
        fields: [
          { kind: 'value', field: 'first_name', old: null, new: 'Erik', unit: null },
          { kind: 'value', field: 'include_in_app', old: null, new: true, unit: null },
          { kind: 'value', field: 'date_of_birth', old: null, new: '2004-03-09', unit: null },
          { kind: 'value', field: 'email', old: null, new: null, unit: null },
        ],
      }),
    ]);
    expect(list.getByText('Transferdesk created the player')).toBeInTheDocument();
    expect(linesOf(list)).toEqual(['First name: Erik', 'Include in app: yes', 'Date of birth: 9 March 2004']);
  });

  it('puts several fields on lines of their own, and a long text in short until asked', async () => {
    const long = `<p>${'A quick winger who reads the game well. '.repeat(6)}</p>`;
    const { list } = await showHistory([
      change({
        fields: [
          { kind: 'value', field: 'min_salary_netto', old: 60000, new: 75000, unit: 'EUR' },
          { kind: 'value', field: 'mandate', old: false, new: true, unit: null },
          { kind: 'value', field: 'phone_number', old: '+45 1234', new: null, unit: null },
        ],
      }),
      change({ fields: [{ kind: 'value', field: 'description', old: null, new: long, unit: null }] }),
      change({
        table: 'agreements',
        fields: [{ kind: 'value', field: 'end_date', old: '2027-06-30', new: '2028-06-30', unit: null }],
      }),
      change({ action: 'delete', table: 'player_documents', fields: [] }),
    ]);
    expect(list.getByText('Alex Agent changed the player')).toBeInTheDocument();
    expect(linesOf(list).slice(0, 3)).toEqual([
      'Minimum net salary: from 60,000 to 75,000 EUR',
      'Mandate: from no to yes',
      'Phone: cleared, was +45 1234',
    ]);
    expect(list.getByText('Alex Agent changed description')).toBeInTheDocument();
    const words = 'A quick winger who reads the game well.';
    expect(list.getByText((text) => text.startsWith(words) && text.endsWith('…'))).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Show all' }));
    expect(list.getByText(Array(6).fill(words).join(' '))).toBeInTheDocument();
    expect(
      list.getByText('Alex Agent changed end date of the agreement from 30 June 2027 to 30 June 2028'),
    ).toBeInTheDocument();
    expect(list.getByText('Alex Agent deleted the document')).toBeInTheDocument();
  });

  it('tells of an export and an erasure of the person (D48)', async () => {
    const { list } = await showHistory([
      change({
        action: 'erase',
        fields: [{ kind: 'value', field: 'reason', old: null, new: 'Asked by phone', unit: null }],
      }),
      change({ action: 'export' }),
    ]);
    expect(list.getByText('Alex Agent erased the person')).toBeInTheDocument();
    expect(linesOf(list)).toEqual(['Reason: Asked by phone']);
    expect(list.getByText('Alex Agent exported everything held about the person')).toBeInTheDocument();
  });

  it('shows older changes a page at a time', async () => {
    const older = change({ action: 'create', fields: [] });
    const api = signedInApi({
      roles: ['User'],
      sports: ['football'],
      routes: {
        [`GET ${HISTORY}`]: ({ query }) => ({
          body:
            query.get('page') === '2'
              ? historyPage([older], { currentPage: 2, lastPage: 2 })
              : historyPage([SALARY_RAISED], { lastPage: 2 }),
        }),
      },
    });
    renderComponent(<RecordHistory kind="players" id={ERIK_ID} tenantId={FOOTBALL} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show history' }));
    await screen.findByText('Alex Agent changed minimum net salary from 60,000 to 75,000 EUR');
    expect(screen.queryByText('Alex Agent created the player')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await screen.findByText('Alex Agent created the player')).toBeInTheDocument();
    expect(api.calls('GET', HISTORY).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    signedInApi({
      roles: ['User'],
      sports: ['football'],
      routes: { [`GET ${HISTORY}`]: { body: historyPage([]) } },
    });
    renderComponent(<RecordHistory kind="players" id={ERIK_ID} tenantId={FOOTBALL} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show history' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows why the history could not be read, as the server words it', async () => {
    signedInApi({
      roles: ['User'],
      sports: ['football'],
      routes: { [`GET ${HISTORY}`]: { status: 404, body: { error: 'Not found' } } },
    });
    renderComponent(<RecordHistory kind="players" id={ERIK_ID} tenantId={FOOTBALL} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show history' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history');
    expect(alert).toHaveTextContent('Not found');
  });

  it('links an admin to the same changes in the audit trail, and a User not', async () => {
    const { section } = await showHistory([SALARY_RAISED], ['TenantAdmin']);
    expect(section.getByRole('link', { name: 'See these changes in the audit trail' })).toHaveAttribute(
      'href',
      `/audit/${FOOTBALL}?recordId=${ERIK_ID}`,
    );
  });

  it('offers a User no link to the audit trail', async () => {
    const { section } = await showHistory([SALARY_RAISED], ['User']);
    expect(
      section.queryByRole('link', { name: 'See these changes in the audit trail' }),
    ).not.toBeInTheDocument();
  });
});
