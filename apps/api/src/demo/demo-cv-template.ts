import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sortKey } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pdfTemplates, tenants } from '../db/schema/index.ts';
import type { Storage } from '../lib/storage.ts';

/** The sport whose CV comes from the sample Word template; the other sports show the built-in layout. */
export const DEMO_TEMPLATE_SPORT = 'Icehockey';
export const DEMO_TEMPLATE_NAME = 'Ice hockey CV (sample)';

/**
 * The sample template (apps/api/assets/cv-template.docx, made by scripts/make-cv-template.mjs):
 * beside the bundle in dist/assets, or in the source tree.
 */
export function sampleTemplateFile(): string | undefined {
  return [
    path.join(import.meta.dirname, 'assets', 'cv-template.docx'),
    path.join(import.meta.dirname, '..', '..', 'assets', 'cv-template.docx'),
  ].find((file) => existsSync(file));
}

/**
 * D20 in the demo: Icehockey gets the sample template, so that the demo shows both ways of making
 * a CV. A sport that has a template already (the sample, or one of its own) is left alone.
 */
export async function seedDemoCvTemplate(db: Db, storage: Storage): Promise<{ pdfTemplates: number }> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.nameSort, sortKey(DEMO_TEMPLATE_SPORT)));
  const file = sampleTemplateFile();
  if (!tenant || !file) return { pdfTemplates: 0 };
  const [existing] = await db
    .select({ id: pdfTemplates.id })
    .from(pdfTemplates)
    .where(eq(pdfTemplates.tenantId, tenant.id));
  if (existing) return { pdfTemplates: 0 };
  const filePath = await storage.save('cv-templates', await readFile(file), 'docx');
  const created = await db
    .insert(pdfTemplates)
    .values({ tenantId: tenant.id, name: DEMO_TEMPLATE_NAME, filePath })
    .onConflictDoNothing()
    .returning({ id: pdfTemplates.id });
  if (created.length === 0) await storage.remove(filePath);
  return { pdfTemplates: created.length };
}
