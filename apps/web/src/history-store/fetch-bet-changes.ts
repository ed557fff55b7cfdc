import {
  BET_ANSWER_USER_HEADER,
  type BetChangesResponse,
  betChangesResponseSchema,
  type BetView,
  betViewFromRow,
  isBetViewRow,
  newestBetsResponseSchema,
} from '@stakelab/core';
import { z } from 'zod';
import { BET_CHANGES_PATH, NEWEST_BETS_PATH } from './early-reads';

export { BET_CHANGES_PATH, NEWEST_BETS_PATH };

/** A failed read, as plain data: it crosses from the worker to the page (see history-client.ts). */
export interface ChangesFailure {
  /** The HTTP status; 0 when the server was not reached. */
  status: number;
  message: string;
  code?: string | undefined;
}

export type ChangesOutcome =
  | {
      ok: true;
      /** The answer with its bets' rows read back as BetViews. */
      answer: BetChangesResponse;
      /**
       * The answer's JSON as sent, its bets as rows: a full answer is stored as it is (no
       * second stringify; idb-bet-store.ts reads the rows back).
       */
      text: string;
      /** Whose history it is (BET_ANSWER_USER_HEADER); null when the server did not say. */
      userId: number | null;
    }
  | { ok: false; failure: ChangesFailure };

/** The answer's envelope; its bets' rows are checked later (see fetchBetChanges). */
const envelopeSchema = betChangesResponseSchema.extend({ bets: z.array(z.unknown()) });

function failureOf(status: number, statusText: string, text: string): ChangesFailure {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    return {
      status,
      message: typeof body.message === 'string' ? body.message : statusText,
      code: typeof body.code === 'string' ? body.code : undefined,
    };
  } catch {
    return { status, message: statusText || `HTTP ${status}` };
  }
}

/**
 * GET /api/history/user-bets/changes?since=N for the session's user (the contract in core's
 * contract/history-changes.ts). This runs in the history worker, not on the page.
 *
 * Only the envelope (version, full, deleted ids, an array of bet rows) is validated here. The
 * bets are our own server's, rows of core's BetView contract (its route tests check the answer
 * against the schema), so they are read back and shown as they come; the engine checks every one against
 * betViewSchema before it stores them (validate-bets.ts), since the store is read back on
 * later visits without a check. Checking 10,000 bets first would cost ~155 ms in the worker
 * (zod gets no compiled fast path under the app's CSP), 3.5 times the JSON parse, before the
 * first rows; 100,000 well over a second.
 */
export async function fetchBetChanges(
  since: number,
  sent?: Promise<Response>,
): Promise<ChangesOutcome> {
  const read = await readBetRows(BET_CHANGES_PATH, `?since=${since}`, envelopeSchema, sent);
  if (!read.ok) return read;
  // Trusted until validate-bets.ts checks them (see above).
  return { ok: true, answer: read.answer, text: read.text, userId: read.userId };
}

/** The newest bets and how many there are in all: a first screen, never stored. */
export interface NewestBets {
  total: number;
  /** Newest first. */
  bets: BetView[];
}

export type NewestOutcome =
  { ok: true; newest: NewestBets; userId: number | null } | { ok: false; failure: ChangesFailure };

const newestEnvelopeSchema = newestBetsResponseSchema.extend({ bets: z.array(z.unknown()) });

/**
 * GET /api/history/user-bets/newest?limit=N: the newest bets alone, shown while the whole
 * history is still on its way (a first visit). Checked as fetchBetChanges checks its rows.
 */
export async function fetchNewestBets(
  limit: number,
  sent?: Promise<Response>,
): Promise<NewestOutcome> {
  const read = await readBetRows(NEWEST_BETS_PATH, `?limit=${limit}`, newestEnvelopeSchema, sent);
  if (!read.ok) return read;
  const { total, bets } = read.answer;
  return { ok: true, newest: { total, bets }, userId: read.userId };
}

type JsonRead =
  | { ok: true; status: number; text: string; json: unknown; userId: number | null }
  | { ok: false; failure: ChangesFailure };

/**
 * A same-origin GET's JSON, or what failed as plain data; `sent`: the same GET already sent
 * (by the page's first script: early-answers.ts).
 */
async function readJson(path: string, sent?: Promise<Response>): Promise<JsonRead> {
  let response: Response;
  try {
    response = await (sent ??
      fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    return { ok: false, failure: { status: 0, message } };
  }
  const text = await response.text();
  if (!response.ok) {
    return { ok: false, failure: failureOf(response.status, response.statusText, text) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const user = Number(response.headers.get(BET_ANSWER_USER_HEADER) ?? Number.NaN);
  const userId = Number.isSafeInteger(user) && user > 0 ? user : null;
  return { ok: true, status: response.status, text, json, userId };
}

/** What a schema's safeParse answers, as far as readBetRows needs it. */
type Parsed<T> = { success: true; data: T } | { success: false };

/**
 * A GET whose answer carries bets as rows: its envelope checked by `envelope` and every row's
 * shape, the rows read back as BetViews (their values are checked later: validate-bets.ts).
 */
async function readBetRows<T extends { bets: unknown[] }>(
  path: string,
  query: string,
  envelope: { safeParse(value: unknown): Parsed<T> },
  sent: Promise<Response> | undefined,
): Promise<
  | { ok: true; answer: Omit<T, 'bets'> & { bets: BetView[] }; text: string; userId: number | null }
  | { ok: false; failure: ChangesFailure }
> {
  const read = await readJson(`${path}${query}`, sent);
  if (!read.ok) return read;
  const parsed = envelope.safeParse(read.json);
  if (!parsed.success || !parsed.data.bets.every(isBetViewRow)) {
    return unexpected(path, read.status);
  }
  const answer = { ...parsed.data, bets: parsed.data.bets.map(betViewFromRow) };
  return { ok: true, answer, text: read.text, userId: read.userId };
}

function unexpected(path: string, status: number): { ok: false; failure: ChangesFailure } {
  return { ok: false, failure: { status, message: `Unexpected response from ${path}` } };
}
