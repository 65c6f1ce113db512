import { z } from 'zod';
import { pitchAnswerSchema } from './catalogue/pitches.ts';
import { LOCALES } from './constants.ts';
import { reminderEventSchema } from './reminders.ts';

/**
 * The in-app notification centre (issue 29: a club answered a pitch; issue 30 adds reminders).
 * Each notification is a kind with its values, so the web says it in the reader's language, and a
 * link into the app.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Relative to the app, e.g. `pitches/{tenantId}?view=list&pitch={id}`. */
  link: z.string(),
  event: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('pitchAnswered'),
      pitchId: z.uuid(),
      contactName: z.string(),
      clubName: z.string(),
      playerName: z.string(),
      answer: pitchAnswerSchema,
      message: z.string(),
      /** The club changed an earlier answer. */
      changed: z.boolean(),
    }),
    reminderEventSchema,
  ]),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export type NotificationEvent = AppNotification['event'];

/** `GET /notifications`: the newest NOTIFICATION_LIST_SIZE and how many of all are unread. */
export const notificationListSchema = z.object({
  unread: z.number().int(),
  data: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_LIST_SIZE = 30;

export const notificationUpdateSchema = z.object({ read: z.boolean({ message: 'Say true or false' }) });

/**
 * `GET`/`PUT /notifications/preferences`: the signed-in user's morning digest (D46: opt-out per
 * user) and the language of the mail the product sends them (the web keeps it in step with its
 * language switch).
 */
export const notificationPreferencesSchema = z.object({
  reminderDigest: z.boolean({ message: 'Say true or false' }),
  locale: z.enum(LOCALES, { message: `Choose ${LOCALES.map((locale) => `"${locale}"`).join(' or ')}` }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
