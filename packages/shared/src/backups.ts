import { z } from 'zod';

/**
 * D49: backups made while the server runs, nightly (the `backup` job) and on demand by a
 * Superadmin: one archive holding the embedded database (PGlite's own dump), the uploads and a
 * manifest. `npm run restore` puts one back into an empty data folder.
 */

/** How many backups are kept; older ones are deleted after each new one. */
export const BACKUPS_KEPT = 7;

/**
 * A backup's file name: `transferdesk-backup-2026-12-06T02-00-00-000Z.tar.gz`, its time in UTC to
 * the millisecond (two backups never share a name). Nothing else is ever read or served as one.
 */
export const BACKUP_NAME_PATTERN =
  /^transferdesk-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** The name of a backup made at `time`. */
export function backupName(time: Date): string {
  return `transferdesk-backup-${time.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** What an archive holds besides its uploads: the embedded database, or none (PostgreSQL keeps its own). */
export const BACKUP_DATABASES = ['pglite', 'postgres'] as const;
export type BackupDatabase = (typeof BACKUP_DATABASES)[number];

export const BACKUP_TRIGGERS = ['schedule', 'manual'] as const;

/** The part of an archive's `manifest.json` that the list shows. */
export const backupManifestSummarySchema = z.object({
  /** The app's version that made it. */
  version: z.string(),
  /** The newest database migration it had (`0022_audit_erasure`). */
  migration: z.string(),
  /** Rows per table at the moment of the dump (on PostgreSQL: of the database, which is not inside). */
  counts: z.record(z.string(), z.number().int()),
});
export type BackupManifestSummary = z.infer<typeof backupManifestSummarySchema>;

export const backupSchema = z.object({
  name: z.string().regex(BACKUP_NAME_PATTERN),
  /** The archive's size in bytes. */
  size: z.number().int(),
  createdAt: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  /** `pglite`: the archive holds the database and the uploads; `postgres`: the uploads only. */
  database: z.enum(BACKUP_DATABASES),
  /** How many uploaded files it holds. */
  files: z.number().int(),
  manifest: backupManifestSummarySchema,
});
export type Backup = z.infer<typeof backupSchema>;

/** `GET /backups`: newest first. */
export const backupListSchema = z.object({ data: z.array(backupSchema) });
export type BackupList = z.infer<typeof backupListSchema>;

export const BACKUP_MESSAGES = {
  running: 'A backup is being made right now. Please wait for it to finish, then try again.',
  notFound: 'There is no such backup',
  badName: 'Not the name of a backup',
} as const;
