import {
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementFormValues,
  type AgreementRules,
  addDays,
  calendarDayIn,
  type Paginated,
  type RepContract,
} from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, playerContracts } from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { insertPlayer, uniqueTag, uploadedPdf } from '../../test/player-files.ts';
import { userIdOf } from '../../test/users.ts';

/**
 * D45: representation agreements under the sport's rule pack. Football refuses what breaks a rule
 * in force, in the words of AGREEMENT_MESSAGES and naming the field; other sports save the same
 * agreements with warnings; the suspended rules warn once a TenantAdmin switches them on.
 */

const context = useTestContext();
const { get, send, tokens, sport } = context;
const today = () => calendarDayIn(new Date());

const agreementsOf = async (playerId: string, token = tokens.agent) => {
  const response = await get(`/players/${playerId}/agreements`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Agreement[]>();
};
const make = (playerId: string, body: AgreementFormValues, token = tokens.agent) =>
  send('POST', `/players/${playerId}/agreements`, token, body);
const made = async (playerId: string, body: AgreementFormValues, token = tokens.agent) => {
  const response = await make(playerId, body, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Agreement>();
};
const footballPlayer = (dateOfBirth: string | null = '1990-06-15', lastName?: string) =>
  insertPlayer(context, sport.Football ?? '', { dateOfBirth, ...(lastName ? { lastName } : {}) });
const hockeyPlayer = (dateOfBirth: string | null = '1990-06-15') =>
  insertPlayer(context, sport.Icehockey ?? '', { dateOfBirth });

describe("Football's rule pack: the rules in force refuse a save (D45)", () => {
  it('refuses an agreement of 2 years and a day, naming endDate, and accepts 2 years less a day', async () => {
    const player = await footballPlayer();
    const tooLong = await make(player, { startDate: '2030-01-01', endDate: '2032-01-01' });
    expectValidationError(tooLong, 'endDate', AGREEMENT_MESSAGES.tooLong('2031-12-31'));
    const longest = await made(player, { startDate: '2030-01-01', endDate: '2031-12-31' });
    expect(longest).toMatchObject({ startDate: '2030-01-01', endDate: '2031-12-31', warnings: [] });
    expect(await agreementsOf(player)).toHaveLength(1);
  });

  it('refuses an agreement that renews by itself', async () => {
    const player = await footballPlayer();
    const response = await make(player, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      autoRenewal: true,
    });
    expectValidationError(response, 'autoRenewal', AGREEMENT_MESSAGES.autoRenewal);
    expect(await agreementsOf(player)).toEqual([]);
  });

  it('refuses an agreement overlapping another of the player by one day, and accepts the adjacent one', async () => {
    const player = await footballPlayer();
    await made(player, { startDate: '2030-01-01', endDate: '2030-12-31' });
    const overlapping = await make(player, { startDate: '2030-12-31', endDate: '2031-06-30' });
    expectValidationError(overlapping, 'startDate', AGREEMENT_MESSAGES.overlaps('2030-01-01', '2030-12-31'));
    await made(player, { startDate: '2031-01-01', endDate: '2031-06-30' });
    expect((await agreementsOf(player)).map((agreement) => agreement.startDate)).toEqual([
      '2031-01-01',
      '2030-01-01',
    ]);
  });

  it('does not compare an agreement with itself when it is changed, but with the others', async () => {
    const player = await footballPlayer();
    const first = await made(player, { startDate: '2030-01-01', endDate: '2030-06-30' });
    await made(player, { startDate: '2030-07-01', endDate: '2030-12-31' });
    const moved = await send('PUT', `/players/${player}/agreements/${first.id}`, tokens.agent, {
      startDate: '2030-02-01',
      endDate: '2030-06-30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Agreement>().startDate).toBe('2030-02-01');
    const clash = await send('PUT', `/players/${player}/agreements/${first.id}`, tokens.agent, {
      startDate: '2030-02-01',
      endDate: '2030-07-01',
    });
    expectValidationError(clash, 'startDate', AGREEMENT_MESSAGES.overlaps('2030-07-01', '2030-12-31'));
  });

  it("refuses a minor without the guardian's consent and accepts him with a consent file", async () => {
    const player = await footballPlayer('2014-03-10');
    const body = { startDate: '2030-01-01', endDate: '2030-12-31' };
    expectValidationError(
      await make(player, body),
      'guardianConsentFileId',
      AGREEMENT_MESSAGES.minorWithoutConsent,
    );
    const consent = await uploadedPdf(context, player, 'consent.pdf');
    const agreement = await made(player, { ...body, guardianConsentFileId: consent.id });
    expect(agreement.minorAtStart).toBe(true);
    expect(agreement.guardianConsentFile).toEqual(consent);
  });

  it('takes a player who turns 18 on the start date as an adult, and one who turns 18 the day after as a minor', async () => {
    const adult = await footballPlayer('2012-01-01');
    expect((await made(adult, { startDate: '2030-01-01', endDate: '2030-12-31' })).minorAtStart).toBe(false);
    const minor = await footballPlayer('2012-01-02');
    expectValidationError(
      await make(minor, { startDate: '2030-01-01', endDate: '2030-12-31' }),
      'guardianConsentFileId',
      AGREEMENT_MESSAGES.minorWithoutConsent,
    );
  });

  it('lets only one of two concurrent overlapping saves for one player pass', async () => {
    const player = await footballPlayer();
    const answers = await Promise.all([
      make(player, { startDate: '2030-01-01', endDate: '2030-12-31' }),
      make(player, { startDate: '2030-06-01', endDate: '2031-05-31' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await agreementsOf(player)).toHaveLength(1);
  });

  it('answers Football rules as enforced until a TenantAdmin changes them', async () => {
    const rules = await get(`/agreement-rules/${sport.Football}`, tokens.agent);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json<AgreementRules>()).toEqual({
      enforced: true,
      feeCapWarning: false,
      dualRepresentationWarning: false,
    });
    const hockey = await get(`/agreement-rules/${sport.Icehockey}`, tokens.agent);
    expect(hockey.json<AgreementRules>().enforced).toBe(false);
  });
});

describe('other sports start with warnings only (D45)', () => {
  it('saves what Football refuses, with each broken rule as a warning, on every read too', async () => {
    const player = await hockeyPlayer('2014-03-10');
    const first = await made(player, { startDate: '2030-01-01', endDate: '2032-01-01', autoRenewal: true });
    expect(first.warnings).toEqual([
      AGREEMENT_MESSAGES.tooLong('2031-12-31'),
      AGREEMENT_MESSAGES.autoRenewal,
      AGREEMENT_MESSAGES.minorWithoutConsent,
    ]);
    const second = await made(player, { startDate: '2031-06-01', endDate: '2031-12-31' });
    expect(second.warnings).toEqual([
      AGREEMENT_MESSAGES.overlaps('2030-01-01', '2032-01-01'),
      AGREEMENT_MESSAGES.minorWithoutConsent,
    ]);
    const listed = await agreementsOf(player);
    expect(listed.map((agreement) => agreement.warnings)).toEqual([
      [AGREEMENT_MESSAGES.overlaps('2030-01-01', '2032-01-01'), AGREEMENT_MESSAGES.minorWithoutConsent],
      [
        AGREEMENT_MESSAGES.tooLong('2031-12-31'),
        AGREEMENT_MESSAGES.autoRenewal,
        AGREEMENT_MESSAGES.overlaps('2031-06-01', '2031-12-31'),
        AGREEMENT_MESSAGES.minorWithoutConsent,
      ],
    ]);
  });

  it('warns of the suspended fee cap and dual representation once a TenantAdmin switches them on', async () => {
    const handball = sport['Handball - Women'] ?? '';
    const player = await insertPlayer(context, handball, { dateOfBirth: '1990-01-01' });
    const body = {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      feePercent: 7.5,
      dualRepresentation: true,
    };
    const before = await made(player, body, tokens.admin);
    expect(before.warnings).toEqual([]);
    expect(before.feePercent).toBe(7.5);

    const rules = { enforced: false, feeCapWarning: true, dualRepresentationWarning: true };
    const set = await send('PUT', `/agreement-rules/${handball}`, tokens.admin, rules);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual(rules);
    expect((await get(`/agreement-rules/${handball}`, tokens.admin)).json()).toEqual(rules);

    const [listed] = await agreementsOf(player, tokens.admin);
    expect(listed?.warnings).toEqual([AGREEMENT_MESSAGES.feeAboveCap, AGREEMENT_MESSAGES.dualRepresentation]);
    const atCap = await send('PUT', `/players/${player}/agreements/${before.id}`, tokens.admin, {
      ...body,
      feePercent: 5,
      dualRepresentation: false,
    });
    expect(atCap.json<Agreement>().warnings).toEqual([]);
  });

  it('refuses the same agreements once a TenantAdmin enforces the rules', async () => {
    const handball = sport['Handball - Men'] ?? '';
    const player = await insertPlayer(context, handball, { dateOfBirth: '1990-01-01' });
    const enforce = { enforced: true, feeCapWarning: false, dualRepresentationWarning: false };
    expect((await send('PUT', `/agreement-rules/${handball}`, tokens.admin, enforce)).statusCode).toBe(200);
    const response = await make(
      player,
      { startDate: '2030-01-01', endDate: '2030-12-31', autoRenewal: true },
      tokens.admin,
    );
    expectValidationError(response, 'autoRenewal', AGREEMENT_MESSAGES.autoRenewal);
  });
});

describe('what an agreement names and computes', () => {
  it("computes status, days left, the upload's due day and the agent's name for today", async () => {
    const player = await footballPlayer();
    const agentId = await userIdOf(context.t.database.db, 'agent@demo.test');
    const day = today();
    const active = await made(player, {
      startDate: addDays(day, -10),
      endDate: addDays(day, 20),
      agentUserId: agentId,
      exclusive: true,
      feeTerms: '3 % of the gross salary',
    });
    expect(active).toMatchObject({
      status: 'active',
      daysLeft: 20,
      uploadDueOn: addDays(day, 4),
      minorAtStart: false,
      exclusive: true,
      feeTerms: '3 % of the gross salary',
      agent: { id: agentId, name: 'Alex Agent' },
      player: { id: player, dateOfBirth: '1990-06-15' },
    });
    const upcoming = await made(player, { startDate: addDays(day, 21), endDate: addDays(day, 60) });
    expect(upcoming).toMatchObject({ status: 'upcoming', daysLeft: 60 });
    const ended = await made(player, { startDate: addDays(day, -100), endDate: addDays(day, -11) });
    expect(ended).toMatchObject({ status: 'ended', daysLeft: -11 });
  });

  it('refuses an agent of another sport and a file of another player, naming each field', async () => {
    const player = await footballPlayer();
    const other = await footballPlayer();
    const hockeyAdmin = await userIdOf(context.t.database.db, 'hockey.admin@demo.test');
    const othersFile = await uploadedPdf(context, other);
    const response = await make(player, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      agentUserId: hockeyAdmin,
      signedFileId: othersFile.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Validation failed',
      errors: [
        `agentUserId: ${AGREEMENT_MESSAGES.agentNotInSport}`,
        `signedFileId: ${AGREEMENT_MESSAGES.fileNotFound}`,
      ],
    });
    const own = await uploadedPdf(context, player, 'signed.pdf');
    const saved = await made(player, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      signedFileId: own.id,
    });
    expect(saved.signedFile).toEqual(own);
  });

  it('refuses an end before the start in the words of the schema', async () => {
    const player = await footballPlayer();
    const response = await make(player, { startDate: '2030-02-01', endDate: '2030-01-31' });
    expectValidationError(response, 'endDate', AGREEMENT_MESSAGES.endBeforeStart);
  });
});

describe('who may keep agreements (D10)', () => {
  it("lets the sport's User make and change but not delete one; its TenantAdmin deletes", async () => {
    const player = await footballPlayer();
    const agreement = await made(player, { startDate: '2030-01-01', endDate: '2030-12-31' });
    const url = `/players/${player}/agreements/${agreement.id}`;
    expect((await send('DELETE', url, tokens.agent)).statusCode).toBe(403);
    expect((await send('DELETE', url, tokens.admin)).statusCode).toBe(204);
    expect((await send('DELETE', url, tokens.admin)).statusCode).toBe(404);
    expect(await agreementsOf(player)).toEqual([]);
  });

  it("hides another sport's player (404), refuses its lists and rules (403) and a User's rule change (403)", async () => {
    const player = await footballPlayer();
    const agreement = await made(player, { startDate: '2030-01-01', endDate: '2030-12-31' });
    const body = { startDate: '2030-01-01', endDate: '2030-12-31' };
    expect((await get(`/players/${player}/agreements`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await make(player, body, tokens.hockeyAdmin)).statusCode).toBe(404);
    const url = `/players/${player}/agreements/${agreement.id}`;
    expect((await send('PUT', url, tokens.hockeyAdmin, body)).statusCode).toBe(404);
    expect((await send('DELETE', url, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await get(`/agreements?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/agreement-rules/${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    const rules = { enforced: false, feeCapWarning: false, dualRepresentationWarning: false };
    expect((await send('PUT', `/agreement-rules/${sport.Football}`, tokens.agent, rules)).statusCode).toBe(
      403,
    );
    expect(
      (await send('PUT', `/agreement-rules/${sport.Football}`, tokens.hockeyAdmin, rules)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/agreement-rules/${sport.Football}`, tokens.agent)).json<AgreementRules>().enforced,
    ).toBe(true);
  });

  it('answers 404 for a deleted player, a contact who is no player and an agreement of another player', async () => {
    const player = await footballPlayer();
    const agreement = await made(player, { startDate: '2030-01-01', endDate: '2030-12-31' });
    const contact = await insertPlayer(context, sport.Football ?? '', { isPlayer: false });
    expect((await get(`/players/${contact}/agreements`, tokens.agent)).statusCode).toBe(404);
    const other = await footballPlayer();
    const body = { startDate: '2031-01-01', endDate: '2031-12-31' };
    expect(
      (await send('PUT', `/players/${other}/agreements/${agreement.id}`, tokens.agent, body)).statusCode,
    ).toBe(404);
    await context.t.database.db
      .update(contacts)
      .set({ deletedAt: new Date() })
      .where(eq(contacts.id, player));
    expect((await get(`/players/${player}/agreements`, tokens.agent)).statusCode).toBe(404);
  });
});

describe("the sport's list of agreements", () => {
  /** Four players named with one tag, with an agreement each: active, later, ended and upcoming. */
  async function listScenario() {
    const tag = uniqueTag();
    const day = today();
    const player = (name: string) => footballPlayer('1990-01-01', `${name} ${tag}`);
    const [soon, later, over, next] = await Promise.all([
      player('Alfa'),
      player('Bravo'),
      player('Charlie'),
      player('Delta'),
    ]);
    const soonEnding = await made(soon as string, {
      startDate: addDays(day, -30),
      endDate: addDays(day, 10),
      exclusive: true,
    });
    const laterEnding = await made(later as string, {
      startDate: addDays(day, -30),
      endDate: addDays(day, 100),
      federationUploadedOn: addDays(day, -20),
    });
    const ended = await made(over as string, { startDate: addDays(day, -60), endDate: addDays(day, -1) });
    const upcoming = await made(next as string, {
      startDate: addDays(day, 30),
      endDate: addDays(day, 400),
      exclusive: true,
    });
    return { tag, soonEnding, laterEnding, ended, upcoming, players: { soon, later, over, next } };
  }
  const listOf = async (query: string, token = tokens.agent) => {
    const response = await get(`/agreements?tenantId=${sport.Football}&${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Paginated<Agreement>>();
  };
  const ids = (page: Paginated<Agreement>) => page.data.map((agreement) => agreement.id);

  it('hides ended agreements unless asked, and filters by end, upload and exclusivity', async () => {
    const { tag, soonEnding, laterEnding, ended, upcoming } = await listScenario();
    expect(ids(await listOf(`search=${tag}`))).toEqual([soonEnding.id, laterEnding.id, upcoming.id]);
    expect(ids(await listOf(`search=${tag}&includeEnded=true`))).toEqual([
      ended.id,
      soonEnding.id,
      laterEnding.id,
      upcoming.id,
    ]);
    expect(ids(await listOf(`search=${tag}&endingWithin=30&includeEnded=true`))).toEqual([soonEnding.id]);
    expect(ids(await listOf(`search=${tag}&endingWithin=100`))).toEqual([soonEnding.id, laterEnding.id]);
    expect(ids(await listOf(`search=${tag}&missingUpload=true`))).toEqual([soonEnding.id, upcoming.id]);
    expect(ids(await listOf(`search=${tag}&missingUpload=false`))).toEqual([laterEnding.id]);
    expect(ids(await listOf(`search=${tag}&exclusive=true`))).toEqual([soonEnding.id, upcoming.id]);
    expect(ids(await listOf(`search=${tag}&exclusive=false&includeEnded=true`))).toEqual([
      ended.id,
      laterEnding.id,
    ]);
  });

  it('searches the player by name, sorts, pages and leaves out deleted players', async () => {
    const { tag, soonEnding, laterEnding, upcoming, players } = await listScenario();
    expect(ids(await listOf(`search=${encodeURIComponent(`BRÄVO ${tag}`)}`))).toEqual([laterEnding.id]);
    expect(ids(await listOf(`search=${tag}&sort=player&direction=desc`))).toEqual([
      upcoming.id,
      laterEnding.id,
      soonEnding.id,
    ]);
    const second = await listOf(`search=${tag}&take=2&page=2`);
    expect(second).toMatchObject({ currentPage: 2, lastPage: 2, perPage: 2, total: 3 });
    expect(ids(second)).toEqual([upcoming.id]);
    expect((await send('DELETE', `/players/${players.later}`, tokens.admin)).statusCode).toBe(204);
    expect(ids(await listOf(`search=${tag}`))).toEqual([soonEnding.id, upcoming.id]);
  });

  it("exports the list's rows as CSV for TenantAdmins, not for Users", async () => {
    const { tag, soonEnding } = await listScenario();
    const url = `/agreements/export?tenantId=${sport.Football}&search=${tag}&exclusive=true&includeEnded=true`;
    expect((await get(url, tokens.agent)).statusCode).toBe(403);
    const csv = await get(url, tokens.admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="agreements.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'player,dateOfBirth,startDate,endDate,status,daysLeft,exclusive,autoRenewal,feeTerms,feePercent,' +
        'dualRepresentation,agent,signedFile,federationUploadedOn,uploadDueOn,minorAtStart,guardianConsentFile,' +
        'legalAdviceNoticeGiven,playerConfirmed,warnings,createdAt,updatedAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      [
        `Agnes Alfa ${tag}`,
        '1990-01-01',
        soonEnding.startDate,
        soonEnding.endDate,
        'active',
        '10',
        'true',
        'false',
        '',
        '',
        'false',
        '',
        '',
        '',
        soonEnding.uploadDueOn,
        'false',
        '',
        'false',
        'false',
        '',
        soonEnding.createdAt,
        soonEnding.updatedAt,
      ].join(','),
    );
  });

  it("lists the sport's RepContract rows by end date, without deleted players' or other contracts", async () => {
    const { db } = context.t.database;
    const tenantId = sport.Football ?? '';
    const [first, second, gone] = await Promise.all([footballPlayer(), footballPlayer(), footballPlayer()]);
    const row = (contactId: string, endDate: string | null, contractName = 'RepContract' as const) => ({
      tenantId,
      contactId,
      contractName,
      contractPartner: `Partner ${endDate}`,
      startDate: '2020-01-01',
      endDate,
    });
    await db
      .insert(playerContracts)
      .values([
        row(first as string, '2041-06-30'),
        row(second as string, '2040-06-30'),
        row(gone as string, '2039-06-30'),
        { ...row(first as string, '2038-06-30'), contractName: 'PlayerContract' },
      ]);
    await db
      .update(contacts)
      .set({ deletedAt: new Date() })
      .where(eq(contacts.id, gone as string));
    const response = await get(`/agreements/rep-contracts?tenantId=${tenantId}`, tokens.agent);
    expect(response.statusCode, response.body).toBe(200);
    const mine = response
      .json<RepContract[]>()
      .filter((contract) => [first, second, gone].includes(contract.player.id));
    expect(mine.map((contract) => [contract.player.id, contract.endDate, contract.contractPartner])).toEqual([
      [second, '2040-06-30', 'Partner 2040-06-30'],
      [first, '2041-06-30', 'Partner 2041-06-30'],
    ]);
    expect((await get(`/agreements/rep-contracts?tenantId=${tenantId}`, tokens.hockeyAdmin)).statusCode).toBe(
      403,
    );
  });
});
