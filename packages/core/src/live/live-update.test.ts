import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../contract/live-events.ts';
import { applyLiveUpdate, diffLiveEvents, liveUpdateSchema } from './live-update.ts';

function event(RowId: string, overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    RowId,
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: `Home ${RowId}`,
    AwayName: `Away ${RowId}`,
    EventStartTimeUTC: '2026-11-24T18:00:00.000Z',
    LiveScoreHome: 0,
    LiveScoreAway: 0,
    LiveMatchClockMinute: 10,
    LiveMatchClockPeriod: '1H',
    Outcome1_Label: '1',
    Outcome1_Odds: 2.1,
    OutcomeX_Label: 'X',
    OutcomeX_Odds: 3.3,
    Outcome2_Label: '2',
    Outcome2_Odds: 3.6,
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
    ...overrides,
  };
}

const A = event('a');
const B = event('b');
const C = event('c');

describe('diffLiveEvents', () => {
  it('sends only the fields that changed, and no order when it stayed', () => {
    const goal = { ...A, LiveScoreHome: 1, LiveMatchClockMinute: 11, Outcome1_Odds: 1.6 };
    const clockOnly = { ...B, LiveMatchClockMinute: 11 };
    expect(diffLiveEvents([A, B, C], [goal, clockOnly, C])).toEqual({
      added: [],
      patched: [
        { RowId: 'a', LiveScoreHome: 1, LiveMatchClockMinute: 11, Outcome1_Odds: 1.6 },
        { RowId: 'b', LiveMatchClockMinute: 11 },
      ],
      removed: [],
    });
  });

  it('sends a field that became null, whole new events, the ids that left and the new order', () => {
    const halfTime = { ...A, LiveMatchClockMinute: null, LiveMatchClockPeriod: 'HT' };
    const update = diffLiveEvents([A, B], [C, halfTime]);
    expect(update).toEqual({
      added: [C],
      patched: [{ RowId: 'a', LiveMatchClockMinute: null, LiveMatchClockPeriod: 'HT' }],
      removed: ['b'],
      order: ['c', 'a'],
    });
    // As it travels: JSON keeps the null, and the message is what the schema reads.
    expect(liveUpdateSchema.parse(JSON.parse(JSON.stringify(update)))).toEqual(update);
  });

  it('sends the order when only the order changed', () => {
    expect(diffLiveEvents([A, B], [B, A])).toEqual({
      added: [],
      patched: [],
      removed: [],
      order: ['b', 'a'],
    });
  });
});

describe('applyLiveUpdate', () => {
  it('patches changed fields, drops removed events, adds new ones, in the order given', () => {
    const next = applyLiveUpdate([A, B, C], {
      added: [event('d')],
      patched: [{ RowId: 'a', LiveScoreHome: 3 }],
      removed: ['b'],
      order: ['d', 'c', 'a'],
    });
    expect(next).toEqual([event('d'), C, { ...A, LiveScoreHome: 3 }]);
    // An unchanged event is the same object: its row needs no re-render.
    expect(next?.[1]).toBe(C);
  });

  it('keeps the order it has when the update sends none', () => {
    const next = applyLiveUpdate([A, B, C], {
      added: [],
      patched: [{ RowId: 'c', Outcome2_Odds: 4.2 }],
      removed: ['a'],
    });
    expect(next).toEqual([B, { ...C, Outcome2_Odds: 4.2 }]);
  });

  it('gives null when the update does not fit the list (reload instead)', () => {
    expect(
      applyLiveUpdate([A], { added: [], patched: [{ RowId: 'x', LiveScoreHome: 1 }], removed: [] }),
    ).toBeNull();
    expect(applyLiveUpdate([A], { added: [], patched: [], removed: [], order: ['x'] })).toBeNull();
    expect(applyLiveUpdate([A], { added: [B], patched: [], removed: [] })).toBeNull();
  });

  it('rebuilds the later list from the earlier one and the diff, and leaves the input alone', () => {
    const before = [A, B, C];
    const after = [{ ...C, LiveScoreAway: 2 }, event('e'), { ...A, LiveMatchClockPeriod: '2H' }];
    const copy = structuredClone(before);
    expect(applyLiveUpdate(before, diffLiveEvents(before, after))).toEqual(after);
    expect(before).toEqual(copy);
  });
});
