import type { BetView } from '@stakelab/core';
import { formatMoney, formatOdds } from '../../../lib/format';
import { resultColors } from '../../../lib/result-colors';

/** A bet's figures as its row and its card both show them, in the bet's own currency. */
export interface BetFigures {
  /** A dash where the bet has no odds (a manual bet entered without them). */
  odds: string;
  stake: string;
  actualReturn: string;
  /** Signed: +10,00 € and −10,00 €. */
  net: string;
  /** The net's colour as Mantine's Text c="green" would give it (the theme's text shade). */
  netColor: string | undefined;
}

export function betFigures(bet: BetView, language: string): BetFigures {
  return {
    odds: bet.Odds === null ? '–' : formatOdds(bet.Odds, language),
    stake: formatMoney(bet.Stake, bet.Currency, language),
    actualReturn: formatMoney(bet.ActualReturn, bet.Currency, language),
    net: formatMoney(bet.NetReturn, bet.Currency, language, true),
    netColor: netColor(bet.NetReturn),
  };
}

function netColor(net: number): string | undefined {
  if (net > 0) return `var(--mantine-color-${resultColors.WON}-text)`;
  if (net < 0) return `var(--mantine-color-${resultColors.LOST}-text)`;
  return undefined;
}
