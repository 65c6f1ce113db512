import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, cvPdfs } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';

const CACHE_FOLDER = 'cv-cache';

/** A hash of everything a CV shows: any change to any part makes a new key, so a new PDF. */
export function cvSourceKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export type CachedCv = { pdf: Buffer; source: 'template' | 'built-in' };

/**
 * Issue 25: the last CV PDF of each player in storage, so that a repeated anonymous download costs
 * a file read. One entry per player; a render for a new key replaces it and its file.
 */
export function createCvCache(db: Db, storage: Storage) {
  return {
    async get(playerId: string, sourceKey: string): Promise<CachedCv | undefined> {
      const [row] = await db
        .select({ sourceKey: cvPdfs.sourceKey, filePath: cvPdfs.filePath, source: cvPdfs.source })
        .from(cvPdfs)
        .where(eq(cvPdfs.playerId, playerId));
      if (!row || row.sourceKey !== sourceKey) return undefined;
      const pdf = await storage.read(row.filePath).catch(() => undefined);
      return pdf ? { pdf, source: row.source } : undefined;
    },

    async put(entry: { tenantId: string; playerId: string; sourceKey: string } & CachedCv): Promise<void> {
      const filePath = await storage.save(CACHE_FOLDER, entry.pdf, 'pdf');
      try {
        const previous = await db.transaction(async (tx) => {
          // D48: a player deleted or erased while his CV was made gets no cached copy. The lock
          // waits for an erasure under way (it locks the row for update) but not for edits.
          const [live] = await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(and(eq(contacts.id, entry.playerId), isNull(contacts.deletedAt)))
            .for('key share');
          if (!live) return filePath;
          const [old] = await tx
            .select({ filePath: cvPdfs.filePath })
            .from(cvPdfs)
            .where(eq(cvPdfs.playerId, entry.playerId))
            .for('update');
          const values = {
            sourceKey: entry.sourceKey,
            filePath,
            source: entry.source,
            createdAt: new Date(),
          };
          await tx
            .insert(cvPdfs)
            .values({ playerId: entry.playerId, tenantId: entry.tenantId, ...values })
            .onConflictDoUpdate({ target: cvPdfs.playerId, set: values });
          return old?.filePath;
        });
        // The file replaced, or the new one when no row may point at it.
        if (previous) await storage.remove(previous).catch(() => undefined);
      } catch (error) {
        // No row points at the new file (the player was deleted meanwhile, or the database failed).
        await storage.remove(filePath).catch(() => undefined);
        throw error;
      }
    },
  };
}
