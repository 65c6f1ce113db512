import {
  type CallToday,
  type Match,
  type NotificationList,
  type Paginated,
  PITCH_MESSAGES,
  type Pitch,
  type PitchBoard,
  type PitchDetail,
  type PublicPitch,
} from '@transferdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pitchEvents, playerClicks } from '../../db/schema/index.ts';
import { createRateLimiter, RATE_LIMITS } from '../../lib/rate-limits.ts';
import { uniqueClientAddress } from '../../test/app.ts';
import { expectRefusal, useTestContext } from '../../test/context.ts';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { useSendScenario } from '../../test/send-scenario.ts';

/**
 * Issue 29 (D44): every player sent becomes a pitch; the contact's own link opens it, the club
 * answers on the public page without an account, and the sport's members see and move it.
 */

const smtp: TestSmtpServer = await startSmtpServer();
const context = useTestContext({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://desk.example.test' } });
const { get, send: write, tokens, sport } = context;
const { football, scenario, matched, send, created } = useSendScenario(context);
afterAll(async () => {
  await smtp.close();
});

const API = '/core/api';
const pitchesOf = async (query: string, token = tokens.agent) => {
  const response = await get(`/pitches?tenantId=${football.id}&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paginated<Pitch>>();
};
const detailOf = async (id: string, token = tokens.agent) => {
  const response = await get(`/pitches/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PitchDetail>();
};
const click = (ClientId: string, PlayerID: string, token?: string) =>
  context.t.inject({
    method: 'POST',
    url: `${API}/unauthorised/new_click`,
    payload: { ClientId, PlayerID },
    remoteAddress: uniqueClientAddress(),
    ...(token ? { token } : {}),
  });
const answer = (body: Record<string, unknown>, remoteAddress = uniqueClientAddress()) =>
  context.t.inject({ method: 'POST', url: `${API}/unauthorised/pitch_answer`, payload: body, remoteAddress });

/** A requirement matched and its two players sent to its contact by e-mail. */
async function sentScenario() {
  const found = await scenario();
  const matchId = await matched(found.requirement.id);
  const ids = found.players.map((player) => player.id);
  expect((await send(matchId, ids, true)).statusCode).toBe(200);
  await smtp.nextMail();
  const { data } = await pitchesOf(`contactId=${found.contact.id}`);
  return { ...found, matchId, pitches: data };
}

describe('pitches made by sends and copied links (D44)', () => {
  it('makes one pitch per player sent by e-mail, at "sent", with the requirement, version and agent', async () => {
    const { pitches, players, requirement, matchId, contact } = await sentScenario();
    expect(pitches.map((pitch) => pitch.player.id).sort()).toEqual(players.map((player) => player.id).sort());
    for (const pitch of pitches) {
      expect(pitch).toMatchObject({
        stage: 'sent',
        requirement: { id: requirement.id },
        matchId,
        contact: { id: contact.id },
        answer: null,
        opens: 0,
      });
      expect(pitch.agent?.name).toBeTruthy();
      expect(pitch.cvLink).toContain(`/${contact.id}/${pitch.player.id}`);
    }
    const version = (await get(`/matches/${matchId}`, tokens.agent)).json<Match>();
    expect(version.contactMatches.map((row) => row.pitchStage)).toEqual(['sent', 'sent']);
  });

  it('makes pitches with Copy Link too, and a copied link for one contact is a pitch of its own', async () => {
    const { requirement, players, contact, club } = await scenario();
    const matchId = await matched(requirement.id);
    expect((await send(matchId, [players[0]?.id ?? ''], false)).statusCode).toBe(200);
    expect((await pitchesOf(`contactId=${contact.id}`)).data.map((pitch) => pitch.stage)).toEqual(['sent']);

    const other = await created<{ id: string }>('/contacts', {
      tenantId: football.id,
      clubId: club.id,
      firstName: 'Ole',
      lastName: 'Sporting Director',
    });
    const copied = await write('POST', '/pitches', tokens.agent, {
      playerId: players[1]?.id,
      contactId: other.id,
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const pitch = copied.json<Pitch>();
    expect(pitch).toMatchObject({ stage: 'sent', requirement: null, contact: { id: other.id } });
    expect(pitch.cvLink).toMatch(new RegExp(`^pins/Football/.+/${other.id}/${players[1]?.id}$`));
    expect((await detailOf(pitch.id)).history.map((event) => event.kind)).toEqual(['linkCopied']);
  });

  it('keeps one pitch per player and contact: a second send updates it and adds to its history', async () => {
    const { requirement, players, contact, pitches } = await sentScenario();
    const first = pitches[0] as Pitch;
    await write('PATCH', `/requirements/${requirement.id}`, tokens.agent, { description: 'Again' });
    const again = await matched(requirement.id);
    expect((await send(again, [first.player.id], false)).statusCode).toBe(200);
    const after = await pitchesOf(`contactId=${contact.id}&playerId=${first.player.id}`);
    expect(after.total).toBe(1);
    expect(after.data[0]?.matchId).toBe(again);
    expect((await detailOf(first.id)).history.map((event) => event.kind)).toEqual(['sent', 'resent']);
    expect(players).toHaveLength(2);
  });

  it('refuses a copied link for a contact of another sport, naming contactId, and makes no pitch', async () => {
    const { players } = await scenario();
    const hockeyContact = await created<{ id: string }>('/contacts', {
      tenantId: sport.Icehockey,
      firstName: 'Hockey',
      lastName: 'Scout',
    });
    const response = await write('POST', '/pitches', tokens.agent, {
      playerId: players[0]?.id,
      contactId: hockeyContact.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [`contactId: ${PITCH_MESSAGES.contactNotInSport}`] });
    expect((await pitchesOf(`playerId=${players[0]?.id}`)).total).toBe(0);
  });
});

describe("opened by the contact's own link, never by the agency (D44)", () => {
  it("moves the pitch to 'opened' on the contact's first view, and counts later views as opens", async () => {
    const { pitches, contact } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    expect((await click(contact.id, pitch.player.id)).statusCode).toBe(204);
    expect((await click(contact.id, pitch.player.id)).statusCode).toBe(204);
    const after = await detailOf(pitch.id);
    expect(after.stage).toBe('opened');
    expect(after.opens).toBe(2);
    expect(after.history.map((event) => [event.kind, event.actor, event.toStage])).toEqual([
      ['sent', 'agent', 'sent'],
      ['opened', 'contact', 'opened'],
    ]);
    // The other player's pitch was not opened.
    expect((await detailOf((pitches[1] as Pitch).id)).stage).toBe('sent');
  });

  it('records nothing when a signed-in member of the sport opens the link, and still answers 204', async () => {
    const { pitches, contact } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    expect((await click(contact.id, pitch.player.id, tokens.agent)).statusCode).toBe(204);
    expect((await click(contact.id, pitch.player.id, tokens.admin)).statusCode).toBe(204);
    // His 15 minutes over, the agent is still the agency.
    const { tokens: signer } = context.t.app.authentication;
    const { exp: _exp, nbf: _nbf, iss: _iss, aud: _aud, ...claims } = await signer.verify(tokens.agent);
    const expired = await signer.sign(claims, { notAfter: new Date(Date.now() - 60_000) });
    await expect(signer.verify(expired)).rejects.toThrow();
    expect((await click(contact.id, pitch.player.id, expired)).statusCode).toBe(204);
    expect((await detailOf(pitch.id)).stage).toBe('sent');
    const clicks = await context.t.database.db
      .select()
      .from(playerClicks)
      .where(eq(playerClicks.playerId, pitch.player.id));
    expect(clicks).toEqual([]);
    // A member of another sport is a stranger to this one: his view counts, as does a forged token's.
    expect((await click(contact.id, pitch.player.id, tokens.hockeyAdmin)).statusCode).toBe(204);
    expect((await detailOf(pitch.id)).stage).toBe('opened');
    const forged = `${tokens.agent.slice(0, -4)}AAAA`;
    expect((await click(contact.id, pitch.player.id, forged)).statusCode).toBe(204);
    expect((await detailOf(pitch.id)).opens).toBe(2);
  });
});

describe("the club's answer on the public page (no account)", () => {
  it('takes an answer without a token, moves the pitch to feedback and tells the agent by e-mail', async () => {
    const { pitches, contact, tag } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    const shown = await context.t.inject({
      url: `${API}/unauthorised/pitch/${contact.id}/${pitch.player.id}`,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<PublicPitch>()).toEqual({ answer: null, message: '', answeredAt: null });

    const before = smtp.received.length;
    const response = await answer({
      ClientId: contact.id,
      PlayerID: pitch.player.id,
      answer: 'interested',
      message: 'Call me on Monday',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicPitch>()).toMatchObject({
      answer: 'interested',
      message: 'Call me on Monday',
    });
    const after = await detailOf(pitch.id);
    expect(after).toMatchObject({
      stage: 'feedback',
      answer: 'interested',
      answerMessage: 'Call me on Monday',
    });

    const mail = await smtp.nextMail();
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.to).toEqual(['agent@demo.test']);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`Karin Scout ${tag} (Send FC ${tag})`);
    expect(text).toContain('"Interested"');
    expect(text).toContain('> Call me on Monday');
  });

  it('lets the club change its answer and keeps every answer with its address', async () => {
    const { pitches, contact } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    const body = { ClientId: contact.id, PlayerID: pitch.player.id };
    expect((await answer({ ...body, answer: 'notNow' }, '198.51.100.7')).statusCode).toBe(200);
    expect((await answer({ ...body, answer: 'interested', message: 'Budget found' })).statusCode).toBe(200);
    await smtp.nextMail();
    const latest = await context.t.inject({
      url: `${API}/unauthorised/pitch/${contact.id}/${pitch.player.id}`,
    });
    expect(latest.json<PublicPitch>()).toMatchObject({ answer: 'interested', message: 'Budget found' });
    const answers = (await detailOf(pitch.id)).history.filter((event) => event.kind === 'answered');
    expect(answers.map((event) => [event.answer, event.note])).toEqual([
      ['notNow', ''],
      ['interested', 'Budget found'],
    ]);
    const [stored] = await context.t.database.db
      .select({ address: pitchEvents.address })
      .from(pitchEvents)
      .where(and(eq(pitchEvents.pitchId, pitch.id), eq(pitchEvents.answer, 'notNow')));
    expect(stored?.address).toBe('198.51.100.7');
  });

  it("answers 404 for a link without a pitch, a 'cv' link and a malformed id, recording nothing", async () => {
    const { players, contact } = await scenario();
    const noPitch = await context.t.inject({
      url: `${API}/unauthorised/pitch/${contact.id}/${players[0]?.id}`,
    });
    expect(noPitch.statusCode).toBe(404);
    const cv = await context.t.inject({ url: `${API}/unauthorised/pitch/cv/${players[0]?.id}` });
    expect(cv.statusCode).toBe(404);
    const response = await answer({ ClientId: contact.id, PlayerID: players[0]?.id, answer: 'interested' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an answer that is not one of the three, naming the field', async () => {
    const { pitches, contact } = await sentScenario();
    const response = await answer({ ClientId: contact.id, PlayerID: pitches[0]?.player.id, answer: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors).toEqual([
      'answer: Choose "interested", "notNow" or "notInterested"',
    ]);
    expect((await detailOf((pitches[0] as Pitch).id)).answer).toBeNull();
  });

  it(`refuses answers from one address beyond ${RATE_LIMITS.pitchAnswers.points} an hour (429, Retry-After)`, async () => {
    const { pitches, contact } = await sentScenario();
    const address = uniqueClientAddress();
    await createRateLimiter(context.t.database.db).consume(
      RATE_LIMITS.pitchAnswers,
      address,
      RATE_LIMITS.pitchAnswers.points,
    );
    const response = await answer(
      { ClientId: contact.id, PlayerID: pitches[0]?.player.id, answer: 'interested' },
      address,
    );
    expectRefusal(response, 429, PITCH_MESSAGES.tooManyAnswers);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await detailOf((pitches[0] as Pitch).id)).answer).toBeNull();
  });
});

describe("the agent's notification centre", () => {
  it('tells the agent of an answer in the app; only he sees it, and he can mark it read', async () => {
    const before = (await get('/notifications', tokens.agent)).json<NotificationList>();
    const { pitches, contact } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    await answer({
      ClientId: contact.id,
      PlayerID: pitch.player.id,
      answer: 'notInterested',
      message: 'Too old',
    });
    await smtp.nextMail();
    const after = (await get('/notifications', tokens.agent)).json<NotificationList>();
    expect(after.unread).toBe(before.unread + 1);
    const [newest] = after.data;
    expect(newest).toMatchObject({
      readAt: null,
      tenantId: football.id,
      link: `pitches/${football.id}?view=list&pitch=${pitch.id}`,
      event: {
        kind: 'pitchAnswered',
        pitchId: pitch.id,
        answer: 'notInterested',
        message: 'Too old',
        changed: false,
      },
    });
    // The admin did not send it: nothing for him, and he cannot touch the agent's.
    const admin = (await get('/notifications', tokens.admin)).json<NotificationList>();
    expect(admin.data.some((row) => row.id === newest?.id)).toBe(false);
    expect(
      (await write('PATCH', `/notifications/${newest?.id}`, tokens.admin, { read: true })).statusCode,
    ).toBe(404);

    const read = await write('PATCH', `/notifications/${newest?.id}`, tokens.agent, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ readAt: string | null }>().readAt).not.toBeNull();
    expect((await get('/notifications', tokens.agent)).json<NotificationList>().unread).toBe(before.unread);
    await write('POST', '/notifications/read', tokens.agent, {});
    expect((await get('/notifications', tokens.agent)).json<NotificationList>().unread).toBe(0);
  });
});

describe("the agent's pipeline", () => {
  it('moves a pitch with a note, keeps the move, and the board counts it in its new stage', async () => {
    const { pitches, club } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    const moved = await write('PATCH', `/pitches/${pitch.id}`, tokens.agent, {
      stage: 'in talks',
      note: 'Met Tuesday',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json<PitchDetail>();
    expect(detail.stage).toBe('in talks');
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'moved',
      actor: 'agent',
      fromStage: 'sent',
      toStage: 'in talks',
      note: 'Met Tuesday',
    });
    const board = (
      await get(`/pitches/board?tenantId=${football.id}&clubId=${club.id}`, tokens.agent)
    ).json<PitchBoard>();
    expect(board.counts).toMatchObject({ sent: 1, 'in talks': 1, opened: 0 });
    expect(board.columns['in talks'].map((card) => card.id)).toEqual([pitch.id]);
  });

  it('refuses an unknown stage in the words of the schema', async () => {
    const { pitches } = await sentScenario();
    const response = await write('PATCH', `/pitches/${pitches[0]?.id}`, tokens.agent, { stage: 'won' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors[0]).toMatch(/^stage: Choose one of "sent"/);
  });

  it('filters the list by club, stage and window, and exports the same rows as CSV', async () => {
    const { pitches, club } = await sentScenario();
    await write('PATCH', `/pitches/${pitches[0]?.id}`, tokens.agent, { stage: 'declined' });
    const declined = await pitchesOf(`clubId=${club.id}&stage=declined&transferId=${football.transfer}`);
    expect(declined.data.map((pitch) => pitch.id)).toEqual([pitches[0]?.id]);
    const csv = await get(`/pitches/export?tenantId=${football.id}&clubId=${club.id}`, tokens.agent);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^player,contact,contactEmail,club,transfer/);
    expect(lines).toHaveLength(3);
  });

  it('ranks an opened pitch without an answer in "Who to call today", saying why', async () => {
    const { pitches, contact } = await sentScenario();
    const pitch = pitches[0] as Pitch;
    for (let view = 0; view < 3; view += 1) await click(contact.id, pitch.player.id);
    const today = (await get(`/pitches/today?tenantId=${football.id}`, tokens.agent)).json<CallToday[]>();
    const row = today.find((entry) => entry.pitch.id === pitch.id);
    expect(row?.reasons[0]).toMatchObject({ code: 'openedNoAnswer', count: 3 });
    // The unopened one has nothing new: not listed.
    expect(today.some((entry) => entry.pitch.id === pitches[1]?.id)).toBe(false);
  });
});

describe('who may see and move pitches (D10)', () => {
  it("hides another sport's pitch (404), refuses its list (403) and asks for a sign-in (401)", async () => {
    const { pitches } = await sentScenario();
    const id = pitches[0]?.id;
    expect((await get(`/pitches/${id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await write('PATCH', `/pitches/${id}`, tokens.hockeyAdmin, { stage: 'signed' })).statusCode).toBe(
      404,
    );
    expect((await get(`/pitches?tenantId=${football.id}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/pitches/${id}`)).statusCode).toBe(401);
    expect((await get(`/pitches/${id}`, tokens.superadmin)).statusCode).toBe(403);
    expect((await detailOf(id ?? '')).stage).toBe('sent');
  });
});

describe('the demo (issue 29)', () => {
  it.each(['Football', 'Icehockey'])(
    "has %s pitches in every stage, with the clubs' answers, and calls for the demo agent today",
    async (name) => {
      const tenantId = sport[name] ?? '';
      const board = (await get(`/pitches/board?tenantId=${tenantId}`, tokens.admin)).json<PitchBoard>();
      for (const count of Object.values(board.counts)) expect(count).toBeGreaterThan(0);
      const answered = Object.values(board.columns)
        .flat()
        .filter((pitch) => pitch.answer !== null);
      expect(new Set(answered.map((pitch) => pitch.answer))).toEqual(
        new Set(['interested', 'notNow', 'notInterested']),
      );
      const today = (await get(`/pitches/today?tenantId=${tenantId}`, tokens.agent)).json<CallToday[]>();
      expect(today.length).toBeGreaterThan(3);
      expect(today[0]?.reasons.length).toBeGreaterThan(0);
      // The last week's answers are in the agent's bell.
      const bell = (await get('/notifications', tokens.agent)).json<NotificationList>();
      expect(bell.data.filter((row) => row.tenantId === tenantId).length).toBeGreaterThan(1);
    },
  );
});
