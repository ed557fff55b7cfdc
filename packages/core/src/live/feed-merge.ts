import type { LiveEvent } from '../contract/live-events.ts';
import type {
  FeedEvent,
  FeedEventState,
  FeedSourceEvent,
  PriceSnapshot,
} from '../contract/feed-events.ts';

export interface FeedMergeOptions {
  /** How long a finished event stays in the feed after the feed first saw it finished. */
  finishedKeepMs: number;
  /**
   * The most pre-match price snapshots kept per event: the first quoted (the opening price)
   * and the latest moves. Bounds memory however long an event is announced before kick-off.
   */
  maxPriceSnapshots: number;
  /** The most finished events kept (the latest), whatever the keep time: a fast feed's cap. */
  maxFinished: number;
}

export const DEFAULT_FEED_MERGE_OPTIONS: Readonly<FeedMergeOptions> = {
  finishedKeepMs: 2 * 60 * 60 * 1000,
  maxPriceSnapshots: 12,
  maxFinished: 200,
};

export interface FeedMerge {
  /** Live first (in the provider's order), then upcoming by start, then finished, latest first. */
  events: FeedEvent[];
  /** Events that were upcoming before this refresh and are under way (or over) now. */
  kickedOff: FeedEvent[];
}

const RANK: Record<FeedEventState, number> = { upcoming: 0, live: 1, finished: 2 };

const pricesOf = (event: LiveEvent, at: string): PriceSnapshot => ({
  At: at,
  Outcome1_Odds: event.Outcome1_Odds,
  OutcomeX_Odds: event.OutcomeX_Odds,
  Outcome2_Odds: event.Outcome2_Odds,
});

const samePrices = (a: PriceSnapshot, b: PriceSnapshot) =>
  a.Outcome1_Odds === b.Outcome1_Odds &&
  a.OutcomeX_Odds === b.OutcomeX_Odds &&
  a.Outcome2_Odds === b.Outcome2_Odds;

/**
 * The pre-match snapshots with `quote` added if the prices moved. Past the bound the second
 * oldest goes: the opening price and the latest moves are what a bettor compares.
 */
function withQuote(
  history: readonly PriceSnapshot[],
  quote: PriceSnapshot,
  max: number,
): PriceSnapshot[] {
  const last = history.at(-1);
  const offered = [quote.Outcome1_Odds, quote.OutcomeX_Odds, quote.Outcome2_Odds].some(
    (odds) => odds !== null,
  );
  // Unchanged: the same array, shared with the previous refresh (neither is ever mutated).
  if (!offered || (last && samePrices(last, quote))) return history as PriceSnapshot[];
  const next = [...history, quote];
  while (next.length > Math.max(1, max)) next.splice(next.length > 1 ? 1 : 0, 1);
  return next;
}

/**
 * One refresh of the feed folded into what it held (issue 36), pure. An event keeps its
 * pre-match prices as they move while upcoming; its state never goes back (a late answer
 * saying "live" for a finished match is ignored). A live event the provider no longer
 * reports finished with the last score it showed (providers that only list what is in play
 * drop a match at the final whistle); an upcoming one it no longer reports was called off and
 * leaves. Finished events stay for `finishedKeepMs`, at most `maxFinished` of them.
 */
export function mergeFeed(
  previous: readonly FeedEvent[],
  incoming: readonly FeedSourceEvent[],
  now: Date,
  options: FeedMergeOptions = DEFAULT_FEED_MERGE_OPTIONS,
): FeedMerge {
  const at = now.toISOString();
  const before = new Map(previous.map((event) => [event.RowId, event]));
  const seen = new Set<string>();
  const merged: FeedEvent[] = [];
  const kickedOff: FeedEvent[] = [];

  for (const source of incoming) {
    if (seen.has(source.RowId)) continue; // a provider's duplicate: the first one counts
    seen.add(source.RowId);
    const old = before.get(source.RowId);
    if (old && RANK[old.State] > RANK[source.State]) {
      merged.push(old);
      continue;
    }
    const history = old?.PreMatchPrices ?? [];
    const event: FeedEvent = {
      ...source,
      FinishedAt: source.State === 'finished' ? (old?.FinishedAt ?? at) : null,
      PreMatchPrices:
        source.State === 'upcoming'
          ? withQuote(history, pricesOf(source, at), options.maxPriceSnapshots)
          : (history as PriceSnapshot[]),
    };
    if (old?.State === 'upcoming' && event.State !== 'upcoming') kickedOff.push(event);
    merged.push(event);
  }
  for (const old of previous) {
    if (seen.has(old.RowId)) continue;
    if (old.State === 'live') merged.push({ ...old, State: 'finished', FinishedAt: at });
    else if (old.State === 'finished') merged.push(old);
  }

  const byState = (state: FeedEventState) => merged.filter((event) => event.State === state);
  const upcoming = byState('upcoming').sort(
    (a, b) =>
      a.EventStartTimeUTC.localeCompare(b.EventStartTimeUTC) || a.RowId.localeCompare(b.RowId),
  );
  const oldest = now.getTime() - options.finishedKeepMs;
  const finished = byState('finished')
    .filter((event) => Date.parse(event.FinishedAt ?? at) >= oldest)
    .sort((a, b) => (b.FinishedAt ?? '').localeCompare(a.FinishedAt ?? ''))
    .slice(0, options.maxFinished);
  return { events: [...byState('live'), ...upcoming, ...finished], kickedOff };
}

/** The live event's own fields of a feed event: what GET /api/live-events and its stream send. */
export function liveEventOf(event: FeedEvent): LiveEvent {
  const { State: _state, FinishedAt: _finishedAt, PreMatchPrices: _prices, ...live } = event;
  return live;
}

/** The last pre-match prices of an event under way or over; null while it is upcoming. */
export function closingPrices(event: FeedEvent): PriceSnapshot | null {
  if (event.State === 'upcoming') return null;
  return event.PreMatchPrices.at(-1) ?? null;
}
