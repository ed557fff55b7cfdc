import { LocalDays } from '../time/local-days.ts';
import type { LimitBet } from './limit-bets.ts';
import { periodStartDay } from './stake-limits.ts';

/*
 * The safer-play signal of docs/stake-discipline.md, after Real Decreto 176/2023, de 14 de
 * marzo (active safer gambling environments), which asks operators to detect intensive play.
 * The decree's own criteria were not at hand when this was written: the conditions and every
 * threshold below are StakeLab's reading, to be checked against the text (the doc says so).
 */

/** Weeks compared for a rise in stakes: the current one and the three before it. */
export const SAFER_PLAY_WEEKS = 4;
/** The current week's stakes must be at least this many times the first week's. */
export const STAKE_RISE_FACTOR = 2;
/** Bets in the last 7 days that count as frequent play (two a day). */
export const FREQUENT_BETS_PER_WEEK = 14;
/** …and at least this many times the weekly average of the 4 weeks before. */
export const FREQUENCY_RISE_FACTOR = 2;

export type SaferPlayReason = 'risingStakes' | 'risingFrequency';

export interface SaferPlaySignal {
  /** Whether any condition is met. */
  met: boolean;
  reasons: SaferPlayReason[];
  /** At-risk staked per Monday week, oldest first, the current week last, cents. */
  weeklyStakesCents: number[];
  /** Bets placed in the last 7 days (today and the 6 before). */
  betsLast7Days: number;
  /** Average bets per 7 days over the 28 days before those. */
  weeklyBetsBefore: number;
}

/**
 * Whether the user's play shows a sustained rise, in the user's time zone:
 * - risingStakes: what was staked rose every week for SAFER_PLAY_WEEKS Monday weeks (the
 *   current one included) and the current week is ≥ STAKE_RISE_FACTOR × the first;
 * - risingFrequency: ≥ FREQUENT_BETS_PER_WEEK bets in the last 7 days, and that is ≥
 *   FREQUENCY_RISE_FACTOR × the weekly average of the 28 days before.
 * It is a signal shown to the user, never a block.
 */
export function saferPlaySignal(
  bets: readonly LimitBet[],
  options: { now: Date; timeZone: string },
): SaferPlaySignal {
  const days = new LocalDays(options.timeZone);
  const today = days.ofInstant(options.now.getTime());
  const thisWeek = periodStartDay(today, 'week');
  const firstWeek = thisWeek - 7 * (SAFER_PLAY_WEEKS - 1);
  const weekly = new Array<number>(SAFER_PLAY_WEEKS).fill(0);
  let last7 = 0;
  let before28 = 0;
  for (const bet of bets) {
    const day = days.ofText(bet.placedDate);
    if (Number.isNaN(day) || day > today) continue;
    if (day >= firstWeek) {
      const week = Math.floor((day - firstWeek) / 7);
      weekly[week] = (weekly[week] ?? 0) + bet.atRiskCents;
    }
    if (day > today - 7) last7 += 1;
    else if (day > today - 35) before28 += 1;
  }
  const reasons: SaferPlayReason[] = [];
  const rising = weekly.every((stake, index) => index === 0 || stake > (weekly[index - 1] ?? 0));
  const first = weekly[0] ?? 0;
  const current = weekly[SAFER_PLAY_WEEKS - 1] ?? 0;
  // A first week of 0 makes any stake "twice" it: the rise must start from some play.
  if (rising && first > 0 && current >= STAKE_RISE_FACTOR * first) reasons.push('risingStakes');
  const weeklyBefore = before28 / 4;
  if (last7 >= FREQUENT_BETS_PER_WEEK && last7 >= FREQUENCY_RISE_FACTOR * weeklyBefore) {
    reasons.push('risingFrequency');
  }
  return {
    met: reasons.length > 0,
    reasons,
    weeklyStakesCents: weekly,
    betsLast7Days: last7,
    weeklyBetsBefore: weeklyBefore,
  };
}
