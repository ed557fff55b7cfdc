import {
  authResponseSchema,
  messageResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingLogins } from '../auth/pending-login.ts';
import type { CounterStore } from '../cluster/counter-store.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { sessionUserOf } from '../auth/session-user.ts';
import { keyedBackoff, type RateLimitSettings } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { findUserById } from '../repositories/users.ts';
import { createTwoFactorService } from '../services/two-factor-service.ts';
import { ACCOUNT_TEXTS } from '../services/account-service.ts';

export const TWO_FACTOR_TEXTS = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  pendingExpired: 'Your sign-in took too long. Please enter your password again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  wrongPasswordOrCode: 'The password or the code is not right.',
  disabled: 'Two-factor sign-in is off.',
} as const;

/**
 * Two-factor sign-in (issue 37): setting it up from the profile, turning it off, and the
 * login's second step. Codes are limited as passwords are (plugins/rate-limits.ts).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  counters: CounterStore;
}> = async (app, { rateLimits, counters }) => {
  const twoFactor = createTwoFactorService({ db: app.database.db, log: app.log });
  const pending = pendingLogins(app);
  const perClient = keyedBackoff('2fa', rateLimits.twoFactor.perAccountAndClient, counters);
  const perAccount = keyedBackoff('2fa-account', rateLimits.twoFactor.perAccount, counters);
  const recheck = keyedBackoff('password-recheck', rateLimits.passwordRecheck, counters);

  app.post(
    '/api/auth/login/two-factor',
    {
      schema: { body: twoFactorLoginRequestSchema, response: { 200: authResponseSchema } },
      config: { rateLimit: rateLimits.twoFactor.perIp },
    },
    async (request, reply) => {
      const waiting = await pending.find(request);
      if (!waiting) throw new HttpError(401, TWO_FACTOR_TEXTS.pendingExpired, 'LOGIN_EXPIRED');
      const { userId } = waiting;
      const clientKey = `${userId}:${request.ip}`;
      await perClient.check(reply, clientKey);
      await perAccount.check(reply, String(userId));
      if (!(await twoFactor.check(userId, request.body))) {
        throw new HttpError(401, TWO_FACTOR_TEXTS.wrongCode, 'INVALID_CODE');
      }
      await perClient.forget(clientKey);
      await perAccount.forget(String(userId));
      await pending.finish(reply, waiting.tokenHash);
      const user = await findUserById(app.database.db, userId);
      if (!user) throw new HttpError(401, TWO_FACTOR_TEXTS.pendingExpired, 'LOGIN_EXPIRED');
      await app.sessions.start(request, reply, user);
      return { success: true, message: ACCOUNT_TEXTS.loggedIn, ...sessionUserOf(user) };
    },
  );

  app.get(
    '/api/auth/two-factor',
    { schema: { response: { 200: twoFactorStatusSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await twoFactor.status(currentUser(request).id);
      return {
        success: true as const,
        enabled: status.enabled,
        recovery_codes_left: status.recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/api/auth/two-factor/setup',
    { schema: { response: { 200: twoFactorSetupResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await twoFactor.setup(currentUser(request).row);
      if (!result.ok) throw new HttpError(409, TWO_FACTOR_TEXTS.alreadyEnabled, 'ALREADY_ENABLED');
      return {
        success: true as const,
        secret: result.secret,
        otpauth_url: result.otpauthUrl,
        qr_code: result.qrCode,
      };
    },
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      schema: {
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorEnableResponseSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = `${user.id}:${request.ip}`;
      await perClient.check(reply, key);
      const codes = await twoFactor.enable(user.id, request.body.code);
      if (!codes) throw new HttpError(400, TWO_FACTOR_TEXTS.wrongCode, 'INVALID_CODE');
      await perClient.forget(key);
      reply.header('cache-control', 'no-store');
      return { success: true as const, recovery_codes: codes };
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      schema: { body: twoFactorDisableRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = `${user.id}:${request.ip}`;
      await recheck.check(reply, key);
      const { current_password: password, ...factor } = request.body;
      if ((await twoFactor.disable(user.row, password, factor)) !== 'off') {
        throw new HttpError(400, TWO_FACTOR_TEXTS.wrongPasswordOrCode, 'INVALID_CREDENTIALS');
      }
      await recheck.forget(key);
      return { success: true, message: TWO_FACTOR_TEXTS.disabled };
    },
  );
};
