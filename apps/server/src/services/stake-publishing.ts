import {
  defaultStakePayout,
  isSettledStakeResult,
  oddsMilliText,
  type Stake,
  type StakeSettledResult,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { appendStakeRecordEntry, stakeRecordEntriesOf } from '../repositories/stake-record.ts';
import { findStake, insertStake, settleStake, type NewStake } from '../repositories/stakes.ts';

type Db = Kysely<Database>;

/**
 * Publishing, settling and voiding tipster stakes (issue 34): each changes the stake's row and
 * appends its entry to the hash-chained record in one transaction, so the record and the rows
 * cannot disagree. Published facts are never updated; only the outcome moves, and every move
 * is an entry.
 */

/** How often an append that lost the race for the next seq is tried again on top of the winner. */
const APPEND_ATTEMPTS = 8;

export async function inTransactionRetried<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= APPEND_ATTEMPTS) throw err;
    }
  }
}

const cents = (euros: number) => Math.round(euros * 100);
const OUTCOME_KINDS = new Set(['settle', 'void', 'correction']);

export interface PublishedStakeInput extends NewStake {
  /** The spec's form may publish a stake already settled: a settle entry follows the publish. */
  outcome?: { result: StakeSettledResult; payout: number } | undefined;
}

export async function publishStake(db: Db, input: PublishedStakeInput): Promise<Stake> {
  return inTransactionRetried(db, async (trx) => {
    const stake = await insertStake(trx, input);
    const revealAt = stake.starts_at ?? null;
    const published = await appendStakeRecordEntry(
      trx,
      {
        kind: 'publish',
        stake_id: stake.stake_id,
        tipster: stake.tipster_name,
        event: stake.event_description,
        bookmaker: stake.bookmaker,
        details: stake.bet_details,
        odds: oddsMilliText(Math.round(stake.total_odds * 1000)),
        stake_cents: cents(stake.stake_amount),
        potential_winnings_cents: cents(stake.potential_winnings),
        starts_at: revealAt,
      },
      input.placedAt,
      revealAt,
    );
    if (!input.outcome) return stake;
    await appendStakeRecordEntry(
      trx,
      {
        kind: 'settle',
        stake_id: stake.stake_id,
        refers_to: published.seq,
        result: input.outcome.result,
        payout_cents: cents(input.outcome.payout),
      },
      input.placedAt,
      revealAt,
    );
    return (await settleStake(trx, stake.stake_id, input.outcome, input.placedAt)) ?? stake;
  });
}

export class CashOutNeedsAmountError extends Error {}

/**
 * Settles a stake: a settle entry the first time, a correction pointing to the last outcome
 * entry afterwards (the mistake stays in the record, the correction beside it). Without a
 * payout the result's default applies (core's defaultStakePayout). null: no such stake.
 */
export async function recordStakeOutcome(
  db: Db,
  id: number,
  outcome: { result: StakeSettledResult; payout?: number | undefined; reason?: string | undefined },
  now: Date,
  /** Work of the caller's in the same transaction, after the entry (a throw undoes it all). */
  after?: (trx: Db) => Promise<void>,
): Promise<Stake | null> {
  return inTransactionRetried(db, async (trx) => {
    const stake = await findStake(trx, id);
    if (!stake) return null;
    const payout = outcome.payout ?? defaultStakePayout(outcome.result, stake);
    if (payout === null) throw new CashOutNeedsAmountError();
    const entries = await stakeRecordEntriesOf(trx, id);
    const publish = entries.find((entry) => entry.kind === 'publish');
    const lastOutcome = entries.filter((entry) => OUTCOME_KINDS.has(entry.kind)).at(-1);
    const revealAt = stake.starts_at ?? null;
    if (isSettledStakeResult(stake.final_result) && lastOutcome) {
      await appendStakeRecordEntry(
        trx,
        {
          kind: 'correction',
          stake_id: id,
          corrects: lastOutcome.seq,
          result: outcome.result,
          payout_cents: cents(payout),
          reason: outcome.reason ?? null,
        },
        now,
        revealAt,
      );
    } else {
      await appendStakeRecordEntry(
        trx,
        {
          kind: 'settle',
          stake_id: id,
          refers_to: publish?.seq ?? null,
          result: outcome.result,
          payout_cents: cents(payout),
        },
        now,
        revealAt,
      );
    }
    const settled = await settleStake(trx, id, { result: outcome.result, payout }, now);
    await after?.(trx);
    return settled;
  });
}

/** The admin withdraws a stake, saying why: the stake is given back. null: no such stake. */
export async function voidStakeWithReason(
  db: Db,
  id: number,
  reason: string,
  now: Date,
): Promise<Stake | null> {
  return inTransactionRetried(db, async (trx) => {
    const stake = await findStake(trx, id);
    if (!stake) return null;
    const publish = (await stakeRecordEntriesOf(trx, id)).find((e) => e.kind === 'publish');
    await appendStakeRecordEntry(
      trx,
      {
        kind: 'void',
        stake_id: id,
        refers_to: publish?.seq ?? null,
        reason,
        payout_cents: cents(stake.stake_amount),
      },
      now,
      stake.starts_at ?? null,
    );
    return settleStake(
      trx,
      id,
      { result: 'void', payout: stake.stake_amount, voidReason: reason },
      now,
    );
  });
}
