import { describe, expect, it } from 'vitest';
import { filterBets, inHistoryOrder, sortNewestFirst, statusesIn } from './filter.ts';
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

  it('tells a list already in the history’s order from one that is not', () => {
    const at = (id: number, placed: string) => view(1, 0, 'WON', placed, { Id: id });
    const noon = '2025-03-02T12:00:00.000Z';
    expect(inHistoryOrder([])).toBe(true);
    expect(inHistoryOrder([at(1, noon)])).toBe(true);
    // Newest first, the later id first at the same moment, unreadable dates last.
    const ordered = [
      at(3, '2025-03-03T12:00:00.000Z'),
      at(6, noon),
      at(4, noon),
      at(2, '2025-03-02T11:59:59.999Z'),
      at(5, ''),
      at(1, 'not a date'),
    ];
    expect(inHistoryOrder(ordered)).toBe(true);
    // The same moment written another way still counts as the same moment.
    expect(inHistoryOrder([at(6, noon), at(4, '2025-03-02T12:00:00Z')])).toBe(true);
    expect(inHistoryOrder([at(4, noon), at(6, noon)])).toBe(false);
    expect(inHistoryOrder([at(4, noon), at(6, '2025-03-02T12:00:00Z')])).toBe(false);
    expect(inHistoryOrder([at(2, '2025-03-02T11:59:59.999Z'), at(6, noon)])).toBe(false);
    expect(inHistoryOrder([at(5, ''), at(6, noon)])).toBe(false);
    expect(inHistoryOrder([at(1, 'x'), at(5, 'y')])).toBe(false);
    // Older first, with the higher id.
    expect(inHistoryOrder([at(7, '2025-03-02T11:59:59.999Z'), at(6, noon)])).toBe(false);
    // Texts that do not sort as their times: an offset (12:00+01:00 is 11:00Z), a year of five
    // digits (unreadable: last).
    expect(
      inHistoryOrder([at(1, '2025-03-02T11:30:00.000Z'), at(2, '2025-03-02T12:00:00.000+01:00')]),
    ).toBe(true);
    expect(inHistoryOrder([at(1, '92025-03-02T12:00:00.000Z'), at(2, noon)])).toBe(false);
  });

  it('says in order exactly when sorting by id and then newest first changes nothing', () => {
    // A fixed pseudo-random sequence: short lists of few ids and dates meet every tie.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      // The high bits: an LCG's low bits repeat with a short period.
      return Math.floor(seed / 2 ** 16) % n;
    };
    const dates = [
      '2025-03-02T12:00:00.000Z',
      '2025-03-02T12:00:00Z',
      '2025-03-01T08:00:00.000Z',
      '',
    ];
    for (let round = 0; round < 2_000; round += 1) {
      const ids = [...new Set(Array.from({ length: 1 + next(5) }, () => 1 + next(9)))];
      const list = ids.map((id) => view(1, 0, 'WON', dates[next(dates.length)], { Id: id }));
      const sorted = sortNewestFirst([...list].sort((a, b) => b.Id - a.Id));
      const unchanged = sorted.every((bet, i) => bet === list[i]);
      expect(inHistoryOrder(list)).toBe(unchanged);
    }
  });
});
