import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@stakelab/core';
import type { FastifyRequest } from 'fastify';
import { hashToken } from './tokens.ts';

/**
 * A new personal API token: `slk_` and 32 random bytes in base64url (43 characters).
 *
 * Stored as its SHA-256 (hashApiToken), not argon2: a slow hash protects secrets people choose,
 * which a stolen table lets an attacker guess from a dictionary; 256 random bits cannot be
 * guessed at any speed, so a fast hash keeps them as safely, and checking a token on each
 * request costs one indexed lookup instead of an argon2 run.
 */
export function generateApiToken(): { secret: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_TOKEN_PREFIX.length + 4) };
}

export const hashApiToken = hashToken;

/** Our tokens' shape; anything else is refused without a lookup. */
const API_TOKEN_PATTERN = /^slk_[A-Za-z0-9_-]{43}$/;
export const looksLikeApiToken = (text: string) => API_TOKEN_PATTERN.test(text);

/**
 * The token of an `Authorization: Bearer …` header (RFC 6750 §2.1: the scheme's case is free),
 * '' for a Bearer header without one, null when the request has no Bearer header at all.
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return null;
  return (match[1] ?? '').trim();
}

/** Whether a token of `held` scope may call a route asking for `needed`: write includes read. */
export function scopeAllows(held: ApiTokenScope, needed: ApiTokenScope): boolean {
  return held === 'bets:write' || needed === 'bets:read';
}
