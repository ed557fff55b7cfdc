import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pushDeviceSchema,
  pushSubscriptionRequestSchema,
  isKnownTimeZone,
  messageResponseSchema,
} from '@stakelab/core';
import { createStreamCounter, type StreamCaps, takeStreamSlot } from '../http/stream-caps.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../http/id-params.ts';
import type { Notifications } from '../notifications/notifications-service.ts';
import { deviceLabel } from '../notifications/device-label.ts';
import { KIND_NAMES } from '../notifications/notification-texts.ts';
import { isAllowedPushEndpoint } from '../notifications/push-origins.ts';
import { unsubscribeKeyOf } from '../notifications/server-keys.ts';
import { readUnsubscribeToken } from '../notifications/unsubscribe-token.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  listNotifications,
  markNotificationsRead,
  readPreferences,
  unreadCount,
  writePreferences,
} from '../repositories/notifications.ts';
import {
  deletePushSubscription,
  listPushDevices,
  savePushSubscription,
} from '../repositories/push-subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks (stakePublished, stakeSettled) and the workers of notifications/. */
    notifications: Notifications;
  }
}

const LIST_LIMIT = 30;
/** Devices one account may register: each is a send per notification. */
const MAX_DEVICES = 20;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const UNSUBSCRIBE_PAGE = {
  en: {
    ask: (kind: string) => `Stop e-mails about ${kind}?`,
    button: 'Unsubscribe',
    done: (kind: string) =>
      `Done: you will no longer get e-mails about ${kind}. You can turn them on again on your profile.`,
    invalid: 'This unsubscribe link is not valid.',
  },
  es: {
    ask: (kind: string) => `¿Dejar de recibir correos sobre ${kind}?`,
    button: 'Darme de baja',
    done: (kind: string) =>
      `Hecho: ya no recibirás correos sobre ${kind}. Puedes volver a activarlos en tu perfil.`,
    invalid: 'Este enlace para darse de baja no es válido.',
  },
};

const page = (lang: 'en' | 'es', body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>StakeLab</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * Notifications (issue 35): the bell's list and per-user stream, preferences, push devices, a
 * test notification, and the e-mails' one-click unsubscribe (no login: the token is signed).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ streamCaps: StreamCaps }> = async (
  app,
  { streamCaps },
) => {
  // Each tab holds one stream for its bell: capped like the live events' streams.
  const openStreams = createStreamCounter(streamCaps);
  const db = app.database.db;
  const notifications = app.notifications;

  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = currentUser(request).id;
      const [unread, list] = await Promise.all([
        unreadCount(db, userId),
        listNotifications(db, userId, LIST_LIMIT),
      ]);
      return { unread, notifications: list };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        body: z.object({ ids: z.array(z.number().int().positive()).max(100).optional() }),
        response: { 200: z.object({ unread: z.number().int() }) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markNotificationsRead(db, userId, request.body.ids, new Date());
      notifications.stream.changed([userId]);
      return { unread: await unreadCount(db, userId) };
    },
  );

  app.get('/api/notifications/stream', { onRequest: requireUser }, async (request, reply) => {
    const userId = currentUser(request).id;
    const slot = takeStreamSlot(openStreams, streamCaps, 'notification', userId, request.ip);
    reply.hijack();
    reply.raw.on('close', () => slot.release());
    await notifications.stream.open(userId, reply.raw);
  });

  app.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readPreferences(db, currentUser(request).id, app.config.timeZone);
    },
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        body: notificationPreferencesUpdateSchema.refine((p) => isKnownTimeZone(p.timeZone), {
          path: ['timeZone'],
          message: 'unknownTimeZone',
        }),
        response: { 200: notificationPreferencesSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await writePreferences(db, userId, request.body);
      return readPreferences(db, userId, app.config.timeZone);
    },
  );

  app.get(
    '/api/notifications/push/key',
    { schema: { response: { 200: z.object({ publicKey: z.string() }) } }, onRequest: requireUser },
    async () => ({ publicKey: await notifications.vapidPublicKey() }),
  );

  app.get(
    '/api/notifications/push/devices',
    { schema: { response: { 200: z.array(pushDeviceSchema) } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPushDevices(db, currentUser(request).id);
    },
  );

  app.post(
    '/api/notifications/push/devices',
    {
      schema: { body: pushSubscriptionRequestSchema, response: { 200: pushDeviceSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { endpoint, keys } = request.body;
      if (!isAllowedPushEndpoint(endpoint, app.config.push.allowedOrigins)) {
        throw new HttpError(
          400,
          'Invalid endpoint: not a known push service.',
          'VALIDATION_ERROR',
          [{ field: 'endpoint', message: 'pushServiceNotAllowed' }],
        );
      }
      const devices = await listPushDevices(db, userId);
      if (devices.length >= MAX_DEVICES) {
        throw new HttpError(
          400,
          `At most ${MAX_DEVICES} devices: remove one first.`,
          'TOO_MANY_DEVICES',
        );
      }
      const id = await savePushSubscription(
        db,
        {
          userId,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          label: deviceLabel(request.headers['user-agent']),
        },
        new Date(),
      );
      const saved = (await listPushDevices(db, userId)).find((d) => d.id === id);
      if (!saved) throw new HttpError(409, 'The device was removed meanwhile.', 'CONFLICT');
      return saved;
    },
  );

  app.delete(
    '/api/notifications/push/devices/:id',
    {
      schema: { params: idParams, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const removed = await deletePushSubscription(db, request.params.id, currentUser(request).id);
      if (!removed) throw new HttpError(404, 'No such device.', 'NOT_FOUND');
      return { success: true, message: 'Device removed.' };
    },
  );

  app.post(
    '/api/notifications/test',
    { schema: { response: { 200: messageResponseSchema } }, onRequest: requireUser },
    async (request) => {
      await notifications.test(currentUser(request).id);
      return { success: true, message: 'Test notification sent.' };
    },
  );

  // The e-mails' unsubscribe: GET shows a one-button page (a mail scanner's prefetch changes
  // nothing), POST turns the kind's e-mail off — the page's button, or a mail client's RFC 8058
  // one-click POST ("List-Unsubscribe=One-Click", form-encoded or multipart).
  await app.register(async (scope) => {
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      unsubscribe.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 1024 },
        (_r, _b, done) => done(null, null),
      );
    }
    const query = z.object({ token: z.string().max(300) });
    const tokenOf = async (token: string) =>
      readUnsubscribeToken(await unsubscribeKeyOf(db), token);
    const languageOf = async (userId: number) => {
      const row = await db
        .selectFrom('users')
        .select('language')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.language === 'es' ? 'es' : 'en';
    };

    unsubscribe.get(
      '/api/notifications/unsubscribe',
      { schema: { querystring: query } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const claim = await tokenOf(request.query.token);
        if (!claim)
          return reply.code(400).send(page('en', `<p>${UNSUBSCRIBE_PAGE.en.invalid}</p>`));
        const lang = await languageOf(claim.userId);
        const texts = UNSUBSCRIBE_PAGE[lang];
        const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return page(
          lang,
          `<p>${escapeHtml(texts.ask(KIND_NAMES[lang][claim.kind]))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${texts.button}</button></form>`,
        );
      },
    );

    unsubscribe.post(
      '/api/notifications/unsubscribe',
      { schema: { querystring: query } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const claim = await tokenOf(request.query.token);
        if (!claim)
          return reply.code(400).send(page('en', `<p>${UNSUBSCRIBE_PAGE.en.invalid}</p>`));
        const prefs = await readPreferences(db, claim.userId, app.config.timeZone);
        prefs.kinds[claim.kind] = { ...prefs.kinds[claim.kind], email: 'off' };
        await writePreferences(db, claim.userId, prefs);
        request.log.info({ userId: claim.userId, kind: claim.kind }, 'e-mail unsubscribed');
        const lang = await languageOf(claim.userId);
        return page(
          lang,
          `<p>${escapeHtml(UNSUBSCRIBE_PAGE[lang].done(KIND_NAMES[lang][claim.kind]))}</p>`,
        );
      },
    );
  });
};
