import { describe, expect, it } from 'vitest';
import {
  chosenCount,
  readFacets,
  readUnits,
  toggleFacetChoice,
  writeFacets,
  writeUnits,
} from './dashboard-params';
import { unitCentsOf, unitsOfEuros } from './units';

describe('facets in the URL', () => {
  it('reads one parameter per choice, the empty one as "none", repeats once', () => {
    const params = new URLSearchParams(
      'tab=edge&bookmaker=Bet365&bookmaker=Pinnacle&bookmaker=Bet365&tipster=&units=1&colour=red',
    );
    expect(readFacets(params)).toEqual({ bookmaker: ['Bet365', 'Pinnacle'], tipster: [''] });
  });

  it('writes them back in the facets’ order, leaving the other parameters alone', () => {
    const params = new URLSearchParams('tab=edge&tag=old');
    const written = writeFacets(params, { tag: ['value', 'live'], bookmaker: ['Bet 365'] });
    expect(written.toString()).toBe('tab=edge&bookmaker=Bet+365&tag=value&tag=live');
    expect(writeFacets(written, {}).toString()).toBe('tab=edge');
  });

  it('ticks and unticks one choice; counts the choices ticked', () => {
    const one = toggleFacetChoice({}, 'tag', 'value');
    expect(one).toEqual({ tag: ['value'] });
    const two = toggleFacetChoice(one, 'side', 'LAY');
    expect(chosenCount(two)).toBe(2);
    expect(toggleFacetChoice(two, 'tag', 'value')).toEqual({ side: ['LAY'] });
  });

  it('keeps the units switch as units=1', () => {
    expect(readUnits(new URLSearchParams('units=1'))).toBe(true);
    expect(readUnits(new URLSearchParams('units=yes'))).toBe(false);
    expect(writeUnits(new URLSearchParams('tab=time'), true).toString()).toBe('tab=time&units=1');
    expect(writeUnits(new URLSearchParams('units=1'), false).toString()).toBe('');
  });
});

describe('units', () => {
  it('divides through whole cents', () => {
    expect(unitsOfEuros(12.3, 250)).toBe(4.92); // 1230 ÷ 250
    expect(unitsOfEuros(-8, 250)).toBe(-3.2); // −800 ÷ 250
    expect(unitsOfEuros(0.1 + 0.2, 10)).toBe(3); // 0.30000000000000004 € is 30 cents
  });

  it('reads the unit size of a profile answer, anything odd as none', () => {
    expect(unitCentsOf({ unit_size: 12.5 })).toBe(1250);
    expect(unitCentsOf({ unit_size: null })).toBeNull();
    expect(unitCentsOf({ unit_size: 0 })).toBeNull();
    expect(unitCentsOf({ unit_size: '10' })).toBeNull();
    expect(unitCentsOf({})).toBeNull();
    expect(unitCentsOf(undefined)).toBeNull();
  });
});
