import path from 'node:path';
import { isKnownTimeZone } from '@stakelab/core';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: readonly string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a ${hint} URL`);

const httpUrl = urlWithProtocols(['http:', 'https:'], 'http(s)');

/** 127.0.0.0/8, ::1 or localhost: the machine itself (a test's time-stamp authority). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The time-stamp authority's address: https, or plain http only on the machine itself (a test
 * or a TSA on the same host), since the request and the reply would cross the network in the
 * clear (the reply is signed, but the operator's credentials in the URL would not be).
 */
const tsaUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
      );
    } catch {
      return false;
    }
  }, 'must be an https URL (http only for a loopback address)');

/** Betfair's history and API hosts: the only places a pasted command is replayed by default. */
export const DEFAULT_IMPORT_ORIGINS = ['com', 'es', 'it'].flatMap((tld) => [
  `https://myactivity.betfair.${tld}`,
  `https://api.betfair.${tld}`,
]);

/**
 * The Web Push services browsers subscribe with (FCM for Chrome/Edge-on-Android, Mozilla's
 * autopush, Apple's, Windows'): a subscription's endpoint must be on one of these origins. A
 * `*.` names any subdomain.
 */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/**
 * Open connections per client address by default: a browser uses about 6 per host, and the
 * live streams' own per-address cap (50, plugins/rate-limits.ts) must fit under it.
 */
export const DEFAULT_CONNECTIONS_PER_IP = 100;

/** The environment variables StakeLab reads; every one is documented in the README. */
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be an integer between 1 and 65535' })
      .int('must be an integer between 1 and 65535')
      .min(1, 'must be an integer between 1 and 65535')
      .max(65535, 'must be an integer between 1 and 65535')
      .default(3000),
    // 'localhost' listens on both 127.0.0.1 and ::1; deployments set 0.0.0.0.
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://').optional(),
    // PostgreSQL: the longest one statement may run before the request answers 503 (db/connection.ts).
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds between 100 and 600000' })
      .int('must be a number of milliseconds between 100 and 600000')
      .min(100, 'must be a number of milliseconds between 100 and 600000')
      .max(600_000, 'must be a number of milliseconds between 100 and 600000')
      .default(10_000),
    // Several processes share rate limits and live updates through Redis when this is set.
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://').optional(),
    APP_URL: httpUrl.optional(),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().trim().min(3).default('StakeLab <no-reply@stakelab.app>'),
    SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@stakelab.app'),
    // The first retry of an undelivered mail (docs/product.md §7 "Mail"); only the fault script shortens it.
    MAIL_RETRY_BASE_MS: z.coerce
      .number({ error: 'must be a number of milliseconds between 100 and 600000' })
      .int('must be a number of milliseconds between 100 and 600000')
      .min(100, 'must be a number of milliseconds between 100 and 600000')
      .max(600_000, 'must be a number of milliseconds between 100 and 600000')
      .default(10_000),
    // How long an import thread may read one upload before it is ended (services/import-pool.ts).
    IMPORT_PARSE_BUDGET_MS: z.coerce
      .number({ error: 'must be a number of milliseconds between 1000 and 600000' })
      .int('must be a number of milliseconds between 1000 and 600000')
      .min(1000, 'must be a number of milliseconds between 1000 and 600000')
      .max(600_000, 'must be a number of milliseconds between 1000 and 600000')
      .default(20_000),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: optionalString,
    // Admins must set up two-factor sign-in before the admin routes answer them (issue 37).
    ADMIN_REQUIRE_2FA: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    TELEGRAM_URL: httpUrl.default('https://t.me/stakelab'),
    YOUTUBE_URL: httpUrl.default('https://www.youtube.com/@stakelab'),
    X_URL: httpUrl.default('https://x.com/stakelab'),
    INSTAGRAM_URL: httpUrl.default('https://www.instagram.com/stakelab'),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    // Behind a reverse proxy, client IPs (rate limits, logs) come from X-Forwarded-For.
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
    // The name admin-published stakes carry (the admin form shows it read-only).
    TIPSTER_NAME: z.string().trim().min(1).max(100).default('StakeLab Tipster'),
    // Where live events come from: the built-in simulator, The Odds API, or nowhere.
    LIVE_FEED: z
      .enum(['simulator', 'odds-api', 'none'], { error: 'must be simulator, odds-api or none' })
      .default('simulator'),
    LIVE_POLL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds between 1 and 3600' })
      .min(1, 'must be a number of seconds between 1 and 3600')
      .max(3600, 'must be a number of seconds between 1 and 3600')
      .optional(),
    // How much faster than real time simulated matches run (demos and tests).
    LIVE_SIMULATOR_SPEED: z.coerce
      .number({ error: 'must be a number between 0.1 and 1000' })
      .min(0.1, 'must be a number between 0.1 and 1000')
      .max(1000, 'must be a number between 0.1 and 1000')
      .default(1),
    // How many matches the simulator keeps in play.
    LIVE_SIMULATOR_MATCHES: z.coerce
      .number({ error: 'must be a whole number between 1 and 1000' })
      .int('must be a whole number between 1 and 1000')
      .min(1, 'must be a whole number between 1 and 1000')
      .max(1000, 'must be a whole number between 1 and 1000')
      .default(14),
    // How long a finished event stays in the feed with its final score (issue 36).
    LIVE_FINISHED_KEEP_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes between 1 and 10080' })
      .int('must be a whole number of minutes between 1 and 10080')
      .min(1, 'must be a whole number of minutes between 1 and 10080')
      .max(10080, 'must be a whole number of minutes between 1 and 10080')
      .default(120),
    // Live-event streams one account, and one client address, may hold open at once
    // (docs/decisions/009): raise the address cap behind a NAT that many users share.
    LIVE_STREAMS_PER_USER: z.coerce
      .number({ error: 'must be a whole number between 1 and 100000' })
      .int('must be a whole number between 1 and 100000')
      .min(1, 'must be a whole number between 1 and 100000')
      .max(100_000, 'must be a whole number between 1 and 100000')
      .optional(),
    LIVE_STREAMS_PER_IP: z.coerce
      .number({ error: 'must be a whole number between 1 and 100000' })
      .int('must be a whole number between 1 and 100000')
      .min(1, 'must be a whole number between 1 and 100000')
      .max(100_000, 'must be a whole number between 1 and 100000')
      .optional(),
    // How long a client may take to send a whole request (headers and body), and how long a
    // connection may stay silent: a body trickled byte by byte is cut off, not held forever.
    // A live-event stream is a request received at once, then a long answer with a heartbeat.
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds between 1 and 3600' })
      .int('must be a whole number of seconds between 1 and 3600')
      .min(1, 'must be a whole number of seconds between 1 and 3600')
      .max(3600, 'must be a whole number of seconds between 1 and 3600')
      .default(120),
    // Above the live streams' 15-second heartbeat, so an open stream never counts as silent.
    CONNECTION_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds between 30 and 3600' })
      .int('must be a whole number of seconds between 30 and 3600')
      .min(30, 'must be a whole number of seconds between 30 and 3600')
      .max(3600, 'must be a whole number of seconds between 30 and 3600')
      .default(120),
    // Open connections one client address may hold; 0 turns the cap off. Behind a proxy every
    // connection comes from the proxy, so the cap is off there unless set.
    MAX_CONNECTIONS_PER_IP: z.coerce
      .number({ error: 'must be a whole number between 0 and 100000' })
      .int('must be a whole number between 0 and 100000')
      .min(0, 'must be a whole number between 0 and 100000')
      .max(100_000, 'must be a whole number between 0 and 100000')
      .optional(),
    // Whole-history answers one account may have being read or sent at once (docs/decisions/019).
    HISTORY_READS_PER_USER: z.coerce
      .number({ error: 'must be a whole number between 1 and 100' })
      .int('must be a whole number between 1 and 100')
      .min(1, 'must be a whole number between 1 and 100')
      .max(100, 'must be a whole number between 1 and 100')
      .default(2),
    // From this many bets a whole SQLite history is read on the history read threads
    // (history/history-read-threads.ts): better-sqlite3 answers synchronously, 2,000 bets
    // hold the event loop ~20 ms, 100,000 over a second; smaller ones are read without the hop.
    HISTORY_THREAD_MIN_BETS: z.coerce
      .number({ error: 'must be a whole number between 1 and 10000000' })
      .int('must be a whole number between 1 and 10000000')
      .min(1, 'must be a whole number between 1 and 10000000')
      .max(10_000_000, 'must be a whole number between 1 and 10000000')
      .default(2000),
    // Per-user import quotas (docs/decisions/020): bets one history may hold, and megabytes
    // of histories one user may upload per UTC day.
    MAX_BETS_PER_USER: z.coerce
      .number({ error: 'must be a whole number between 1 and 10000000' })
      .int('must be a whole number between 1 and 10000000')
      .min(1, 'must be a whole number between 1 and 10000000')
      .max(10_000_000, 'must be a whole number between 1 and 10000000')
      .default(200_000),
    IMPORT_DAILY_MB: z.coerce
      .number({ error: 'must be a whole number of megabytes between 1 and 100000' })
      .int('must be a whole number of megabytes between 1 and 100000')
      .min(1, 'must be a whole number of megabytes between 1 and 100000')
      .max(100_000, 'must be a whole number of megabytes between 1 and 100000')
      .default(100),
    ODDS_API_KEY: optionalString,
    ODDS_API_SPORTS: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'must list sport keys like soccer_epl,basketball_nba')
      .default(
        'soccer_epl,soccer_spain_la_liga,soccer_uefa_champs_league,basketball_nba,basketball_euroleague',
      ),
    // The zone "today" is counted in for tipster stakes.
    TIME_ZONE: z
      .string()
      .trim()
      .refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/Madrid')
      .default('Europe/Madrid'),
    // Where a pasted curl command may be replayed: exact origins, comma-separated.
    IMPORT_ALLOWED_ORIGINS: z
      .string()
      .default(DEFAULT_IMPORT_ORIGINS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine((origin) => {
            try {
              const url = new URL(origin);
              return (
                (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
              );
            } catch {
              return false;
            }
          }, 'must list origins like https://host[:port], comma-separated'),
        ),
      ),
    // Where a push subscription's endpoint may point: origins, comma-separated, `*.` for any
    // subdomain (a test lists its loopback endpoint).
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .default(DEFAULT_PUSH_ORIGINS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$|^https?:\/\/\[[0-9a-f:]+\](:\d+)?$/i,
              'must list origins like https://host[:port] or https://*.host, comma-separated',
            ),
        ),
      ),
    // The stake record's daily RFC 3161 anchor (docs/stake-record.md): off unless set.
    STAKE_ANCHOR_TSA_URL: tsaUrl.optional(),
    // The UTC hour the day's anchor is taken at (or the first round after it).
    STAKE_ANCHOR_HOUR: z.coerce
      .number({ error: 'must be a whole hour between 0 and 23' })
      .int('must be a whole hour between 0 and 23')
      .min(0, 'must be a whole hour between 0 and 23')
      .max(23, 'must be a whole hour between 0 and 23')
      .default(3),
    // The VAPID key pair (base64url, as web-push makes them); unset: made at first start and
    // kept in the database.
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    }
    // Each Odds API poll costs credits per sport: polling every few seconds would spend a
    // month's quota in hours.
    if (
      env.LIVE_FEED === 'odds-api' &&
      env.LIVE_POLL_SECONDS !== undefined &&
      env.LIVE_POLL_SECONDS < 30
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['LIVE_POLL_SECONDS'],
        message: 'must be at least 30 with LIVE_FEED=odds-api (every poll costs API credits)',
      });
    }
    if (env.LIVE_FEED === 'odds-api' && !env.ODDS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ODDS_API_KEY'],
        message: 'is required when LIVE_FEED is odds-api',
      });
    }
    if (env.ADMIN_PASSWORD && (env.ADMIN_PASSWORD.length < 10 || !/\d/.test(env.ADMIN_PASSWORD))) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must have at least 10 characters including a digit',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseStatementTimeoutMs: number;
  /** Shared rate limits and live fan-out for several processes (docs/decisions/012-*). */
  redisUrl: string | undefined;
  /** Public origin used in links, without a trailing slash. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  mailRetryBaseMs: number;
  /** How long an import thread may read one upload (IMPORT_PARSE_BUDGET_MS). */
  importParseBudgetMs: number;
  /** password undefined: ADMIN_EMAIL alone (docs/decisions/008-admin-bootstrap.md). */
  admin: { email: string; password: string | undefined } | undefined;
  /** ADMIN_REQUIRE_2FA: admin routes answer 403 TWO_FACTOR_REQUIRED until 2FA is set up. */
  adminRequire2fa: boolean;
  socialLinks: { messaging: string; video: string; shortPost: string; photo: string };
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Timeouts and the per-address connection cap (plugins/connection-limits.ts). */
  connections: {
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    /** 0: no cap. */
    perIp: number;
  };
  webDistDir: string;
  importAllowedOrigins: string[];
  /** Web Push (notifications/): allowed endpoint origins, and the VAPID keys if configured. */
  push: {
    allowedOrigins: string[];
    vapid: { publicKey: string; privateKey: string } | undefined;
  };
  tipsterName: string;
  /** The daily time-stamp of the stake record's head (STAKE_ANCHOR_*); undefined: off. */
  stakeAnchor: { tsaUrl: string; hourUtc: number } | undefined;
  timeZone: string;
  /** Whole-history answers (user-bets, a full changes answer) per user at once. */
  historyReadsPerUser: number;
  /** From this many bets a SQLite history is read on the read threads (HISTORY_THREAD_MIN_BETS). */
  historyThreadMinBets: number;
  /** The most bets one user's history may hold. */
  maxBetsPerUser: number;
  /** The most bytes of histories one user may upload per UTC day. */
  importDailyBytes: number;
  live: {
    feed: 'simulator' | 'odds-api' | 'none';
    pollSeconds: number;
    simulatorSpeed: number;
    simulatorMatches: number;
    /** How long a finished event stays in the feed, in milliseconds. */
    finishedKeepMs: number;
    oddsApiKey: string | undefined;
    oddsApiSports: string[];
    /** Caps on open streams that override the defaults (plugins/rate-limits.ts), if set. */
    streams: { perUser?: number; perIp?: number };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty variables count as unset, as in most shells' `VAR= cmd`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const raw = env[variable];
    const shown =
      raw === undefined ||
      variable.includes('PASSWORD') ||
      variable.includes('KEY') ||
      variable.includes('URL')
        ? ''
        : ` (got "${raw}")`;
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${shown}`,
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    importParseBudgetMs: e.IMPORT_PARSE_BUDGET_MS,
    admin: e.ADMIN_EMAIL
      ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
      : undefined,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA,
    socialLinks: {
      messaging: e.TELEGRAM_URL,
      video: e.YOUTUBE_URL,
      shortPost: e.X_URL,
      photo: e.INSTAGRAM_URL,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
      perIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_IP),
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    importAllowedOrigins: e.IMPORT_ALLOWED_ORIGINS,
    push: {
      allowedOrigins: e.PUSH_ALLOWED_ORIGINS,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
    tipsterName: e.TIPSTER_NAME,
    stakeAnchor: e.STAKE_ANCHOR_TSA_URL
      ? { tsaUrl: e.STAKE_ANCHOR_TSA_URL, hourUtc: e.STAKE_ANCHOR_HOUR }
      : undefined,
    timeZone: e.TIME_ZONE,
    historyReadsPerUser: e.HISTORY_READS_PER_USER,
    historyThreadMinBets: e.HISTORY_THREAD_MIN_BETS,
    maxBetsPerUser: e.MAX_BETS_PER_USER,
    importDailyBytes: e.IMPORT_DAILY_MB * 1024 * 1024,
    live: {
      feed: e.LIVE_FEED,
      pollSeconds: e.LIVE_POLL_SECONDS ?? (e.LIVE_FEED === 'odds-api' ? 120 : 5),
      simulatorSpeed: e.LIVE_SIMULATOR_SPEED,
      simulatorMatches: e.LIVE_SIMULATOR_MATCHES,
      finishedKeepMs: e.LIVE_FINISHED_KEEP_MINUTES * 60_000,
      streams: { perUser: e.LIVE_STREAMS_PER_USER, perIp: e.LIVE_STREAMS_PER_IP },
      oddsApiKey: e.ODDS_API_KEY,
      oddsApiSports: e.ODDS_API_SPORTS.split(','),
    },
  };
}
