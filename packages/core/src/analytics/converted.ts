import { atRiskCents, isOpenStatus } from '../bets/at-risk.ts';
import type { BetView } from '../contract/history.ts';
import { betAmountCents } from '../money/cents.ts';
import { DEFAULT_CURRENCY } from '../money/currency.ts';
import type { EuroRates } from '../money/fx-rates.ts';
import { roiRatioOf } from './headline.ts';

/**
 * A set of bets in several currencies as one set of money figures in `currency`, each bet
 * converted at the ECB rate of its settle day (its placed day while open; the nearest earlier
 * working day's rate, see EuroRates), each amount rounded once. Screens that show these say
 * "converted at ECB rates"; bets of a currency with no rate by their day are left out and
 * counted in `unconverted`, so the figure never silently adds unconverted money.
 */
export interface ConvertedFigures {
  currency: string;
  stakedCents: number;
  netCents: number;
  roiRatio: number;
  open: { bets: number; stakedCents: number };
  /** Bets left out: no rate for their currency by their day. */
  unconverted: number;
}

/** The UTC day of an ISO instant, YYYY-MM-DD (the ECB dates its rates by the day). */
const dayOf = (iso: string) => iso.slice(0, 10);

export function convertedFigures(
  bets: readonly BetView[],
  currency: string,
  rates: EuroRates,
): ConvertedFigures {
  let stakedCents = 0;
  let netCents = 0;
  let openBets = 0;
  let openCents = 0;
  let unconverted = 0;
  bets.forEach((bet, i) => {
    const from = bet.Currency ?? DEFAULT_CURRENCY;
    const day = dayOf(bet.SettledDate ?? bet.PlacedDate);
    const liability = bet.Liability === null ? null : betAmountCents(bet.Liability, 'Liability', i);
    const risked = rates.convertCents(
      atRiskCents(bet.Side, betAmountCents(bet.Stake, 'Stake', i), liability),
      from,
      currency,
      day,
    );
    if (risked === null) {
      unconverted += 1;
      return;
    }
    if (isOpenStatus(bet.Status)) {
      openBets += 1;
      openCents += risked;
      return;
    }
    stakedCents += risked;
    netCents +=
      rates.convertCents(betAmountCents(bet.NetReturn, 'NetReturn', i), from, currency, day) ?? 0;
  });
  return {
    currency,
    stakedCents,
    netCents,
    roiRatio: roiRatioOf(netCents, stakedCents),
    open: { bets: openBets, stakedCents: openCents },
    unconverted,
  };
}
