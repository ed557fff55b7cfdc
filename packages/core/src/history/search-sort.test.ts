import { describe, expect, it } from 'vitest';
import { selection, view } from './bet-view.test-support.ts';
import { betSearchText, matchesSearch, searchWords } from './search.ts';
import { NEWEST_FIRST, sortHistory } from './sort.ts';

describe('history search', () => {
  const bet = view(10, 5, 'WON', undefined, {
    EventDescription: 'Atlético Madrid v Sevilla',
    Competition: 'La Liga',
    Tags: ['value'],
    Selections: [selection({ SelectionName: 'Over 2.5 Goals', EventName: 'Atlético v Sevilla' })],
  });
  const text = betSearchText(bet);

  it('finds every word in any order and case, accents folded', () => {
    expect(matchesSearch(text, searchWords('atletico  SEVILLA'))).toBe(true);
    expect(matchesSearch(text, searchWords('liga over'))).toBe(true);
    expect(matchesSearch(text, searchWords('value'))).toBe(true);
    expect(matchesSearch(text, searchWords('betis'))).toBe(false);
    // No words: every bet.
    expect(matchesSearch(text, searchWords('   '))).toBe(true);
  });
});

describe('sortHistory', () => {
  // Given newest first: a (odds 3, stake 10), b (no odds, stake 5), c (odds 1.5, stake 20).
  const a = view(10, -10, 'LOST', '2025-03-03T00:00:00.000Z', { Odds: 3 });
  const b = view(5, 5, 'WON', '2025-03-02T00:00:00.000Z', { Odds: null });
  const c = view(20, 10, 'WON', '2025-03-01T00:00:00.000Z', { Odds: 1.5 });
  const ids = (bets: readonly { Id: number }[]) => bets.map((one) => one.Id);

  it('sorts by odds, stake, net and date, missing values last', () => {
    expect(ids(sortHistory([a, b, c], { key: 'odds', direction: 'asc' }))).toEqual(ids([c, a, b]));
    expect(ids(sortHistory([a, b, c], { key: 'odds', direction: 'desc' }))).toEqual(ids([a, c, b]));
    expect(ids(sortHistory([a, b, c], { key: 'stake', direction: 'desc' }))).toEqual(
      ids([c, a, b]),
    );
    // Net: a −10, b +5, c +10.
    expect(ids(sortHistory([a, b, c], { key: 'net', direction: 'asc' }))).toEqual(ids([a, b, c]));
    expect(ids(sortHistory([a, b, c], { key: 'date', direction: 'asc' }))).toEqual(ids([c, b, a]));
    expect(sortHistory([a, b, c], NEWEST_FIRST)).toEqual([a, b, c]);
  });
});
