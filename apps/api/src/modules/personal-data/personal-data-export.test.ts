import { and, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../db/schema/index.ts';
import { DEMO_LOGINS, useTestContext } from '../../test/context.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { TINY_PNG } from '../../test/multipart.ts';
import { usePersonScenario } from '../../test/person-scenario.ts';
import { PDF_BYTES } from '../../test/player-files.ts';

/**
 * D48: "Everything we hold about this person" as one ZIP, for the TenantAdmins of his sport: every
 * field, every send of his CV naming the club contact and the date, every click, his files.
 */

const smtp: TestSmtpServer = await startSmtpServer();
const context = useTestContext({ env: { SMTP_URL: smtp.url } });
const { get, tokens } = context;
const { personScenario } = usePersonScenario(context);

afterAll(async () => {
  await smtp.close();
});

type Json = Record<string, unknown> & { [key: string]: unknown };

/** The ZIP of a response, and its JSON documents. */
function unzipped(body: Buffer) {
  const zip = new PizZip(body);
  const json = (name: string) => JSON.parse(zip.file(name)?.asText() ?? 'null') as Json;
  return { zip, names: Object.keys(zip.files), json };
}

const exportOf = (url: string, token = tokens.admin) => context.t.inject({ url: `/core/api${url}`, token });

describe("a person's data as a ZIP (D48)", () => {
  it("holds every field, each send naming the club contact and date, each click and the files' bytes", async () => {
    const scenario = await personScenario();
    const response = await exportOf(`/players/${scenario.playerId}/personal-data`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="personal-data-Send-One-${scenario.tag}-${today}.zip"`,
    );
    const { zip, names, json } = unzipped(response.rawPayload);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'person.json', 'sends.json', 'clicks.json']));

    const person = json('person.json');
    expect(person).toMatchObject({
      kind: 'player',
      sport: 'Football',
      contact: {
        id: scenario.playerId,
        firstName: 'Send',
        lastName: `One ${scenario.tag}`,
        email: `send.one.${scenario.tag}@player.example.test`,
        phoneNumber: '+45 12 34 56 78',
        nationality: 'Denmark',
        dateOfBirth: '2001-05-05',
        minSalaryNetto: 50_000,
        minSalaryBrutto: 90_000,
        statistics: '<p>31 games, 9 goals</p>',
      },
      positions: [{ id: expect.any(String), name: expect.any(String) }],
      videos: [{ title: 'Highlights', videoUrl: 'https://video.example.test/1', isPrimary: true }],
      contracts: [{ contractName: 'PlayerContract', clubName: 'Old FC', endDate: '2027-06-30' }],
      agreements: [
        { id: scenario.agreement.id, feeTerms: '3% of the gross salary', signedFileId: scenario.signed.id },
      ],
      documents: [
        { id: scenario.passport.id, kind: 'passport', number: `P${scenario.tag}`, fileId: scenario.scan.id },
      ],
    });
    expect((person.files as Json[]).map((file) => file.name).sort()).toEqual([
      'agreement signed.pdf',
      'passport.pdf',
    ]);

    const sends = json('sends.json') as { pitches: Json[]; matchSends: Json[] };
    const karin = {
      id: scenario.contact.id,
      name: `Karin Scout ${scenario.tag}`,
      email: `karin.${scenario.tag}@club.example.test`,
      club: `Send FC ${scenario.tag}`,
    };
    expect(sends.pitches).toEqual([
      expect.objectContaining({
        contact: expect.objectContaining(karin),
        stage: 'opened',
        matchId: scenario.matchId,
      }),
    ]);
    expect(String(sends.pitches[0]?.firstSentAt).slice(0, 10)).toBe(today);
    expect(sends.matchSends).toEqual([
      expect.objectContaining({
        matchId: scenario.matchId,
        hasBeenSent: true,
        isForEmail: true,
        contact: expect.objectContaining(karin),
      }),
    ]);
    expect(String(sends.matchSends[0]?.sentAt).slice(0, 10)).toBe(today);

    const clicks = json('clicks.json') as { clicks: Json[] };
    expect(clicks.clicks).toEqual([
      { clickedAt: expect.any(String), contact: expect.objectContaining(karin) },
    ]);

    const picture = zip.file(String(person.picture));
    expect(person.picture).toBe('files/picture.png');
    expect(picture?.asNodeBuffer().equals(TINY_PNG)).toBe(true);
    const signedFile = (person.files as Json[]).find((file) => file.id === scenario.signed.id);
    expect(zip.file(String(signedFile?.zipPath))?.asNodeBuffer().equals(PDF_BYTES)).toBe(true);
  });

  it('records each export in the history of the person, with who asked', async () => {
    const { playerId } = await personScenario();
    expect((await exportOf(`/players/${playerId}/personal-data`)).statusCode).toBe(200);
    const entries = await context.t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, playerId), eq(auditEntries.action, 'export')));
    const [admin] = await context.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.admin));
    expect(entries).toEqual([
      expect.objectContaining({
        tableName: 'contacts',
        recordId: playerId,
        subjectTable: 'contacts',
        tenantId: context.sport.Football,
        actorId: admin?.id,
        changes: {},
      }),
    ]);
  });

  it("gives a club contact's ZIP the CVs sent to him, his answers and the pages he opened", async () => {
    const scenario = await personScenario();
    const answer = await context.t.inject({
      method: 'POST',
      url: '/core/api/unauthorised/pitch_answer',
      payload: {
        ClientId: scenario.contact.id,
        PlayerID: scenario.playerId,
        answer: 'interested',
        message: 'Call me',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const response = await exportOf(`/contacts/${scenario.contact.id}/personal-data`);
    expect(response.statusCode, response.body).toBe(200);
    const { json } = unzipped(response.rawPayload);
    expect(json('person.json')).toMatchObject({ kind: 'contact', contact: { firstName: 'Karin' } });
    const sends = json('sends.json') as { pitchesReceived: Json[]; matchSendsReceived: Json[] };
    const player = expect.objectContaining({ id: scenario.playerId, name: `Send One ${scenario.tag}` });
    expect(sends.pitchesReceived).toEqual([
      expect.objectContaining({ player, answer: 'interested', answerMessage: 'Call me' }),
    ]);
    expect(sends.matchSendsReceived).toEqual([expect.objectContaining({ player, hasBeenSent: true })]);
    expect((json('clicks.json') as { clicks: Json[] }).clicks).toEqual([
      { clickedAt: expect.any(String), player },
    ]);
  });

  it("is for the TenantAdmins of the person's sport: a User 403, another sport's admin and the wrong kind 404", async () => {
    const { playerId, contact } = await personScenario();
    expect((await exportOf(`/players/${playerId}/personal-data`, tokens.agent)).statusCode).toBe(403);
    expect((await exportOf(`/players/${playerId}/personal-data`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await exportOf(`/contacts/${playerId}/personal-data`)).statusCode).toBe(404);
    expect((await exportOf(`/players/${contact.id}/personal-data`)).statusCode).toBe(404);
    expect((await exportOf(`/players/${playerId}/personal-data`, tokens.superadmin)).statusCode).toBe(403);
    expect((await get(`/contacts/${contact.id}/personal-data`)).statusCode).toBe(401);
  });
});
