import type { BetRecord } from '@stakelab/core';
import { randomFrom } from './demo-history.ts';

/** Share of the demo bets with closing odds: enough that the Edge tab has something to show. */
const WITH_CLOSING_ODDS = 0.9;
/**
 * How far the price moves from the taken odds to the close, as a fraction of them: from 6 %
 * shorter to 4 % longer, so the demo bettor beats the close a little more often than not, as a
 * bettor who takes early prices does.
 */
const DRIFT = { min: -0.06, max: 0.04 } as const;
const MIN_ODDS_MILLI = 1010;

/** FNV-1a: a bet's id as a seed, so each bet's closing odds depend on it alone. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The demo history with closing odds (a Betfair Sportsbook export has none): about 90 % of the
 * bets get a closing price within a few percent of the odds taken. Deterministic per bet id,
 * so seeding again gives the same prices.
 */
export function withDemoClosingOdds(bets: readonly BetRecord[]): BetRecord[] {
  return bets.map((bet) => {
    if (bet.oddsMilli === null || bet.closingOddsMilli !== null) return bet;
    const random = randomFrom(seedOf(bet.sourceBetId));
    if (random.next() >= WITH_CLOSING_ODDS) return bet;
    const drift = random.between(DRIFT.min, DRIFT.max);
    const closingOddsMilli = Math.max(MIN_ODDS_MILLI, Math.round(bet.oddsMilli * (1 + drift)));
    return { ...bet, closingOddsMilli };
  });
}
