import {
  type BetView,
  betViewFromRow,
  type PublicStakeRecordEntry,
  stakeRecordPageSchema,
} from '@stakelab/core';
import { expect } from 'vitest';
import type { Account } from './api-accounts';
import { e2eSettings } from './browser';

/** A JSON call to the API as `account` (its session cookie); the answer must be a 200. */
export async function apiAs<T>(
  account: Account,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${e2eSettings().baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: `${account.cookie.name}=${account.cookie.value}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

export interface PublishedStake {
  stake_id: number;
  starts_at?: string | null;
}

/** The admin publishes a stake (POST /api/history/admin-insert-stake, issue 34's start). */
export async function publishStake(
  admin: Account,
  stake: { event: string; odds: number; amount: number; details?: string; startsAt?: string },
): Promise<PublishedStake> {
  const { stake: published } = await apiAs<{ stake: PublishedStake }>(
    admin,
    '/api/history/admin-insert-stake',
    'POST',
    {
      bet_description: stake.event,
      bookmarker: 'Bet365',
      stake_amount: stake.amount,
      total_odds: stake.odds,
      potential_winnings: Math.round(stake.amount * stake.odds * 100) / 100,
      payout_amount: 0,
      bet_details: stake.details ?? null,
      starts_at: stake.startsAt ?? null,
    },
  );
  return published;
}

/** The admin settles a stake (PATCH /api/admin/stakes/:id): won pays the potential winnings. */
export const settleStake = (admin: Account, stakeId: number, result: 'won' | 'lost') =>
  apiAs(admin, `/api/admin/stakes/${stakeId}`, 'PATCH', { final_result: result });

/** The whole public record (GET /api/stakes/record, no login), oldest first. */
export async function publicRecord(): Promise<PublicStakeRecordEntry[]> {
  const entries: PublicStakeRecordEntry[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const res = await fetch(`${e2eSettings().baseUrl}/api/stakes/record?after=${after}&limit=1000`);
    expect(res.status).toBe(200);
    const page = stakeRecordPageSchema.parse(await res.json());
    entries.push(...page.entries);
    after = page.next_after;
  }
  return entries;
}

/** Every bet of `account` as the history's changes read sends them (since 0: all). */
export async function betsOf(account: Account): Promise<BetView[]> {
  const { bets } = await apiAs<{ bets: unknown[][] }>(
    account,
    '/api/history/user-bets/changes?since=0',
  );
  return bets.map((row) => betViewFromRow(row));
}
