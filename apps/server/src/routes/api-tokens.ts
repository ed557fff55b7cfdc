import {
  apiTokenIdParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createApiTokenResponseSchema,
  MAX_API_TOKENS,
  messageResponseSchema,
  type ApiToken,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateApiToken, hashApiToken } from '../auth/api-tokens.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  deleteApiTokenOfUser,
  insertApiToken,
  listApiTokensOfUser,
  type ApiTokenRow,
} from '../repositories/api-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const API_TOKEN_ROUTE_TEXTS = {
  tooMany: `You already have ${MAX_API_TOKENS} API tokens: revoke one you no longer use first.`,
  revoked: 'That API token has been revoked.',
  notFound: 'That API token no longer exists.',
} as const;
const T = API_TOKEN_ROUTE_TEXTS;

const listed = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.token_prefix,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/**
 * The account's personal API tokens (issue 37 part 5, docs/decisions/030-personal-api-tokens.md).
 * Account routes: the session cookie only, never a token (a token cannot make or keep itself
 * alive).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/auth/tokens',
    { schema: { response: { 200: apiTokensResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listApiTokensOfUser(db, currentUser(request).id);
      return { success: true as const, tokens: rows.map(listed) };
    },
  );

  app.post(
    '/api/auth/tokens',
    {
      schema: {
        body: createApiTokenRequestSchema,
        response: { 200: createApiTokenResponseSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { name, scope, expires_in_days: days } = request.body;
      const { secret, prefix } = generateApiToken();
      const now = new Date();
      const row = await insertApiToken(
        db,
        {
          userId: currentUser(request).id,
          name,
          scope,
          tokenHash: hashApiToken(secret),
          tokenPrefix: prefix,
          now,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        },
        MAX_API_TOKENS,
      );
      if (!row) throw new HttpError(409, T.tooMany, 'TOO_MANY_API_TOKENS');
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { success: true as const, token: listed(row), secret };
    },
  );

  app.delete(
    '/api/auth/tokens/:id',
    {
      schema: { params: apiTokenIdParamsSchema, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const revoked = await deleteApiTokenOfUser(db, currentUser(request).id, request.params.id);
      if (!revoked) throw new HttpError(404, T.notFound, 'NOT_FOUND');
      return { success: true, message: T.revoked };
    },
  );
};
