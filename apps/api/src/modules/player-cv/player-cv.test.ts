import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, type PdfTemplate, PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, cvPdfs } from '../../db/schema/index.ts';
import { attachment } from '../../lib/attachment.ts';
import { createDiskStorage } from '../../lib/storage.ts';
import { demoPlayerOf } from '../../test/catalogue-helpers.ts';
import { useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { createCvPool } from './cv-pool.ts';
import { createPlayerCvService } from './service.ts';
import { createSofficeConverter } from './soffice.ts';

const API = '/core/api';
const SAMPLE_TEMPLATE = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'assets', 'cv-template.docx'),
);
/** LibreOffice starts anew for each conversion: seconds each, more on a busy machine. */
const CONVERSION_TEST_TIMEOUT = 120_000;

/**
 * `npm test` installs LibreOffice (scripts/libreoffice.mjs) as it installs Chromium: the conversion
 * tests need it and say so rather than pass on the built-in fallback.
 */
const sofficeInstalled = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
const LIBREOFFICE_MISSING =
  'soffice (LibreOffice) is not installed: run `npm test` as root, or apt-get install libreoffice-writer-nogui';

async function pdfFacts(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text };
  } finally {
    await parser.destroy();
  }
}

const docxUpload = (bytes: Buffer, filename = 'cv.docx') =>
  multipartBody([
    {
      name: 'file',
      value: bytes,
      filename,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);

/** A Word document whose body is `xml` (inside <w:body>). */
function docxWithBody(xml: string): Buffer {
  const zip = new PizZip(SAMPLE_TEMPLATE);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${xml}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

describe('player CV PDFs and templates (D20)', () => {
  const context = useTestContext();
  const { get, send, tokens } = context;
  const sport: Record<'football' | 'icehockey' | 'handballMen', string> = {
    football: '',
    icehockey: '',
    handballMen: '',
  };

  const playerOf = (tenant: string, includeInApp = true) =>
    demoPlayerOf(context.t.database.db, tenant, { includeInApp });

  beforeAll(async () => {
    sport.football = context.sport.Football ?? '';
    sport.icehockey = context.sport.Icehockey ?? '';
    sport.handballMen = context.sport['Handball - Men'] ?? '';
  });
  const cvPool = createCvPool();
  afterAll(async () => {
    await cvPool.close();
  });

  describe('GET /unauthorised/getpdf/{tenantId}/{playerId}', () => {
    it('renders the built-in layout for a sport without a template, as an attachment named for the player', async () => {
      const player = await playerOf(sport.football);
      const response = await get(`/unauthorised/getpdf/${sport.football}/${player.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      // Finding 10: the public answer does not tell outsiders whether the sport has a template.
      expect(response.headers['x-cv-source']).toBeUndefined();
      expect(response.headers['content-disposition']).toContain(
        `attachment; filename="${attachment(`${player.firstName}_${player.lastName}_CV.pdf`).match(/filename="([^"]*)"/)?.[1]}"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await pdfFacts(response.rawPayload);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.text).toContain(player.lastName);
      expect(pdf.text).toContain('PERSONAL');
      expect(pdf.text).toContain('Transferdesk Sports Agency');
      // The built-in layout, not a template (the demo's sample template has this heading).
      expect(pdf.text).not.toContain('CLUB AND CONTRACT');
    });

    it(
      "fills the sport's Word template and converts it with LibreOffice",
      async () => {
        const player = await playerOf(sport.icehockey);
        const response = await context.t.inject({
          url: `${API}/unauthorised/getpdf/${sport.icehockey}/${player.id}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await pdfFacts(response.rawPayload);
        expect(pdf.pages).toBeGreaterThanOrEqual(1);
        expect(pdf.text).toContain(player.lastName);
        expect(sofficeInstalled, LIBREOFFICE_MISSING).toBe(true);
        expect(response.headers['x-cv-source']).toBeUndefined();
        // The sample template's own headings, not the built-in layout's.
        expect(pdf.text).toContain('CLUB AND CONTRACT');
        expect(pdf.text).toContain('ICEHOCKEY INFORMATION');
      },
      CONVERSION_TEST_TIMEOUT,
    );

    it("answers 404 'Error! File not exists' for a hidden player, another sport's id and made-up ids", async () => {
      const hidden = await playerOf(sport.football, false);
      const visible = await playerOf(sport.football);
      for (const url of [
        `${API}/unauthorised/getpdf/${sport.football}/${hidden.id}`,
        `${API}/unauthorised/getpdf/${sport.icehockey}/${visible.id}`,
        `${API}/unauthorised/getpdf/${sport.football}/00000000-0000-4000-8000-000000000000`,
        `${API}/unauthorised/getpdf/not-a-sport/not-a-player`,
      ]) {
        const response = await context.t.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.cvDownloadFailed });
      }
    });

    it('names a non-ASCII file with an RFC 5987 filename* and an ASCII fallback', () => {
      expect(attachment('Mikkel_Sørensen_CV.pdf')).toBe(
        `attachment; filename="Mikkel_S_rensen_CV.pdf"; filename*=UTF-8''Mikkel_S%C3%B8rensen_CV.pdf`,
      );
      expect(attachment('Matúš_Kováč_CV.pdf')).toMatch(
        /^attachment; filename="Matus_Kovac_CV.pdf"; filename\*=/,
      );
      expect(attachment('Ann_Lee_CV.pdf')).toBe('attachment; filename="Ann_Lee_CV.pdf"');
      expect(attachment('O"Neil\n_CV.pdf')).toMatch(
        /^attachment; filename="O_Neil__CV.pdf"; filename\*=UTF-8''O%22Neil%0A_CV.pdf$/,
      );
    });

    it('falls back to the built-in layout when the conversion fails or LibreOffice is missing', async () => {
      const missing = createSofficeConverter({ command: '/nonexistent/soffice' });
      expect(await missing.toPdf(SAMPLE_TEMPLATE)).toEqual({
        ok: false,
        reason: '/nonexistent/soffice is not installed',
      });
      const warnings: string[] = [];
      const service = createPlayerCvService({
        db: context.t.database.db,
        storage: createDiskStorage(path.join(context.t.config.dataDir, 'uploads')),
        company: context.t.config.company,
        companyLogo: async () => ({ type: 'image/svg+xml', body: Buffer.from('<svg/>') }),
        converter: { toPdf: async () => ({ ok: false, reason: 'soffice exited with 1' }) },
        pool: cvPool,
        log: { warn: (_details, message) => warnings.push(message) },
      });
      const player = await playerOf(sport.icehockey);
      // The template's CV of this player is cached by the tests above; this one must be made.
      await context.t.database.db.delete(cvPdfs);
      const cv = await service.publicCv(sport.icehockey, player.id);
      expect(cv.source).toBe('built-in');
      expect(cv.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfFacts(cv.pdf)).text).toContain(player.lastName);
      expect(warnings).toEqual(['CV template not converted; using the built-in layout']);
    });
  });

  describe('template access', () => {
    it('refuses anonymous callers (401), Users and Superadmins (403) and answers another sport as absent (404)', async () => {
      const template = (
        await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.admin)
      ).json<PdfTemplate>();
      const byId = [
        `${API}/PlayerCV/edit/${template.id}`,
        `${API}/PlayerCV/${template.id}`,
        `${API}/PlayerCV/puretemplate/${template.id}`,
      ];
      for (const url of [`${API}/PlayerCV/pdftemplate/${sport.icehockey}`, ...byId]) {
        expect((await context.t.inject({ url })).statusCode, url).toBe(401);
        expect((await context.t.inject({ url, token: tokens.agent })).statusCode, url).toBe(403);
        expect((await context.t.inject({ url, token: tokens.superadmin })).statusCode, url).toBe(403);
      }
      // hockey.admin is TenantAdmin of Icehockey only; admin of all four.
      const [football] = await context.t.database.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.tenantId, sport.football))
        .limit(1);
      expect(football).toBeDefined();
      const created = await send('POST', `/PlayerCV`, tokens.admin, {
        tenantId: sport.handballMen,
        name: 'Handball CV',
      });
      expect(created.statusCode).toBe(201);
      const handball = created.json<PdfTemplate>();
      for (const url of [
        `${API}/PlayerCV/edit/${handball.id}`,
        `${API}/PlayerCV/${handball.id}`,
        `${API}/PlayerCV/puretemplate/${handball.id}`,
      ]) {
        const response = await context.t.inject({ url, token: tokens.hockeyAdmin });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: MESSAGES.notFound });
      }
      const rename = await send('PUT', `/PlayerCV/edit/${handball.id}`, tokens.hockeyAdmin, {
        name: 'Mine now',
      });
      expect(rename.statusCode).toBe(404);
      const upload = await context.t.inject({
        method: 'POST',
        url: `${API}/PlayerCV/${handball.id}/file`,
        token: tokens.hockeyAdmin,
        ...docxUpload(SAMPLE_TEMPLATE),
      });
      expect(upload.statusCode).toBe(404);
      expect((await get(`/PlayerCV/pdftemplate/${sport.handballMen}`, tokens.hockeyAdmin)).statusCode).toBe(
        403,
      );
      expect(
        (
          await send('POST', `/PlayerCV`, tokens.hockeyAdmin, {
            tenantId: sport.football,
            name: 'Not my sport',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('template management', () => {
    it("answers the demo's sample template of Icehockey and 'That Tenant Has No PDFs' for Football", async () => {
      const icehockey = await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.hockeyAdmin);
      expect(icehockey.statusCode).toBe(200);
      expect(icehockey.json()).toMatchObject({
        tenantId: sport.icehockey,
        name: 'Ice hockey CV (sample)',
        hasFile: true,
      });
      const football = await get(`/PlayerCV/pdftemplate/${sport.football}`, tokens.admin);
      expect(football.statusCode).toBe(404);
      expect(football.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.noTemplate });
    });

    it('creates one template per sport, reads it for the form and renames it', async () => {
      const create = (name: string) =>
        send('POST', `/PlayerCV`, tokens.admin, { tenantId: sport.football, name });
      const created = await create('Football CV');
      expect(created.statusCode).toBe(201);
      const template = created.json<PdfTemplate>();
      expect(template).toMatchObject({ tenantId: sport.football, name: 'Football CV', hasFile: false });
      expect((await create('Another')).statusCode).toBe(409);

      const edit = await get(`/PlayerCV/edit/${template.id}`, tokens.admin);
      expect(edit.json()).toEqual({ id: template.id, name: 'Football CV', tenantId: sport.football });

      const empty = await send('PUT', `/PlayerCV/edit/${template.id}`, tokens.admin, { name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json())).toContain('Field is mandatory');

      const renamed = await send('PUT', `/PlayerCV/edit/${template.id}`, tokens.admin, {
        name: 'Football CV 2026',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: template.id, name: 'Football CV 2026' });

      // No file yet: no raw template, and the preview is the built-in layout.
      expect((await get(`/PlayerCV/puretemplate/${template.id}`, tokens.admin)).statusCode).toBe(404);
      const preview = await get(`/PlayerCV/${template.id}`, tokens.admin);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['x-cv-source']).toBe('built-in');
      // Football's own sample player (issue 26, item 16).
      expect((await pdfFacts(preview.rawPayload)).text).toContain('Jonas Lindqvist');
    });

    it('refuses anything but a Word document with 415, and a template that does not compile with 400', async () => {
      const { id } = (
        await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.admin)
      ).json<PdfTemplate>();
      const upload = (body: ReturnType<typeof docxUpload>) =>
        context.t.inject({ method: 'POST', url: `${API}/PlayerCV/${id}/file`, token: tokens.admin, ...body });

      const notDocx = [
        docxUpload(TINY_PNG, 'picture.docx'),
        docxUpload(SAMPLE_TEMPLATE, 'template.pdf'),
        docxUpload(Buffer.from('plain text'), 'notes.docx'),
        docxUpload(new PizZip().file('hello.txt', 'hi').generate({ type: 'nodebuffer' }), 'archive.docx'),
      ];
      for (const body of notDocx) {
        const response = await upload(body);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.notDocx });
      }

      const broken = await upload(
        docxUpload(docxWithBody('<w:p><w:r><w:t>{firstName</w:t></w:r></w:p>'), 'broken.docx'),
      );
      expect(broken.statusCode).toBe(400);
      expect(JSON.stringify(broken.json())).toContain('file: The template cannot be filled');

      // Nothing of that reached the template.
      const raw = await get(`/PlayerCV/puretemplate/${id}`, tokens.admin);
      expect(raw.rawPayload.equals(SAMPLE_TEMPLATE)).toBe(true);
    });

    it(
      'stores an uploaded template, gives it back byte for byte and previews it with the sample player',
      async () => {
        const { id } = (
          await get(`/PlayerCV/pdftemplate/${sport.icehockey}`, tokens.hockeyAdmin)
        ).json<PdfTemplate>();
        const mine = docxWithBody(
          '<w:p><w:r><w:t>Custom CV of {fullName} ({positions})</w:t></w:r></w:p>' +
            '<w:p><w:r><w:t>{#videos}{title} {videoUrl}{/videos}</w:t></w:r></w:p>',
        );
        const uploaded = await context.t.inject({
          method: 'POST',
          url: `${API}/PlayerCV/${id}/file`,
          token: tokens.hockeyAdmin,
          ...docxUpload(mine, 'Hockey CV.DOCX'),
        });
        expect(uploaded.statusCode).toBe(200);
        expect(uploaded.json()).toMatchObject({ id, hasFile: true });

        const raw = await get(`/PlayerCV/puretemplate/${id}`, tokens.hockeyAdmin);
        expect(raw.statusCode).toBe(200);
        expect(raw.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        );
        expect(raw.headers['content-disposition']).toBe('attachment; filename="Ice hockey CV (sample).docx"');
        expect(raw.rawPayload.equals(mine)).toBe(true);

        const preview = await get(`/PlayerCV/${id}`, tokens.hockeyAdmin);
        expect(preview.statusCode).toBe(200);
        expect(preview.headers['content-type']).toBe('application/pdf');
        expect(preview.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await pdfFacts(preview.rawPayload);
        expect(pdf.pages).toBeGreaterThanOrEqual(1);
        expect(pdf.text).toContain('Mikkel');
        expect(sofficeInstalled, LIBREOFFICE_MISSING).toBe(true);
        expect(preview.headers['x-cv-source']).toBe('template');
        expect(pdf.text).toContain('Custom CV of Mikkel Sørensen (Center, Left wing)');
        expect(pdf.text).toContain('Highlights 2024/25 https://www.example.com/videos/highlights');
      },
      CONVERSION_TEST_TIMEOUT,
    );
  });
});
