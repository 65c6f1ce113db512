import {
  type Contact,
  ERASED_CONTACT_NAME,
  ERASED_PLAYER_NAME,
  type ErasurePreview,
  type ErasureResult,
  type Match,
  type NotificationList,
  PERSONAL_DATA_MESSAGES,
  type Pitch,
  type Player,
} from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { agreements, auditEntries, cvPdfs, playerClicks, playerFiles } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../lib/rate-limits.ts';
import { expectRefusal, expectValidationError, useTestContext } from '../../test/context.ts';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { usePersonScenario } from '../../test/person-scenario.ts';
import { createLinkPreviews } from '../public-players/preview.ts';

/**
 * D48: erasing a person blanks his fields, deletes his files, closes his public links, shows him as
 * erased where he was sent, keeps his agreements restricted, tells the clubs that received his CV
 * and is itself in the history, all or nothing.
 */

const COMPANY_NAME = 'Nordlys Sports Agency ApS';
const smtp: TestSmtpServer = await startSmtpServer();
const context = useTestContext({ env: { SMTP_URL: smtp.url, COMPANY_NAME } });
const { get, send, tokens } = context;
const { personScenario, storage, storedPaths, ok } = usePersonScenario(context);
const db = () => context.t.database.db;

afterAll(async () => {
  await smtp.close();
});

/** The scenario, with the match mail it sent taken off the server. */
async function scenario() {
  const made = await personScenario();
  await smtp.nextMail();
  return made;
}

/** Today in 5 years (RESTRICTION_YEARS), as the agreements are kept. */
function inFiveYears(): string {
  const until = new Date();
  until.setUTCFullYear(until.getUTCFullYear() + 5);
  return until.toISOString().slice(0, 10);
}

const erasure = (playerId: string, body: object = {}, token = tokens.admin, kind = 'players') =>
  send('POST', `/${kind}/${playerId}/erasure`, token, body);

/** Every [old, new] value of the history entries about the person. */
async function historyValues(personId: string) {
  const entries = await db().select().from(auditEntries).where(eq(auditEntries.subjectId, personId));
  return { entries, values: entries.flatMap((entry) => Object.values(entry.changes).flat()) };
}

describe('what erasure would do (D48)', () => {
  it('counts what goes, what is kept restricted and why, and the club contacts to tell', async () => {
    const { playerId, contact, tag } = await scenario();
    const preview = ok<ErasurePreview>(await get(`/players/${playerId}/erasure`, tokens.admin));
    expect(preview).toEqual({
      name: `Send One ${tag}`,
      isPlayer: true,
      erasedAt: null,
      deleted: { pictures: 1, videos: 1, contracts: 1, documents: 1, files: 1, clicks: 1 },
      restricted: {
        agreements: 1,
        restrictedUntil: inFiveYears(),
        reason: PERSONAL_DATA_MESSAGES.restrictionReason,
      },
      recipients: [
        {
          contactId: contact.id,
          name: `Karin Scout ${tag}`,
          email: `karin.${tag}@club.example.test`,
          club: `Send FC ${tag}`,
        },
      ],
    });
  });

  it("is for the TenantAdmins of the person's sport", async () => {
    const { playerId } = await scenario();
    expect((await get(`/players/${playerId}/erasure`, tokens.agent)).statusCode).toBe(403);
    expect((await get(`/players/${playerId}/erasure`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await erasure(playerId, {}, tokens.agent)).statusCode).toBe(403);
    expect((await erasure(playerId, {}, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await get(`/players/${playerId}`, tokens.admin)).json<Player>().firstName).toBe('Send');
  });
});

describe('erasing a player (D48)', () => {
  it('refuses to leave the clubs untold without a reason, and changes nothing', async () => {
    const { playerId } = await scenario();
    const refused = await erasure(playerId, { notifyRecipients: false, reason: '  ' });
    expectValidationError(refused, 'reason', PERSONAL_DATA_MESSAGES.reasonRequired);
    const player = ok<Player>(await get(`/players/${playerId}`, tokens.admin));
    expect(player).toMatchObject({ firstName: 'Send', erasedAt: null, deletedAt: null });
    expect(player.videoInfos).toHaveLength(1);
  });

  it('blanks him, deletes his files, keeps his agreements restricted and tells the club that got his CV', async () => {
    const s = await scenario();
    // His CV PDF is made once, so that a cached copy exists to be deleted.
    const pdfUrl = `/core/api/unauthorised/getpdf/${context.sport.Football}/${s.playerId}`;
    expect((await context.t.inject({ url: pdfUrl })).statusCode).toBe(200);
    const [cached] = await db().select().from(cvPdfs).where(eq(cvPdfs.playerId, s.playerId));
    const before = await storedPaths(s.playerId);
    const result = ok<ErasureResult>(await erasure(s.playerId));
    expect(result).toEqual({
      erasedAt: expect.any(String),
      deleted: { pictures: 1, videos: 1, contracts: 1, documents: 1, files: 1, clicks: 1 },
      restricted: { agreements: 1, restrictedUntil: inFiveYears() },
      mailed: 1,
    });

    const player = ok<Player>(await get(`/players/${s.playerId}`, tokens.agent));
    expect(player).toMatchObject({
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      nationality: '',
      description: '',
      statistics: '',
      playerReferences: '',
      dateOfBirth: null,
      pictureUrl: null,
      minSalaryNetto: 0,
      minSalaryBrutto: 0,
      positionContacts: [],
      videoInfos: [],
      contracts: [],
      erasedAt: result.erasedAt,
      deletedAt: expect.any(String),
    });

    const files = storage();
    expect(await files.read(before.picture as string)).toBeUndefined();
    expect(await files.read(before.files.get(s.scan.id) as string)).toBeUndefined();
    expect(await files.read(cached?.filePath as string)).toBeUndefined();
    expect(await db().select().from(cvPdfs).where(eq(cvPdfs.playerId, s.playerId))).toEqual([]);
    expect(await db().select().from(playerClicks).where(eq(playerClicks.playerId, s.playerId))).toEqual([]);
    // The agreement and its signed file stay, hidden, with the reason and until when.
    expect(await files.read(before.files.get(s.signed.id) as string)).toBeDefined();
    const kept = await db().select().from(playerFiles).where(eq(playerFiles.contactId, s.playerId));
    expect(kept.map((file) => file.id)).toEqual([s.signed.id]);
    const [agreement] = await db().select().from(agreements).where(eq(agreements.id, s.agreement.id));
    expect(agreement).toMatchObject({
      feeTerms: '3% of the gross salary',
      restrictedUntil: inFiveYears(),
      restrictionReason: PERSONAL_DATA_MESSAGES.restrictionReason,
    });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([`karin.${s.tag}@club.example.test`]);
    const raw = decodeQuotedPrintable(mail.raw).replace(/\r?\n/g, ' ');
    expect(raw).toContain(`Please delete a player's CV from ${COMPANY_NAME}`);
    const sentOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(raw).toContain(
      `${COMPANY_NAME} has erased the personal data of a player whose CV we sent you on ${sentOn}. ` +
        'Please delete the CV and any copies you hold.',
    );
    // His name is among what was erased.
    expect(raw).not.toContain(`One ${s.tag}`);
  });

  it('closes his public page, CV and link preview, and shows him as erased in the match, pitch and bell', async () => {
    const s = await scenario();
    // The club answers on his page first: the agent's bell names the player and quotes the club.
    const answer = await context.t.inject({
      method: 'POST',
      url: '/core/api/unauthorised/pitch_answer',
      payload: { ClientId: s.contact.id, PlayerID: s.playerId, answer: 'interested', message: 'Call me' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ok(await erasure(s.playerId));
    expect((await context.t.inject({ url: `/core/api/unauthorised/player/${s.playerId}` })).statusCode).toBe(
      404,
    );
    const pdf = await context.t.inject({
      url: `/core/api/unauthorised/getpdf/${context.sport.Football}/${s.playerId}`,
    });
    expect(pdf.statusCode).toBe(404);
    const previewFor = createLinkPreviews({
      db: db(),
      publicUrl: 'https://desk.example.test',
      limiter: createRateLimiter(db()),
    });
    expect(
      await previewFor(`/pins/Football/Send/${s.contact.id}/${s.playerId}`, '198.51.100.7'),
    ).toBeUndefined();

    const bell = ok<NotificationList>(await get('/notifications', tokens.agent));
    const told = bell.data
      .map((item) => item.event)
      .find((event) => event.kind === 'pitchAnswered' && event.contactName === `Karin Scout ${s.tag}`);
    expect(told).toMatchObject({ playerName: ERASED_PLAYER_NAME, message: '' });
    expect(JSON.stringify(bell)).not.toContain(`One ${s.tag}`);

    const match = ok<Match>(await get(`/matches/${s.matchId}`, tokens.agent));
    const row = match.contactMatches.find((candidate) => candidate.contactId === s.playerId);
    expect(row?.contact).toMatchObject({
      firstName: ERASED_PLAYER_NAME,
      lastName: '',
      erasedAt: expect.any(String),
    });
    expect(row?.reasons).toEqual({ contract: [], finance: [], personal: [], playerPlan: [] });
    expect(JSON.stringify(match)).not.toContain(`One ${s.tag}`);

    const pitches = ok<{ data: Pitch[] }>(
      await get(`/pitches?tenantId=${context.sport.Football}&playerId=${s.playerId}`, tokens.agent),
    );
    expect(pitches.data.map((pitch) => pitch.player)).toEqual([
      { id: s.playerId, firstName: ERASED_PLAYER_NAME, lastName: '', erasedAt: expect.any(String) },
    ]);
    expect(pitches.data[0]?.answerMessage).toBe('');
  });

  it('refuses every later change of him with the erased message, a queued offline save included', async () => {
    const s = await scenario();
    ok(await erasure(s.playerId));
    const erased = { error: PERSONAL_DATA_MESSAGES.erased };
    for (const response of [
      await send('PATCH', `/players/${s.playerId}`, tokens.agent, { firstName: 'Send', height: 180 }),
      await send('POST', `/players/${s.playerId}/agreements`, tokens.admin, {
        startDate: '2041-01-01',
        endDate: '2041-12-31',
      }),
      await send('PUT', `/players/${s.playerId}/agreements/${s.agreement.id}`, tokens.admin, {
        startDate: '2040-01-01',
        endDate: '2040-12-31',
      }),
      await send('POST', `/players/${s.playerId}/documents`, tokens.admin, {
        kind: 'passport',
        number: 'X1',
      }),
      await send('DELETE', `/players/${s.playerId}`, tokens.admin),
    ]) {
      expectRefusal(response, 409, erased.error);
    }
    expectRefusal(await erasure(s.playerId), 409, PERSONAL_DATA_MESSAGES.alreadyErased);
    // Reading him still works for the members; his restricted agreements read as absent.
    expect((await get(`/players/${s.playerId}`, tokens.agent)).statusCode).toBe(200);
    expect((await get(`/players/${s.playerId}/agreements`, tokens.agent)).statusCode).toBe(404);
  });

  it('keeps his history without his data, with the erasure in it', async () => {
    const s = await scenario();
    const { values: beforeValues } = await historyValues(s.playerId);
    expect(beforeValues).toContain('Denmark');
    const mails = smtp.received.length;
    const result = ok<ErasureResult>(
      await erasure(s.playerId, { notifyRecipients: false, reason: 'The club asked us not to write' }),
    );
    expect(result.mailed).toBe(0);
    expect(smtp.received.length).toBe(mails);
    const { entries, values } = await historyValues(s.playerId);
    const erase = entries.filter((entry) => entry.action === 'erase');
    expect(erase).toEqual([
      expect.objectContaining({
        tableName: 'contacts',
        recordId: s.playerId,
        tenantId: context.sport.Football,
        changes: { notify_recipients: [null, false], reason: [null, 'The club asked us not to write'] },
      }),
    ]);
    const others = entries.filter((entry) => entry.action !== 'erase');
    expect(others.some((entry) => 'first_name' in entry.changes)).toBe(true);
    expect(
      others.flatMap((entry) => Object.values(entry.changes).flat()).every((value) => value === null),
    ).toBe(true);
    expect(values).not.toContain('Denmark');
  });

  it('leaves him as he was when a step fails (no half-erased person)', async () => {
    const s = await scenario();
    const before = await storedPaths(s.playerId);
    const mails = smtp.received.length;
    // The last write of the erasure fails: everything before it must be undone.
    await context.t.database.executeSql(`
      create function fail_erasure() returns trigger language plpgsql as $$
      begin raise exception 'erasure broken on purpose'; end $$;
      create trigger fail_erasure before insert on audit_entries
        for each row when (new.action = 'erase') execute function fail_erasure();`);
    try {
      expect((await erasure(s.playerId)).statusCode).toBe(500);
    } finally {
      await context.t.database.executeSql(
        'drop trigger fail_erasure on audit_entries; drop function fail_erasure();',
      );
    }
    const player = ok<Player>(await get(`/players/${s.playerId}`, tokens.admin));
    expect(player).toMatchObject({
      firstName: 'Send',
      nationality: 'Denmark',
      erasedAt: null,
      deletedAt: null,
    });
    expect(player.videoInfos).toHaveLength(1);
    expect(await storage().read(before.picture as string)).toBeDefined();
    expect(await storage().read(before.files.get(s.scan.id) as string)).toBeDefined();
    expect((await historyValues(s.playerId)).values).toContain('Denmark');
    expect(smtp.received.length).toBe(mails);
    expect((await context.t.inject({ url: `/core/api/unauthorised/player/${s.playerId}` })).statusCode).toBe(
      200,
    );
  });
});

describe('erasing a club contact (D48)', () => {
  it('blanks him and keeps the pitches and match versions he was part of, naming him as erased', async () => {
    const s = await scenario();
    const preview = ok<ErasurePreview>(await get(`/contacts/${s.contact.id}/erasure`, tokens.admin));
    expect(preview).toMatchObject({ isPlayer: false, recipients: [], deleted: { clicks: 1, pictures: 0 } });
    const result = ok<ErasureResult>(await erasure(s.contact.id, {}, tokens.admin, 'contacts'));
    expect(result.mailed).toBe(0);
    const contact = ok<Contact>(await get(`/contacts/${s.contact.id}`, tokens.agent));
    expect(contact).toMatchObject({ firstName: '', lastName: '', email: '', erasedAt: result.erasedAt });
    const pitches = ok<{ data: Pitch[] }>(
      await get(`/pitches?tenantId=${context.sport.Football}&playerId=${s.playerId}`, tokens.agent),
    );
    expect(pitches.data.map((pitch) => pitch.contact)).toEqual([
      {
        id: s.contact.id,
        firstName: ERASED_CONTACT_NAME,
        lastName: '',
        email: '',
        erasedAt: expect.any(String),
      },
    ]);
    const match = ok<Match>(await get(`/matches/${s.matchId}`, tokens.agent));
    expect(match.requirement.contact).toMatchObject({ firstName: ERASED_CONTACT_NAME, lastName: '' });
    expect(await db().select().from(playerClicks).where(eq(playerClicks.contactId, s.contact.id))).toEqual(
      [],
    );
    expectRefusal(
      await send('PATCH', `/contacts/${s.contact.id}`, tokens.admin, { firstName: 'Karin' }),
      409,
      PERSONAL_DATA_MESSAGES.erased,
    );
  });
});
