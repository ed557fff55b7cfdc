import type { BetView } from '../contract/history.ts';
import { limitBetsOf } from './limit-bets.ts';
import { saferPlaySignal, type SaferPlaySignal } from './safer-play.ts';
import { limitUsage, type LimitUsage } from './stake-limits.ts';

/** What the add-bet form's warnings read of the whole history (worked out where the bets are). */
export interface PlayFigures {
  usage: LimitUsage;
  saferPlay: SaferPlaySignal;
}

/** The limits' usage and the safer-play signal over the user's bets, every bankroll. */
export function playFigures(
  bets: readonly BetView[],
  options: { now: Date; timeZone: string },
): PlayFigures {
  const read = limitBetsOf(bets);
  return { usage: limitUsage(read, options), saferPlay: saferPlaySignal(read, options) };
}
