import type { Stake } from '@stakelab/core';
import { type BetFormValues, blankSelection, emptyBetValues } from './new-bet';
import { localDay, localTime } from './placed-date';

/** core's newBetRequestSchema: a selection's name is at most 300 characters. */
const SELECTION_NAME_MAX = 300;

/** What a settled tip's outcome means for the user's own bet on it (the form's three). */
function statusOf(stake: Stake): string {
  const result = stake.final_result.toLowerCase();
  if (result === 'won') return 'WON';
  if (result === 'lost') return 'LOST';
  // Open, void, cashed out, half won or lost: the user's bet may have gone otherwise; they settle it.
  return 'PENDING';
}

/**
 * Issue 34 "Tail a tip": the add-bet form started from a tipster stake. The event, the
 * selection (the first line of the tip's details), tipster and bookmaker as published, the
 * tip's odds as a starting point (the user types what they really got), the stake left empty
 * (theirs, not the tipster's), placed when the tip was published; `stakeId` links the bet.
 * The stake carries no sport: that stays for the user to pick.
 */
export function tailBetValues(stake: Stake): BetFormValues {
  const placed = new Date(stake.bet_placed_at);
  const isReadable = !Number.isNaN(placed.getTime());
  const firstLine = (stake.bet_details ?? '').split('\n')[0]?.trim() ?? '';
  return {
    ...emptyBetValues(),
    ...(isReadable ? { day: localDay(placed), time: localTime(placed) } : {}),
    odds: stake.total_odds,
    status: statusOf(stake),
    eventDescription: stake.event_description,
    selections: [{ ...blankSelection(), name: firstLine.slice(0, SELECTION_NAME_MAX) }],
    tipster: stake.tipster_name,
    bookmaker: stake.bookmaker,
    stakeId: stake.stake_id,
  };
}
