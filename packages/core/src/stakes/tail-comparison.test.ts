import { describe, expect, it } from 'vitest';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import { canonicalStakeEntry, type StakeRecordEntry } from './stake-record-canonical.ts';
import { tailComparison } from './tail-comparison.ts';

const entry = (body: StakeRecordEntry): PublicStakeRecordEntry => ({
  seq: body.seq,
  kind: body.kind,
  prev_hash: '0'.repeat(64),
  hash: '1'.repeat(64),
  canonical: canonicalStakeEntry(body),
});
const at = '2026-11-01T12:00:00.000Z';
const publish = (seq: number, stake_id: number, odds: string, stake_cents: number) =>
  entry({
    v: 1,
    seq,
    kind: 'publish',
    stake_id,
    at,
    tipster: 'Ana',
    event: `E${stake_id}`,
    bookmaker: 'Bet365',
    details: null,
    odds,
    stake_cents,
    potential_winnings_cents: Math.round(stake_cents * Number(odds)),
    starts_at: null,
  });

// The record: #1 €20 at 2.00 won (+€20); #2 €20 at 1.80 lost (−€20); #3 hidden.
const record: PublicStakeRecordEntry[] = [
  publish(1, 1, '2.000', 2000),
  publish(2, 2, '1.800', 2000),
  entry({
    v: 1,
    seq: 3,
    kind: 'settle',
    stake_id: 1,
    at,
    refers_to: 1,
    result: 'won',
    payout_cents: 4000,
  }),
  entry({
    v: 1,
    seq: 4,
    kind: 'settle',
    stake_id: 2,
    at,
    refers_to: 2,
    result: 'lost',
    payout_cents: 0,
  }),
  { seq: 5, kind: 'publish', prev_hash: '1'.repeat(64), hash: '2'.repeat(64), canonical: null },
];

describe('tailComparison', () => {
  it('compares my odds and yield with the record on the tips I followed', () => {
    // I tailed #1 at 2.10 for €10 (won, +€11) and #2 at 1.75 for €10 (lost, −€10); a bet of
    // my own has no stake. Odds differences: +0.100 and −0.050 → mean +0.025 = 25 thousandths.
    // My yield (11 − 10) ÷ 20 = 0.05; the tipster's on the same tips (20 − 20) ÷ 40 = 0.
    const result = tailComparison(
      [
        { StakeId: 1, Odds: 2.1, Stake: 10, NetReturn: 11, Status: 'WON' },
        { StakeId: 2, Odds: 1.75, Stake: 10, NetReturn: -10, Status: 'LOST' },
        { StakeId: null, Odds: 3, Stake: 50, NetReturn: 100, Status: 'WON' },
      ],
      record,
    );
    expect(result).toEqual({
      followed: 2,
      published: 3,
      averageOddsDifferenceMilli: 25,
      oddsCompared: 2,
      comparedTips: 2,
      myYieldRatio: 0.05,
      tipsterYieldRatio: 0,
    });
  });

  it('leaves my pending bets out of the yields but not out of the odds', () => {
    const result = tailComparison(
      [{ StakeId: 1, Odds: 1.9, Stake: 10, NetReturn: 0, Status: 'PENDING' }],
      record,
    );
    // 1.900 − 2.000 = −100 thousandths; nothing settled on my side.
    expect(result).toMatchObject({
      followed: 1,
      averageOddsDifferenceMilli: -100,
      oddsCompared: 1,
      comparedTips: 0,
      myYieldRatio: null,
      tipsterYieldRatio: null,
    });
  });
});
