import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { createUserCsvExport } from './csv-export.ts';
import { createUserCsvImport } from './csv-import.ts';
import { createUserEdits } from './edits.ts';
import { createUserReads } from './reads.ts';
import { createUserScope } from './scope.ts';
import { createUserTargets } from './targets.ts';

export { D9_MESSAGES, D33_MESSAGES } from './access.ts';
export { EMAIL_CHANGE_NEEDS_PASSWORD, EMAIL_IN_USE } from './errors.ts';
export { USER_OPTION_NAMES, USER_SEARCH_LIMIT } from './reads.ts';
export { displayName } from './user-rows.ts';

export type UserService = ReturnType<typeof createUserService>;

/**
 * Users (D9, sharpened by D33): one service for the user routes and the auth module, put
 * together from its jobs: reading, editing, and the CSV export and import.
 */
export function createUserService({ db, storage }: { db: Db; storage: Storage }) {
  const scope = createUserScope(db);
  const targets = createUserTargets(db, scope);
  return {
    ...createUserReads(db, scope, targets),
    ...createUserEdits({ db, storage }, scope, targets),
    ...createUserCsvExport(db, scope, targets),
    ...createUserCsvImport(db, scope),
  };
}
