/** A refusal told in words: nothing was written. */
export class RestoreError extends Error {}

export const RESTORE_MESSAGES: {
  usage: string;
  missingFile(file: string): string;
  notABackup(file: string): string;
  serverRunning(dir: string, pid: number | string): string;
  notEmpty(dir: string): string;
  newer(
    backup: { version: string; migration: string },
    current: { version: string; migration: string },
  ): string;
  countsDiffer(table: string, expected: number, found: number): string;
};

/** This copy's version and newest migration (`migrations`: every migration it has, oldest first). */
export function currentRelease(): Promise<{ version: string; migration: string; migrations: string[] }>;

export interface RestoredBackup {
  /** The archive's manifest.json. */
  manifest: {
    version: string;
    migration: string;
    createdAt: string;
    database: 'pglite' | 'postgres';
    counts: Record<string, number>;
  };
  /** The uploaded files put back, and their bytes. */
  files: number;
  bytes: number;
  dataDir: string;
}

/** Restores `from` into the empty (or missing) folder `dataDir`; throws RestoreError for a refusal. */
export function restoreBackup(options: { from: string; dataDir: string }): Promise<RestoredBackup>;
