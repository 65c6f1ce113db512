import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  calendarDayIn,
  MESSAGES,
  PLAYER_DOCUMENT_MESSAGES,
  PLAYER_FILE_MESSAGES,
  type PlayerDocument,
  type PlayerDocumentFormValues,
  type StoredFile,
} from '@transferdesk/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, playerFiles } from '../../db/schema/index.ts';
import { createDiskStorage } from '../../lib/storage.ts';
import { expectRefusal, expectValidationError, useTestContext } from '../../test/context.ts';
import { TINY_PNG } from '../../test/multipart.ts';
import { insertPlayer, PDF_BYTES, uploadedPdf, uploadPlayerFile } from '../../test/player-files.ts';
import { deletePlayerFiles, unreferencedPlayerFiles } from './service.ts';

/**
 * Issue 30: a player's files are kept privately (never at /core/resources) and read by the sport's
 * members through the API; his documents (passport, work permit, medical, other) name a country
 * and a file, and count the days to their expiry.
 */

const context = useTestContext();
const { get, send, tokens, sport } = context;
const today = () => calendarDayIn(new Date());
const DOCX = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'assets', 'cv-template.docx'));

const footballPlayer = () => insertPlayer(context, sport.Football ?? '', { dateOfBirth: '1995-04-01' });
const download = (playerId: string, fileId: string, token = tokens.agent) =>
  get(`/players/${playerId}/files/${fileId}`, token);
const documentsOf = async (playerId: string, token = tokens.agent) => {
  const response = await get(`/players/${playerId}/documents`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayerDocument[]>();
};
const addDocument = (playerId: string, body: PlayerDocumentFormValues, token = tokens.agent) =>
  send('POST', `/players/${playerId}/documents`, token, body);
const country = async (name: string) => {
  const [row] = await context.t.database.db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(eq(countries.name, name));
  if (!row) throw new Error(`No country ${name}`);
  return row;
};
const storedPath = async (fileId: string) => {
  const [row] = await context.t.database.db
    .select({ path: playerFiles.path })
    .from(playerFiles)
    .where(eq(playerFiles.id, fileId));
  return row?.path ?? '';
};

describe("a player's files", () => {
  it('takes a PDF, a Word document and a PNG, judged by their content, and answers each as a stored file', async () => {
    const player = await footballPlayer();
    const pdf = await uploadedPdf(context, player, 'Signed agreement.pdf');
    expect(pdf).toMatchObject({
      name: 'Signed agreement.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    const docx = await uploadPlayerFile(context, player, { bytes: DOCX, filename: 'consent.docx' });
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json<StoredFile>().contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const scan = await uploadPlayerFile(context, player, { bytes: TINY_PNG, filename: 'passport.png' });
    expect(scan.json<StoredFile>()).toMatchObject({ contentType: 'image/png', size: TINY_PNG.length });
    expect(await storedPath(pdf.id)).toMatch(/^resources\/private\/player-files\/[0-9a-f-]+\.pdf$/);
  });

  it.each([
    [
      'a program',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(200)]),
      'setup.exe',
    ],
    ['an HTML page named as a PDF', Buffer.from('<html><script>alert(1)</script></html>'), 'agreement.pdf'],
  ])('refuses %s with 415 and keeps nothing', async (_what, bytes, filename) => {
    const player = await footballPlayer();
    const response = await uploadPlayerFile(context, player, {
      bytes,
      filename,
      contentType: 'application/pdf',
    });
    expectRefusal(response, 415, PLAYER_FILE_MESSAGES.wrongType);
    const rows = await context.t.database.db
      .select()
      .from(playerFiles)
      .where(eq(playerFiles.contactId, player));
    expect(rows).toEqual([]);
  });

  it('answers the bytes as a private, unsniffed attachment under the uploaded name', async () => {
    const player = await footballPlayer();
    const file = await uploadedPdf(context, player, 'Pas Søren (2030).pdf');
    const response = await download(player, file.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Pas S_ren (2030).pdf"; filename*=UTF-8''Pas%20S%C3%B8ren%20%282030%29.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for another player's file, and another sport's member 404 for the player", async () => {
    const player = await footballPlayer();
    const other = await footballPlayer();
    const file = await uploadedPdf(context, player);
    expectRefusal(await download(other, file.id), 404, PLAYER_FILE_MESSAGES.notFound);
    expect((await download(player, file.id, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await uploadPlayerFile(context, player, {}, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await download(player, file.id)).statusCode).toBe(200);
  });

  it.each(['private', 'PRIVATE'])('never serves the files at /core/resources/%s/...', async (folder) => {
    const player = await footballPlayer();
    const file = await uploadedPdf(context, player);
    const stored = await storedPath(file.id);
    const url = `/core/${stored.replace(/^resources\/private\//, `resources/${folder}/`)}`;
    const response = await context.t.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.notFound });
    expect(response.body).not.toContain('%PDF');
  });
});

describe("a player's documents", () => {
  it('keeps a document with its country, file and days left, and changes it', async () => {
    const player = await footballPlayer();
    const denmark = await country('Denmark');
    const file = await uploadedPdf(context, player, 'passport.pdf');
    const created = await addDocument(player, {
      kind: 'passport',
      number: ' 123456789 ',
      issuingCountryId: denmark.id,
      expiresOn: addDays(today(), 45),
      fileId: file.id,
      note: 'Renew in time',
    });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<PlayerDocument>();
    expect(document).toMatchObject({
      playerId: player,
      tenantId: sport.Football,
      kind: 'passport',
      number: '123456789',
      issuingCountry: denmark,
      daysLeft: 45,
      file,
      note: 'Renew in time',
    });
    const changed = await send('PUT', `/players/${player}/documents/${document.id}`, tokens.agent, {
      kind: 'workPermit',
      expiresOn: addDays(today(), -3),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<PlayerDocument>()).toMatchObject({
      kind: 'workPermit',
      number: '',
      issuingCountry: null,
      daysLeft: -3,
      file: null,
    });
  });

  it('lists passports, work permits, medical reports and others, each kind by expiry', async () => {
    const player = await footballPlayer();
    const day = today();
    const bodies: PlayerDocumentFormValues[] = [
      { kind: 'other', note: 'Driving licence' },
      { kind: 'medical', expiresOn: addDays(day, 300) },
      { kind: 'passport', expiresOn: addDays(day, 900) },
      { kind: 'passport', expiresOn: addDays(day, 90) },
      { kind: 'medical' },
      { kind: 'workPermit', expiresOn: addDays(day, 10) },
    ];
    for (const body of bodies) expect((await addDocument(player, body)).statusCode).toBe(201);
    const listed = await documentsOf(player);
    expect(listed.map((document) => [document.kind, document.daysLeft])).toEqual([
      ['passport', 90],
      ['passport', 900],
      ['workPermit', 10],
      ['medical', 300],
      ['medical', null],
      ['other', null],
    ]);
  });

  it("refuses a country that is not in the list and another player's file, naming each field", async () => {
    const player = await footballPlayer();
    const other = await footballPlayer();
    const othersFile = await uploadedPdf(context, other);
    const response = await addDocument(player, {
      kind: 'passport',
      issuingCountryId: '00000000-0000-4000-8000-000000000000',
      fileId: othersFile.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors).toEqual([
      `issuingCountryId: ${PLAYER_DOCUMENT_MESSAGES.countryNotFound}`,
      `fileId: ${PLAYER_FILE_MESSAGES.notFound}`,
    ]);
    expectValidationError(
      await addDocument(player, { kind: 'visa' as 'other' }),
      'kind',
      PLAYER_DOCUMENT_MESSAGES.kind,
    );
    expect(await documentsOf(player)).toEqual([]);
  });

  it("lets a User add but not delete; the sport's TenantAdmin deletes; another sport sees nothing", async () => {
    const player = await footballPlayer();
    const created = (await addDocument(player, { kind: 'medical' })).json<PlayerDocument>();
    const url = `/players/${player}/documents/${created.id}`;
    expect((await get(`/players/${player}/documents`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await send('PUT', url, tokens.hockeyAdmin, { kind: 'other' })).statusCode).toBe(404);
    expect((await send('DELETE', url, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await send('DELETE', url, tokens.agent)).statusCode).toBe(403);
    expect((await send('DELETE', url, tokens.admin)).statusCode).toBe(204);
    expectRefusal(
      await send('PUT', url, tokens.agent, { kind: 'other' }),
      404,
      PLAYER_DOCUMENT_MESSAGES.notFound,
    );
    expect(await documentsOf(player)).toEqual([]);
  });
});

describe('the file-cleanup side: files nothing names', () => {
  it('finds the files no agreement or document names, uploaded before the time given, and deletes them', async () => {
    const { db } = context.t.database;
    const player = await footballPlayer();
    const [loose, named, signed] = [
      await uploadedPdf(context, player, 'loose.pdf'),
      await uploadedPdf(context, player, 'named.pdf'),
      await uploadedPdf(context, player, 'signed.pdf'),
    ];
    expect((await addDocument(player, { kind: 'passport', fileId: named.id })).statusCode).toBe(201);
    const agreement = await send('POST', `/players/${player}/agreements`, tokens.agent, {
      startDate: '2035-01-01',
      endDate: '2035-12-31',
      signedFileId: signed.id,
    });
    expect(agreement.statusCode, agreement.body).toBe(201);
    const mine = (rows: { id: string }[]) =>
      rows.filter((row) => [loose.id, named.id, signed.id].includes(row.id)).map((row) => row.id);

    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    expect(mine(await unreferencedPlayerFiles(db, anHourAgo))).toEqual([]);
    const later = new Date(Date.now() + 60 * 1000);
    const found = await unreferencedPlayerFiles(db, later);
    expect(mine(found)).toEqual([loose.id]);
    const path = await storedPath(loose.id);
    expect(found.find((row) => row.id === loose.id)?.path).toBe(path);

    // A file named meanwhile is kept, though the job found it unnamed.
    const storage = createDiskStorage(`${context.t.config.dataDir}/uploads`);
    expect(
      await deletePlayerFiles(db, storage, [
        { id: loose.id, path },
        { id: named.id, path: '' },
      ]),
    ).toBe(1);
    expect((await download(player, loose.id)).statusCode).toBe(404);
    expect(await storage.read(path)).toBeUndefined();
    expect((await download(player, named.id)).statusCode).toBe(200);
    const left = await db
      .select({ id: playerFiles.id })
      .from(playerFiles)
      .where(eq(playerFiles.contactId, player))
      .orderBy(asc(playerFiles.name));
    expect(left.map((row) => row.id)).toEqual([named.id, signed.id]);
  });
});
