import { type Match, PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contacts, users } from '../../db/schema/index.ts';
import { createRateLimiter, RATE_LIMITS, type RateLimit } from '../../lib/rate-limits.ts';
import { useTestContext } from '../../test/context.ts';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { useSendScenario } from '../../test/send-scenario.ts';
import { createUser } from '../../test/users.ts';

/**
 * Issue 25 and D43 on matching and its mails: limits per user (429 with Retry-After), nothing for
 * a deleted club contact, and names that cannot add lines to a mail.
 */

/** Not the product's name: the signature must come from the configuration (D43). */
const COMPANY_NAME = 'Nordlys Sports Agency ApS';

// The mail server must be up before the app reads its address.
const smtp: TestSmtpServer = await startSmtpServer();
const context = useTestContext({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://desk.example.test', COMPANY_NAME },
});
const { get, tokens } = context;
const { scenario, matchAs, matched, send } = useSendScenario(context);

afterAll(async () => {
  await smtp.close();
});

/** A new User of Football, signed in, who has already used all but one call of `limit`. */
async function userWithOneCallLeft(limit: RateLimit) {
  const user = await createUser(context.t.database.db, { roles: ['User'], tenants: ['Football'] });
  await createRateLimiter(context.t.database.db).consume(limit, user.id, limit.points - 1);
  return context.t.login(user.email);
}

function expectTooMany(response: LightMyRequestResponse, windowMs: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/** A header of a raw message, its folded lines joined; undefined when the message has none. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The plain-text part of a raw message, decoded. */
function plainTextOf(raw: string): string {
  const decoded = decodeQuotedPrintable(raw);
  const start = decoded.search(/Content-Type: text\/plain/i);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = decoded.slice(decoded.indexOf('\r\n\r\n', start) + 4);
  return body.slice(0, body.search(/\r\n--/));
}

describe('limits on matching and its mails (issue 25, D43)', () => {
  it(`refuses a user's matching beyond ${RATE_LIMITS.matchRuns.points} in 10 minutes, storing nothing`, async () => {
    const { requirement } = await scenario();
    const token = await userWithOneCallLeft(RATE_LIMITS.matchRuns);
    const first = await matchAs(requirement.id, token);
    expect(first.statusCode, first.body).toBe(201);
    await context.send('PATCH', `/requirements/${requirement.id}`, tokens.agent, {
      description: 'Changed, so a new match would store a new version',
    });
    expectTooMany(await matchAs(requirement.id, token), RATE_LIMITS.matchRuns.windowMs);
    const dates = await get(`/matches/${first.json().id}/dates`, tokens.agent);
    expect(dates.json<unknown[]>()).toHaveLength(1);
    // Another user is not held back.
    expect((await matchAs(requirement.id, tokens.agent)).statusCode).toBe(201);
  });

  it(`refuses a user's match mails beyond ${RATE_LIMITS.matchSends.points} an hour; Copy Link is not a mail`, async () => {
    const { requirement, players } = await scenario();
    const [one, two] = players.map((player) => player.id) as [string, string];
    const id = await matched(requirement.id);
    const token = await userWithOneCallLeft(RATE_LIMITS.matchSends);
    const before = smtp.received.length;
    expect((await send(id, [one], true, token)).statusCode).toBe(200);
    expectTooMany(await send(id, [two], true, token), RATE_LIMITS.matchSends.windowMs);
    expect(smtp.received.length).toBe(before + 1);
    const row = async () =>
      (await get(`/matches/${id}`, tokens.agent))
        .json<Match>()
        .contactMatches.find((candidate) => candidate.contactId === two);
    expect((await row())?.hasBeenSent).toBe(false);
    expect((await send(id, [two], false, token)).statusCode).toBe(200);
    expect((await row())?.hasBeenSent).toBe(true);
    // Drain this test's mail, so that later tests read their own.
    await smtp.nextMail();
  });
});

describe('what a match mail says and to whom (D43, issue 25 finding 10)', () => {
  it('sends nothing to a club contact who was deleted, and marks nobody as sent', async () => {
    const { requirement, contact, players } = await scenario();
    const id = await matched(requirement.id);
    const deleted = await context.send('DELETE', `/contacts/${contact.id}`, tokens.admin);
    expect(deleted.statusCode).toBe(204);
    const before = smtp.received.length;
    const response = await send(id, [players[0]?.id ?? ''], true);
    expect(response.statusCode).toBe(400);
    // Give a mail that should not exist the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
    const version = await get(`/matches/${id}`, tokens.agent);
    expect(version.json<Match>().sent).toBe(false);
  });

  it('keeps names with line breaks on their line in the plain-text part', async () => {
    const { tag, requirement, contact, players } = await scenario();
    const injected = 'P.S. Please wire the fee to IBAN XX00';
    await context.t.database.db
      .update(contacts)
      .set({ lastName: `Scout\r\n${injected}` })
      .where(eq(contacts.id, contact.id));
    await context.t.database.db
      .update(contacts)
      .set({ firstName: `Send\n\n${injected}` })
      .where(eq(contacts.id, players[0]?.id ?? ''));
    const id = await matched(requirement.id);
    const before = smtp.received.length;
    expect((await send(id, [players[0]?.id ?? ''], true)).statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    const text = plainTextOf((await smtp.nextMail()).raw);
    const lines = text.split(/\r?\n/);
    expect(lines.filter((line) => line.trimStart().startsWith(injected))).toEqual([]);
    expect(text).toContain(`Dear Karin Scout ${injected},`);
    expect(text).toContain(`- Send ${injected} One ${tag} (`);
  });
});

describe('who a match mail comes from, answers to and is copied to (D43, issue 26 item 4)', () => {
  /** The demo agent as the users table has them. */
  const agentUser = async () => {
    const [user] = await context.t.database.db
      .select({ name: users.name, surname: users.surname, email: users.email })
      .from(users)
      .where(eq(users.email, 'agent@demo.test'));
    if (!user) throw new Error('No demo agent');
    return { name: `${user.name} ${user.surname}`.trim(), email: user.email };
  };

  it('answers to the sending agent, is signed with COMPANY_NAME and copies nobody when not asked', async () => {
    const { contact, requirement, players } = await scenario();
    const club = (await get(`/contacts/${contact.id}`, tokens.admin)).json<{
      email: string;
    }>();
    const id = await matched(requirement.id);
    const before = smtp.received.length;
    expect((await send(id, [players[0]?.id ?? ''], true)).statusCode).toBe(200);
    const mail = await smtp.nextMail();
    expect(smtp.received.length).toBe(before + 1);
    const { name, email } = await agentUser();
    expect(mail.to).toEqual([club.email]);
    expect(headerOf(mail.raw, 'From')).toContain('<no-reply@');
    expect(headerOf(mail.raw, 'Reply-To')).toBe(`${name} <${email}>`);
    expect(headerOf(mail.raw, 'Cc')).toBeUndefined();
    const lines = plainTextOf(mail.raw).trimEnd().split(/\r?\n/);
    expect(lines.slice(-2)).toEqual([name, COMPANY_NAME]);
    expect(lines).not.toContain('Transferdesk');
  });

  it('sends the agent a copy (Cc) when asked, and none with Copy Link', async () => {
    const { contact, requirement, players } = await scenario();
    const club = (await get(`/contacts/${contact.id}`, tokens.admin)).json<{
      email: string;
    }>();
    const [one, two] = players.map((player) => player.id) as [string, string];
    const id = await matched(requirement.id);
    const before = smtp.received.length;
    expect((await send(id, [one], true, tokens.agent, { copyToSender: true })).statusCode).toBe(200);
    const mail = await smtp.nextMail();
    const { name, email } = await agentUser();
    expect(mail.to.sort()).toEqual([club.email, email].sort());
    expect(headerOf(mail.raw, 'Cc')).toBe(`${name} <${email}>`);
    expect(headerOf(mail.raw, 'To')).toBe(club.email);
    // Copy Link sends no e-mail, so no copy either.
    expect((await send(id, [two], false, tokens.agent, { copyToSender: true })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before + 1);
  });
});
