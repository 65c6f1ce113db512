import {
  type AppNotification,
  MESSAGES,
  NOTIFICATION_LIST_SIZE,
  type NotificationList,
  type NotificationPreferences,
} from '@transferdesk/shared';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { accessibleTenantIds, type Caller, READERS, tenantScope } from '../../lib/tenant-access.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

function toNotification(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    tenantId: row.tenantId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    link: row.link,
    event: row.event,
  };
}

/**
 * Issue 29: each user's own notification centre. A notification of a sport the user no longer
 * reads is neither shown nor counted; another user's is 404.
 */
export function createNotificationService({ db }: { db: Db }) {
  /** The caller's notifications in sports he still reads (or of no sport). */
  async function mine(caller: Caller): Promise<SQL> {
    const sports = await accessibleTenantIds(db, caller, READERS);
    return and(
      eq(notifications.userId, caller.id),
      or(isNull(notifications.tenantId), tenantScope(notifications.tenantId, sports)),
    ) as SQL;
  }

  return {
    async list(caller: Caller): Promise<NotificationList> {
      const where = await mine(caller);
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(
            desc(notifications.createdAt),
            // D46: a day's reminders share their moment; the reader's own players come first.
            sql`(${notifications.event}->>'forYou')::boolean desc nulls last`,
            desc(notifications.id),
          )
          .limit(NOTIFICATION_LIST_SIZE),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(where, isNull(notifications.readAt))),
      ]);
      return { unread: unread?.n ?? 0, data: rows.map(toNotification) };
    },

    async mark(caller: Caller, id: string, read: boolean): Promise<AppNotification> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: read ? new Date() : null })
        .where(and(eq(notifications.id, id), await mine(caller)))
        .returning();
      if (!row) throw new DomainError('notFound', MESSAGES.notFound);
      return toNotification(row);
    },

    async markAllRead(caller: Caller): Promise<{ unread: number }> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(await mine(caller), isNull(notifications.readAt)));
      return { unread: 0 };
    },

    async preferences(caller: Caller): Promise<NotificationPreferences> {
      const [row] = await db
        .select({ reminderDigest: users.reminderDigest, locale: users.locale })
        .from(users)
        .where(eq(users.id, caller.id));
      if (!row) throw new DomainError('notFound', MESSAGES.notFound);
      return row;
    },

    async setPreferences(
      caller: Caller,
      preferences: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const [row] = await db
        .update(users)
        .set(preferences)
        .where(eq(users.id, caller.id))
        .returning({ reminderDigest: users.reminderDigest, locale: users.locale });
      if (!row) throw new DomainError('notFound', MESSAGES.notFound);
      return row;
    },
  };
}
