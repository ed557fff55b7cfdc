import { resultKindOf, edgeBetOf } from '../analytics/edge/edge-bet.ts';
import type { BetView } from '../contract/history.ts';

/** A bet as the limits and the safer-play signal read it. */
export interface LimitBet {
  placedDate: string;
  /** When it settled (SettledDate, else PlacedDate); read only when not open. */
  settledDate: string;
  open: boolean;
  /** What it put at risk (docs/decisions/005): a lay's liability, 0 for a free bet. */
  atRiskCents: number;
  /** Its net result, cents (0 while open). */
  netCents: number;
}

/** The user's bets as LimitBets (the history's BetViews, every bankroll). */
export function limitBetsOf(bets: readonly BetView[]): LimitBet[] {
  return bets.map((view, index) => {
    const bet = edgeBetOf(view, index);
    const open = resultKindOf(bet.status) === 'open';
    return {
      placedDate: bet.placedDate,
      settledDate: bet.settledDate,
      open,
      atRiskCents: bet.atRiskCents,
      netCents: open ? 0 : bet.netCents,
    };
  });
}
