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
    ['betbuilder', 'Bet Builder'],
    ['bet  builder', 'Bet Builder'], // a run of spaces is one "_"
    ['Same-Game Multi', 'Bet Builder'],
    ['ACC', 'System / Multiple'],
    ['ACC12', 'System / Multiple'],
    ['acc_4', 'System / Multiple'],
    ['Accumulator', 'System / Multiple'],
    ['System 3/5', 'System / Multiple'],
    ['4/10', 'System / Multiple'],
    ['10/12', 'System / Multiple'],
    [' 2/3 ', 'System / Multiple'], // trimmed before the "2/3" pattern, which is anchored
    // Everything else
    ['Over 1/2', 'Other'], // a fraction inside other words is no system
    ['1/2 goals', 'Other'],
    ['Accra', 'Other'], // "acc" only as a word of its own
    ['Yankee Special', 'Other'],
    ['', 'Other'],
    [null, 'Other'],
    [undefined, 'Other'],
  ])('%s → %s', (betType, group) => {
    expect(betTypeGroup(betType)).toBe(group);
  });
});
