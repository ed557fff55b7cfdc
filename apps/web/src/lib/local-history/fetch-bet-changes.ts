import { type BetChangesResponse, betChangesResponseSchema } from '@stakelab/core';

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
      answer: BetChangesResponse;
      /** The answer's JSON as sent: a full answer is stored as it is (no second stringify). */
      text: string;
    }
  | { ok: false; failure: ChangesFailure };

export const BET_CHANGES_PATH = '/api/history/user-bets/changes';

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
 * The answer is validated with core's zod schema here, in full: it is kept in IndexedDB and read
 * back on every later visit without a check, so a malformed bet must not get in. The cost
 * (about 25 ms for 10,000 bets, 250 ms for 100,000) falls on the worker, never on the page.
 */
export async function fetchBetChanges(since: number): Promise<ChangesOutcome> {
  let response: Response;
  try {
    response = await fetch(`${BET_CHANGES_PATH}?since=${since}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
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
  const parsed = betChangesResponseSchema.safeParse(json);
  if (!parsed.success) {
    const message = `Unexpected response from ${BET_CHANGES_PATH}`;
    return { ok: false, failure: { status: response.status, message } };
  }
  return { ok: true, answer: parsed.data, text };
}
