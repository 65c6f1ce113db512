import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contacts, pdfTemplates } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { createDiskStorage } from '../../lib/storage.ts';
import { demoPlayerOf } from '../../test/catalogue-helpers.ts';
import { useTestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { type CvPool, createCvPool } from './cv-pool.ts';
import { DOCX_LIMITS, DOCX_REFUSALS } from './docx-zip.ts';
import { createPlayerCvService } from './service.ts';

/**
 * Issue 25: nobody can freeze the server through a CV. The layout and the templates run in worker
 * threads within budgets, uploads are judged on what they really unpack to, templates reach nothing
 * outside themselves, and a repeated download is a file read.
 */
const API = '/core/api';
const SAMPLE_TEMPLATE = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'assets', 'cv-template.docx'),
);
const CONVERSION_TEST_TIMEOUT = 120_000;
const MB = 1024 * 1024;

const docxUpload = (bytes: Buffer) =>
  multipartBody([
    {
      name: 'file',
      value: bytes,
      filename: 'cv.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);

/** The sample template whose body shows the player's name, a picture linked from `url` and a field including another. */
function templateReachingOut(url: string): Buffer {
  const zip = new PizZip(SAMPLE_TEMPLATE);
  const relsName = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsName)?.asText() ?? '';
  zip.file(
    relsName,
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdProbe" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}/linked.png" TargetMode="External"/></Relationships>`,
    ),
  );
  const picture =
    '<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="Picture 1"/>' +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="probe.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
    '<pic:blipFill><a:blip r:link="rIdProbe"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
  const field =
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "' +
    `${url}/field.png` +
    '" \\d </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>picture</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
      'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
      'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>' +
      `<w:p><w:r><w:t>Linked CV of {lastName}</w:t></w:r></w:p>${picture}${field}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('CVs nobody can freeze the server with (issue 25)', () => {
  const context = useTestContext();
  const { get, tokens } = context;
  const pool = createCvPool();
  const sport = { football: '', icehockey: '' };

  const playerOf = (tenant: string, offset = 0) => demoPlayerOf(context.t.database.db, tenant, { offset });
  const serviceWith = (options: { pool?: CvPool; layoutMs?: number } = {}) =>
    createPlayerCvService({
      db: context.t.database.db,
      storage: createDiskStorage(path.join(context.t.config.dataDir, 'uploads')),
      company: context.t.config.company,
      companyLogo: async () => ({ type: 'image/svg+xml', body: Buffer.from('<svg/>') }),
      converter: { toPdf: async () => ({ ok: false, reason: 'not in this test' }) },
      pool: options.pool ?? pool,
      log: { warn: () => undefined },
      budgets: { layoutMs: options.layoutMs ?? 20_000, fillMs: 10_000, checkMs: 15_000 },
    });

  beforeAll(async () => {
    sport.football = context.sport.Football ?? '';
    sport.icehockey = context.sport.Icehockey ?? '';
  });
  afterAll(async () => {
    await pool.close();
  });

  it('makes a CV of 3 × 3,900 lines (minutes before issue 25) while health goes on answering', async () => {
    const player = await playerOf(sport.football, 1);
    const lines = Array.from({ length: 3900 }, () => 'x').join('<br>');
    await context.t.database.db
      .update(contacts)
      .set({ statistics: lines, description: lines, playerReferences: lines, updatedAt: new Date() })
      .where(eq(contacts.id, player.id));
    let done = false;
    const cv = get(`/unauthorised/getpdf/${sport.football}/${player.id}`).finally(() => {
      done = true;
    });
    let healthAnswers = 0;
    while (!done) {
      const health = await context.t.inject({ url: '/core/health' });
      if (!done && health.statusCode === 200) healthAnswers += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await cv;
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(healthAnswers).toBeGreaterThan(3);
  });

  it('stops a CV that runs past its budget with 503, and refuses the same CV at once for a while', async () => {
    const player = await playerOf(sport.football, 2);
    const service = serviceWith({ layoutMs: 1 });
    const first = await service.publicCv(sport.football, player.id).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(DomainError);
    expect(first).toMatchObject({
      kind: 'unavailable',
      message: PUBLIC_PAGE_MESSAGES.cvTooSlow,
      retryAfterSeconds: 60,
    });
    let jobs = 0;
    const counting: CvPool = {
      run: (...args) => {
        jobs += 1;
        return pool.run(...args);
      },
      close: async () => undefined,
    };
    // Another service on the same key would try again; this one remembers the failure.
    await expect(service.publicCv(sport.football, player.id)).rejects.toMatchObject({ kind: 'unavailable' });
    await serviceWith({ pool: counting }).publicCv(sport.football, player.id);
    expect(jobs).toBe(1);
  });

  it('answers a repeated download from the cache, byte for byte, and makes a new CV once the player changes', async () => {
    const player = await playerOf(sport.football, 3);
    const url = `${API}/unauthorised/getpdf/${sport.football}/${player.id}`;
    const first = await context.t.inject({ url });
    const second = await context.t.inject({ url });
    expect(first.statusCode).toBe(200);
    // The PDF library stamps each PDF with the time it was made: equal bytes mean one render.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    await context.t.database.db
      .update(contacts)
      .set({ lastName: `${player.lastName} Changed`, updatedAt: new Date() })
      .where(eq(contacts.id, player.id));
    const changed = await context.t.inject({ url });
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('keeps a cached CV for the day it was made only, since it shows the player’s age', async () => {
    const player = await playerOf(sport.football, 4);
    const url = `${API}/unauthorised/getpdf/${sport.football}/${player.id}`;
    const today = await context.t.inject({ url });
    expect((await context.t.inject({ url })).rawPayload.equals(today.rawPayload)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      const tomorrow = await context.t.inject({ url });
      expect(tomorrow.statusCode).toBe(200);
      expect(tomorrow.rawPayload.equals(today.rawPayload)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes the CV anew when the sport’s template changes', async () => {
    const player = await playerOf(sport.icehockey, 1);
    let conversions = 0;
    const service = createPlayerCvService({
      db: context.t.database.db,
      storage: createDiskStorage(path.join(context.t.config.dataDir, 'uploads')),
      company: context.t.config.company,
      companyLogo: async () => ({ type: 'image/svg+xml', body: Buffer.from('<svg/>') }),
      converter: {
        toPdf: async () => {
          conversions += 1;
          return { ok: true, pdf: Buffer.from(`%PDF-1.4 conversion ${conversions}`) };
        },
      },
      pool,
      log: { warn: () => undefined },
    });
    await service.publicCv(sport.icehockey, player.id);
    await service.publicCv(sport.icehockey, player.id);
    expect(conversions).toBe(1);
    await context.t.database.db
      .update(pdfTemplates)
      .set({ updatedAt: new Date() })
      .where(eq(pdfTemplates.tenantId, sport.icehockey));
    const cv = await service.publicCv(sport.icehockey, player.id);
    expect(conversions).toBe(2);
    expect(cv.pdf.toString('latin1')).toBe('%PDF-1.4 conversion 2');
  });

  it('refuses a template that unpacks past the limits, whatever its zip claims, naming the limit', async () => {
    const { id } = (await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.hockeyAdmin)).json<{
      id: string;
    }>();
    const bomb = new PizZip(SAMPLE_TEMPLATE);
    bomb.file('word/media/filler.bin', Buffer.alloc(DOCX_LIMITS.unpackedBytes + MB), { binary: true });
    const bytes = bomb.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Every central directory entry claims 100 bytes: the old check added up those claims.
    for (let at = 0; at + 46 <= bytes.length; at += 1) {
      if (bytes.readUInt32LE(at) === 0x02014b50) bytes.writeUInt32LE(100, at + 24);
    }
    const response = await context.t.inject({
      method: 'POST',
      url: `${API}/PlayerCV/${id}/file`,
      token: tokens.hockeyAdmin,
      ...docxUpload(bytes),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [`file: ${DOCX_REFUSALS.unpacked}`] });
  });

  describe('a template that links pictures from elsewhere', () => {
    let listener: Server;
    const requests: string[] = [];
    beforeAll(async () => {
      listener = createServer((request, response) => {
        requests.push(request.url ?? '');
        response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

    it(
      'is converted without a single request to the addresses it names',
      async () => {
        const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
        const { id } = (await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.hockeyAdmin)).json<{
          id: string;
        }>();
        const uploaded = await context.t.inject({
          method: 'POST',
          url: `${API}/PlayerCV/${id}/file`,
          token: tokens.hockeyAdmin,
          ...docxUpload(templateReachingOut(url)),
        });
        expect(uploaded.statusCode).toBe(200);
        const preview = await get(`/PlayerCV/${id}`, tokens.hockeyAdmin);
        expect(preview.statusCode).toBe(200);
        const player = await playerOf(sport.icehockey, 2);
        const cv = await get(`/unauthorised/getpdf/${sport.icehockey}/${player.id}`);
        expect(cv.statusCode).toBe(200);
        // Made from this template (LibreOffice is installed by the test command), not the built-in layout.
        const parser = new PDFParse({ data: new Uint8Array(preview.rawPayload) });
        const text = (await parser.getText()).text;
        await parser.destroy();
        expect(text).toContain('Linked CV of');
        expect(requests).toEqual([]);
      },
      CONVERSION_TEST_TIMEOUT,
    );
  });
});
