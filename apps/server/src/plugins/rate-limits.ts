import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Backoff, CounterStore } from '../cluster/counter-store.ts';
import { rateLimitStoreOver } from '../cluster/rate-limit-store.ts';
import { HttpError } from './error-handler.ts';
import { currentUser } from './session.ts';

export type { Backoff } from '../cluster/counter-store.ts';

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * Requests allowed per window per client IP, waits per account seen from one client (so an
 * attacker's failures never lock the owner out of their own network), and a cap per account
 * where each request sends a mail. docs/decisions/009-lockout-without-victim-lockout.md.
 */
export interface RateLimitSettings {
  contact: Limit;
  login: { perIp: Limit; perAccountAndClient: Backoff };
  /**
   * The second step of a login (a TOTP or recovery code): per IP and per account and client as
   * for passwords, plus per account whoever asks, since whoever gets here knows the password.
   */
  twoFactor: { perIp: Limit; perAccountAndClient: Backoff; perAccount: Backoff };
  /** The current password asked again on account routes, per user and client. */
  passwordRecheck: Backoff;
  register: Limit;
  forgotPassword: {
    perIp: Limit;
    perAccountAndClient: Backoff;
    /** Requests from an address already answered for the account this window, whoever asks. */
    perAccount: Limit;
    /** Addresses asking for the account for the first time this window (docs/decisions/022). */
    newAddressesPerAccount: Limit;
  };
  resetPassword: Limit;
  verifyEmail: Limit;
  /** Per signed-in user. */
  resendVerification: Limit;
  /** Per user, on each heavy route (uploads, cURL replay, CSV export). */
  heavyPerUser: Limit;
  /** Live-event streams open at once. */
  liveStreams: { perUser: number; perIp: number };
  /**
   * Per user, on the history's reads that may cost a pass over every bet (the pickers' labels,
   * the newest bets of a first visit); the web asks each once per screen or write.
   */
  historyLookupsPerUser: Limit;
  /** Per personal API token, on every route that takes one (a script's loop, not a person's). */
  apiTokenPerToken: Limit;
  /**
   * Tax report PDFs built per user (about a second of CPU per 5,000 bets listed); a repeat
   * download of an unchanged report reuses the last one built and is not counted.
   */
  taxReportPdfBuildsPerUser: Limit;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  contact: { max: 5, timeWindow: '10 minutes' },
  login: {
    perIp: { max: 20, timeWindow: '5 minutes' },
    // 5 tries, then 1 s, 2 s, 4 s … up to 15 min between tries.
    perAccountAndClient: {
      freeAttempts: 5,
      firstDelayMs: 1000,
      maxDelayMs: 15 * MINUTE_MS,
      forgetAfterMs: 60 * MINUTE_MS,
    },
  },
  twoFactor: {
    perIp: { max: 20, timeWindow: '5 minutes' },
    perAccountAndClient: {
      freeAttempts: 5,
      firstDelayMs: 1000,
      maxDelayMs: 15 * MINUTE_MS,
      forgetAfterMs: 60 * MINUTE_MS,
    },
    // 20 wrong codes from anywhere, then 1 min, 2 min … up to 15 min: a million codes at
    // about 4 tries an hour past that (3 codes live at once) is out of reach.
    perAccount: {
      freeAttempts: 20,
      firstDelayMs: MINUTE_MS,
      maxDelayMs: 15 * MINUTE_MS,
      forgetAfterMs: 60 * MINUTE_MS,
    },
  },
  passwordRecheck: {
    freeAttempts: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE_MS,
    forgetAfterMs: 60 * MINUTE_MS,
  },
  register: { max: 10, timeWindow: '1 hour' },
  forgotPassword: {
    perIp: { max: 10, timeWindow: '15 minutes' },
    // 3 links, then 1 min, 2 min … up to 1 h between requests from one client.
    perAccountAndClient: {
      freeAttempts: 3,
      firstDelayMs: MINUTE_MS,
      maxDelayMs: 60 * MINUTE_MS,
      forgetAfterMs: 120 * MINUTE_MS,
    },
    // Each address's first request in an hour is not counted with the others' repeats, so the
    // owner asking from a new address gets a mail whatever others asked (decision 022): an
    // inbox gets at most 30 + 10 reset mails an hour, and blocking the owner takes 30 addresses.
    perAccount: { max: 10, timeWindow: '1 hour' },
    newAddressesPerAccount: { max: 30, timeWindow: '1 hour' },
  },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 20, timeWindow: '15 minutes' },
  resendVerification: { max: 3, timeWindow: '1 hour' },
  heavyPerUser: { max: 30, timeWindow: '10 minutes' },
  liveStreams: { perUser: 10, perIp: 50 },
  historyLookupsPerUser: { max: 60, timeWindow: '1 minute' },
  // A second's worth of requests on average: ample to page through a history or sync it.
  apiTokenPerToken: { max: 60, timeWindow: '1 minute' },
  // Each year in each language, and again after a few changes to the bets: ample for a person.
  taxReportPdfBuildsPerUser: { max: 10, timeWindow: '10 minutes' },
};

/** Where route limits count: the plugin's own memory or Redis store, or our counter store. */
export type RateLimitBackend =
  | { kind: 'memory' }
  | { kind: 'redis'; redis: Redis; nameSpace: string }
  | { kind: 'counters'; counters: CounterStore };

function storeOptions(backend: RateLimitBackend) {
  if (backend.kind === 'redis') return { redis: backend.redis, nameSpace: backend.nameSpace };
  if (backend.kind === 'counters') return { store: rateLimitStoreOver(backend.counters) };
  return {};
}

/** Limits are per route (`config.rateLimit`); this only registers the mechanism and its answer. */
export async function registerRateLimits(
  app: FastifyInstance,
  backend: RateLimitBackend = { kind: 'memory' },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...storeOptions(backend),
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

/** The lower-cased e-mail in the body, as accounts are stored. */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : NO_EMAIL;
}

/** A 429 saying how long to wait (Retry-After), in the words the web translates. */
export function tooManyRequests(reply: FastifyReply, waitSeconds: number): HttpError {
  reply.header('retry-after', waitSeconds);
  return new HttpError(
    429,
    `Too many requests. Please try again in ${describeWait(waitSeconds)}.`,
    'RATE_LIMITED',
  );
}

/**
 * A preHandler limiting attempts per account, keyed by the lower-cased e-mail in the body.
 * It uses createRateLimit (a check, not a hook) because the plugin runs only one of its own
 * hooks per request, and the route's per-IP limit has already run by then.
 */
export function perAccountLimit(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${scope}:${accountOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(reply, result.ttlInSeconds);
  };
}

/**
 * Exponential waits per account and client IP, counted in `counters` (shared by every process
 * when there are several). `check` (a preHandler) refuses while that pair must wait, and
 * otherwise counts the attempt before it runs, in one atomic step, so parallel guesses are
 * counted too; `forgetOnSuccess` (an onResponse hook) clears the pair after a 200, so only failures
 * add up on routes that use it. Clients never share a wait: the owner's correct password
 * works from their own address whatever others tried.
 */
export function perAccountAndClientBackoff(
  scope: string,
  backoff: Backoff,
  counters: CounterStore,
) {
  const keyOf = (request: FastifyRequest) => `${scope}:${accountOf(request)}:${request.ip}`;
  return {
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      const waitMs = await counters.attempt(keyOf(request), backoff);
      if (waitMs > 0) throw tooManyRequests(reply, Math.ceil(waitMs / 1000));
    },
    forgetOnSuccess: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 200) await counters.forget(keyOf(request));
    },
  };
}

/**
 * A preHandler limiting reset mails per account without letting strangers use up the owner's
 * share (docs/decisions/022-reset-limits-per-address.md): an address's first request for an
 * account in the window counts only against `newAddresses` (a high ceiling of distinct
 * addresses); its later ones against `repeats`, shared by every address. Ten addresses asking
 * over and over exhaust `repeats`, never the owner's first request from their own address.
 */
export function perAccountResetLimit(
  app: FastifyInstance,
  scope: string,
  limits: { repeats: Limit; newAddresses: Limit },
) {
  const seen = app.createRateLimit({
    max: 1,
    timeWindow: limits.newAddresses.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${scope}-seen:${accountOf(request)}:${request.ip}`,
  });
  const newAddresses = perAccountLimit(app, `${scope}-new`, limits.newAddresses);
  const repeats = perAccountLimit(app, scope, limits.repeats);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sighting = await seen(request);
    const first = sighting.isAllowed || !sighting.isExceeded;
    await (first ? newAddresses : repeats)(request, reply);
  };
}

/** A preHandler (after requireUser) limiting requests per signed-in user, whatever the IP. */
export function perUserPreHandler(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${scope}:${currentUser(request).id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(reply, result.ttlInSeconds);
  };
}

/**
 * Exponential waits under keys the handler names (a user and a client address, say), for
 * checks whose account is not in the body: `check` counts an attempt and refuses with 429
 * while the key must wait; `forget` after a success, so only failures add up.
 */
export function keyedBackoff(scope: string, backoff: Backoff, counters: CounterStore) {
  return {
    async check(reply: FastifyReply, key: string): Promise<void> {
      const waitMs = await counters.attempt(`${scope}:${key}`, backoff);
      if (waitMs > 0) throw tooManyRequests(reply, Math.ceil(waitMs / 1000));
    },
    forget: (key: string) => counters.forget(`${scope}:${key}`),
  };
}
