import type { Stake } from '../contract/stakes.ts';

/** The statistics strip of /stakes (docs/product.md §3 labels), over settled stakes. */
export interface StakeStatistics {
  totalBets: number;
  won: number;
  lost: number;
  /** won ÷ (won + lost), a ratio, voids and cash-outs excluded; 0 when none. */
  winRatio: number;
  /** Σ (payout − stake), euros to the cent. */
  totalProfit: number;
  /** Longest run of consecutive wins. */
  bestStreak: number;
  /** The run the tipster is on now: wins or losses, newest first; null before any. */
  currentStreak: { result: 'won' | 'lost'; length: number } | null;
  /** Mean stake in euros (to the cent); 0 when none. */
  averageStake: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The profit of one settled stake in cents: payout minus stake (a loss pays nothing). */
export function stakeProfitCents(
  stake: Pick<Stake, 'final_result' | 'stake_amount' | 'payout_amount'>,
) {
  if (stake.final_result === 'lost') return -cents(stake.stake_amount);
  return cents(stake.payout_amount ?? stake.stake_amount) - cents(stake.stake_amount);
}

/**
 * Statistics of settled stakes (any order). Streaks follow the placement time; voids and
 * cash-outs neither extend nor break a streak.
 */
export function stakeStatistics(stakes: readonly Stake[]): StakeStatistics {
  const ordered = [...stakes].sort(
    (a, b) => Date.parse(a.bet_placed_at) - Date.parse(b.bet_placed_at) || a.stake_id - b.stake_id,
  );
  let won = 0;
  let lost = 0;
  let profitCents = 0;
  let stakeCents = 0;
  let bestStreak = 0;
  let run = null as StakeStatistics['currentStreak'];
  for (const stake of ordered) {
    profitCents += stakeProfitCents(stake);
    stakeCents += cents(stake.stake_amount);
    const result = stake.final_result;
    if (result !== 'won' && result !== 'lost') continue;
    if (result === 'won') won += 1;
    else lost += 1;
    run = run?.result === result ? { result, length: run.length + 1 } : { result, length: 1 };
    if (run.result === 'won') bestStreak = Math.max(bestStreak, run.length);
  }
  return {
    totalBets: ordered.length,
    won,
    lost,
    winRatio: won + lost === 0 ? 0 : won / (won + lost),
    totalProfit: profitCents / 100,
    bestStreak,
    currentStreak: run,
    averageStake: ordered.length === 0 ? 0 : Math.round(stakeCents / ordered.length) / 100,
  };
}
