import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import type { Backoff } from '../cluster/counter-store.ts';
import { MemoryCounterStore } from '../cluster/memory-counter-store.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  DEFAULT_RATE_LIMITS,
  perAccountAndClientBackoff,
  perAccountLimit,
  registerRateLimits,
  type Limit,
} from './rate-limits.ts';

/** The plugin alone: two per-account routes, one per-IP route and one without a limit. */
async function limitedApp(perAccount: Limit, perIp: Limit = perAccount): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await registerRateLimits(app);
  const ok = async () => ({ ok: true });
  app.post('/login', { preHandler: perAccountLimit(app, 'login', perAccount) }, ok);
  app.post('/forgot', { preHandler: perAccountLimit(app, 'forgot', perAccount) }, ok);
  app.post('/contact', { config: { rateLimit: perIp } }, ok);
  app.get('/free', ok);
  await app.ready();
  return app;
}

describe('per-account rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp({ max: 2, timeWindow: '1 minute' });
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });

  it('counts one account whatever the case and spaces of its e-mail', async () => {
    expect((await post('/login', { email: 'Alice@X.com' })).statusCode).toBe(200);
    expect((await post('/login', { email: ' alice@x.com ' })).statusCode).toBe(200);
    const refused = await post('/login', { email: 'ALICE@x.COM' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in 1 minute.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toBe('60');
    // Another account, and the same account on another route, have limits of their own.
    expect((await post('/login', { email: 'bob@x.com' })).statusCode).toBe(200);
    expect((await post('/forgot', { email: 'alice@x.com' })).statusCode).toBe(200);
  });

  it('keys accounts by their lower-cased e-mail, as they are stored', async () => {
    // Upper-casing would fold both into STRASSE@X.COM: two accounts would share one limit.
    expect((await post('/login', { email: 'straße@x.com' })).statusCode).toBe(200);
    expect((await post('/login', { email: 'straße@x.com' })).statusCode).toBe(200);
    expect((await post('/login', { email: 'strasse@x.com' })).statusCode).toBe(200);
  });

  it('counts requests without an e-mail together, so leaving it out does not escape the limit', async () => {
    expect((await post('/forgot', {})).statusCode).toBe(200);
    expect((await post('/forgot')).statusCode).toBe(200);
    expect((await post('/forgot', { email: 42 })).statusCode).toBe(429);
  });
});

/**
 * The backoff hooks alone, on a clock the test moves: /login answers 200 for the password
 * "right" and 401 otherwise; /forgot counts every request.
 */
async function backoffApp(backoff: Backoff, clock: { now: number }): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  const counters = new MemoryCounterStore(() => clock.now);
  const loginBackoff = perAccountAndClientBackoff('login', backoff, counters);
  const forgotBackoff = perAccountAndClientBackoff('forgot', backoff, counters);
  app.post(
    '/login',
    { preHandler: loginBackoff.check, onResponse: loginBackoff.forgetOnSuccess },
    async (request, reply) => {
      const { password } = request.body as { password: string };
      return password === 'right' ? { ok: true } : reply.code(401).send({ ok: false });
    },
  );
  app.post('/forgot', { preHandler: forgotBackoff.check }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('per-account-and-client backoff', () => {
  const backoff: Backoff = {
    freeAttempts: 2,
    firstDelayMs: 1000,
    maxDelayMs: 90_000,
    forgetAfterMs: 3_600_000,
  };
  const clock = { now: 0 };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await backoffApp(backoff, clock);
  });
  afterAll(() => app.close());

  const attempt = (url: string, from: string, email: string, password = 'wrong') =>
    app.inject({ method: 'POST', url, remoteAddress: from, payload: { email, password } });

  it("makes one client wait longer after each failure, without stopping the owner's own address", async () => {
    const attacker = '203.0.113.7';
    expect((await attempt('/login', attacker, 'Owner@X.com')).statusCode).toBe(401);
    expect((await attempt('/login', attacker, 'owner@x.com')).statusCode).toBe(401);
    const refused = await attempt('/login', attacker, ' OWNER@x.com ');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in 1 second.',
      code: 'RATE_LIMITED',
    });
    // Refused tries are not counted: after the 1 s wait the third try is allowed, and fails.
    clock.now += 1000;
    expect((await attempt('/login', attacker, 'owner@x.com')).statusCode).toBe(401);
    expect((await attempt('/login', attacker, 'owner@x.com')).headers['retry-after']).toBe('2');
    clock.now += 1999;
    // 1 ms left is still a wait, shown rounded up to a whole second.
    const lastMillisecond = await attempt('/login', attacker, 'owner@x.com');
    expect(lastMillisecond.statusCode).toBe(429);
    expect(lastMillisecond.headers['retry-after']).toBe('1');
    clock.now += 1;
    // Even the right password waits its turn from the attacker's address…
    expect((await attempt('/login', attacker, 'owner@x.com')).statusCode).toBe(401);
    const wait = await attempt('/login', attacker, 'owner@x.com', 'right');
    expect(wait.json().message).toBe('Too many requests. Please try again in 4 seconds.');

    // …while the owner signs in from their own address, and other accounts are untouched.
    expect((await attempt('/login', '198.51.100.2', 'owner@x.com', 'right')).statusCode).toBe(200);
    expect((await attempt('/login', attacker, 'other@x.com')).statusCode).toBe(401);
  });

  it('forgets the failures of a client that then signs in, and only that client', async () => {
    const home = '192.0.2.10';
    const office = '192.0.2.20';
    for (const from of [home, office]) {
      await attempt('/login', from, 'forgetful@x.com');
      await attempt('/login', from, 'forgetful@x.com');
    }
    clock.now += 1000;
    expect((await attempt('/login', home, 'forgetful@x.com', 'right')).statusCode).toBe(200);
    // Home starts afresh (two free failures); the office still has its count.
    expect((await attempt('/login', home, 'forgetful@x.com')).statusCode).toBe(401);
    expect((await attempt('/login', home, 'forgetful@x.com')).statusCode).toBe(401);
    expect((await attempt('/login', office, 'forgetful@x.com')).statusCode).toBe(401);
    expect((await attempt('/login', office, 'forgetful@x.com')).statusCode).toBe(429);
  });

  it('counts every forgot-password request, successful or not, per account and client', async () => {
    const from = '192.0.2.30';
    expect((await attempt('/forgot', from, 'mail@x.com')).statusCode).toBe(200);
    expect((await attempt('/forgot', from, 'mail@x.com')).statusCode).toBe(200);
    expect((await attempt('/forgot', from, 'mail@x.com')).statusCode).toBe(429);
    expect((await attempt('/forgot', '192.0.2.31', 'mail@x.com')).statusCode).toBe(200);
    // The login key of the same account and client is another one.
    expect((await attempt('/login', from, 'mail@x.com')).statusCode).toBe(401);
  });
});

describe('rate limit answers', () => {
  // A limit of 0 refuses the first request, while the whole window is still to wait.
  it.each([
    ['1 second', '1 second'],
    ['59 seconds', '59 seconds'],
    ['1 minute', '1 minute'],
    ['61 seconds', '2 minutes'], // 61 s, rounded up to whole minutes
    ['15 minutes', '15 minutes'],
  ])('asks an account limited for %s to wait %s', async (timeWindow, wait) => {
    const app = await limitedApp({ max: 0, timeWindow });
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'a@x.com' },
      });
      expect(refused.json().message).toBe(`Too many requests. Please try again in ${wait}.`);
    } finally {
      await app.close();
    }
  });

  it('answers a per-address limit in the one error shape, and limits only the routes that ask', async () => {
    const app = await limitedApp(
      { max: 5, timeWindow: '1 minute' },
      { max: 1, timeWindow: '10 minutes' },
    );
    try {
      const first = await app.inject({ method: 'POST', url: '/contact' });
      expect(first.headers['x-ratelimit-limit']).toBe('1');
      const refused = await app.inject({ method: 'POST', url: '/contact' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Too many requests. Please try again in 10 minutes.',
        code: 'RATE_LIMITED',
      });
      const free = await app.inject({ method: 'GET', url: '/free' });
      expect(free.statusCode).toBe(200);
      expect(free.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

/**
 * The limits a deployment gets: how many tries an attacker has per account and per address.
 * Changing one is a security decision, so each is spelled out here. Requests that fail
 * validation still count (the per-address limit runs first), which keeps these tests quick.
 */
describeWithDatabase(`default rate limits on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => server.close());

  /** Sends `count` requests and returns their statuses and the last answer's message. */
  async function attempts(count: number, send: (i: number) => Promise<Response>) {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < count; i += 1) {
      last = await send(i);
      statuses.push(last.status);
    }
    return { statuses, message: last ? (await bodyOf(last)).message : undefined };
  }
  const refusedAfter = (allowed: number, status: number) => [
    ...Array<number>(allowed).fill(status),
    429,
  ];
  const post = (path: string, json: object) => server.request(path, { json });

  it('lets an account fail 5 times from one address before waiting 1 s, an address 20 logins in 5 minutes', async () => {
    const account = await attempts(6, () =>
      post('/api/auth/login', { email: 'target@example.com', password_hash: 'guess1' }),
    );
    expect(account).toEqual({
      statuses: refusedAfter(5, 401),
      message: 'Too many requests. Please try again in 1 second.',
    });
    // 6 requests from this address so far: 14 more are allowed, whatever they carry.
    const address = await attempts(15, () => post('/api/auth/login', {}));
    expect(address).toEqual({
      statuses: refusedAfter(14, 400),
      message: 'Too many requests. Please try again in 5 minutes.',
    });
  });

  it('lets an address register 10 times an hour', async () => {
    expect(await attempts(11, () => post('/api/auth/register', {}))).toEqual({
      statuses: refusedAfter(10, 400),
      message: 'Too many requests. Please try again in 1 hour.',
    });
  });

  it('sends an account 3 reset links from one address before a 1-minute wait, an address asks 10 times in 15 minutes', async () => {
    const account = await attempts(4, () =>
      post('/api/auth/forgot-password', { email: 'Target@Example.com' }),
    );
    expect(account).toEqual({
      statuses: refusedAfter(3, 200),
      message: 'Too many requests. Please try again in 1 minute.',
    });
    const address = await attempts(7, (i) =>
      post('/api/auth/forgot-password', { email: `other${i}@example.com` }),
    );
    expect(address).toEqual({
      statuses: refusedAfter(6, 200),
      message: 'Too many requests. Please try again in 15 minutes.',
    });
  });

  it('allows 10 password resets and 20 e-mail verifications per address in 15 minutes', async () => {
    expect(await attempts(11, () => post('/api/reset-password/reset-password', {}))).toEqual({
      statuses: refusedAfter(10, 400),
      message: 'Too many requests. Please try again in 15 minutes.',
    });
    expect(await attempts(21, () => server.request('/api/auth/verify-email?token=x'))).toEqual({
      statuses: refusedAfter(20, 400),
      message: 'Too many requests. Please try again in 15 minutes.',
    });
  });

  it('lets an address send 5 contact messages in 10 minutes', async () => {
    expect(await attempts(6, () => post('/api/contact', {}))).toEqual({
      statuses: refusedAfter(5, 400),
      message: 'Too many requests. Please try again in 10 minutes.',
    });
  });
});
