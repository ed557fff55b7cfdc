import {
  type FeedSourceEvent,
  mapOddsApiEvents,
  mapOddsApiFeed,
  oddsApiOddsResponseSchema,
  oddsApiScoresResponseSchema,
  type LiveEvent,
} from '@stakelab/core';
import type { z } from 'zod';
import type { LiveFeedProvider } from './live-feed.ts';

export const ODDS_API_BASE_URL = 'https://api.the-odds-api.com';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Longest part of an error body quoted in our error message. */
const MAX_QUOTED_BODY = 200;

export interface OddsApiProviderOptions {
  apiKey: string;
  /** Odds API sport keys, e.g. 'soccer_spain_la_liga', 'basketball_nba', 'tennis_atp_madrid_open'. */
  sports: readonly string[];
  baseUrl?: string;
  /** Per request. */
  timeoutMs?: number;
}

/** What the API last said of the key's credits (its x-requests-* headers), summed over a poll. */
export interface OddsApiCredits {
  /** Credits used since the quota last reset. */
  used: number;
  remaining: number;
  /** What the last poll cost, summed over its requests. */
  lastPollCost: number;
}

export interface OddsApiProvider extends LiveFeedProvider {
  /** Null until an answer carried the headers. */
  credits(): OddsApiCredits | null;
}

/**
 * With fewer credits left than a poll costs, polling pauses: every request would only be
 * refused, and the quota resets monthly. One poll an hour looks whether it has reset.
 */
const PAUSED_POLL_EVERY_MS = 60 * 60 * 1000;
/** The headers are integers; anything longer than this is not one worth reading. */
const CREDIT_HEADER = /^\d{1,12}$/;

function creditHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name)?.trim() ?? '';
  return CREDIT_HEADER.test(value) ? Number(value) : null;
}

/**
 * The real live feed (LIVE_FEED=odds-api): for each sport, The Odds API v4 scores (what is in
 * play, and the score) and h2h odds in decimal format from EU bookmakers, joined by the core
 * mapping. Two requests per sport and poll; any failure fails the whole poll with an Error
 * whose message names the sport and endpoint but never the API key (it travels in the query
 * string, so URLs are never quoted).
 *
 * The scores call leaves out `daysFrom`: without it the API returns live and upcoming games
 * only, which is all the feed needs, and it costs 1 quota credit instead of 2.
 *
 * Credits are counted from the answers' x-requests-used / -remaining / -last headers; when
 * fewer are left than a poll costs, polls fail at once without calling (the hub logs why)
 * but for one an hour.
 */
export function createOddsApiProvider(options: OddsApiProviderOptions): OddsApiProvider {
  const { apiKey, sports } = options;
  const baseUrl = (options.baseUrl ?? ODDS_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (apiKey.trim() === '') throw new Error('The Odds API needs an API key');
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);
  /** The documented cost of one poll: scores (1) and h2h odds in one region (1) per sport. */
  const pollCost = 2 * sports.length;
  let credits: OddsApiCredits | null = null;
  let pausedUntil = 0;

  /** Folds the headers of a poll's answers (in any order) into `credits`. */
  function countCredits(headers: readonly Headers[]) {
    let used: number | null = null;
    let remaining: number | null = null;
    let cost = 0;
    for (const h of headers) {
      const u = creditHeader(h, 'x-requests-used');
      const r = creditHeader(h, 'x-requests-remaining');
      if (u !== null) used = Math.max(used ?? 0, u);
      if (r !== null) remaining = Math.min(remaining ?? r, r);
      cost += creditHeader(h, 'x-requests-last') ?? 0;
    }
    if (used !== null && remaining !== null) credits = { used, remaining, lastPollCost: cost };
  }

  async function getJson<T>(
    sport: string,
    endpoint: 'scores' | 'odds',
    params: Record<string, string>,
    schema: z.ZodType<T>,
    seen: Headers[],
  ): Promise<T> {
    const path = `/v4/sports/${encodeURIComponent(sport)}/${endpoint}/`;
    const url = new URL(`${baseUrl}${path}`);
    url.search = new URLSearchParams({ apiKey, ...params }).toString();
    const what = `The Odds API ${endpoint} for ${sport}`;

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : failureReason(error);
      // No `cause`: fetch's errors can carry the request URL, whose query holds the API key,
      // and error loggers print causes. The message keeps what matters (timeout, ECONNREFUSED…).
      // eslint-disable-next-line preserve-caught-error
      throw new Error(redact(`${what}: request failed (${reason})`));
    }

    seen.push(response.headers);
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      const detail = apiMessage(body);
      throw new Error(redact(`${what}: HTTP ${response.status}${detail ? ` (${detail})` : ''}`));
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new Error(`${what}: the answer is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'the answer';
      throw new Error(
        redact(`${what}: unexpected answer at ${where} (${issue?.message ?? 'invalid'})`),
      );
    }
    return parsed.data;
  }

  /** The scores and odds of every sport: one credit each per sport and poll. */
  async function answers(now: Date) {
    if (now.getTime() < pausedUntil && credits) {
      throw new Error(
        `The Odds API: ${credits.remaining} credits left and a poll costs ${pollCost}; ` +
          `polling is paused until ${new Date(pausedUntil).toISOString()}`,
      );
    }
    const seen: Headers[] = [];
    try {
      return await pollAll(seen);
    } finally {
      countCredits(seen);
      const exhausted = credits !== null && credits.remaining < pollCost;
      pausedUntil = exhausted ? now.getTime() + PAUSED_POLL_EVERY_MS : 0;
    }
  }

  function pollAll(seen: Headers[]) {
    return Promise.all(
      sports.map(async (sport) => {
        const [scores, odds] = await Promise.all([
          getJson(sport, 'scores', {}, oddsApiScoresResponseSchema, seen),
          getJson(
            sport,
            'odds',
            { regions: 'eu', markets: 'h2h', oddsFormat: 'decimal' },
            oddsApiOddsResponseSchema,
            seen,
          ),
        ]);
        return { scores, odds };
      }),
    );
  }

  return {
    name: 'odds-api',
    credits: () => credits,
    async currentEvents(now: Date): Promise<LiveEvent[]> {
      return (await answers(now)).flatMap(({ scores, odds }) =>
        mapOddsApiEvents(scores, odds, now),
      );
    },
    // The same two calls: the upcoming games come with no extra credit (issue 36).
    async feedEvents(now: Date): Promise<FeedSourceEvent[]> {
      return (await answers(now)).flatMap(({ scores, odds }) => mapOddsApiFeed(scores, odds, now));
    },
  };
}

function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() wraps the network error ('fetch failed'); its cause says what happened.
  const cause: unknown = error.cause;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  return code ? `${error.message}: ${code}` : error.message;
}

/** The API's own explanation from an error body ({"message": "..."}), shortened. */
function apiMessage(body: string): string {
  let text = body;
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') {
      text = json.message;
    }
  } catch {
    // not JSON: quote the text itself
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_QUOTED_BODY ? `${text.slice(0, MAX_QUOTED_BODY)}…` : text;
}
