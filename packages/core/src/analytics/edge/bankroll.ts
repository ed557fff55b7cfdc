import { type EdgeBet, resultKindOf } from './edge-bet.ts';

/**
 * Bankroll figures from dated money movements: what was deposited and withdrawn, and what each
 * settled bet made. Amounts are integer cents; `at` is an ISO instant.
 */
export type MoneyMovement =
  | { kind: 'deposit'; at: string; amountCents: number }
  | { kind: 'withdrawal'; at: string; amountCents: number }
  /** A settled bet: what it put at risk and its net result. */
  | { kind: 'bet'; at: string; stakeCents: number; netCents: number };

export interface BankrollOptions {
  /** The balance before the first movement, cents. */
  startingBalanceCents: number;
  /** One betting unit in cents; when set (> 0), the report adds the figures in units. */
  unitCents?: number | null;
}

/** The balance just after one movement. */
export interface BalancePoint {
  at: string;
  kind: MoneyMovement['kind'];
  /** What the movement changed: + a deposit or a bet's gain, − a withdrawal or a bet's loss. */
  changeCents: number;
  balanceCents: number;
}

export interface Drawdown {
  /** How far the balance fell below its peak, cents (> 0). */
  amountCents: number;
  /** amount ÷ peak, a ratio; null when the peak was not above 0. */
  ratioOfPeak: number | null;
  /** The peak it fell from (moved by deposits and withdrawals since, see bankrollFigures). */
  peakCents: number;
  /** When that peak was reached; null for the starting balance. */
  peakAt: string | null;
  troughCents: number;
  troughAt: string;
}

export interface LosingRun {
  /** Consecutive losing bets. */
  bets: number;
  /** Their summed net, cents (< 0). */
  netCents: number;
  /** Settled instants of its first and last bet. */
  from: string;
  to: string;
}

export interface BankrollReport {
  startingBalanceCents: number;
  currentBalanceCents: number;
  /**
   * The peak the current balance is measured against (moved by deposits and withdrawals as
   * the drawdown's is): a drawdown rule compares the two (discipline/drawdown-rule.ts).
   */
  currentPeakCents: number;
  depositsCents: number;
  withdrawalsCents: number;
  /** Σ of the bets' net results. */
  betNetCents: number;
  settledBets: number;
  /** Σ of the bets' stakes (what they put at risk). */
  turnoverCents: number;
  /** One point per movement, in time order (equal instants keep the input's order). */
  balance: BalancePoint[];
  /** The largest fall below a peak, by amount; null when the balance never fell below one. */
  maxDrawdown: Drawdown | null;
  /** The longest run of losing bets (the earliest of equal ones); null without a loss. */
  longestLosingRun: LosingRun | null;
  /** The same figures divided by the unit (unrounded); null without a unit. */
  units: {
    unitCents: number;
    currentBalance: number;
    betNet: number;
    turnover: number;
    maxDrawdown: number | null;
  } | null;
}

/**
 * The settled bets as movements, dated when they settled, each with what it put at risk
 * (docs/decisions/005-lay-bets-at-risk.md). Open bets are left out: no money has moved yet
 * beyond the stake, which comes back or not when they settle. Voids stay (net 0): they were
 * staked, and turnover counts them as the dashboards' "staked" does.
 */
export function betMovementsOf(bets: readonly EdgeBet[]): MoneyMovement[] {
  return bets
    .filter((bet) => resultKindOf(bet.status) !== 'open')
    .map((bet) => ({
      kind: 'bet',
      at: bet.settledDate,
      stakeCents: bet.atRiskCents,
      netCents: bet.netCents,
    }));
}

function changeOf(movement: MoneyMovement): number {
  switch (movement.kind) {
    case 'deposit':
      return movement.amountCents;
    case 'withdrawal':
      return -movement.amountCents;
    case 'bet':
      return movement.netCents;
  }
}

/** Movements in time order, equal instants in input order; an unreadable instant throws. */
function inTimeOrder(movements: readonly MoneyMovement[]): MoneyMovement[] {
  const keyed = movements.map((movement, index) => {
    const ms = Date.parse(movement.at);
    if (Number.isNaN(ms)) throw new RangeError(`movements[${index}].at: unreadable instant`);
    return { movement, ms };
  });
  // Array.prototype.sort is stable: equal instants keep their order.
  return keyed.sort((a, b) => a.ms - b.ms).map(({ movement }) => movement);
}

/**
 * Balance over time, drawdown, losing runs and turnover.
 *
 * Drawdown is measured on betting results only: a deposit or a withdrawal moves the peak by
 * the same amount as the balance, so taking 500 € out is not a 500 € drawdown and putting it
 * in is not a new peak to fall from. Only a bet can set a new peak. The maximum is the largest
 * fall in money; its ratio is of the (so moved) peak it fell from.
 *
 * A losing run is consecutive bets with a net below 0, in settled order; a bet with a net of
 * exactly 0 (a void, a cash-out for the stake) neither extends nor ends it; a gain ends it.
 */
export function bankrollFigures(
  movements: readonly MoneyMovement[],
  options: BankrollOptions,
): BankrollReport {
  let balance = options.startingBalanceCents;
  let peak = balance;
  let peakAt: string | null = null;
  let maxDrawdown: Drawdown | null = null;
  let deposits = 0;
  let withdrawals = 0;
  let betNet = 0;
  let turnover = 0;
  let settledBets = 0;
  let run: LosingRun | null = null;
  let longestRun: LosingRun | null = null;
  const points: BalancePoint[] = [];

  for (const movement of inTimeOrder(movements)) {
    const change = changeOf(movement);
    balance += change;
    points.push({
      at: movement.at,
      kind: movement.kind,
      changeCents: change,
      balanceCents: balance,
    });
    if (movement.kind !== 'bet') {
      if (movement.kind === 'deposit') deposits += movement.amountCents;
      else withdrawals += movement.amountCents;
      peak += change;
      continue;
    }
    settledBets += 1;
    betNet += change;
    turnover += movement.stakeCents;
    if (balance > peak) {
      peak = balance;
      peakAt = movement.at;
    }
    const fall = peak - balance;
    if (fall > 0 && (maxDrawdown === null || fall > maxDrawdown.amountCents)) {
      maxDrawdown = {
        amountCents: fall,
        ratioOfPeak: peak > 0 ? fall / peak : null,
        peakCents: peak,
        peakAt,
        troughCents: balance,
        troughAt: movement.at,
      };
    }
    if (change < 0) {
      // A new object per step: longestRun keeps the run as it was when it became the longest.
      const extended: LosingRun =
        run === null
          ? { bets: 1, netCents: change, from: movement.at, to: movement.at }
          : {
              bets: run.bets + 1,
              netCents: run.netCents + change,
              from: run.from,
              to: movement.at,
            };
      run = extended;
      if (longestRun === null || extended.bets > longestRun.bets) longestRun = extended;
    } else if (change > 0) {
      run = null;
    }
  }

  const unitCents = options.unitCents ?? 0;
  return {
    startingBalanceCents: options.startingBalanceCents,
    currentBalanceCents: balance,
    currentPeakCents: peak,
    depositsCents: deposits,
    withdrawalsCents: withdrawals,
    betNetCents: betNet,
    settledBets,
    turnoverCents: turnover,
    balance: points,
    maxDrawdown,
    longestLosingRun: longestRun,
    units:
      unitCents > 0
        ? {
            unitCents,
            currentBalance: balance / unitCents,
            betNet: betNet / unitCents,
            turnover: turnover / unitCents,
            maxDrawdown: maxDrawdown === null ? null : maxDrawdown.amountCents / unitCents,
          }
        : null,
  };
}
