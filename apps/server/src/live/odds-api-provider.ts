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

/**
 * The real live feed (LIVE_FEED=odds-api): for each sport, The Odds API v4 scores (what is in
 * play, and the score) and h2h odds in decimal format from EU bookmakers, joined by the core
 * mapping. Two requests per sport and poll; any failure fails the whole poll with an Error
 * whose message names the sport and endpoint but never the API key (it travels in the query
 * string, so URLs are never quoted).
 *
 * The scores call leaves out `daysFrom`: without it the API returns live and upcoming games
 * only, which is all the feed needs, and it costs 1 quota credit instead of 2.
 */
export function createOddsApiProvider(options: OddsApiProviderOptions): LiveFeedProvider {
  const { apiKey, sports } = options;
  const baseUrl = (options.baseUrl ?? ODDS_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (apiKey.trim() === '') throw new Error('The Odds API needs an API key');
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);

  async function getJson<T>(
    sport: string,
    endpoint: 'scores' | 'odds',
    params: Record<string, string>,
    schema: z.ZodType<T>,
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
  async function answers() {
    return Promise.all(
      sports.map(async (sport) => {
        const [scores, odds] = await Promise.all([
          getJson(sport, 'scores', {}, oddsApiScoresResponseSchema),
          getJson(
            sport,
            'odds',
            { regions: 'eu', markets: 'h2h', oddsFormat: 'decimal' },
            oddsApiOddsResponseSchema,
          ),
        ]);
        return { scores, odds };
      }),
    );
  }

  return {
    name: 'odds-api',
    async currentEvents(now: Date): Promise<LiveEvent[]> {
      return (await answers()).flatMap(({ scores, odds }) => mapOddsApiEvents(scores, odds, now));
    },
    // The same two calls: the upcoming games come with no extra credit (issue 36).
    async feedEvents(now: Date): Promise<FeedSourceEvent[]> {
      return (await answers()).flatMap(({ scores, odds }) => mapOddsApiFeed(scores, odds, now));
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
