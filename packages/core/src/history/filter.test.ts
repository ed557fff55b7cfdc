import { describe, expect, it } from 'vitest';
import { filterBets, sortNewestFirst, statusesIn } from './filter.ts';
import { view } from './bet-view.test-support.ts';

const bets = [
  view(5, 5, 'WON', '2025-03-01T00:30:00.000Z'), // the 1st in UTC, still Feb 28 in New York
  view(10, -10, 'LOST', '2025-03-02T12:00:00.000Z'),
  view(20, 0, 'VOID', '2025-03-03T23:30:00.000Z'), // the 4th in Madrid (UTC+1)
  view(50.5, 10, 'WON', '2025-03-10T08:00:00.000Z'),
];
const stakes = (list: readonly { Stake: number }[]) => list.map((b) => b.Stake);

describe('history filters (docs/product.md §5)', () => {
  it.each([
    [{}, [5, 10, 20, 50.5]],
    [{ stakeMin: 10 }, [10, 20, 50.5]], // inclusive
    [{ stakeMax: 20 }, [5, 10, 20]],
    [{ stakeMin: 10, stakeMax: 20 }, [10, 20]],
    [{ stakeMin: 50.5 }, [50.5]],
    [{ stakeMin: null, stakeMax: Number.NaN }, [5, 10, 20, 50.5]], // unset / not a number: no limit
    [{ statuses: ['WON'] }, [5, 50.5]],
    [{ statuses: ['WON', 'VOID'] }, [5, 20, 50.5]],
    [{ statuses: [] }, [5, 10, 20, 50.5]], // nothing ticked: all
    [{ placedFrom: '2025-03-02' }, [10, 20, 50.5]], // UTC days by default
    [{ placedTo: '2025-03-03' }, [5, 10, 20]], // the whole "to" day is in
    [{ placedFrom: '2025-03-02', placedTo: '2025-03-03' }, [10, 20]],
    [{ placedFrom: '2025-03-02T12:00:00Z' }, [10, 20, 50.5]], // an instant: inclusive
    [{ placedTo: '2025-03-02T11:59:59Z' }, [5]],
    [{ placedFrom: 'not a date' }, [5, 10, 20, 50.5]], // unreadable bound: ignored
    [{ stakeMin: 6, statuses: ['WON'], placedTo: '2025-03-31' }, [50.5]],
  ])('%o keeps stakes %o', (filter, expected) => {
    expect(stakes(filterBets(bets, filter))).toEqual(expected);
  });

  it("days are the user's when the web passes its time zone", () => {
    const madrid = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso));
    const newYork = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));
    // 2025-03-03T23:30Z is already March 4 in Madrid
    expect(stakes(filterBets(bets, { placedTo: '2025-03-03' }, { placedDayOf: madrid }))).toEqual([
      5, 10,
    ]);
    // 2025-03-01T00:30Z is still February 28 in New York
    expect(
      stakes(filterBets(bets, { placedFrom: '2025-03-01' }, { placedDayOf: newYork })),
    ).toEqual([10, 20, 50.5]);
  });

  it('lists the statuses present, and sorts newest first', () => {
    expect(statusesIn(bets)).toEqual(['LOST', 'VOID', 'WON']);
    expect(stakes(sortNewestFirst(bets))).toEqual([50.5, 20, 10, 5]);
  });

  it('keeps the order of bets placed at the same moment, and puts unreadable dates last', () => {
    const noon = '2025-03-02T12:00:00.000Z';
    const list = [
      view(1, 0, 'WON', 'not a date'),
      view(2, 0, 'WON', noon),
      view(3, 0, 'WON', '2025-03-03T12:00:00.000Z'),
      view(4, 0, 'WON', noon),
      view(5, 0, 'WON', ''),
      view(6, 0, 'WON', noon),
    ];
    expect(stakes(sortNewestFirst(list))).toEqual([3, 2, 4, 6, 1, 5]);
    // A new array: the input keeps its order.
    expect(stakes(list)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
