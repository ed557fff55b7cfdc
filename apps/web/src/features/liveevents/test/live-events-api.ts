import type { FeedEvent, LiveEvent } from '@stakelab/core';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';

/** A football event at 67' of the second half; `overrides` make any other. */
export function liveEvent(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    RowId: 'sim-football-1',
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: 'Real Madrid',
    AwayName: 'FC Barcelona',
    EventStartTimeUTC: '2025-06-25T18:00:00.000Z',
    LiveScoreHome: 2,
    LiveScoreAway: 1,
    LiveMatchClockMinute: 67,
    LiveMatchClockPeriod: '2H',
    Outcome1_Label: '1',
    Outcome1_Odds: 1.36,
    OutcomeX_Label: 'X',
    OutcomeX_Odds: 4.6,
    Outcome2_Label: '2',
    Outcome2_Odds: 8.5,
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
    ...overrides,
  };
}

export const FOOTBALL = liveEvent();

/** One set all (6-3, 3-6), 2-1 in the third, the home player serving. */
export const TENNIS = liveEvent({
  RowId: 'sim-tennis-1',
  Sport: 'TENNIS',
  LeagueName: 'Wimbledon',
  HomeName: 'Carlos Alcaraz',
  AwayName: 'Jannik Sinner',
  LiveScoreHome: 1,
  LiveScoreAway: 1,
  LiveMatchClockMinute: null,
  LiveMatchClockPeriod: 'SET 3',
  Outcome1_Label: '1',
  Outcome1_Odds: 1.8,
  OutcomeX_Label: null,
  OutcomeX_Odds: null,
  Outcome2_Label: '2',
  Outcome2_Odds: 2.05,
  Stats_Tennis_Home_Sets: '6,3,2',
  Stats_Tennis_Away_Sets: '3,6,1',
  Stats_Tennis_HomeServe: 1,
});

/** An NBA game: no draw, so no X label. */
export const BASKETBALL = liveEvent({
  RowId: 'sim-basketball-1',
  Sport: 'BASKETBALL',
  LeagueName: 'NBA',
  HomeName: 'Boston Celtics',
  AwayName: 'Denver Nuggets',
  LiveScoreHome: 88,
  LiveScoreAway: 84,
  LiveMatchClockMinute: 41,
  LiveMatchClockPeriod: 'Q4',
  OutcomeX_Label: null,
  OutcomeX_Odds: null,
  Outcome1_Odds: 1.4,
  Outcome2_Odds: 2.9,
});

/** A sport without a button of its own: it falls under OTHER. */
export const HOCKEY = liveEvent({
  RowId: 'odds-api-hockey-1',
  Sport: 'ICE HOCKEY',
  LeagueName: 'NHL',
  HomeName: 'Florida Panthers',
  AwayName: 'Edmonton Oilers',
  LiveScoreHome: null,
  LiveScoreAway: null,
  LiveMatchClockMinute: null,
  LiveMatchClockPeriod: null,
});

export const LIVE_EVENTS = [FOOTBALL, TENNIS, BASKETBALL, HOCKEY];

/** The feed's other lists (GET /api/live-events?state=…): none unless a test gives some. */
export interface FeedLists {
  upcoming?: readonly FeedEvent[];
  finished?: readonly FeedEvent[];
  live?: readonly FeedEvent[];
}

/**
 * GET /api/live-events answering `events` (or the handler given); with ?state=… the list of
 * `feed` for that state (none by default), so the page's upcoming and finished counts never
 * read the live answer.
 */
export function liveApi(
  events: readonly LiveEvent[] | StubHandler = LIVE_EVENTS,
  feed: FeedLists = {},
): Record<string, StubHandler> {
  const live: StubHandler = typeof events === 'function' ? events : () => jsonResponse(events);
  return {
    'GET /api/live-events': (request) => {
      const state = request.query.get('state');
      if (state === 'upcoming' || state === 'finished' || state === 'live')
        return jsonResponse(feed[state] ?? []);
      return live(request);
    },
  };
}

/** An event the feed announced, kicking off at `start`, with its pre-match odds. */
export function upcomingEvent(overrides: Partial<FeedEvent> = {}): FeedEvent {
  const event = liveEvent({
    LiveScoreHome: null,
    LiveScoreAway: null,
    LiveMatchClockMinute: null,
    LiveMatchClockPeriod: null,
    ...overrides,
  });
  return {
    ...event,
    State: 'upcoming',
    FinishedAt: null,
    PreMatchPrices: [
      {
        At: '2025-06-25T10:00:00.000Z',
        Outcome1_Odds: event.Outcome1_Odds,
        OutcomeX_Odds: event.OutcomeX_Odds,
        Outcome2_Odds: event.Outcome2_Odds,
      },
    ],
    ...overrides,
  };
}

/** An event over, with its final score and when it finished. */
export function finishedEvent(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    ...liveEvent({ LiveMatchClockMinute: 90, LiveMatchClockPeriod: 'FT', ...overrides }),
    State: 'finished',
    FinishedAt: '2025-06-25T19:55:00.000Z',
    PreMatchPrices: [],
    ...overrides,
  };
}

type Listener = (event: MessageEvent<string>) => void;

/**
 * jsdom has no EventSource: this one records what the page opens and lets a test play the
 * server's part (open, send a message, fail) inside act().
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState: number = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** Replaces the global EventSource for this test (setup.ts unstubs it). */
  static install(): void {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  /** The stream the page opened last. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('the page opened no EventSource');
    return source;
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  open(): void {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** A message as the server writes it: `event: type`, `id: id`, `data: JSON`. */
  send(type: 'snapshot' | 'update', data: unknown, id = '1'): void {
    if (this.isClosed) throw new Error('the page closed this EventSource');
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message);
    });
  }

  /** The connection dropped (the browser retries) or, with `gaveUp`, failed for good. */
  fail({ gaveUp = false } = {}): void {
    act(() => {
      this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
      this.onerror?.(new Event('error'));
    });
  }
}
