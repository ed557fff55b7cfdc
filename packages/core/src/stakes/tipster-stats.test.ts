import { describe, expect, it } from 'vitest';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import { canonicalStakeEntry, type StakeRecordEntry } from './stake-record-canonical.ts';
import { tipsterStats } from './tipster-stats.ts';

// Hashes do not matter here (the chain has its own tests): the statistics read the texts.
type Body<E> = E extends StakeRecordEntry ? Omit<E, 'v' | 'seq'> : never;
function record(bodies: (Body<StakeRecordEntry> | 'hidden')[]): PublicStakeRecordEntry[] {
  return bodies.map((body, index) => {
    const seq = index + 1;
    const hash = String(seq).padStart(64, '0');
    if (body === 'hidden') return { seq, kind: 'publish', prev_hash: hash, hash, canonical: null };
    const entry = { v: 1, seq, ...body } as StakeRecordEntry;
    return { seq, kind: entry.kind, prev_hash: hash, hash, canonical: canonicalStakeEntry(entry) };
  });
}

const at = (month: number, day: number) =>
  new Date(Date.UTC(2026, month - 1, day, 12)).toISOString();
function publish(stake_id: number, month: number, day: number, stakeEuros: number, odds: string) {
  const stake_cents = stakeEuros * 100;
  return {
    kind: 'publish' as const,
    stake_id,
    at: at(month, day),
    tipster: 'Ana',
    event: `Event ${stake_id}`,
    bookmaker: 'Bet365',
    details: null,
    odds,
    stake_cents,
    potential_winnings_cents: Math.round(stake_cents * Number(odds)),
    starts_at: null,
  };
}
function settle(stake_id: number, result: 'won' | 'lost' | 'cashed_out', payout_cents: number) {
  return {
    kind: 'settle' as const,
    stake_id,
    at: at(3, 28),
    refers_to: null,
    result,
    payout_cents,
  };
}

// The worked record, in publish order:
// #1 Jan  5  €10 @ 2.00 won        payout €20  profit +€10   cumulative +€10
// #2 Jan 12  €20 @ 1.50 won        payout €30  profit +€10   cumulative +€20  (peak)
// #3 Jan 20  €10 @ 3.00 lost                   profit −€10   cumulative +€10
// #4 Feb  2  €30 @ 2.00 settled won, then corrected to lost:
//                                              profit −€30   cumulative −€20  (trough)
// #5 Feb  9  €10 @ 2.50 voided                 left out
// #6 Feb 15  €40 @ 1.80 won        payout €72  profit +€32   cumulative +€12
// #7 Mar  1  €10 @ 2.20 won        payout €22  profit +€12   cumulative +€24
// #8 Mar  3  still a commitment (hidden)       left out
// #9 Mar  5  €10 @ 4.00 cashed out for €6      profit −€4    cumulative +€20
// Counted: 7 stakes, staked 10+20+10+30+40+10+10 = €130, profit €20.
// Win rate: won 4 (#1 #2 #6 #7) ÷ (4 + lost 2 (#3 #4)) = 2/3.
// Streaks (cash-outs neither extend nor break): W W L L W W → best 2, current 2 wins.
// Yield 20 ÷ 130 = 0.153846…; max drawdown peak +€20 → trough −€20 = €40.
// Unit: stakes sorted 10 10 10 10 20 30 40, median €10 → profit 20 ÷ 10 = 2 units.
// Average odds (2.000+1.500+3.000+2.000+1.800+2.200+4.000) ÷ 7 = 16.5 ÷ 7 = 2.357142… → 2.357.
// Average stake 130 ÷ 7 = 18.571… → €18.57.
// By month: Jan 3 bets €40 staked +€10; Feb #4 #6: 2 bets €70 +€2; Mar #7 #9: 2 bets €20 +€8.
const entries = record([
  publish(1, 1, 5, 10, '2.000'),
  publish(2, 1, 12, 20, '1.500'),
  publish(3, 1, 20, 10, '3.000'),
  settle(1, 'won', 2000),
  settle(2, 'won', 3000),
  settle(3, 'lost', 0),
  publish(4, 2, 2, 30, '2.000'),
  publish(5, 2, 9, 10, '2.500'),
  publish(6, 2, 15, 40, '1.800'),
  settle(4, 'won', 6000), // seq 10
  {
    kind: 'void',
    stake_id: 5,
    at: at(2, 10),
    refers_to: 8,
    reason: 'match postponed',
    payout_cents: 1000,
  },
  settle(6, 'won', 7200),
  {
    kind: 'correction',
    stake_id: 4,
    at: at(3, 29),
    corrects: 10,
    result: 'lost',
    payout_cents: 0,
    reason: 'wrong result',
  },
  publish(7, 3, 1, 10, '2.200'),
  'hidden',
  publish(9, 3, 5, 10, '4.000'),
  settle(7, 'won', 2200),
  settle(9, 'cashed_out', 600),
]);

describe('tipsterStats', () => {
  it('works out the worked record', () => {
    const stats = tipsterStats(entries);
    expect(stats.labels).toEqual({
      totalBets: 7,
      won: 4,
      lost: 2,
      winRatio: 4 / 6,
      totalProfit: 20,
      bestStreak: 2,
      currentStreak: { result: 'won', length: 2 },
      averageStake: 18.57,
    });
    expect(stats.stakedCents).toBe(13000);
    expect(stats.profitCents).toBe(2000);
    expect(stats.yieldRatio).toBeCloseTo(20 / 130, 12);
    expect(stats.maxDrawdownCents).toBe(4000);
    expect(stats.unitCents).toBe(1000);
    expect(stats.profitUnits).toBe(2);
    expect(stats.averageOddsMilli).toBe(2357);
    expect(stats.byMonth).toEqual([
      { key: '2026-01', bets: 3, stakedCents: 4000, profitCents: 1000 },
      { key: '2026-02', bets: 2, stakedCents: 7000, profitCents: 200 },
      { key: '2026-03', bets: 2, stakedCents: 2000, profitCents: 800 },
    ]);
    expect(stats.bySport).toEqual([]);
    expect(stats.closingLineValue).toBeNull();
    // No close entry: no CLV, over 0 of the 7 counted stakes.
    expect(stats.closingLine).toEqual({
      withClose: 0,
      counted: 7,
      againstClose: null,
      beatClose: 0,
      againstFairClose: null,
      beatFairClose: 0,
    });
    expect(stats.smallSample).toBe(true);
    // The Edge tab's test counts the 6 won or lost stakes; the cash-out is "other".
    // Their profit: +10 +10 −10 −30 +32 +12 = €24.
    expect(stats.luck.bets).toBe(6);
    expect(stats.luck.excluded.other).toBe(1);
    expect(stats.luck.profitCents).toBe(2400);
  });

  it('groups by sport when a lookup knows them, most profitable first', () => {
    const stats = tipsterStats(entries, { sportOf: (id) => (id === 6 ? 'Tennis' : 'Football') });
    // Tennis: #6 €40 +€32. Football: the other six, €90 staked, +10 +10 −10 −30 +12 −4 = −€12.
    expect(stats.bySport).toEqual([
      { key: 'Tennis', bets: 1, stakedCents: 4000, profitCents: 3200 },
      { key: 'Football', bets: 6, stakedCents: 9000, profitCents: -1200 },
    ]);
  });

  it('even stake counts take the mean of the two middle stakes as the unit', () => {
    // €10 won at 2.00 (+€10) and €25 lost (−€25): unit (10 + 25) ÷ 2 = €17.50,
    // profit −€15 = −0.857… → −0.86 units; drawdown from +€10 to −€15 = €25.
    const stats = tipsterStats(
      record([
        publish(1, 1, 1, 10, '2.000'),
        publish(2, 1, 2, 25, '3.000'),
        settle(1, 'won', 2000),
        settle(2, 'lost', 0),
      ]),
    );
    expect(stats.unitCents).toBe(1750);
    expect(stats.profitUnits).toBe(-0.86);
    expect(stats.maxDrawdownCents).toBe(2500);
    expect(stats.labels.currentStreak).toEqual({ result: 'lost', length: 1 });
  });

  it('is empty for an empty record', () => {
    const stats = tipsterStats([]);
    expect(stats.labels.totalBets).toBe(0);
    expect(stats.yieldRatio).toBe(0);
    expect(stats.unitCents).toBe(0);
    expect(stats.profitUnits).toBe(0);
    expect(stats.averageOddsMilli).toBeNull();
    expect(stats.maxDrawdownCents).toBe(0);
    expect(stats.byMonth).toEqual([]);
  });

  it('works out CLV against the close and the fair close from the close entries', () => {
    // One football market closed at 2.10 / 3.40 / 3.60 (the last pre-match prices).
    // Implied: 10/21 + 5/17 + 5/18 = (1020 + 630 + 595)/2142 = 2245/2142.
    // Fair "1" = (10/21) ÷ (2245/2142) = 1020/2245 = 204/449 = 0.4543429 → "0.454343";
    // fair "2" = (5/18) ÷ (2245/2142) = 595/2245 = 119/449 = 0.2650334 → "0.265033".
    // #1 €10 @ 2.20 on "1", won:  CLV 2.20 ÷ 2.10 − 1 = 1/21 = +0.047619;
    //                              fair 2.20 × 0.454343 − 1 = −0.0004454.
    // #2 €10 @ 3.80 on "2", lost: CLV 3.80 ÷ 3.60 − 1 = 1/18 = +0.055556;
    //                              fair 3.80 × 0.265033 − 1 = +0.0071254.
    // #3 €10 @ 2.00, no close entry, won: counted, without CLV.
    // #4 €10 @ 2.50 on "X" with a close, voided: not counted.
    // Against the close: (1/21 + 1/18) ÷ 2 = (6 + 7)/126 ÷ 2 = 13/252 = 0.0515873, both beat it.
    // Against the fair close: (−0.0004454 + 0.0071254) ÷ 2 = 0.00334, one beat it.
    const close = (
      stake_id: number,
      refers_to: number,
      outcome: '1' | 'X' | '2',
      odds: string,
      p: string,
    ) => ({
      kind: 'close' as const,
      stake_id,
      at: at(4, 2),
      refers_to,
      feed_event: 'sim-football-7',
      outcome,
      closing_odds: odds,
      fair_probability: p,
    });
    const stats = tipsterStats(
      record([
        publish(1, 4, 1, 10, '2.200'),
        publish(2, 4, 1, 10, '3.800'),
        publish(3, 4, 1, 10, '2.000'),
        publish(4, 4, 1, 10, '2.500'),
        close(1, 1, '1', '2.100', '0.454343'),
        close(2, 2, '2', '3.600', '0.265033'),
        close(4, 4, 'X', '3.400', '0.280624'),
        settle(1, 'won', 2200),
        settle(2, 'lost', 0),
        settle(3, 'won', 2000),
        {
          kind: 'void',
          stake_id: 4,
          at: at(4, 2),
          refers_to: 4,
          reason: 'postponed',
          payout_cents: 1000,
        },
      ]),
    );
    expect(stats.closingLine.withClose).toBe(2);
    expect(stats.closingLine.counted).toBe(3);
    expect(stats.closingLine.againstClose).toBeCloseTo(13 / 252, 12);
    expect(stats.closingLine.beatClose).toBe(2);
    expect(stats.closingLine.againstFairClose).toBeCloseTo(0.00334, 12);
    expect(stats.closingLine.beatFairClose).toBe(1);
    expect(stats.closingLineValue).toBeCloseTo(13 / 252, 12);
  });
});
