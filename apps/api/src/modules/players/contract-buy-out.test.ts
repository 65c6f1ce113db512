import { randomBytes } from 'node:crypto';
import { NO_NEED_POSITION, type Paginated, type Player, type PlayerListItem } from '@transferdesk/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerLevels, positions, valutas } from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { SPORT_ID_MESSAGES } from './sport-ids.ts';

/** D38: a contract's buy-out amount and currency, over JSON and the CSV's flat layout. */

const context = useTestContext();
const { get, send, tokens, sport } = context;

const tag = () => `T${randomBytes(3).toString('hex')}`;

async function valutaOf(sportName: string, name: string) {
  const [row] = await context.t.database.db
    .select({ id: valutas.id, name: valutas.name })
    .from(valutas)
    .where(and(eq(valutas.tenantId, sport[sportName] ?? ''), eq(valutas.name, name)));
  if (!row) throw new Error(`No ${name} in ${sportName}`);
  return row;
}

/** Football's first position and level, by id and by name (the CSV names them). */
async function footballBasics() {
  const tenantId = sport.Football ?? '';
  const { db } = context.t.database;
  const [[position], [level]] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), ne(positions.name, NO_NEED_POSITION)))
      .orderBy(asc(positions.nameSort))
      .limit(1),
    db
      .select({ id: playerLevels.id, name: playerLevels.name })
      .from(playerLevels)
      .where(eq(playerLevels.tenantId, tenantId))
      .orderBy(asc(playerLevels.nameSort))
      .limit(1),
  ]);
  if (!position || !level) throw new Error('Football has no positions or levels');
  return { tenantId, position, level, eur: await valutaOf('Football', 'EUR') };
}

async function createPlayer(contracts: object[]) {
  const { tenantId, position, level, eur } = await footballBasics();
  return send('POST', '/players', tokens.admin, {
    tenantId,
    firstName: 'Buy',
    lastName: tag(),
    positionContactIds: [position.id],
    valutaId: eur.id,
    playerLevelId: level.id,
    contracts,
  });
}

const playerContract = (overrides: object = {}) => ({
  contractName: 'PlayerContract',
  clubName: 'Brøndby IF',
  buyOut: true,
  buyOutDate: '2026-07-01',
  ...overrides,
});

describe('a contract’s buy-out amount and currency (D38)', () => {
  it('stores them, answers them with the currency’s name, and changes them on update', async () => {
    const dkk = await valutaOf('Football', 'DKK');
    const response = await createPlayer([
      playerContract({ buyOutAmount: 2_500_000.5, buyOutValutaId: dkk.id }),
      { contractName: 'OtherContract', clubName: 'Adidas' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Player>();
    const find = (player: Player, name: string) => player.contracts.find((row) => row.contractName === name);
    expect(find(created, 'PlayerContract')).toMatchObject({
      buyOut: true,
      buyOutDate: '2026-07-01',
      buyOutAmount: 2_500_000.5,
      buyOutValutaId: dkk.id,
      buyOutValuta: { id: dkk.id, name: 'DKK' },
    });
    // Left out, they are 0 and no currency (the player's own).
    expect(find(created, 'OtherContract')).toMatchObject({
      buyOutAmount: 0,
      buyOutValutaId: null,
      buyOutValuta: null,
    });
    expect((await get(`/players/${created.id}`, tokens.agent)).json<Player>()).toEqual(created);

    const kept = find(created, 'PlayerContract');
    const sek = await valutaOf('Football', 'SEK');
    const updated = await send('PATCH', `/players/${created.id}`, tokens.agent, {
      contracts: [{ ...playerContract({ id: kept?.id }), buyOutAmount: 750_000, buyOutValutaId: sek.id }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = (await get(`/players/${created.id}`, tokens.agent)).json<Player>();
    expect(read.contracts).toEqual([
      expect.objectContaining({
        id: kept?.id,
        buyOutAmount: 750_000,
        buyOutValutaId: sek.id,
        buyOutValuta: { id: sek.id, name: 'SEK' },
      }),
    ]);
  });

  it('refuses a buy-out currency of another sport (400 naming the contract’s field), on create and update', async () => {
    const hockeyEur = await valutaOf('Icehockey', 'EUR');
    const refused = await createPlayer([
      { contractName: 'RepContract', contractPartner: 'Agency' },
      playerContract({ buyOutAmount: 100, buyOutValutaId: hockeyEur.id }),
    ]);
    expectValidationError(refused, 'contracts.1.buyOutValutaId', SPORT_ID_MESSAGES.valuta);

    const created = (await createPlayer([])).json<Player>();
    const patched = await send('PATCH', `/players/${created.id}`, tokens.admin, {
      contracts: [playerContract({ buyOutValutaId: hockeyEur.id })],
    });
    expectValidationError(patched, 'contracts.0.buyOutValutaId', SPORT_ID_MESSAGES.valuta);
    expect((await get(`/players/${created.id}`, tokens.admin)).json<Player>().contracts).toEqual([]);
  });

  it('refuses a negative, non-numeric or too large buy-out amount, naming the field', async () => {
    expectValidationError(
      await createPlayer([playerContract({ buyOutAmount: -1 })]),
      'contracts.0.buyOutAmount',
      'Cannot be negative',
    );
    expectValidationError(
      await createPlayer([playerContract({ buyOutAmount: '1.5m' })]),
      'contracts.0.buyOutAmount',
      'Enter a number',
    );
    // numeric(14, 2) holds less than a trillion: more is a 400, not the database's overflow.
    expectValidationError(
      await createPlayer([playerContract({ buyOutAmount: 1e12 })]),
      'contracts.0.buyOutAmount',
      'Enter a smaller amount',
    );
    expect((await createPlayer([playerContract({ buyOutAmount: 999_999_999_999.99 })])).statusCode).toBe(201);
  });
});

describe('the CSV’s playerContractBuyOutAmount (D38)', () => {
  const HEADER =
    'firstName,lastName,positions,playerLevel,currency,playerContract,playerContractBuyOutActive,playerContractBuyOutAmount,playerContractBuyOutDescription';
  const importCsv = (lines: string[]) =>
    context.t.inject({
      method: 'POST',
      url: `/core/api/players/csv?tenantId=${sport.Football}`,
      token: tokens.admin,
      ...multipartBody([
        {
          name: 'file',
          value: [HEADER, ...lines].join('\r\n'),
          filename: 'players.csv',
          contentType: 'text/csv',
        },
      ]),
    });
  const importedPlayer = async (lastName: string) => {
    const list = (await get(`/players?tenantId=${sport.Football}&filter=${lastName}`, tokens.admin)).json<
      Paginated<PlayerListItem>
    >();
    expect(list.total).toBe(1);
    return (await get(`/players/${list.data[0]?.id}`, tokens.admin)).json<Player>();
  };

  it('fills buyOutAmount in the row’s currency, leaves the comment alone, and exports it back', async () => {
    const { position, level } = await footballBasics();
    const dkk = await valutaOf('Football', 'DKK');
    const [withSeparators, plain, empty] = [tag(), tag(), tag()];
    const row = (lastName: string, currency: string, amount: string) =>
      `Ida,${lastName},${position.name},${level.name},${currency},Brøndby IF,yes,${amount},For clubs abroad`;
    const response = await importCsv([
      row(withSeparators, 'DKK', '"1,500,000.50"'),
      row(plain, '', '250000'),
      row(empty, 'DKK', ''),
    ]);
    expect(response.json(), response.body).toEqual({ imported: 3 });

    const first = (await importedPlayer(withSeparators)).contracts[0];
    expect(first).toMatchObject({
      buyOut: true,
      buyOutAmount: 1_500_000.5,
      buyOutValutaId: dkk.id,
      buyOutValuta: { id: dkk.id, name: 'DKK' },
      buyOutComment: 'For clubs abroad',
    });
    const eur = await valutaOf('Football', 'EUR');
    expect((await importedPlayer(plain)).contracts[0]).toMatchObject({
      buyOutAmount: 250_000,
      buyOutValutaId: eur.id,
    });
    expect((await importedPlayer(empty)).contracts[0]).toMatchObject({
      buyOutAmount: 0,
      buyOutValutaId: null,
      buyOutComment: 'For clubs abroad',
    });

    const exported = await get(
      `/players/csv?tenantId=${sport.Football}&filter=${withSeparators}`,
      tokens.admin,
    );
    const [header, line] = exported.body.split('\r\n');
    const column = header?.split(',').indexOf('playerContractBuyOutAmount') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(line?.split(',')[column]).toBe('1500000.5');
  });

  it('refuses an amount that is not a number, naming the row and column, and imports nothing', async () => {
    const { position, level } = await footballBasics();
    const lastName = tag();
    const row = (amount: string) =>
      `Ida,${lastName},${position.name},${level.name},EUR,Brøndby IF,yes,${amount},`;
    const response = await importCsv([row('1.5m'), row('2 MEUR'), row('-5'), row('"1,50"'), row('1000')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { description: 'Row 2, playerContractBuyOutAmount: Enter a number' },
      { description: 'Row 3, playerContractBuyOutAmount: Enter a number' },
      { description: 'Row 4, playerContractBuyOutAmount: Enter a number' },
      { description: 'Row 5, playerContractBuyOutAmount: Enter a number' },
    ]);
    const list = (await get(`/players?tenantId=${sport.Football}&filter=${lastName}`, tokens.admin)).json<
      Paginated<PlayerListItem>
    >();
    expect(list.total).toBe(0);
  });
});
