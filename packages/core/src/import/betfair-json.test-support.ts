import { type BetRecord, type ImportProblem, ImportFormatError } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';

/** The one bet of a Betfair JSON value (given as a value, sent as JSON text). */
export function oneBet(value: unknown): BetRecord {
  const [bet] = parseBetfairJson(JSON.stringify(value)).bets;
  if (!bet) throw new Error('no bet');
  return bet;
}

/** The one problem a Betfair JSON value gives (a record left out, or a field dropped). */
export function problemOf(value: unknown): ImportProblem {
  const { problems } = parseBetfairJson(JSON.stringify(value));
  const [problem, ...more] = problems;
  if (!problem || more.length > 0) throw new Error(`${problems.length} problems`);
  return problem;
}

/** The ImportFormatError a Betfair JSON value (or text) is refused with. */
export function refusalOf(value: unknown): ImportFormatError {
  try {
    parseBetfairJson(typeof value === 'string' ? value : JSON.stringify(value));
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
}

/** A settled Sportsbook single as the website answers it: 10 € won at 2.19. */
export const sportsbookBet = (overrides: Record<string, unknown> = {}) => ({
  betId: 'O/1/1',
  entryServiceId: '2670001000',
  receiptBetId: 10000000000001,
  placedDate: '2025-03-01T14:43:44.797Z',
  settledDate: '2025-03-01T17:43:44.797Z',
  status: 'SETTLED',
  result: 'WON',
  stake: '€10,00',
  returnCash: '21,90',
  originalOdds: { decimal: 2.19, fractional: null },
  betType: 'SGL',
  isSGM: false,
  eventDescription: 'Aryna Sabalenka v Coco Gauff',
  marketName: 'Total de juegos',
  selection: 'Aryna Sabalenka',
  ...overrides,
});

/** A settled Exchange website bet: 10 € backed at 2.20 that won 12 €. */
export const exchangeWebBet = (overrides: Record<string, unknown> = {}) => ({
  betId: '340000000900',
  placedDate: '2025-04-01T19:06:19Z',
  settledDate: '2025-04-01T21:00:00Z',
  eventDescription: 'LaLiga / Valencia CF v Athletic Club',
  marketName: 'Match Odds',
  selectionName: 'Valencia CF',
  side: 'BACK',
  odds: '2.20',
  stake: '10.00',
  grossProfit: '12.00',
  betOutcome: 'WON',
  ...overrides,
});

/** A settled Exchange API order (listClearedOrders): 56 € laid at 5.33 that lost. */
export const exchangeApiOrder = (overrides: Record<string, unknown> = {}) => ({
  eventTypeId: '7522',
  betId: '310000000905',
  placedDate: '2025-05-03T02:18:46.602Z',
  settledDate: '2025-05-03T04:18:46.602Z',
  side: 'LAY',
  selectionId: 47005,
  betOutcome: 'LOSE',
  priceMatched: 5.33,
  sizeSettled: 56,
  profit: -242.48,
  ...overrides,
});
