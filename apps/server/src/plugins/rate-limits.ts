import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler.ts';

export interface Limit {
  max: number;
  timeWindow: string;
}

/** Requests allowed per window: per client IP, and per account (the e-mail in the body). */
export interface RateLimitSettings {
  contact: Limit;
  login: { perIp: Limit; perAccount: Limit };
  register: Limit;
  forgotPassword: { perIp: Limit; perAccount: Limit };
  resetPassword: Limit;
  verifyEmail: Limit;
  /** Per user, on each heavy route (uploads, cURL replay, CSV export). */
  heavyPerUser: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  contact: { max: 5, timeWindow: '10 minutes' },
  login: {
    perIp: { max: 20, timeWindow: '5 minutes' },
    perAccount: { max: 8, timeWindow: '15 minutes' },
  },
  register: { max: 10, timeWindow: '1 hour' },
  forgotPassword: {
    perIp: { max: 10, timeWindow: '15 minutes' },
    perAccount: { max: 3, timeWindow: '1 hour' },
  },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 20, timeWindow: '15 minutes' },
  heavyPerUser: { max: 30, timeWindow: '10 minutes' },
};

/** Limits are per route (`config.rateLimit`); this only registers the mechanism and its answer. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/**
 * A route's `config.rateLimit` counting per logged-in user. It runs in onRequest after the
 * route's requireUser, so an anonymous request is refused before it is counted, and an
 * over-limit one before its body is read.
 */
export function perUserLimit(limit: Limit) {
  return {
    ...limit,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The account part of the key of requests without an e-mail: they all share one limit. */
// Stryker disable next-line StringLiteral: any one constant serves; its text does not matter.
const NO_EMAIL = '';

/**
 * A preHandler limiting attempts per account, keyed by the lower-cased e-mail in the body.
 * It uses createRateLimit (a check, not a hook) because the plugin runs only one of its own
 * hooks per request, and the route's per-IP limit has already run by then.
 */
export function perAccountLimit(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${scope}:${typeof email === 'string' ? email.trim().toLowerCase() : NO_EMAIL}`;
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(
      429,
      `Too many requests. Please try again in ${describeWait(result.ttlInSeconds)}.`,
      'RATE_LIMITED',
    );
  };
}
