import type { Bankroll, BankrollMovement } from '../../contract/bankrolls.ts';
import type { BetView } from '../../contract/history.ts';
import { amountCents } from '../../money/cents.ts';
import { DEFAULT_CURRENCY } from '../../money/currency.ts';
import { dayKeyOf } from '../../time/day-numbers.ts';
import { LocalDays } from '../../time/local-days.ts';
import {
  type BankrollReport,
  bankrollFigures,
  betMovementsOf,
  type MoneyMovement,
} from './bankroll.ts';
import { edgeBetOf } from './edge-bet.ts';

/** One day's closing balance (the balance after its last movement). */
export interface DailyBalance {
  /** yyyy-mm-dd in the time zone asked for. */
  day: string;
  balanceCents: number;
}

/** A bankroll's figures (bankrollFigures) with its balance per day instead of per movement. */
export interface BankrollSummary {
  bankrollId: number;
  /**
   * The currency its figures are in: the one most of its bets are in (the default currency
   * for a bankroll without bets). Its starting balance, deposits and withdrawals are read in it.
   */
  currency: string;
  /** Its bets in other currencies, left out of its figures (never added to them), by currency. */
  otherCurrencies: { currency: string; bets: number }[];
  figures: Omit<BankrollReport, 'balance'>;
  /** Days with a movement, ascending: 100,000 bets make a few hundred points, not 100,000. */
  daily: DailyBalance[];
}

export interface BankrollSummaryOptions {
  /** IANA zone the days are read in (the browser's); an unknown one throws RangeError. */
  timeZone: string;
  /** The user's unit size in cents, for the figures in units; null or absent: none. */
  unitCents?: number | null;
  /** The currency of a bankroll without bets (the user's default); absent: euros. */
  defaultCurrency?: string;
}

/** The currency most of the bets are in; a tie goes to `fallback` if among the tied, else A–Z. */
function mainCurrencyOf(counts: ReadonlyMap<string, number>, fallback: string): string {
  let best: string | null = null;
  let bestCount = 0;
  for (const [currency, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (count > bestCount || (count === bestCount && currency === fallback)) {
      best = currency;
      bestCount = count;
    }
  }
  return best ?? fallback;
}

/**
 * Each bankroll's balance over time, current balance, drawdown, losing run and turnover
 * (docs/product.md §2 "Bankrolls"), from the user's bets, bankrolls and deposits and
 * withdrawals. A bet belongs to its BankrollId's bankroll; one without (null, absent) or with
 * an id none of these bankrolls has is in the default one (docs/decisions/016). Each movement
 * and settled bet moves the balance when it happened (a bet when it settled); amounts are read
 * as exact cents. A bankroll counts in one currency (see BankrollSummary.currency): its bets in
 * another are counted apart, never added.
 */
export function bankrollSummaries(
  bets: readonly BetView[],
  bankrolls: readonly Bankroll[],
  movements: readonly BankrollMovement[],
  options: BankrollSummaryOptions,
): BankrollSummary[] {
  const localDays = new LocalDays(options.timeZone);
  const defaultId = bankrolls.find((bankroll) => bankroll.isDefault)?.id ?? null;
  const known = new Set(bankrolls.map((bankroll) => bankroll.id));
  const fallback = options.defaultCurrency ?? DEFAULT_CURRENCY;
  const byBankroll = new Map<number, MoneyMovement[]>(bankrolls.map(({ id }) => [id, []]));
  const betsOf = new Map<number, { bet: BetView; index: number }[]>(
    bankrolls.map(({ id }) => [id, []]),
  );
  for (const [index, movement] of movements.entries()) {
    byBankroll.get(movement.bankrollId)?.push({
      kind: movement.kind === 'DEPOSIT' ? 'deposit' : 'withdrawal',
      at: movement.date,
      amountCents: amountCents(movement.amount, `movements[${index}].amount`),
    });
  }
  for (const [index, bet] of bets.entries()) {
    const id = bet.BankrollId;
    const bankrollId = id !== null && id !== undefined && known.has(id) ? id : defaultId;
    if (bankrollId === null) continue;
    betsOf.get(bankrollId)?.push({ bet, index });
  }
  const currencyOf = new Map<number, string>();
  const othersOf = new Map<number, { currency: string; bets: number }[]>();
  for (const [bankrollId, held] of betsOf) {
    const counts = new Map<string, number>();
    for (const { bet } of held) {
      const currency = bet.Currency ?? DEFAULT_CURRENCY;
      counts.set(currency, (counts.get(currency) ?? 0) + 1);
    }
    const currency = mainCurrencyOf(counts, fallback);
    currencyOf.set(bankrollId, currency);
    othersOf.set(
      bankrollId,
      [...counts]
        .filter(([other]) => other !== currency)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([other, bets]) => ({ currency: other, bets })),
    );
    for (const { bet, index } of held) {
      if ((bet.Currency ?? DEFAULT_CURRENCY) !== currency) continue;
      byBankroll.get(bankrollId)?.push(...betMovementsOf([edgeBetOf(bet, index)]));
    }
  }
  return bankrolls.map((bankroll) => {
    const { balance, ...figures } = bankrollFigures(byBankroll.get(bankroll.id) ?? [], {
      startingBalanceCents: amountCents(bankroll.startingBalance, 'startingBalance'),
      unitCents: options.unitCents ?? null,
    });
    const daily: DailyBalance[] = [];
    for (const point of balance) {
      const dayNumber = localDays.ofText(point.at);
      if (Number.isNaN(dayNumber)) continue;
      const day = dayKeyOf(dayNumber);
      const last = daily.at(-1);
      if (last?.day === day) last.balanceCents = point.balanceCents;
      else daily.push({ day, balanceCents: point.balanceCents });
    }
    return {
      bankrollId: bankroll.id,
      currency: currencyOf.get(bankroll.id) ?? fallback,
      otherCurrencies: othersOf.get(bankroll.id) ?? [],
      figures,
      daily,
    };
  });
}
