import type { z } from 'zod';
import type { newBetRequestSchema } from '../contract/history.ts';
import { parseOddsMilli } from '../import/numbers.ts';
import { eurosToCents } from '../money/cents.ts';
import { parseInstant } from '../import/instants.ts';
import { type BetRecord, noBetExtras } from './bet-record.ts';
import {
  backBetNetCents,
  betTypeForLegCount,
  freeBetReturnCents,
  settledReturnCents,
} from './settlement.ts';

/** The add-bet payload after validation (defaults applied). */
export type NewBetInput = z.output<typeof newBetRequestSchema>;

const blankToNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/**
 * A bet entered by hand (POST /api/history/add-bet-full) as a BetRecord. Money: the stake in
 * euros becomes integer cents exactly; a WON bet returns stake × odds, rounded to the cent once
 * by divideRounded (halves away from zero: 10.05 € at 1.35 = 13.5675 € → 13.57 €); a LOST bet
 * returns 0; net = return − stake. The bet type follows the number of selections (one or none
 * SGL, 2 DBL, 3 TBL, more ACCn); the selections take the bet's sport and competition. A bet
 * entered already settled (WON, LOST) settles at its placed date: the form asks no settle date,
 * and "now" would put a back-dated bet's result in today's bankroll balance; PENDING has none.
 * A free bet (`freeBet`) pays its profit only: won, return = net = stake × (odds − 1); lost, 0.
 */
export function manualBetToRecord(request: NewBetInput, betId: string): BetRecord {
  const stakeCents = eurosToCents(request.stake, 'stake');
  const oddsMilli = parseOddsMilli(request.originalOdds_decimal, 'originalOdds_decimal');
  const freeBet = request.freeBet === true;
  const returnCents =
    (freeBet
      ? freeBetReturnCents(request.status, stakeCents, oddsMilli)
      : settledReturnCents(request.status, stakeCents, oddsMilli)) ?? 0;
  const sport = blankToNull(request.sportName);
  const competition = blankToNull(request.competitionName);
  const placedAt = parseInstant(request.placedDate, 'placedDate');
  // A single's one selection is the bet itself (issue 32): the form asks its odds and event
  // once, so whichever side is missing takes the other's.
  const isSingle = request.selections.length === 1;
  const betEvent = blankToNull(request.eventDescription);
  const eventDescription = isSingle
    ? (betEvent ?? blankToNull(request.selections[0]?.EventName))
    : betEvent;
  return {
    source: 'manual',
    sourceBetId: betId,
    aliases: [],
    placedAt,
    settledAt: request.status === 'PENDING' ? null : placedAt,
    sport,
    competition,
    eventDescription,
    oddsMilli,
    stakeCents,
    returnCents,
    // A free bet's return is all profit (and 0 while PENDING).
    netReturnCents: freeBet
      ? returnCents
      : backBetNetCents(request.status, stakeCents, returnCents),
    status: request.status,
    betType: betTypeForLegCount(request.selections.length),
    bookmaker: request.bookmaker ?? null,
    side: null,
    liabilityCents: null,
    ...noBetExtras(),
    freeBet,
    // The form's labels (docs/product.md §3 "Bet"); absent is none on a new bet.
    tipster: request.tipster ?? null,
    tags: request.tags ?? [],
    closingOddsMilli:
      request.closingOdds === null || request.closingOdds === undefined
        ? null
        : parseOddsMilli(request.closingOdds, 'closingOdds'),
    // Absent: the owner's default, which the server knows (resolved before storing).
    currency: request.currency ?? null,
    selections: request.selections.map((selection, i) => ({
      name: selection.SelectionName,
      oddsMilli:
        selection.Odds === null || selection.Odds === undefined
          ? isSingle
            ? oddsMilli
            : null
          : parseOddsMilli(selection.Odds, `selections[${i}].Odds`),
      eventName: blankToNull(selection.EventName) ?? (isSingle ? eventDescription : null),
      marketName: blankToNull(selection.MarketName),
      sport,
      competition,
      result: null,
      ...(selection.FeedEventId && selection.FeedOutcome
        ? { feedLink: { eventId: selection.FeedEventId, outcome: selection.FeedOutcome } }
        : {}),
    })),
    raw: request,
  };
}
