import type { NotificationEvent } from '@transferdesk/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  userId: string;
  tenantId: string | null;
  event: NotificationEvent;
  /** Relative to the app. */
  link: string;
}

/** Puts notifications in users' notification centres, in the caller's transaction. */
export async function notify(db: Db | Tx, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values([...rows]);
}
