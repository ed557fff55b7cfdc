import { describe, expect, it } from 'vitest';
import { finishedEvent, upcomingEvent } from '../test/live-events-api';
import { byKickOff, byLatestFinish, isFeedView } from './feed-views';

describe('feed views', () => {
  it('knows its three views and nothing else', () => {
    expect(['live', 'upcoming', 'finished', 'LIVE', '', null].map(isFeedView)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('sorts announced events soonest first, an unreadable kick-off last, ties as fed', () => {
    const a = upcomingEvent({ RowId: 'a', EventStartTimeUTC: '2025-06-26T19:00:00.000Z' });
    const b = upcomingEvent({ RowId: 'b', EventStartTimeUTC: 'soon' });
    const c = upcomingEvent({ RowId: 'c', EventStartTimeUTC: '2025-06-26T16:30:00.000Z' });
    const d = upcomingEvent({ RowId: 'd', EventStartTimeUTC: '2025-06-26T19:00:00.000Z' });
    expect(byKickOff([a, b, c, d]).map((e) => e.RowId)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts finished events by their final whistle, the latest first, unknown ones last', () => {
    const early = finishedEvent({ RowId: 'early', FinishedAt: '2025-06-25T17:50:00.000Z' });
    const late = finishedEvent({ RowId: 'late', FinishedAt: '2025-06-25T19:55:00.000Z' });
    // No finish time: its kick-off stands in (18:00, between the two).
    const noTime = finishedEvent({
      RowId: 'no-time',
      FinishedAt: null,
      EventStartTimeUTC: '2025-06-25T18:00:00.000Z',
    });
    const unreadable = finishedEvent({
      RowId: 'unreadable',
      FinishedAt: null,
      EventStartTimeUTC: 'x',
    });
    expect(byLatestFinish([unreadable, early, noTime, late]).map((e) => e.RowId)).toEqual([
      'late',
      'no-time',
      'early',
      'unreadable',
    ]);
  });
});
