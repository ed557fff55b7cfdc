import type { LimitKind, LimitPeriod, StakeLimits } from '../contract/stake-discipline.ts';
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

/**
 * Which of the user's limits a proposed bet would pass, and by how much, for the day, week
 * (from Monday) and month `now` falls in, in the user's time zone.
 *
 * - A stake limit adds up what the bets placed in the period put at risk (a lay's liability,
 *   nothing for a free bet), plus the proposed bet's.
 * - A loss limit reads the worst case: what the bets settled in the period lost net (gains
 *   offset losses: a period up 30 € has 30 € more room), plus the at-risk of its open bets
 *   placed in the period, plus the proposed bet's, as if each lost.
 *
 * Reaching a limit exactly is within it: a bet passes when the total goes above. Every limit
 * set is answered, passed or not (the form shows what is left), in the order day, week, month,
 * loss before stake.
 */
export function checkLimits(
  limits: StakeLimits,
  bets: readonly LimitBet[],
  proposedAtRiskCents: number,
  options: { now: Date; timeZone: string },
): LimitCheck[] {
  const days = new LocalDays(options.timeZone);
  const today = days.ofInstant(options.now.getTime());
  const placedDays = bets.map((bet) => days.ofText(bet.placedDate));
  const settledDays = bets.map((bet) => (bet.open ? NaN : days.ofText(bet.settledDate)));
  const checks: LimitCheck[] = [];
  for (const kind of ['loss', 'stake'] as const) {
    for (const period of ['day', 'week', 'month'] as const) {
      const limit = limits[LIMIT_KEYS[kind][period]];
      if (limit === null) continue;
      const limitCents = amountCents(limit, LIMIT_KEYS[kind][period]);
      const start = periodStartDay(today, period);
      // NaN (an unreadable date) compares false and leaves the bet out.
      const inPeriod = (day: number) => day >= start && day <= today;
      let used = 0;
      bets.forEach((bet, index) => {
        if (kind === 'stake') {
          if (inPeriod(placedDays[index] as number)) used += bet.atRiskCents;
        } else if (bet.open) {
          if (inPeriod(placedDays[index] as number)) used += bet.atRiskCents;
        } else if (inPeriod(settledDays[index] as number)) {
          used -= bet.netCents;
        }
      });
      // A period in profit has used none of its loss limit yet, but its gains are room.
      const withBet = used + proposedAtRiskCents;
      const usedShown = Math.max(used, 0);
      checks.push({
        kind,
        period,
        limitCents,
        usedCents: usedShown,
        withBetCents: Math.max(withBet, 0),
        overByCents: withBet > limitCents ? withBet - limitCents : 0,
        alreadyOver: used > limitCents,
      });
    }
  }
  return checks;
}
