import type { FeedSourceEvent, LiveEvent } from '@stakelab/core';
import { expect, vi } from 'vitest';
import type { LiveFeedProvider } from '../live/live-feed.ts';

/** A football match in play; the score tells versions apart. */
export function liveEvent(id: string, home: number, away: number): LiveEvent {
  return {
    RowId: id,
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: `Home ${id}`,
    AwayName: `Away ${id}`,
    EventStartTimeUTC: '2026-11-22T20:00:00.000Z',
    LiveScoreHome: home,
    LiveScoreAway: away,
    LiveMatchClockMinute: 30,
    LiveMatchClockPeriod: '1H',
    Outcome1_Label: '1',
    Outcome1_Odds: 2.1,
    OutcomeX_Label: 'X',
    OutcomeX_Odds: 3.2,
    Outcome2_Label: '2',
    Outcome2_Odds: 3.9,
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
  };
}

/** The feed as an external system would send it: whatever the test scripts next. */
export function scriptedFeed(): LiveFeedProvider & { next: LiveEvent[] } {
  return {
    name: 'scripted',
    next: [],
    async currentEvents() {
      return this.next;
    },
  };
}

/** Reads Server-Sent Events from a streaming response until `count` events arrived. */
export async function readEvents(res: Response, count: number) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; id: string; data: unknown }> = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const data = field('data');
      if (data !== undefined)
        events.push({ event: field('event') ?? '', id: field('id') ?? '', data: JSON.parse(data) });
    }
  }
  return { events, cancel: () => reader.cancel() };
}

/**
 * Resolves once the hub holds `count` streams. A stream subscribes after it answered its
 * headers and snapshot, so a change ingested before that would miss it; a stream a test
 * cancelled leaves once the server sees it close.
 */
export const untilSubscribers = (hub: { readonly subscribers: number }, count: number) =>
  vi.waitFor(() => expect(hub.subscribers).toBe(count), { timeout: 10_000 });

/** A feed that reports whatever the test scripts, states included. */
export function scriptedWholeFeed(): LiveFeedProvider & { next: FeedSourceEvent[] } {
  return {
    name: 'scripted-feed',
    next: [],
    async currentEvents() {
      return this.next.filter((e) => e.State === 'live');
    },
    async feedEvents() {
      return this.next;
    },
  };
}

export const upcoming = (id: string, odds: [number, number, number]): FeedSourceEvent => ({
  ...liveEvent(id, 0, 0),
  State: 'upcoming',
  EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
  LiveScoreHome: null,
  LiveScoreAway: null,
  LiveMatchClockMinute: null,
  LiveMatchClockPeriod: null,
  Outcome1_Odds: odds[0],
  OutcomeX_Odds: odds[1],
  Outcome2_Odds: odds[2],
});
export const live = (id: string, home: number, away: number): FeedSourceEvent => ({
  ...liveEvent(id, home, away),
  State: 'live',
});
