import { randomBytes } from 'node:crypto';
import {
  MATCH_MESSAGES,
  type Match,
  type MatchDate,
  type MatchExplanation,
  MESSAGES,
  NO_NEED_POSITION,
  type Requirement,
} from '@transferdesk/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractStatuses, playerLevels, positions, transfers, valutas } from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

const PUBLIC_URL = 'https://desk.example.test';
// The mail server must be up before the app reads its address.
const smtp: TestSmtpServer = await startSmtpServer();
/** Between the app and the SMTP server, so that a test can take the mail server away. */
const smtpRelay: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
const context = useTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpRelay.port}`, PUBLIC_URL } });
const { get, tokens, sport } = context;
const football = { id: '', position: '', noNeed: '', level: '', status: '', eur: '', dkk: '', transfer: '' };

beforeAll(async () => {
  const db = context.t.database.db;
  football.id = sport.Football ?? '';
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, football.id), ne(positions.name, NO_NEED_POSITION)))
    .orderBy(asc(positions.nameSort));
  const [noNeed] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, football.id), eq(positions.name, NO_NEED_POSITION)));
  const [level] = await db
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(eq(playerLevels.tenantId, football.id));
  const [status] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(eq(contractStatuses.tenantId, football.id));
  const currencies = await db
    .select({ id: valutas.id, name: valutas.name })
    .from(valutas)
    .where(eq(valutas.tenantId, football.id));
  const [transfer] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.tenantId, football.id))
    .orderBy(asc(transfers.fromDate));
  Object.assign(football, {
    position: position?.id,
    noNeed: noNeed?.id,
    level: level?.id,
    status: status?.id,
    eur: currencies.find((row) => row.name === 'EUR')?.id,
    dkk: currencies.find((row) => row.name === 'DKK')?.id,
    transfer: transfer?.id,
  });
});
afterAll(async () => {
  await smtpRelay.close();
  await smtp.close();
});

const post = async <T>(url: string, payload: Record<string, unknown>, token = tokens.admin) => {
  const response = await context.t.inject({ method: 'POST', url, token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

/** A club with a contact (with or without e-mail), a requirement, and two players: one fits, one is over budget. */
async function scenario(options: { contactEmail?: string; noNeed?: boolean } = {}) {
  const tag = randomBytes(3).toString('hex');
  const club = await post<{ id: string; name: string }>('/core/api/clubs', {
    tenantId: football.id,
    name: `Match FC ${tag}`,
  });
  const contact = await post<{ id: string }>('/core/api/contacts', {
    tenantId: football.id,
    clubId: club.id,
    firstName: 'Karin',
    lastName: `Scout ${tag}`,
    email: options.contactEmail ?? `karin.${tag}@club.example.test`,
  });
  const requirement = await post<Requirement>(
    '/core/api/requirements',
    {
      tenantId: football.id,
      clubId: club.id,
      contactId: contact.id,
      transferId: football.transfer,
      positionRequirementIds: options.noNeed ? [football.noNeed] : [football.position],
      playerLevelRequirementIds: options.noNeed ? [] : [football.level],
      contractStatusRequirementIds: options.noNeed ? [] : [football.status],
      maxNetto: 900_000,
      valutaId: football.dkk,
    },
    tokens.agent,
  );
  const player = (lastName: string, minSalaryNetto: number) =>
    post<{ id: string }>('/core/api/players', {
      tenantId: football.id,
      firstName: 'Match',
      lastName: `${lastName} ${tag}`,
      positionContactIds: [football.position],
      playerLevelId: football.level,
      contractStatusId: football.status,
      valutaId: football.eur,
      minSalaryNetto,
      dateOfBirth: '2001-05-05',
    });
  const fits = await player('Fits', 60_000);
  const tooDear = await player('Dear', 130_000);
  return { tag, club, contact, requirement, fits, tooDear };
}

/** An edit of the requirement's description: a change Matching must not ignore. */
async function changeRequirement(id: string, description: string) {
  const response = await context.send('PATCH', `/requirements/${id}`, tokens.agent, { description });
  expect(response.statusCode, response.body).toBe(200);
}

const match = async (requirementId: string, token = tokens.agent) =>
  (await post<{ id: string }>('/core/api/matches', { requirementId }, token)).id;
const getMatch = async (id: string, token = tokens.agent) => {
  const response = await get(`/matches/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Match>();
};
const send = (id: string, contactIds: string[], isForEmail: boolean) =>
  context.send('PUT', '/matches', tokens.agent, { id, contactIds, isForEmail });

describe('matching a requirement (D18, D27, D28)', () => {
  it('stores a version of ranked candidates with marks and reasons, leaving out who breaks a constraint', async () => {
    const { requirement, fits, tooDear } = await scenario();
    const version = await getMatch(await match(requirement.id));
    const ids = version.contactMatches.map((row) => row.contactId);
    expect(ids).toContain(fits.id);
    expect(ids).not.toContain(tooDear.id);
    expect(version.excludedBy.netto).toBeGreaterThanOrEqual(1);
    expect(version.playersConsidered).toBeGreaterThanOrEqual(2);
    const row = version.contactMatches.find((candidate) => candidate.contactId === fits.id);
    expect(row).toMatchObject({
      contact: { lastName: expect.stringContaining('Fits'), positions: [{ id: football.position }] },
      hasBeenSent: false,
      sentToACMatch: false,
    });
    expect(row?.average).toBe(
      Math.round(
        (row?.contractMark ?? 0) +
          (row?.financeMark ?? 0) +
          (row?.personalMark ?? 0) +
          (row?.playerPlanMark ?? 0),
      ) / 4,
    );
    expect(row?.reasons.finance).toEqual([
      {
        code: 'financeShare',
        params: {
          what: { term: 'netto' },
          amount: { conversion: { amount: 60_000, from: 'EUR', converted: 447_600, to: 'DKK', rate: 7.46 } },
          percent: 49,
          budget: { money: 900_000, currency: 'DKK' },
        },
      },
    ]);
    const averages = version.contactMatches.map((candidate) => candidate.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(version.contactMatches.map((candidate) => candidate.rank)).toEqual(
      averages.map((_, index) => index + 1),
    );
    expect(version.candidateCount).toBe(version.contactMatches.length);
    const listed = await get(`/requirements/${requirement.id}`, tokens.agent);
    expect(listed.json<Requirement>().matchCount).toBe(version.candidateCount);
  });

  it('gives a no-need requirement a version without candidates that leaves every player out (D26)', async () => {
    const { requirement } = await scenario({ noNeed: true });
    const version = await getMatch(await match(requirement.id));
    expect(version.contactMatches).toEqual([]);
    expect(version.candidateCount).toBe(0);
    expect(version.playersConsidered).toBeGreaterThan(2);
    expect(version.excludedBy).toEqual({ noNeed: version.playersConsidered });
  });

  it('keeps every version: dates newest first, the newest through newMatch/distinct and latestMatch', async () => {
    const { requirement } = await scenario();
    const first = await match(requirement.id);
    await changeRequirement(requirement.id, 'A second look');
    const second = await match(requirement.id);
    const dates = await get(`/matches/${first}/dates`, tokens.agent);
    expect(dates.json<MatchDate[]>().map((row) => row.id)).toEqual([second, first]);
    const newest = await get(`/matches/${first}/newMatch/distinct`, tokens.agent);
    expect(newest.json<Match>().id).toBe(second);
    const latest = await get(`/requirements/${requirement.id}/latestMatch`, tokens.agent);
    expect(latest.json()).toEqual({ id: second });
    const notes = await context.send('PATCH', `/matches/${first}`, tokens.agent, {
      notes: 'Called Karin on Monday',
    });
    expect(notes.json<Match>().notes).toBe('Called Karin on Monday');
  });

  it('explains why a player is not a candidate', async () => {
    const { requirement, tooDear, fits } = await scenario();
    const id = await match(requirement.id);
    const why = await get(`/matches/${id}/explain/${tooDear.id}`, tokens.agent);
    expect(why.json<MatchExplanation>()).toMatchObject({
      broken: [
        {
          constraint: 'netto',
          reason: {
            code: 'overBudget',
            params: {
              what: { term: 'netto' },
              amount: {
                conversion: { amount: 130_000, from: 'EUR', converted: 969_800, to: 'DKK', rate: 7.46 },
              },
              budget: { money: 900_000, currency: 'DKK' },
            },
          },
          // The smallest change: the budget raised by what he asks over it.
          change: {
            code: 'changeBudget',
            params: { what: { term: 'netto' }, amount: { money: 69_800, currency: 'DKK' } },
          },
        },
      ],
      // The marks he would get with the change made.
      candidate: { financeMark: 5 },
    });
    const fitting = await get(`/matches/${id}/explain/${fits.id}`, tokens.agent);
    expect(fitting.json<MatchExplanation>()).toMatchObject({ broken: [], candidate: { financeMark: 8 } });
  });
});

describe('sending a match (D19)', () => {
  it('refuses to send without contacts, in the spec’s words', async () => {
    const { requirement } = await scenario();
    const response = await send(await match(requirement.id), [], true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MATCH_MESSAGES.noContactsTitle,
      errors: [MATCH_MESSAGES.noContacts],
    });
  });

  it('e-mails the club contact once, with a CV link made for that contact per player', async () => {
    const { requirement, fits, contact, tag } = await scenario();
    const id = await match(requirement.id);
    const before = smtp.received.length;
    const sent = await send(id, [fits.id], true);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = decodeQuotedPrintable((await smtp.nextMail()).raw);
    expect(mail).toContain(`karin.${tag}@club.example.test`);
    expect(mail).toContain(`Match Fits ${tag}`);
    const link = `${PUBLIC_URL}/pins/Football/${encodeURIComponent(`Match Fits ${tag}`)}/${contact.id}/${fits.id}`;
    expect(mail).toContain(link);
    const version = sent.json<Match>();
    expect(version.sent).toBe(true);
    expect(version.contactMatches.find((row) => row.contactId === fits.id)).toMatchObject({
      hasBeenSent: true,
      sentToACMatch: true,
      isForEmail: true,
    });
    // Sending the same row again sends nothing new.
    expect((await send(id, [fits.id], true)).statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('answers 502 in words when the mail server cannot be reached, and marks nobody as sent', async () => {
    const { requirement, fits } = await scenario();
    const id = await match(requirement.id);
    await smtpRelay.cut();
    try {
      const refused = await send(id, [fits.id], true);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ error: MESSAGES.mailNotSent });
    } finally {
      await smtpRelay.restore();
    }
    const version = await getMatch(id);
    expect(version.contactMatches.find((row) => row.contactId === fits.id)?.hasBeenSent).toBe(false);
    // Once the mail server is back, the same send goes through.
    expect((await send(id, [fits.id], true)).statusCode).toBe(200);
  });

  it('marks rows shared by Copy Link without any e-mail, with links for no recipient', async () => {
    const { requirement, fits } = await scenario();
    const id = await match(requirement.id);
    const before = smtp.received.length;
    const copied = await send(id, [fits.id], false);
    const row = copied.json<Match>().contactMatches.find((candidate) => candidate.contactId === fits.id);
    expect(row).toMatchObject({ hasBeenSent: true, isForEmail: false });
    expect(row?.cvLink).toMatch(new RegExp(`^pins/Football/.+/cv/${fits.id}$`));
    expect(smtp.received.length).toBe(before);
  });

  it('refuses to e-mail a contact without an address, and marks nothing', async () => {
    const { requirement, fits } = await scenario({ contactEmail: '' });
    const id = await match(requirement.id);
    const before = smtp.received.length;
    const response = await send(id, [fits.id], true);
    expectValidationError(response, 'contactId', MATCH_MESSAGES.contactWithoutEmail);
    expect((await getMatch(id)).sent).toBe(false);
    expect(smtp.received.length).toBe(before);
  });

  it('refuses players who are not candidates of the version', async () => {
    const { requirement, tooDear } = await scenario();
    const response = await send(await match(requirement.id), [tooDear.id], false);
    expect(response.statusCode).toBe(400);
  });
});

describe('match access (D10)', () => {
  it('refuses another sport’s version (403, issue 26 item 8), answers its requirement as absent (404), and no token 401', async () => {
    const { requirement } = await scenario();
    const id = await match(requirement.id);
    for (const url of [`/core/api/matches/${id}`, `/core/api/matches/${id}/dates`]) {
      const refused = await context.t.inject({ url, token: tokens.hockeyAdmin });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGES.forbidden });
    }
    const unknown = await get(`/matches/${crypto.randomUUID()}`, tokens.hockeyAdmin);
    expect(unknown.statusCode).toBe(404);
    const foreign = await context.send('POST', '/matches', tokens.hockeyAdmin, {
      requirementId: requirement.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/matches/${id}`)).statusCode).toBe(401);
  });
});
