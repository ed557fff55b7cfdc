import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      admin: undefined,
      logLevel: 'info',
      trustProxy: false,
      tipsterName: 'StakeLab Tipster',
      timeZone: 'Europe/Madrid',
    });
    expect(config.socialLinks.messaging).toBe('https://t.me/stakelab');
  });

  it('anchors the stake record only when a TSA is set: https, or http on loopback', () => {
    expect(loadConfig({}).stakeAnchor).toBeUndefined();
    expect(loadConfig({ STAKE_ANCHOR_TSA_URL: 'https://freetsa.org/tsr' }).stakeAnchor).toEqual({
      tsaUrl: 'https://freetsa.org/tsr',
      hourUtc: 3,
    });
    for (const url of ['http://127.0.0.1:8080/tsa', 'http://localhost/tsa', 'http://[::1]:1/']) {
      expect(loadConfig({ STAKE_ANCHOR_TSA_URL: url, STAKE_ANCHOR_HOUR: '0' }).stakeAnchor).toEqual(
        { tsaUrl: url, hourUtc: 0 },
      );
    }
    for (const url of ['http://tsa.example/tsr', 'http://10.0.0.1/tsr', 'ftp://tsa.example', 'x']) {
      // The value is not echoed: a TSA URL may carry credentials.
      expect(() => loadConfig({ STAKE_ANCHOR_TSA_URL: url })).toThrow(
        /^Invalid configuration: STAKE_ANCHOR_TSA_URL must be an https URL \(http only for a loopback address\)$/,
      );
    }
    expect(() =>
      loadConfig({ STAKE_ANCHOR_TSA_URL: 'https://freetsa.org/tsr', STAKE_ANCHOR_HOUR: '24' }),
    ).toThrow('Invalid configuration: STAKE_ANCHOR_HOUR must be a whole hour between 0 and 23');
  });

  it('replays imports only to Betfair by default, or to the listed origins', () => {
    expect(loadConfig({}).importAllowedOrigins).toEqual([
      'https://myactivity.betfair.com',
      'https://api.betfair.com',
      'https://myactivity.betfair.es',
      'https://api.betfair.es',
      'https://myactivity.betfair.it',
      'https://api.betfair.it',
    ]);
    expect(
      loadConfig({ IMPORT_ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:9000' })
        .importAllowedOrigins,
    ).toEqual(['https://a.example', 'http://127.0.0.1:9000']);
    expect(() => loadConfig({ IMPORT_ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(
      'Invalid configuration: IMPORT_ALLOWED_ORIGINS must list origins like https://host[:port], comma-separated',
    );
  });

  it('derives APP_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://stakelab.example/' }).appUrl).toBe(
      'https://stakelab.example',
    );
  });

  it('takes a redis:// or rediss:// REDIS_URL, and none by default', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache:6380/2' }).redisUrl).toBe(
      'rediss://:pw@cache:6380/2',
    );
  });

  it('caps bets per history at 200,000 and uploads at 100 MB a day unless MAX_BETS_PER_USER / IMPORT_DAILY_MB say otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      maxBetsPerUser: 200_000,
      importDailyBytes: 104_857_600,
    });
    expect(loadConfig({ MAX_BETS_PER_USER: '5000', IMPORT_DAILY_MB: '20' })).toMatchObject({
      maxBetsPerUser: 5000,
      importDailyBytes: 20_971_520,
    });
    expect(() => loadConfig({ MAX_BETS_PER_USER: '0' })).toThrow(
      'Invalid configuration: MAX_BETS_PER_USER must be a whole number between 1 and 10000000 (got "0")',
    );
    expect(() => loadConfig({ IMPORT_DAILY_MB: '1.5' })).toThrow(
      'Invalid configuration: IMPORT_DAILY_MB must be a whole number of megabytes between 1 and 100000 (got "1.5")',
    );
  });

  it('gives PostgreSQL statements 10 s by default, or DATABASE_STATEMENT_TIMEOUT_MS', () => {
    expect(loadConfig({}).databaseStatementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).databaseStatementTimeoutMs).toBe(
      2500,
    );
  });

  it('caps live streams by the defaults unless LIVE_STREAMS_PER_USER / _PER_IP say otherwise', () => {
    expect(loadConfig({}).live.streams).toEqual({ perUser: undefined, perIp: undefined });
    expect(
      loadConfig({ LIVE_STREAMS_PER_USER: '3', LIVE_STREAMS_PER_IP: '500' }).live.streams,
    ).toEqual({ perUser: 3, perIp: 500 });
  });

  it('gives an import thread 20 s to read an upload unless IMPORT_PARSE_BUDGET_MS says otherwise', () => {
    expect(loadConfig({}).importParseBudgetMs).toBe(20_000);
    expect(loadConfig({ IMPORT_PARSE_BUDGET_MS: '5000' }).importParseBudgetMs).toBe(5_000);
    expect(() => loadConfig({ IMPORT_PARSE_BUDGET_MS: '10' })).toThrow(
      'Invalid configuration: IMPORT_PARSE_BUDGET_MS must be a number of milliseconds between 1000 and 600000 (got "10")',
    );
  });

  it('reads histories of 2,000 bets or more on the read threads unless HISTORY_THREAD_MIN_BETS says otherwise', () => {
    expect(loadConfig({}).historyThreadMinBets).toBe(2000);
    expect(loadConfig({ HISTORY_THREAD_MIN_BETS: '2' }).historyThreadMinBets).toBe(2);
    expect(() => loadConfig({ HISTORY_THREAD_MIN_BETS: '0' })).toThrow(
      'Invalid configuration: HISTORY_THREAD_MIN_BETS must be a whole number between 1 and 10000000 (got "0")',
    );
  });

  it('bounds request time and idle connections, and caps connections per address unless behind a proxy', () => {
    expect(loadConfig({}).connections).toEqual({
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 120_000,
      perIp: 100,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.perIp).toBe(0);
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '5',
        CONNECTION_TIMEOUT_SECONDS: '45',
        MAX_CONNECTIONS_PER_IP: '8',
        TRUST_PROXY: 'true',
      }).connections,
    ).toEqual({ requestTimeoutMs: 5000, idleTimeoutMs: 45_000, perIp: 8 });
  });

  it('allows 2 whole-history reads per user at once unless HISTORY_READS_PER_USER says otherwise', () => {
    expect(loadConfig({}).historyReadsPerUser).toBe(2);
    expect(loadConfig({ HISTORY_READS_PER_USER: '5' }).historyReadsPerUser).toBe(5);
    for (const bad of ['0', '1.5', '101', 'many']) {
      expect(() => loadConfig({ HISTORY_READS_PER_USER: bad })).toThrow(
        'HISTORY_READS_PER_USER must be a whole number between 1 and 100',
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('lower-cases the admin e-mail; ADMIN_EMAIL may come alone, ADMIN_PASSWORD may not', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'longenough1' }).admin,
    ).toEqual({
      email: 'boss@example.com',
      password: 'longenough1',
    });
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com' }).admin).toEqual({
      email: 'boss@example.com',
      password: undefined,
    });
    expect(loadConfig({}).admin).toBeUndefined();
    expect(() => loadConfig({ ADMIN_PASSWORD: 'longenough1' })).toThrow(
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
    );
  });

  it('polls The Odds API sparingly: every 2 minutes by default, never under 30 s', () => {
    expect(loadConfig({}).live).toMatchObject({ feed: 'simulator', pollSeconds: 5 });
    expect(loadConfig({ LIVE_FEED: 'odds-api', ODDS_API_KEY: 'k' }).live.pollSeconds).toBe(120);
    expect(() =>
      loadConfig({ LIVE_FEED: 'odds-api', ODDS_API_KEY: 'secret-key', LIVE_POLL_SECONDS: '5' }),
    ).toThrow(
      'Invalid configuration: LIVE_POLL_SECONDS must be at least 30 with LIVE_FEED=odds-api',
    );
    expect(() => loadConfig({ LIVE_FEED: 'odds-api' })).toThrow(
      'Invalid configuration: ODDS_API_KEY is required when LIVE_FEED is odds-api',
    );
  });

  it.each([
    [
      { TIME_ZONE: 'Mars/Olympus' },
      'Invalid configuration: TIME_ZONE must be an IANA time zone such as Europe/Madrid (got "Mars/Olympus")',
    ],
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")',
    ],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'Invalid configuration: DATABASE_URL must be a postgres:// URL',
    ],
    [{ APP_URL: 'localhost:3000' }, 'Invalid configuration: APP_URL must be a http(s) URL'],
    [
      { REDIS_URL: 'http://cache:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid configuration: SMTP_URL must be a smtp:// or smtps:// URL',
    ],
    [
      { SUPPORT_EMAIL: 'nobody' },
      'Invalid configuration: SUPPORT_EMAIL must be an e-mail address (got "nobody")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '50' },
      'Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds between 100 and 600000 (got "50")',
    ],
    [
      { LIVE_STREAMS_PER_IP: '0' },
      'Invalid configuration: LIVE_STREAMS_PER_IP must be a whole number between 1 and 100000 (got "0")',
    ],
    [
      { REQUEST_TIMEOUT_SECONDS: '0' },
      'Invalid configuration: REQUEST_TIMEOUT_SECONDS must be a whole number of seconds between 1 and 3600 (got "0")',
    ],
    [
      { CONNECTION_TIMEOUT_SECONDS: '10' },
      'Invalid configuration: CONNECTION_TIMEOUT_SECONDS must be a whole number of seconds between 30 and 3600 (got "10")',
    ],
    [
      { MAX_CONNECTIONS_PER_IP: '-1' },
      'Invalid configuration: MAX_CONNECTIONS_PER_IP must be a whole number between 0 and 100000 (got "-1")',
    ],
    [
      { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short1' },
      'Invalid configuration: ADMIN_PASSWORD must have at least 10 characters including a digit',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('never echoes secrets in the error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@db/x' })).toThrow(/^(?!.*s3cret)/);
  });
});
