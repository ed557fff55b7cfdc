import {
  dataExportDownloadQuerySchema,
  dataExportStatusSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  startDataExportResponseSchema,
  type DataExport,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../auth/passwords.ts';
import { requestLanguage } from '../auth/request-language.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { CounterStore } from '../cluster/counter-store.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { keyedBackoff, type RateLimitSettings } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  countDataExportsSince,
  insertDataExport,
  latestDataExport,
  takeDownload,
  type DataExportRow,
} from '../repositories/data-exports.ts';
import { findTwoFactor } from '../repositories/two-factor.ts';
import { deleteAccount } from '../services/account-data/delete-account.ts';
import { createTwoFactorService } from '../services/two-factor-service.ts';

export const ACCOUNT_DATA_TEXTS = {
  exportInProgress: 'Your data is already being prepared.',
  tooManyExports: 'You can download your data 3 times a day. Please try again tomorrow.',
  linkUnknown: 'This download link is not known.',
  linkGone: 'This download link has been used or has expired. Ask for a new export.',
  notReady: 'Your data is still being prepared.',
  wrongPasswordOrCode: 'The password or the code is not right.',
  codeRequired: 'Enter a code from your authenticator app (or a recovery code).',
  lastAdmin:
    'You are the only administrator: make another account an administrator before deleting yours.',
  deleted: 'Your account has been deleted.',
} as const;
const T = ACCOUNT_DATA_TEXTS;

/** Exports an account may ask for in 24 hours (each reads the whole account). */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long the download link works. */
export const DATA_EXPORT_LINK_MS = 24 * 60 * 60 * 1000;

function exportView(row: DataExportRow, now: Date): DataExport {
  const status =
    row.downloaded_at !== null
      ? 'downloaded'
      : row.status !== 'failed' && row.expires_at <= now.toISOString()
        ? 'expired'
        : row.status;
  return {
    id: row.id,
    status,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    ready_at: row.ready_at === null ? null : new Date(row.ready_at).toISOString(),
    size_bytes: row.size_bytes,
  };
}

/** "Download my data" and "Delete my account" (issue 37 part 2, decision 031). */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  counters: CounterStore;
}> = async (app, { rateLimits, counters }) => {
  const { db, dialect } = app.database;
  const twoFactor = createTwoFactorService({ db, log: app.log });
  const recheck = keyedBackoff('password-recheck', rateLimits.passwordRecheck, counters);
  const exportsLeft = async (userId: number, now: Date) =>
    Math.max(
      0,
      DATA_EXPORTS_PER_DAY -
        (await countDataExportsSince(db, userId, new Date(now.getTime() - 86_400_000))),
    );

  app.get(
    '/api/account/export',
    { schema: { response: { 200: dataExportStatusSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = currentUser(request).id;
      const now = new Date();
      const row = await latestDataExport(db, userId);
      return {
        success: true as const,
        export: row ? exportView(row, now) : null,
        exports_left: await exportsLeft(userId, now),
      };
    },
  );

  app.post(
    '/api/account/export',
    { schema: { response: { 202: startDataExportResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const now = new Date();
      const latest = await latestDataExport(db, userId);
      if (latest?.status === 'pending' && latest.expires_at > now.toISOString()) {
        throw new HttpError(409, T.exportInProgress, 'EXPORT_IN_PROGRESS');
      }
      if ((await exportsLeft(userId, now)) === 0) {
        throw new HttpError(429, T.tooManyExports, 'TOO_MANY_EXPORTS');
      }
      const token = generateToken();
      const id = await insertDataExport(db, {
        userId,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_MS),
      });
      app.dataExports.wake();
      const row = await latestDataExport(db, userId);
      if (!row || row.id !== id) throw new Error('the export just written is not found');
      reply.code(202).header('cache-control', 'no-store');
      return {
        success: true as const,
        export: exportView(row, now),
        download_url: `/api/account/export/download?token=${encodeURIComponent(token)}`,
      };
    },
  );

  app.get(
    '/api/account/export/download',
    { schema: { querystring: dataExportDownloadQuerySchema }, onRequest: requireUser },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const taken = await takeDownload(db, userId, hashToken(request.query.token), new Date());
      if (taken.kind === 'notFound') throw new HttpError(404, T.linkUnknown, 'NOT_FOUND');
      if (taken.kind === 'gone') throw new HttpError(410, T.linkGone, 'GONE');
      if (taken.kind !== 'zip') throw new HttpError(409, T.notReady, 'NOT_READY');
      const day = new Date(taken.createdAt).toISOString().slice(0, 10);
      request.log.info({ userId, bytes: taken.content.byteLength }, 'data export downloaded');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="stakelab-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(taken.content);
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { row: user } = currentUser(request);
      const key = `${user.id}:${request.ip}`;
      await recheck.check(reply, key);
      const { current_password: password, code, recovery_code: recoveryCode } = request.body;
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new HttpError(400, T.wrongPasswordOrCode, 'INVALID_CREDENTIALS');
      }
      if ((await findTwoFactor(db, user.id))?.enabled) {
        const factor =
          code !== undefined
            ? { code }
            : recoveryCode !== undefined
              ? { recovery_code: recoveryCode }
              : null;
        if (!factor) throw new HttpError(400, T.codeRequired, 'TWO_FACTOR_REQUIRED');
        if (!(await twoFactor.check(user.id, factor))) {
          throw new HttpError(400, T.wrongPasswordOrCode, 'INVALID_CREDENTIALS');
        }
      }
      await recheck.forget(key);
      const result = await deleteAccount(db, dialect, user, requestLanguage(request), new Date());
      if (result === 'lastAdmin') throw new HttpError(409, T.lastAdmin, 'LAST_ADMIN');
      app.mailOutbox.wake();
      request.log.info({ userId: user.id }, 'account deleted');
      // The session's row went with the user; this clears the cookie.
      await app.sessions.end(request, reply);
      return { success: true, message: T.deleted };
    },
  );
};
