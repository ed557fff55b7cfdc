import { describe, expect, it } from 'vitest';
import { BET_STATUSES } from './bet-record.ts';
import { statusKey, toBetStatus } from './bet-status.ts';

describe('statusKey', () => {
  it.each([
    ['Cashed out', 'CASHED_OUT'],
    ['  half-won ', 'HALF_WON'], // trimmed, hyphen as "_"
    ['Half - Won', 'HALF_WON'], // a run of spaces and hyphens is one "_"
    ['cashed\tout', 'CASHED_OUT'],
    ['won', 'WON'],
  ])('%j → %s', (text, key) => {
    expect(statusKey(text)).toBe(key);
  });
});

describe('toBetStatus: the words sources write for a result', () => {
  it.each([
    ...['Won', 'WIN', 'winner', 'Ganada', 'ganado'].map((w) => [w, 'WON'] as const),
    ...['LOST', 'lose', 'Loss', 'LOSER', 'Perdida', 'perdido'].map((w) => [w, 'LOST'] as const),
    ...[
      'VOID',
      'voided',
      'Nula',
      'NULO',
      'Anulada',
      'cancelled',
      'CANCELED',
      'Lapsed',
      'refund',
      'REFUNDED',
      'Push',
      'pushed',
    ].map((w) => [w, 'VOID'] as const),
    ...['Cashed out', 'CASHEDOUT', 'cash-out', 'CashOut'].map((w) => [w, 'CASHED_OUT'] as const),
    ...['Half won', 'HALF_WIN', 'halfwon'].map((w) => [w, 'HALF_WON'] as const),
    ...['Half lost', 'half-lose', 'HALF_LOSS', 'halflost'].map((w) => [w, 'HALF_LOST'] as const),
    ...['PLACED', 'place'].map((w) => [w, 'PLACED'] as const),
    ...['pending', 'OPEN', 'Unsettled', 'matched', 'Running', 'Pendiente', 'abierta'].map(
      (w) => [w, 'PENDING'] as const,
    ),
  ])('%j → %s', (word, status) => {
    expect(toBetStatus(word)).toBe(status);
  });

  it.each(['', 'W', 'P', 'maybe', 'SETTLED', 'WON!'])('%j is not a known word', (word) => {
    expect(toBetStatus(word)).toBeNull();
  });

  it('every status reads as itself', () => {
    for (const status of BET_STATUSES) expect(toBetStatus(status)).toBe(status);
  });
});
