import { cvFileName, type PublicPlayer } from '@transferdesk/shared';
import type { Storage } from '../../lib/storage.ts';
import { type CvCompany, cvFields } from './cv-fields.ts';
import { CV_BUDGETS, type CvBudgets, type CvPool, cvJobError } from './cv-pool.ts';
import type { CvImage, CvLogo } from './layout.ts';
import type { DocxConverter } from './soffice.ts';

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

/** The sport's template as the render needs it. */
export interface CvTemplate {
  id: string;
  filePath: string | null;
}

/** PNG or JPEG by their first bytes; anything else (WebP, GIF) is not drawn. */
function imageOf(bytes: Buffer | undefined): CvImage | undefined {
  if (!bytes || bytes.length < 8) return undefined;
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { data: bytes, format: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { data: bytes, format: 'jpg' };
  return undefined;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * D20: a player's CV as PDF, from the sport's Word template (filled by docxtemplater, converted by
 * LibreOffice) or, without a template file or a working conversion, from the built-in layout. The
 * layout and the filling run in the CV worker pool (issue 25), each within its budget.
 */
export function createCvRenderer({
  storage,
  company,
  companyLogo,
  converter,
  pool,
  log,
  budgets = CV_BUDGETS,
}: {
  storage: Storage;
  company: CvCompany & { logoFile?: string | undefined };
  /** The company logo's bytes and type (COMPANY_LOGO, or the product's mark as SVG). */
  companyLogo: () => Promise<{ type: string; body: Buffer }>;
  converter: DocxConverter;
  pool: CvPool;
  log: CvLog;
  budgets?: Omit<CvBudgets, 'checkMs'>;
}) {
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
    const [playerPhoto, companyLogoImage] = await Promise.all([photo(player), logo()]);
    try {
      const rendered = await pool.run(
        'renderCv',
        { fields: cvFields(player, company), photo: playerPhoto, logo: companyLogoImage },
        budgets.layoutMs,
      );
      if (rendered.imagesDropped)
        log.warn({ playerId: player.id }, 'CV layout failed with its images; rendered it without them');
      return asBuffer(rendered.pdf);
    } catch (error) {
      log.warn({ err: error, playerId: player.id }, 'CV layout did not finish');
      throw cvJobError(error);
    }
  }

  /** The filled template as .docx, or undefined (logged) when it cannot be filled in its budget. */
  async function filled(
    player: PublicPlayer,
    template: CvTemplate,
    bytes: Buffer,
  ): Promise<Uint8Array | undefined> {
    try {
      const result = await pool.run(
        'fillCvTemplate',
        { template: bytes, fields: cvFields(player, company) },
        budgets.fillMs,
      );
      if (result.ok) return result.docx;
      log.warn(
        { problem: result.problem, templateId: template.id },
        'CV template could not be filled; using the built-in layout',
      );
    } catch (error) {
      log.warn(
        { err: error, templateId: template.id },
        'CV template filling did not finish; using the built-in layout',
      );
    }
    return undefined;
  }

  return {
    /** The CV of `player`: through the sport's template when it has a file and LibreOffice works, else built in. */
    async render(player: PublicPlayer, template: CvTemplate | undefined): Promise<CvPdf> {
      const filename = cvFileName(player);
      const bytes = template?.filePath
        ? await storage.read(template.filePath).catch(() => undefined)
        : undefined;
      if (template && bytes) {
        const docx = await filled(player, template, bytes);
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
    },
  };
}
