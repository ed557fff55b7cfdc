import { describe, expect, it } from 'vitest';
import { betTypeGroup } from './bet-types.ts';

describe('bet type grouping by keyword (docs/product.md §9)', () => {
  it.each([
    // The spec's keywords
    ['SGL', 'Single'],
    ['Sencilla', 'Single'],
    ['DBL', 'Double'],
    ['Doble', 'Double'],
    ['TBL', 'Treble'],
    ['Triple', 'Treble'],
    ['BET_BUILDER', 'Bet Builder'],
    ['bet builder', 'Bet Builder'],
    ['SGM', 'Bet Builder'],
    ['Sistema', 'System / Multiple'],
    ['Multiple', 'System / Multiple'],
    // Synonyms imports carry
    ['Crear Apuesta', 'Bet Builder'],
    ['Simple', 'Single'],
    ['single', 'Single'],
    ['ACC4', 'System / Multiple'],
    ['Combinada', 'System / Multiple'],
    ['Combined', 'System / Multiple'],
    ['2/3', 'System / Multiple'],
    ['parlay', 'System / Multiple'],
    // Everything else
    ['Yankee Special', 'Other'],
    ['', 'Other'],
    [null, 'Other'],
    [undefined, 'Other'],
  ])('%s → %s', (betType, group) => {
    expect(betTypeGroup(betType)).toBe(group);
  });
});
