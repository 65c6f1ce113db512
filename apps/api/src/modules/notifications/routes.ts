import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { authenticate, signedInUser } from '../../plugins/auth.ts';
import type { NotificationService } from './service.ts';

const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

/** Issue 29: the signed-in user's notification centre (the header's bell). */
export const notificationRoutes: FastifyPluginAsyncZod<{ service: NotificationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/notifications',
    {
      onRequest: authenticate,
      schema: {
        ...common,
        summary: 'My notifications',
        description:
          'The newest 30 and how many of all are unread; those of sports the caller has left are left out.',
        response: { 200: notificationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.list(signedInUser(request)),
  );

  app.patch(
    '/notifications/:id',
    {
      onRequest: authenticate,
      schema: {
        ...common,
        summary: 'Mark a notification read or unread',
        description: "Another user's notification is 404.",
        params: z.object({ id: z.uuid({ message: 'Not a valid id' }) }),
        body: notificationUpdateSchema,
        response: { 200: notificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.mark(signedInUser(request), request.params.id, request.body.read),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: authenticate,
      schema: {
        ...common,
        summary: 'Mark all my notifications read',
        response: { 200: z.object({ unread: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => service.markAllRead(signedInUser(request)),
  );

  app.get(
    '/notifications/preferences',
    {
      onRequest: authenticate,
      schema: {
        ...common,
        summary: 'My morning digest and the language of my e-mails',
        description: 'D46: `reminderDigest` is whether the daily reminders also come as a morning e-mail.',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.preferences(signedInUser(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: authenticate,
      schema: {
        ...common,
        summary: 'Opt in or out of the morning digest; choose the language of my e-mails',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.setPreferences(signedInUser(request), request.body),
  );
};
