import {
  accountSessionsResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmEmailChangeResponseSchema,
  messageResponseSchema,
  sessionIdParamsSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOf } from '../auth/device-name.ts';
import { requestLanguage } from '../auth/request-language.ts';
import type { CounterStore } from '../cluster/counter-store.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { keyedBackoff, type RateLimitSettings } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  deleteOtherSessions,
  deleteSessionOfUser,
  listSessionsOfUser,
} from '../repositories/sessions.ts';
import { createAccountChanges } from '../services/account-changes.ts';

export const ACCOUNT_SECURITY_TEXTS = {
  wrongPassword: 'Your current password is not right.',
  passwordChanged: 'Your password has been changed. Your other sessions have been ended.',
  emailSent: 'Check your new address: the change happens when you follow the link we sent there.',
  sameEmail: 'That is already your e-mail.',
  emailTaken: 'An account with this e-mail already exists.',
  emailLinkInvalid: 'This link is invalid or has expired.',
  sessionEnded: 'That session has been ended.',
  sessionNotFound: 'That session no longer exists.',
  othersEnded: 'Your other sessions have been ended.',
} as const;

const T = ACCOUNT_SECURITY_TEXTS;

/** Change of password and e-mail, and the account's signed-in devices (issue 37). */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  counters: CounterStore;
}> = async (app, { rateLimits, counters }) => {
  const db = app.database.db;
  const changes = createAccountChanges({
    db,
    outbox: app.mailOutbox,
    appUrl: app.config.appUrl,
    log: app.log,
  });
  const recheck = keyedBackoff('password-recheck', rateLimits.passwordRecheck, counters);

  app.post(
    '/api/auth/change-password',
    {
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = `${user.id}:${request.ip}`;
      await recheck.check(reply, key);
      const { current_password: current, new_password: next } = request.body;
      const ok = await changes.changePassword(
        user.row,
        request.sessionTokenHash ?? '',
        current,
        next,
      );
      if (!ok) throw new HttpError(400, T.wrongPassword, 'WRONG_PASSWORD');
      await recheck.forget(key);
      return { success: true, message: T.passwordChanged };
    },
  );

  app.post(
    '/api/auth/change-email',
    {
      schema: { body: changeEmailRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = `${user.id}:${request.ip}`;
      await recheck.check(reply, key);
      const { current_password: password, new_email: newEmail } = request.body;
      const result = await changes.requestEmailChange(
        user.row,
        password,
        newEmail,
        requestLanguage(request),
      );
      if (result === 'wrongPassword') throw new HttpError(400, T.wrongPassword, 'WRONG_PASSWORD');
      await recheck.forget(key);
      if (result === 'sameEmail') throw new HttpError(400, T.sameEmail, 'SAME_EMAIL');
      if (result === 'taken') {
        throw new HttpError(409, T.emailTaken, 'ACCOUNT_EXISTS', [
          { field: 'new_email', message: 'emailTaken' },
        ]);
      }
      return { success: true, message: T.emailSent };
    },
  );

  app.post(
    '/api/auth/confirm-email-change',
    {
      schema: {
        body: confirmEmailChangeRequestSchema,
        response: { 200: confirmEmailChangeResponseSchema },
      },
      config: { rateLimit: rateLimits.verifyEmail },
    },
    async (request) => {
      const result = await changes.confirmEmailChange(request.body.token);
      if (result.ok) return { success: true as const, email: result.email };
      if (result.reason === 'taken') throw new HttpError(409, T.emailTaken, 'ACCOUNT_EXISTS');
      throw new HttpError(400, T.emailLinkInvalid, 'INVALID_TOKEN');
    },
  );

  app.get(
    '/api/auth/sessions',
    { schema: { response: { 200: accountSessionsResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listSessionsOfUser(db, currentUser(request).id, new Date());
      return {
        success: true as const,
        sessions: rows.map((row) => ({
          id: row.id,
          ...deviceOf(row.user_agent),
          first_seen: new Date(row.created_at).toISOString(),
          last_seen: new Date(row.last_used_at).toISOString(),
          address: row.address,
          current: row.token_hash === request.sessionTokenHash,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: { params: sessionIdParamsSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const ended = await deleteSessionOfUser(db, currentUser(request).id, request.params.id);
      if (!ended) throw new HttpError(404, T.sessionNotFound, 'NOT_FOUND');
      return { success: true, message: T.sessionEnded };
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    { schema: { response: { 200: messageResponseSchema } }, onRequest: requireUser },
    async (request) => {
      await deleteOtherSessions(db, currentUser(request).id, request.sessionTokenHash ?? '');
      return { success: true, message: T.othersEnded };
    },
  );
};
