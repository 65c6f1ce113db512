import { randomBytes } from 'node:crypto';
import { DATE_MESSAGES } from '@transferdesk/shared';
import { and, count, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  contractStatuses,
  playerContracts,
  playerLevels,
  positions,
  transfers,
  users,
  valutas,
} from '../db/schema/index.ts';
import { IMPORT_FAILED } from '../lib/csv-import-rules.ts';
import { useTestContext } from './context.ts';
import { multipartBody } from './multipart.ts';
import { createUser } from './users.ts';

/**
 * Issue 26, item 1: a day that does not exist (2002-02-30, 1985-13-40) is refused with 400 naming the
 * field, at every route that takes a date, and nothing is written: JavaScript's Date and PostgreSQL's
 * own parsing would otherwise roll it over into March (or into the next year).
 */
const context = useTestContext();
const { tokens, sport } = context;
let football = '';
const ids = { position: '', eur: '', level: '', status: '' };

beforeAll(async () => {
  const db = context.t.database.db;
  football = sport.Football ?? '';
  const first = async (rows: Promise<{ id: string }[]>) => (await rows)[0]?.id ?? '';
  ids.position = await first(
    db.select({ id: positions.id }).from(positions).where(eq(positions.tenantId, football)),
  );
  ids.eur = await first(
    db
      .select({ id: valutas.id })
      .from(valutas)
      .where(and(eq(valutas.tenantId, football), eq(valutas.name, 'EUR'))),
  );
  ids.level = await first(
    db.select({ id: playerLevels.id }).from(playerLevels).where(eq(playerLevels.tenantId, football)),
  );
  ids.status = await first(
    db
      .select({ id: contractStatuses.id })
      .from(contractStatuses)
      .where(eq(contractStatuses.tenantId, football)),
  );
});

const tag = () => `Date${randomBytes(3).toString('hex')}`;
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token = tokens.admin) =>
  context.t.inject({ method, url, token, payload });
const csvImport = (url: string, csv: string, token = tokens.admin) =>
  context.t.inject({
    method: 'POST',
    url,
    token,
    ...multipartBody([{ name: 'file', value: csv, filename: 'import.csv', contentType: 'text/csv' }]),
  });
const playerPayload = (lastName: string, extra: object = {}) => ({
  tenantId: football,
  firstName: 'Dato',
  lastName,
  positionContactIds: [ids.position],
  valutaId: ids.eur,
  playerLevelId: ids.level,
  ...extra,
});
const contractPayload = (extra: object) => ({ contractName: 'PlayerContract', ...extra });
const created = async (response: Promise<LightMyRequestResponse>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: string }>().id;
};
const contactsNamed = async (lastName: string) =>
  (
    await context.t.database.db
      .select({ total: count() })
      .from(contacts)
      .where(like(contacts.lastName, `${lastName}%`))
  )[0]?.total;

interface DateCase {
  /** The route and field, as the test's name. */
  name: string;
  /** Sends `date` where the route takes it; answers the response. */
  submit: (date: string) => Promise<LightMyRequestResponse>;
  /** What the 400 says, for a date that does not exist. */
  errors: (message: string) => unknown;
  /** Whatever the route would have written, to see that nothing was. */
  stored: () => Promise<unknown>;
}

/** A record made with real dates first, for the PATCH cases. */
async function dateCases(): Promise<DateCase[]> {
  const player = tag();
  const playerId = await created(
    send(
      'POST',
      '/core/api/players',
      playerPayload(player, {
        dateOfBirth: '2002-02-28',
        contracts: [contractPayload({ startDate: '2024-07-01', endDate: '2027-06-30' })],
      }),
    ),
  );
  const storedPlayer = async () => {
    const response = await context.t.inject({ url: `/core/api/players/${playerId}`, token: tokens.admin });
    const body = response.json<{ dateOfBirth: string; contracts: unknown[] }>();
    return { dateOfBirth: body.dateOfBirth, contracts: body.contracts, players: await contactsNamed(player) };
  };
  const contact = tag();
  const contactId = await created(
    send('POST', '/core/api/contacts', { tenantId: football, lastName: contact, dateOfBirth: '1985-12-30' }),
  );
  const storedContact = async () => ({
    contacts: await contactsNamed(contact),
    row: (await context.t.inject({ url: `/core/api/contacts/${contactId}`, token: tokens.admin })).json()
      .dateOfBirth,
  });
  const transfer = tag();
  const transferId = await created(
    send('POST', '/core/api/transfers', {
      tenantId: football,
      name: transfer,
      years: '2030-2031',
      fromDate: '2030-06-01',
      toDate: '2030-08-31',
    }),
  );
  const storedTransfers = async () =>
    context.t.database.db
      .select({ name: transfers.name, fromDate: transfers.fromDate, toDate: transfers.toDate })
      .from(transfers)
      .where(like(transfers.name, `${transfer}%`));
  const profile = await createUser(context.t.database.db, { tenants: ['Football'] });
  const profileToken = await context.t.login(profile.email);
  const storedUsers = async () =>
    context.t.database.db
      .select({ email: users.email, birthday: users.birthday })
      .from(users)
      .where(like(users.email, `%${transfer.toLowerCase()}%`));
  const storedProfile = async () =>
    (
      await context.t.database.db
        .select({ birthday: users.birthday })
        .from(users)
        .where(eq(users.id, profile.id))
    )[0];
  const field = (name: string) => (message: string) => [`${name}: ${message}`];
  const row = (name: string) => (message: string) => ({
    error: IMPORT_FAILED,
    errors: [{ description: `Row 2, ${name}: ${message}` }],
  });
  const contractRows = async () =>
    (await context.t.database.db.select({ total: count() }).from(playerContracts))[0]?.total;
  return [
    {
      name: 'POST /players dateOfBirth',
      submit: (date) => send('POST', '/core/api/players', playerPayload(player, { dateOfBirth: date })),
      errors: field('dateOfBirth'),
      stored: storedPlayer,
    },
    {
      name: 'PATCH /players/{id} dateOfBirth',
      submit: (date) => send('PATCH', `/core/api/players/${playerId}`, { dateOfBirth: date }),
      errors: field('dateOfBirth'),
      stored: storedPlayer,
    },
    ...(['startDate', 'endDate', 'buyOutDate', 'optionDate'] as const).map((key) => ({
      name: `PATCH /players/{id} contracts.${key}`,
      submit: (date: string) =>
        send('PATCH', `/core/api/players/${playerId}`, { contracts: [contractPayload({ [key]: date })] }),
      errors: field(`contracts.0.${key}`),
      stored: async () => ({ player: await storedPlayer(), contracts: await contractRows() }),
    })),
    {
      name: 'POST /players contracts.startDate',
      submit: (date) =>
        send(
          'POST',
          '/core/api/players',
          playerPayload(player, { contracts: [contractPayload({ startDate: date })] }),
        ),
      errors: field('contracts.0.startDate'),
      stored: async () => ({ player: await storedPlayer(), contracts: await contractRows() }),
    },
    {
      name: 'POST /players/csv dateOfBirth',
      submit: (date) =>
        csvImport(
          `/core/api/players/csv?tenantId=${football}`,
          `firstName,lastName,positions,playerLevel,currency,dateOfBirth\nDato,${player},,,EUR,${date}\n`,
        ),
      errors: (message) =>
        expect.objectContaining({
          error: IMPORT_FAILED,
          errors: expect.arrayContaining([{ description: `Row 2, dateOfBirth: ${message}` }]),
        }),
      stored: storedPlayer,
    },
    {
      name: 'POST /players/csv playerContractEndDate',
      submit: (date) =>
        csvImport(
          `/core/api/players/csv?tenantId=${football}`,
          `firstName,lastName,playerContract,playerContractEndDate\nDato,${player},FC Dato,${date}\n`,
        ),
      errors: (message) =>
        expect.objectContaining({
          error: IMPORT_FAILED,
          errors: expect.arrayContaining([{ description: `Row 2, playerContractEndDate: ${message}` }]),
        }),
      stored: async () => ({ player: await storedPlayer(), contracts: await contractRows() }),
    },
    {
      name: 'POST /contacts dateOfBirth',
      submit: (date) =>
        send('POST', '/core/api/contacts', { tenantId: football, lastName: contact, dateOfBirth: date }),
      errors: field('dateOfBirth'),
      stored: storedContact,
    },
    {
      name: 'PATCH /contacts/{id} dateOfBirth',
      submit: (date) => send('PATCH', `/core/api/contacts/${contactId}`, { dateOfBirth: date }),
      errors: field('dateOfBirth'),
      stored: storedContact,
    },
    {
      name: 'POST /contacts/csv dateOfBirth',
      submit: (date) =>
        csvImport(
          `/core/api/contacts/csv?tenantId=${football}`,
          `firstName,lastName,dateOfBirth\nDato,${contact},${date}\n`,
        ),
      errors: row('dateOfBirth'),
      stored: storedContact,
    },
    ...(['fromDate', 'toDate'] as const).flatMap((key) => [
      {
        name: `POST /transfers ${key}`,
        submit: (date: string) =>
          send('POST', '/core/api/transfers', {
            tenantId: football,
            name: `${transfer} new`,
            years: '2030-2031',
            fromDate: '2030-01-01',
            toDate: '2030-12-31',
            [key]: date,
          }),
        errors: field(key),
        stored: storedTransfers,
      },
      {
        name: `PATCH /transfers/{id} ${key}`,
        submit: (date: string) => send('PATCH', `/core/api/transfers/${transferId}`, { [key]: date }),
        errors: field(key),
        stored: storedTransfers,
      },
    ]),
    {
      name: 'PATCH /users/{own id} birthday (profile)',
      submit: (date) =>
        send(
          'PATCH',
          `/core/api/users/${profile.id}`,
          { email: profile.email, birthday: date },
          profileToken,
        ),
      errors: field('birthday'),
      stored: storedProfile,
    },
    {
      name: 'PATCH /users/{id} birthday (admin)',
      submit: (date) => send('PATCH', `/core/api/users/${profile.id}`, { birthday: date }, tokens.superadmin),
      errors: field('birthday'),
      stored: storedProfile,
    },
    {
      name: 'POST /users birthday',
      submit: (date) =>
        send(
          'POST',
          '/core/api/users',
          { email: `${transfer.toLowerCase()}@example.test`, password: 'a-long-password', birthday: date },
          tokens.superadmin,
        ),
      errors: field('birthday'),
      stored: storedUsers,
    },
    {
      name: 'POST /users/csv birthday',
      submit: (date) =>
        csvImport(
          '/core/api/users/csv',
          `email,birthday\n${transfer.toLowerCase()}@example.test,${date}\n`,
          tokens.superadmin,
        ),
      errors: row('birthday'),
      stored: storedUsers,
    },
  ];
}

describe('a date that does not exist (issue 26, item 1)', () => {
  it.each(['2002-02-30', '1985-13-40', '2023-04-31', '2001-02-29'])(
    'is refused with 400 naming the field at every route that takes a date, and nothing is written: %s',
    async (date) => {
      for (const dateCase of await dateCases()) {
        const before = await dateCase.stored();
        const response = await dateCase.submit(date);
        expect(response.statusCode, `${dateCase.name}: ${response.body}`).toBe(400);
        const body = response.json<{ errors: unknown }>();
        const expected = dateCase.errors(DATE_MESSAGES.invalid);
        if (Array.isArray(expected)) expect(body.errors, dateCase.name).toEqual(expected);
        else expect(body, dateCase.name).toEqual(expected);
        expect(await dateCase.stored(), dateCase.name).toEqual(before);
      }
    },
  );

  it('a real leap day is kept as sent (2004-02-29)', async () => {
    const id = await created(
      send('POST', '/core/api/players', playerPayload(tag(), { dateOfBirth: '2004-02-29' })),
    );
    const response = await context.t.inject({ url: `/core/api/players/${id}`, token: tokens.admin });
    expect(response.json().dateOfBirth).toBe('2004-02-29');
  });
});
