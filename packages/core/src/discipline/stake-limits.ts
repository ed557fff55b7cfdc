import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type StakeLimits,
} from '../contract/stake-discipline.ts';
import { amountCents } from '../money/cents.ts';
import { civilOf, dayNumberOfDate, isoWeekdayOf } from '../time/day-numbers.ts';
import { LocalDays } from '../time/local-days.ts';
import type { LimitBet } from './limit-bets.ts';

export interface LimitCheck {
  kind: LimitKind;
  period: LimitPeriod;
  limitCents: number;
  /** What the period holds before the proposed bet, cents. */
  usedCents: number;
  /** With the proposed bet. */
  withBetCents: number;
  /** withBet − limit when the bet would pass the limit (> 0), else 0. */
  overByCents: number;
  /** Whether the period is past the limit already, without the bet. */
  alreadyOver: boolean;
}

const LIMIT_KEYS: Record<LimitKind, Record<LimitPeriod, keyof StakeLimits>> = {
  loss: { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' },
  stake: { day: 'stakeDay', week: 'stakeWeek', month: 'stakeMonth' },
};

/** The first local day of the period holding `day`: itself, its week's Monday, its month's 1st. */
export function periodStartDay(day: number, period: LimitPeriod): number {
  switch (period) {
    case 'day':
      return day;
    case 'week':
      return day - (isoWeekdayOf(day) - 1);
    case 'month': {
      const { year, month } = civilOf(day);
      return dayNumberOfDate(year, month, 1);
    }
  }
}

/** What each period holds, cents: at risk for stakes, the worst-case loss (may be < 0). */
export type LimitUsage = Record<LimitKind, Record<LimitPeriod, number>>;

/**
 * What the user's bets add up to in the day, week (from Monday) and month `now` falls in, in the
 * user's time zone, before any new bet:
 * - stake: what the bets placed in the period put at risk (a lay's liability, nothing for a
 *   free bet);
 * - loss: the worst case, what the bets settled in the period lost net (gains offset losses,
 *   so a period up 30 € has 30 € more room: the figure can be below 0) plus what its open bets
 *   placed in the period put at risk, as if each lost.
 * Worked once over the history (the history worker does it); checkLimits adds a proposed bet.
 */
export function limitUsage(
  bets: readonly LimitBet[],
  options: { now: Date; timeZone: string },
): LimitUsage {
  const days = new LocalDays(options.timeZone);
  const today = days.ofInstant(options.now.getTime());
  const usage: LimitUsage = {
    loss: { day: 0, week: 0, month: 0 },
    stake: { day: 0, week: 0, month: 0 },
  };
  const starts = LIMIT_PERIODS.map((period) => [period, periodStartDay(today, period)] as const);
  for (const bet of bets) {
    const placed = days.ofText(bet.placedDate);
    const settled = bet.open ? NaN : days.ofText(bet.settledDate);
    for (const [period, start] of starts) {
      // NaN (an unreadable date) compares false and leaves the bet out.
      if (placed >= start && placed <= today) {
        usage.stake[period] += bet.atRiskCents;
        if (bet.open) usage.loss[period] += bet.atRiskCents;
      }
      if (settled >= start && settled <= today) usage.loss[period] -= bet.netCents;
    }
  }
  return usage;
}

/**
 * Which of the user's limits a proposed bet would pass, and by how much, given limitUsage's
 * figures and what the bet puts at risk (counted in both its stake and its worst-case loss).
 * Reaching a limit exactly is within it: a bet passes when the total goes above. Every limit
 * set is answered, passed or not (the form shows what is left), loss before stake, then day,
 * week, month.
 */
export function checkLimits(
  limits: StakeLimits,
  usage: LimitUsage,
  proposedAtRiskCents: number,
): LimitCheck[] {
  const checks: LimitCheck[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const limit = limits[LIMIT_KEYS[kind][period]];
      if (limit === null) continue;
      const limitCents = amountCents(limit, LIMIT_KEYS[kind][period]);
      const used = usage[kind][period];
      const withBet = used + proposedAtRiskCents;
      checks.push({
        kind,
        period,
        limitCents,
        // A period in profit has used none of its loss limit (its gains are room).
        usedCents: Math.max(used, 0),
        withBetCents: Math.max(withBet, 0),
        overByCents: withBet > limitCents ? withBet - limitCents : 0,
        alreadyOver: used > limitCents,
      });
    }
  }
  return checks;
}
