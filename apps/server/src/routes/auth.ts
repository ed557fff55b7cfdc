import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingLogins } from '../auth/pending-login.ts';
import { sessionUserOf } from '../auth/session-user.ts';
import { requestLanguage } from '../auth/request-language.ts';
import { HttpError } from '../plugins/error-handler.ts';
import {
  perAccountAndClientBackoff,
  perAccountResetLimit,
  perUserPreHandler,
  type RateLimitSettings,
} from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import type { CounterStore } from '../cluster/counter-store.ts';
import { hasTwoFactor } from '../repositories/two-factor.ts';
import { ACCOUNT_TEXTS, createAccountService } from '../services/account-service.ts';
import { checkPlace } from '../services/geo.ts';

/**
 * Registration, login, logout, e-mail verification and password reset (docs/product.md §7 paths).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  counters: CounterStore;
}> = async (app, { rateLimits, counters }) => {
  const accounts = createAccountService({
    db: app.database.db,
    outbox: app.mailOutbox,
    appUrl: app.config.appUrl,
    log: app.log,
  });
  const pending = pendingLogins(app);
  const loginBackoff = perAccountAndClientBackoff(
    'login',
    rateLimits.login.perAccountAndClient,
    counters,
  );
  const forgotBackoff = perAccountAndClientBackoff(
    'forgot',
    rateLimits.forgotPassword.perAccountAndClient,
    counters,
  );

  app.post(
    '/api/auth/register',
    {
      schema: { body: registerRequestSchema, response: { 200: authResponseSchema } },
      config: { rateLimit: rateLimits.register },
    },
    async (request, reply) => {
      // The same place rules as the profile (routes/profile.ts).
      const problem = checkPlace(request.body.country, request.body.state);
      if (problem) {
        throw new HttpError(
          400,
          `Invalid ${problem.field}: ${problem.message}`,
          'VALIDATION_ERROR',
          [problem],
        );
      }
      const result = await accounts.register(request.body, requestLanguage(request));
      if (!result.ok) {
        throw new HttpError(409, result.message, 'ACCOUNT_EXISTS', [
          { field: result.field, message: result.reason },
        ]);
      }
      await app.sessions.start(request, reply, result.user);
      return { success: true, message: ACCOUNT_TEXTS.registered, ...sessionUserOf(result.user) };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
      config: { rateLimit: rateLimits.login.perIp },
      preHandler: loginBackoff.check,
      onResponse: loginBackoff.forgetOnSuccess,
    },
    async (request, reply) => {
      const { email, password_hash: password } = request.body;
      const user = await accounts.login(email, password, requestLanguage(request));
      if (!user) throw new HttpError(401, ACCOUNT_TEXTS.badCredentials, 'INVALID_CREDENTIALS');
      if (await hasTwoFactor(app.database.db, user.id)) {
        // No session yet: POST /api/auth/login/two-factor opens it (routes/two-factor.ts).
        await pending.start(reply, user.id);
        return { success: true, message: ACCOUNT_TEXTS.twoFactorRequired, twoFactorRequired: true };
      }
      await app.sessions.start(request, reply, user);
      return { success: true, message: ACCOUNT_TEXTS.loggedIn, ...sessionUserOf(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      // Browsers drop what they cached of this account (user-bets is revalidated by ETag).
      reply.header('clear-site-data', '"cache"');
      return { success: true, message: 'Log out successful!' };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: meResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // No live session (none sent, expired, revoked): a visitor, told so with user null.
      return {
        success: true as const,
        user: request.user ? sessionUserOf(request.user.row) : null,
      };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: { querystring: verifyEmailQuerySchema, response: { 200: verifyEmailResponseSchema } },
      config: { rateLimit: rateLimits.verifyEmail },
    },
    async (request) => {
      if (!(await accounts.verifyEmail(request.query.token))) {
        throw new HttpError(400, 'Invalid or expired verification link.', 'INVALID_TOKEN');
      }
      return { success: true };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: { response: { 200: messageResponseSchema } },
      preHandler: [
        requireUser,
        perUserPreHandler(app, 'resend-verification', rateLimits.resendVerification),
      ],
    },
    async (request) => {
      const sent = await accounts.resendVerification(
        currentUser(request).row,
        requestLanguage(request),
      );
      if (!sent) throw new HttpError(409, ACCOUNT_TEXTS.alreadyVerified, 'ALREADY_VERIFIED');
      return { success: true, message: ACCOUNT_TEXTS.verificationResent };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: rateLimits.forgotPassword.perIp },
      // Every request counts (each may send a mail): no forgetOnSuccess here.
      preHandler: [
        forgotBackoff.check,
        perAccountResetLimit(app, 'forgot', {
          repeats: rateLimits.forgotPassword.perAccount,
          newAddresses: rateLimits.forgotPassword.newAddressesPerAccount,
        }),
      ],
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, requestLanguage(request));
      return { success: true, message: ACCOUNT_TEXTS.resetRequested };
    },
  );

  app.post(
    '/api/reset-password/reset-password',
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: rateLimits.resetPassword },
    },
    async (request) => {
      if (!(await accounts.resetPassword(request.body.token, request.body.password))) {
        throw new HttpError(400, ACCOUNT_TEXTS.resetLinkInvalid, 'INVALID_TOKEN');
      }
      return { success: true, message: ACCOUNT_TEXTS.passwordReset };
    },
  );
};
