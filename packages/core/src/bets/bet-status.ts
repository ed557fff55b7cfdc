import type { BetStatus } from './bet-record.ts';
import { LABEL_CHARS } from './label-chars.ts';

/**
 * The words sources use for a bet's result, normalised to StakeLab's statuses. Keys are upper
 * case with spaces and hyphens as "_". Single-letter codes are format-specific (Bet-Analytix's
 * "P" is pending, Betfair's "PLACED" is an each-way place) and are mapped by their importers.
 */
const STATUS_WORDS: Readonly<Record<string, BetStatus>> = {
  WON: 'WON',
  WIN: 'WON',
  WINNER: 'WON',
  GANADA: 'WON',
  GANADO: 'WON',
  LOST: 'LOST',
  LOSE: 'LOST',
  LOSS: 'LOST',
  LOSER: 'LOST',
  PERDIDA: 'LOST',
  PERDIDO: 'LOST',
  VOID: 'VOID',
  VOIDED: 'VOID',
  NULA: 'VOID',
  NULO: 'VOID',
  ANULADA: 'VOID',
  CANCELLED: 'VOID',
  CANCELED: 'VOID',
  LAPSED: 'VOID',
  REFUND: 'VOID',
  REFUNDED: 'VOID',
  PUSH: 'VOID',
  PUSHED: 'VOID',
  CASHED_OUT: 'CASHED_OUT',
  CASHEDOUT: 'CASHED_OUT',
  CASH_OUT: 'CASHED_OUT',
  CASHOUT: 'CASHED_OUT',
  HALF_WON: 'HALF_WON',
  HALF_WIN: 'HALF_WON',
  HALFWON: 'HALF_WON',
  HALF_LOST: 'HALF_LOST',
  HALF_LOSE: 'HALF_LOST',
  HALF_LOSS: 'HALF_LOST',
  HALFLOST: 'HALF_LOST',
  PLACED: 'PLACED',
  PLACE: 'PLACED',
  PENDING: 'PENDING',
  OPEN: 'PENDING',
  UNSETTLED: 'PENDING',
  MATCHED: 'PENDING',
  RUNNING: 'PENDING',
  PENDIENTE: 'PENDING',
  ABIERTA: 'PENDING',
};

/** The status key of a source's word: "Cashed out" → "CASHED_OUT". */
export function statusKey(text: string): string {
  return text
    .slice(0, LABEL_CHARS)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** A source's result word as a StakeLab status, or null when the word is not known. */
export function toBetStatus(text: string): BetStatus | null {
  return STATUS_WORDS[statusKey(text)] ?? null;
}
