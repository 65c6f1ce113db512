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
import { DomainError, VALIDATION_FAILED } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { assertRowAccess, assertTenantAccess, type Caller, WRITERS } from '../../lib/tenant-access.ts';
import { WorkerJobFailed } from '../../lib/worker-pool.ts';
import { loadPublicPlayer } from '../public-players/queries.ts';
import { createCvCache, cvSourceKey } from './cv-cache.ts';
import type { CvCompany } from './cv-fields.ts';
import { CV_BUDGETS, type CvBudgets, type CvPool, cvJobError } from './cv-pool.ts';
import { type CvLog, type CvPdf, createCvRenderer } from './cv-render.ts';
import { samplePlayer } from './sample-player.ts';
import type { DocxConverter } from './soffice.ts';

export type PlayerCvService = ReturnType<typeof createPlayerCvService>;
export type { CvLog, CvPdf } from './cv-render.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEMPLATE_FOLDER = 'cv-templates';
/** Part of every cached CV's key: raise it when the built-in layout or the filling changes. */
const CV_LAYOUT_VERSION = 2;
/** How long a CV that could not be made in its budget is refused at once instead of tried again. */
const FAILED_CV_MEMORY_MS = 10 * 60 * 1000;
const FAILED_CV_KEYS = 1000;

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

/**
 * D20: the public CV PDF (cached per player, issue 25) and the sport's Word template, which only
 * its TenantAdmins see and change. Rendering is cv-render.ts's, in the CV worker pool.
 */
export function createPlayerCvService({
  db,
  storage,
  company,
  companyLogo,
  converter,
  pool,
  log,
  budgets = CV_BUDGETS,
}: {
  db: Db;
  storage: Storage;
  company: CvCompany & { logoFile?: string | undefined };
  /** The company logo's bytes and type (COMPANY_LOGO, or the product's mark as SVG). */
  companyLogo: () => Promise<{ type: string; body: Buffer }>;
  converter: DocxConverter;
  pool: CvPool;
  log: CvLog;
  /** What each job may take (CV_BUDGETS; tests make them small). */
  budgets?: CvBudgets;
}) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const renderer = createCvRenderer({ storage, company, companyLogo, converter, pool, log, budgets });
  const cache = createCvCache(db, storage);
  /** CVs being made now, by key: a second request for the same one waits for the first. */
  const making = new Map<string, Promise<CvPdf>>();
  /** Keys of CVs that ran past their budget, until when they are refused without a new try. */
  const failed = new Map<string, number>();

  async function templateFor(tenantId: string): Promise<TemplateRow | undefined> {
    const [row] = await db
      .select(templateColumns)
      .from(pdfTemplates)
      .where(eq(pdfTemplates.tenantId, tenantId));
    return row;
  }

  /** The player's CV from the cache when nothing it shows has changed, else made and cached. */
  async function cachedCv(player: PublicPlayer, template: TemplateRow | undefined): Promise<CvPdf> {
    const filename = cvFileName(player);
    const sourceKey = cvSourceKey({
      version: CV_LAYOUT_VERSION,
      // The CV shows the player's age: a cached one lasts the day it was made.
      day: new Date().toISOString().slice(0, 10),
      player,
      template: template
        ? { id: template.id, filePath: template.filePath, updatedAt: template.updatedAt }
        : null,
      company,
    });
    const hit = await cache.get(player.id, sourceKey);
    if (hit) return { ...hit, filename };
    if ((failed.get(sourceKey) ?? 0) > Date.now()) throw cvJobError(new WorkerJobFailed('overBudget'));
    const pending = making.get(sourceKey);
    if (pending) return pending;
    const made = (async () => {
      try {
        const cv = await renderer.render(player, template);
        // A built-in CV standing in for a template that failed is not kept: the next try may convert.
        if (cv.source === (template?.filePath ? 'template' : 'built-in')) {
          await cache
            .put({
              tenantId: player.tenantId,
              playerId: player.id,
              sourceKey,
              pdf: cv.pdf,
              source: cv.source,
            })
            .catch((error: unknown) => log.warn({ err: error, playerId: player.id }, 'CV not cached'));
        }
        return cv;
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        if (cause instanceof WorkerJobFailed && cause.failure !== 'busy') {
          if (failed.size >= FAILED_CV_KEYS) failed.clear();
          failed.set(sourceKey, Date.now() + FAILED_CV_MEMORY_MS);
        }
        throw error;
      } finally {
        making.delete(sourceKey);
      }
    })();
    making.set(sourceKey, made);
    return made;
  }

  /** An uploaded template as the CV worker judges it: a 415 or a 400 naming the problem, or nothing. */
  async function checkUpload(bytes: Uint8Array): Promise<void> {
    let check: Awaited<ReturnType<CvPool['run']>>;
    try {
      check = await pool.run('checkCvTemplate', bytes, budgets.checkMs);
    } catch (error) {
      if (!(error instanceof WorkerJobFailed) || error.failure === 'busy') throw cvJobError(error);
      log.warn({ err: error }, 'CV template check did not finish');
      throw new DomainError('invalid', VALIDATION_FAILED, [`file: ${PUBLIC_PAGE_MESSAGES.templateTooSlow}`]);
    }
    if (check.ok) return;
    if (check.kind === 'notDocx') throw new DomainError('unsupportedType', PUBLIC_PAGE_MESSAGES.notDocx);
    throw new DomainError(
      'invalid',
      VALIDATION_FAILED,
      check.problems.map((problem) => `file: ${problem}`),
    );
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
      return cachedCv(player, await templateFor(tenantId));
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
      await checkUpload(file.bytes);
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
      return renderer.render(samplePlayer({ id: row.tenantId, name: tenant?.name ?? '' }), row);
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
