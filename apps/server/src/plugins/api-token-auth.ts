import type { ApiTokenScope } from '@stakelab/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashApiToken, looksLikeApiToken, scopeAllows } from '../auth/api-tokens.ts';
import { findLiveApiToken, touchApiToken } from '../repositories/api-tokens.ts';
import { HttpError } from './error-handler.ts';
import { tooManyRequests, type Limit } from './rate-limits.ts';
import { TOUCH_INTERVAL_MS, toAuthenticatedUser } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope a personal API token needs on this route (`Authorization: Bearer`); routes
     * without it (the account, auth and admin routes among them) take the session cookie only.
     */
    apiToken?: ApiTokenScope;
  }
  interface FastifyRequest {
    /** The personal API token this request was signed in with; null for a session's. */
    apiToken: { id: number; scope: ApiTokenScope } | null;
  }
}

export type BearerAuthenticator = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) => Promise<void>;

export const API_TOKEN_TEXTS = {
  invalid: 'This API token is not valid: it may have expired or been revoked.',
  scope: 'This API token may only read bets; this needs a token with the bets:write scope.',
} as const;

/** RFC 6750 §3: what a client with a bad token is told, besides the JSON body. */
function invalidToken(reply: FastifyReply): HttpError {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new HttpError(401, API_TOKEN_TEXTS.invalid, 'INVALID_API_TOKEN');
}

/**
 * The Bearer half of the session hook (plugins/session.ts). On a route that takes tokens, the
 * token alone decides who asks: a session cookie beside it is not read, so a token never adds
 * to a cookie's rights nor a cookie to a token's. Elsewhere the request is signed in as nobody
 * and currentUser answers 401 (API_TOKEN_NOT_ACCEPTED), whether the token is good or not.
 * Requests per token are limited in `limit` (counted after the token is known to be good).
 */
export function apiTokenAuthenticator(app: FastifyInstance, limit: Limit): BearerAuthenticator {
  const perToken = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `api-token:${request.apiToken?.id ?? 0}`,
  });
  // Stryker disable next-line StringLiteral: as the session's decorations (one object shape).
  app.decorateRequest('apiToken', null);
  return async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> => {
    const needed = request.routeOptions.config.apiToken;
    if (needed === undefined) return;
    if (!looksLikeApiToken(token)) throw invalidToken(reply);
    const now = new Date();
    const found = await findLiveApiToken(app.database.reader, hashApiToken(token), now);
    if (!found) throw invalidToken(reply);
    if (!scopeAllows(found.scope, needed)) {
      throw new HttpError(403, API_TOKEN_TEXTS.scope, 'INSUFFICIENT_SCOPE');
    }
    request.apiToken = { id: found.id, scope: found.scope };
    const counted = await perToken(request);
    if (!counted.isAllowed && counted.isExceeded)
      throw tooManyRequests(reply, counted.ttlInSeconds);
    request.user = toAuthenticatedUser(found.user);
    const lastUsed = found.lastUsedAt === null ? 0 : Date.parse(found.lastUsedAt);
    // As for sessions: the list needs minutes, not a write per request.
    if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS) {
      await touchApiToken(app.database.db, found.id, now);
    }
  };
}

/** Route configs: the history's reads take either scope, its writes and imports bets:write. */
export const READ_BETS = { apiToken: 'bets:read' } as const;
export const WRITE_BETS = { apiToken: 'bets:write' } as const;
