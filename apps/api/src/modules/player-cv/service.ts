import {
  cvFileName,
  MESSAGES,
  type PdfTemplate,
  type PdfTemplateForm,
  PUBLIC_PAGE_MESSAGES,
  type PublicPlayer,
} from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pdfTemplates, tenants } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/resource-list.ts';
import type { Storage } from '../../lib/storage.ts';
import { assertRowAccess, assertTenantAccess, WRITERS } from '../../lib/tenant-access.ts';
import { loadPublicPlayer } from '../public-players/queries.ts';
import { type CvCompany, cvFields } from './cv-fields.ts';
import { checkTemplate, fillTemplate } from './docx.ts';
import { type CvImage, type CvLogo, renderCvLayout } from './layout.ts';
import { createLimiter, type Limiter } from './limiter.ts';
import { samplePlayer } from './sample-player.ts';
import type { DocxConverter } from './soffice.ts';

export type PlayerCvService = ReturnType<typeof createPlayerCvService>;

/** A rendered CV: the PDF and the name it is downloaded under. */
export interface CvPdf {
  pdf: Buffer;
  filename: string;
  /** Which way it was made: the sport's Word template through LibreOffice, or the built-in layout. */
  source: 'template' | 'built-in';
}

export interface CvLog {
  warn(details: object, message: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEMPLATE_FOLDER = 'cv-templates';
/** Built-in renders at a time: @react-pdf lays out on the event loop, so more would only queue there. */
const RENDER_SLOTS = 2;
const RENDER_QUEUE = 20;

const templateColumns = {
  id: pdfTemplates.id,
  tenantId: pdfTemplates.tenantId,
  name: pdfTemplates.name,
  filePath: pdfTemplates.filePath,
  updatedAt: pdfTemplates.updatedAt,
};
type TemplateRow = { id: string; tenantId: string; name: string; filePath: string | null; updatedAt: Date };

const toTemplate = (row: TemplateRow): PdfTemplate => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  hasFile: row.filePath !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/** PNG or JPEG by their first bytes; anything else (WebP, GIF) is not drawn. */
function imageOf(bytes: Buffer | undefined): CvImage | undefined {
  if (!bytes || bytes.length < 8) return undefined;
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { data: bytes, format: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { data: bytes, format: 'jpg' };
  return undefined;
}

/**
 * D20: a player's CV as PDF, from the sport's Word template (filled with docxtemplater, converted
 * by LibreOffice) or, without a template file, LibreOffice or a working conversion, from the
 * built-in layout. And the sport's template itself, which only its TenantAdmins see and change.
 */
export function createPlayerCvService({
  db,
  storage,
  company,
  companyLogo,
  converter,
  log,
  renderLimiter = createLimiter(RENDER_SLOTS, RENDER_QUEUE),
}: {
  db: Db;
  storage: Storage;
  company: CvCompany & { logoFile?: string | undefined };
  /** The company logo's bytes and type (COMPANY_LOGO, or the product's mark as SVG). */
  companyLogo: () => Promise<{ type: string; body: Buffer }>;
  converter: DocxConverter;
  log: CvLog;
  renderLimiter?: Limiter;
}) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  async function logo(): Promise<CvLogo> {
    // Without COMPANY_LOGO the logo is the product's SVG mark, which the layout draws itself.
    if (!company.logoFile) return 'product-mark';
    const file = await companyLogo().catch(() => undefined);
    return imageOf(file?.body);
  }

  async function photo(player: PublicPlayer): Promise<CvImage | undefined> {
    if (!player.pictureUrl?.startsWith('resources/')) return undefined;
    return imageOf(await storage.read(player.pictureUrl).catch(() => undefined));
  }

  async function builtIn(player: PublicPlayer): Promise<Buffer> {
    const fields = cvFields(player, company);
    const [playerPhoto, companyLogoImage] = await Promise.all([photo(player), logo()]);
    return renderLimiter.run(async () => {
      try {
        return await renderCvLayout({ fields, photo: playerPhoto, logo: companyLogoImage });
      } catch (error) {
        // An image the PDF library cannot read (a PNG it does not support) must not cost the CV.
        if (!playerPhoto && companyLogoImage === 'product-mark') throw error;
        log.warn({ err: error }, 'CV layout failed with its images; rendering it without them');
        return renderCvLayout({ fields, photo: undefined, logo: 'product-mark' });
      }
    });
  }

  async function templateFor(tenantId: string): Promise<TemplateRow | undefined> {
    const [row] = await db
      .select(templateColumns)
      .from(pdfTemplates)
      .where(eq(pdfTemplates.tenantId, tenantId));
    return row;
  }

  /** The CV of `player`: through the sport's template when it has a file and LibreOffice works, else built in. */
  async function render(player: PublicPlayer, template: TemplateRow | undefined): Promise<CvPdf> {
    const filename = cvFileName(player);
    const bytes = template?.filePath
      ? await storage.read(template.filePath).catch(() => undefined)
      : undefined;
    if (template && bytes) {
      let docx: Buffer | undefined;
      try {
        docx = fillTemplate(bytes, cvFields(player, company));
      } catch (error) {
        log.warn(
          { err: error, templateId: template.id },
          'CV template could not be filled; using the built-in layout',
        );
      }
      if (docx) {
        const converted = await converter.toPdf(docx);
        if (converted.ok) return { pdf: converted.pdf, filename, source: 'template' };
        log.warn(
          { reason: converted.reason, templateId: template.id },
          'CV template not converted; using the built-in layout',
        );
      }
    } else if (template?.filePath) {
      log.warn({ templateId: template.id, filePath: template.filePath }, 'CV template file is missing');
    }
    return { pdf: await builtIn(player), filename, source: 'built-in' };
  }

  /** The template addressed by id, for one of its sport's TenantAdmins (404 for anyone else's). */
  async function ownTemplate(caller: Caller, id: string): Promise<TemplateRow> {
    const [row] = await db.select(templateColumns).from(pdfTemplates).where(eq(pdfTemplates.id, id));
    await assertRowAccess(db, caller, row?.tenantId, WRITERS);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The public CV (D16, D29): the sport's visible player, else 404 with the spec's message. */
    async publicCv(tenantId: string, playerId: string): Promise<CvPdf> {
      const failed = () => new DomainError('notFound', PUBLIC_PAGE_MESSAGES.cvDownloadFailed);
      if (!UUID.test(tenantId) || !UUID.test(playerId)) throw failed();
      const player = await loadPublicPlayer(db, playerId);
      if (!player || player.tenantId !== tenantId) throw failed();
      return render(player, await templateFor(tenantId));
    },

    async templateOfSport(caller: Caller, tenantId: string): Promise<PdfTemplate> {
      await assertTenantAccess(db, caller, tenantId, WRITERS);
      const row = await templateFor(tenantId);
      if (!row) throw new DomainError('notFound', PUBLIC_PAGE_MESSAGES.noTemplate);
      return toTemplate(row);
    },

    async create(caller: Caller, input: { tenantId: string; name: string }): Promise<PdfTemplate> {
      await assertTenantAccess(db, caller, input.tenantId, WRITERS);
      const [row] = await db
        .insert(pdfTemplates)
        .values({ tenantId: input.tenantId, name: input.name })
        .onConflictDoNothing()
        .returning(templateColumns);
      if (!row) throw new DomainError('conflict', 'This sport already has a PDF template');
      return toTemplate(row);
    },

    async edited(caller: Caller, id: string): Promise<{ id: string; name: string; tenantId: string }> {
      const row = await ownTemplate(caller, id);
      return { id: row.id, name: row.name, tenantId: row.tenantId };
    },

    async rename(caller: Caller, id: string, input: PdfTemplateForm): Promise<PdfTemplate> {
      await ownTemplate(caller, id);
      const [row] = await db
        .update(pdfTemplates)
        .set({ name: input.name.trim() })
        .where(eq(pdfTemplates.id, id))
        .returning(templateColumns);
      if (!row) throw notFound();
      return toTemplate(row);
    },

    /** A new Word file for the template: a real .docx (415) whose placeholders compile (400). */
    async replaceFile(
      caller: Caller,
      id: string,
      file: { bytes: Uint8Array; filename: string },
    ): Promise<PdfTemplate> {
      await ownTemplate(caller, id);
      if (!file.filename.toLowerCase().endsWith('.docx')) {
        throw new DomainError('unsupportedType', PUBLIC_PAGE_MESSAGES.notDocx);
      }
      checkTemplate(file.bytes);
      const newPath = await storage.save(TEMPLATE_FOLDER, file.bytes, 'docx');
      let previous: TemplateRow | undefined;
      let row: TemplateRow | undefined;
      try {
        [previous] = await db.select(templateColumns).from(pdfTemplates).where(eq(pdfTemplates.id, id));
        [row] = await db
          .update(pdfTemplates)
          .set({ filePath: newPath, updatedAt: new Date() })
          .where(eq(pdfTemplates.id, id))
          .returning(templateColumns);
      } catch (error) {
        await storage.remove(newPath);
        throw error;
      }
      if (!row) {
        await storage.remove(newPath);
        throw notFound();
      }
      if (previous?.filePath && previous.filePath !== newPath) {
        // The new file is committed; a leftover old one would only cost disk space.
        await storage.remove(previous.filePath).catch(() => undefined);
      }
      return toTemplate(row);
    },

    /** The template's preview: a made-up player (sample-player.ts) through the template, or built in. */
    async preview(caller: Caller, id: string): Promise<CvPdf> {
      const row = await ownTemplate(caller, id);
      const [tenant] = await db
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, row.tenantId));
      return render(samplePlayer({ id: row.tenantId, name: tenant?.name ?? '' }), row);
    },

    /** The Word file as uploaded; 404 until there is one. */
    async templateFile(caller: Caller, id: string): Promise<{ bytes: Buffer; name: string }> {
      const row = await ownTemplate(caller, id);
      const bytes = row.filePath ? await storage.read(row.filePath) : undefined;
      if (!bytes) throw new DomainError('notFound', PUBLIC_PAGE_MESSAGES.noTemplate);
      return { bytes, name: row.name };
    },
  };
}
