import type { BetRecord } from '../bets/bet-record.ts';
import { milliToOdds } from './numbers.ts';
import type { RecordReader } from './record-reader.ts';

/*
 * An imported bet is held to the add-bet form's bounds (contract/history.ts: a stake of at most
 * €10,000,000, odds of at most 10,000): a record beyond them is set aside as unreadable, never
 * stored. Before issue 30 an import took stakes up to 2^53 cents and odds up to 9×10^12, whose
 * products and sums left the safe-integer range. Inside these bounds every amount of a bet is
 * below 10^13 cents, so its sums over 900 bets of the largest kind stay exact.
 */

/** The form's largest stake, €10,000,000, in cents. */
export const IMPORT_MAX_STAKE_CENTS = 10_000_000 * 100;
/** The form's largest odds, 10,000, in thousandths. */
export const IMPORT_MAX_ODDS_MILLI = 10_000 * 1000;
/** What the largest stake returns at the largest odds: the bound of any amount of a bet. */
export const IMPORT_MAX_AMOUNT_CENTS = (IMPORT_MAX_STAKE_CENTS * IMPORT_MAX_ODDS_MILLI) / 1000;
/**
 * Selections one bet may have. The form takes 30; bookmakers' accumulators go a little past
 * that; a bet of thousands of legs is no bet, and writing its legs in one go would hold the
 * database for the whole import.
 */
export const IMPORT_MAX_LEGS = 50;

/** Refuses (as unreadable) a bet with an amount, odds or legs beyond the form's bounds. */
export function refuseOutOfBounds(bet: BetRecord, reader: RecordReader): void {
  // Numbers, which the web writes in the reader's language.
  const tooLarge = (field: string, value: number, max: number): never =>
    reader.refuse('import.amountOutOfRange', field, { value, max });
  if (bet.selections.length > IMPORT_MAX_LEGS) {
    reader.refuse('import.tooManyLegs', null, {
      count: bet.selections.length,
      max: IMPORT_MAX_LEGS,
    });
  }
  if (bet.stakeCents > IMPORT_MAX_STAKE_CENTS) {
    tooLarge('stake', bet.stakeCents / 100, IMPORT_MAX_STAKE_CENTS / 100);
  }
  const odds: [string, number | null][] = [
    ['odds', bet.oddsMilli],
    ['closing odds', bet.closingOddsMilli],
    ...bet.selections.map((leg, i): [string, number | null] => [
      `selections[${i}].odds`,
      leg.oddsMilli,
    ]),
  ];
  for (const [field, milli] of odds) {
    if (milli !== null && milli > IMPORT_MAX_ODDS_MILLI) {
      tooLarge(field, milliToOdds(milli), milliToOdds(IMPORT_MAX_ODDS_MILLI));
    }
  }
  const amounts: [string, number | null][] = [
    ['return', bet.returnCents],
    ['net return', bet.netReturnCents],
    ['liability', bet.liabilityCents],
    ['gross profit', bet.grossProfitCents],
    ['commission', bet.commissionCents],
  ];
  for (const [field, cents] of amounts) {
    if (cents !== null && Math.abs(cents) > IMPORT_MAX_AMOUNT_CENTS) {
      tooLarge(field, cents / 100, IMPORT_MAX_AMOUNT_CENTS / 100);
    }
  }
}
