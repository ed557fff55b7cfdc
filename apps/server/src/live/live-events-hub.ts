import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FEED_MERGE_OPTIONS,
  type FeedEvent,
  type FeedEventState,
  type FeedSourceEvent,
  diffLiveEvents,
  type LiveEvent,
  liveEventOf,
  mergeFeed,
} from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cachedJson, type CachedJson } from '../http/cached-json.ts';
import { acquireLease, releaseLease } from '../repositories/leases.ts';
import {
  liveEventsVersion,
  readLiveEvents,
  replaceLiveEvents,
} from '../repositories/live-events.ts';
import type { LiveBus } from '../cluster/live-bus.ts';
import type { LiveFeedProvider } from './live-feed.ts';

const LEASE = 'live-feed-ingestion';

/** The live table as this process serves it: encoded once, shared by every request. */
export interface LiveSnapshot {
  version: number;
  /** The events in play, live event fields only. */
  events: readonly LiveEvent[];
  /** The whole feed: upcoming, live and finished, with states and pre-match prices. */
  feed: readonly FeedEvent[];
  /** The GET /api/live-events body. */
  body: CachedJson;
  /** The GET /api/live-events?state=… body, encoded on first use. */
  bodyOf(state: FeedEventState): CachedJson;
  etag: string;
  /** The SSE message that carries the whole list. */
  snapshotMessage: Buffer;
}

/**
 * Listeners get each new version's SSE message (only what changed), encoded once: the same
 * Buffer goes to every connection, so 2,000 clients cost no copies.
 */
export type LiveChangeListener = (version: number, message: Buffer) => void;

export interface LiveEventsHubOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** null: this process only serves what others ingest. */
  provider: LiveFeedProvider | null;
  pollMs: number;
  /** How often to look for refreshes written by another process. */
  watchMs?: number;
  /** Where the ingesting process announces each version to the others at once (Redis). */
  bus?: LiveBus | null;
  now?: () => Date;
  /** How long finished events stay in the feed (default: core's, 2 hours). */
  finishedKeepMs?: number;
  /**
   * Called by the ingesting process with the events that kicked off in a round it wrote,
   * their closing prices final (issue 36). Errors are logged, never fatal to the round.
   */
  onKickOff?: (events: readonly FeedEvent[], at: Date) => Promise<void>;
  /**
   * Called by the ingesting process with the events it saw finish in a round it wrote, and the
   * whole feed as written (issue 36: results captured). Errors are logged, never fatal.
   */
  onFinish?: (
    finished: readonly FeedEvent[],
    feed: readonly FeedEvent[],
    at: Date,
  ) => Promise<void>;
  /**
   * Called by the ingesting process after every round it wrote, with the events the feed did
   * not hold before it (often none) and the whole feed as written: users' open bets are
   * matched to new events, work left from earlier rounds carried on. Errors are logged.
   */
  onStored?: (added: readonly FeedEvent[], feed: readonly FeedEvent[], at: Date) => Promise<void>;
}

export const sseMessage = (event: string, version: number, data: unknown) =>
  Buffer.from(`event: ${event}\nid: ${version}\ndata: ${JSON.stringify(data)}\n\n`);

function snapshotOf(
  version: number,
  events: readonly LiveEvent[],
  feed: readonly FeedEvent[],
): LiveSnapshot {
  const bodies = new Map<FeedEventState, CachedJson>();
  return {
    version,
    events,
    feed,
    body: cachedJson(Buffer.from(JSON.stringify(events))),
    bodyOf(state) {
      let body = bodies.get(state);
      if (!body) {
        const chosen = feed.filter((event) => event.State === state);
        body = cachedJson(Buffer.from(JSON.stringify(chosen)));
        bodies.set(state, body);
      }
      return body;
    },
    etag: `W/"live-${version}"`,
    snapshotMessage: sseMessage('snapshot', version, events),
  };
}

/**
 * Keeps the live table fresh and this process's copy of it in memory. With a provider, every
 * poll takes (or renews) the ingestion lease first, so with several processes exactly one
 * writes; every process watches the table's version and reloads it when another wrote, and
 * with a bus (Redis) the writer announces each version so the others reload at once.
 */
export function createLiveEventsHub(options: LiveEventsHubOptions) {
  const { db, log, provider, pollMs, watchMs = 1000, bus = null, now = () => new Date() } = options;
  const mergeOptions = {
    ...DEFAULT_FEED_MERGE_OPTIONS,
    finishedKeepMs: options.finishedKeepMs ?? DEFAULT_FEED_MERGE_OPTIONS.finishedKeepMs,
  };
  const holder = randomUUID();
  const listeners = new Set<LiveChangeListener>();
  let snapshot = snapshotOf(-1, [], []);
  let timers: NodeJS.Timeout[] = [];
  let loading: Promise<LiveSnapshot> | null = null;

  /** Reloads from the table when its version moved, and tells listeners what changed. */
  async function reload(): Promise<LiveSnapshot> {
    if ((await liveEventsVersion(db)) === snapshot.version) return snapshot;
    const { version, events, feed } = await readLiveEvents(db);
    return install(version, events, feed);
  }
  /**
   * Makes a version this process's copy and tells listeners what changed in play. An older
   * version than the copy (a reload that read the table before this process's own write) is
   * ignored: versions only grow.
   */
  function install(
    version: number,
    events: readonly LiveEvent[],
    feed: readonly FeedEvent[],
  ): LiveSnapshot {
    if (version <= snapshot.version) return snapshot;
    const previous = snapshot;
    snapshot = snapshotOf(version, events, feed);
    if (previous.version >= 0 && listeners.size > 0) {
      const update = diffLiveEvents(previous.events, events);
      // Upcoming and finished events stay off the stream: a refresh that moved only their
      // prices sends nothing to the thousands of open streams.
      const moved =
        update.added.length + update.patched.length + update.removed.length > 0 ||
        update.order !== undefined;
      if (moved) {
        const message = sseMessage('update', version, update);
        for (const listener of listeners) listener(version, message);
      }
    }
    return snapshot;
  }
  const reloadOnce = () => (loading ??= reload().finally(() => (loading = null)));
  /** A reload that starts after now: one in flight may have read the table too early. */
  const reloadAfterNews = () => (loading ? loading.then(reloadOnce, reloadOnce) : reloadOnce());

  /** One ingestion round; false when another process holds the lease. */
  async function ingestRound(): Promise<boolean> {
    if (!provider) return false;
    const at = now();
    if (!(await acquireLease(db, LEASE, holder, pollMs * 3, at))) return false;
    const incoming: FeedSourceEvent[] = provider.feedEvents
      ? await provider.feedEvents(at)
      : (await provider.currentEvents(at)).map((event) => ({ ...event, State: 'live' as const }));
    // What the feed held, to carry pre-match prices and finished events over: this process's
    // copy, unless another process wrote since (it held the lease before this one).
    const before = snapshot.version < 0 ? await reloadOnce() : await reloadAfterNews();
    const { events, kickedOff } = mergeFeed(before.feed, incoming, at, mergeOptions);
    const version = await replaceLiveEvents(db, provider.name, events, at);
    // What was written becomes the copy without reading the whole table back (1,000+ rows a
    // poll with upcoming and finished events). Other processes read the same values back.
    install(version, events.filter((e) => e.State === 'live').map(liveEventOf), events);
    if (kickedOff.length > 0 && options.onKickOff) {
      await options
        .onKickOff(kickedOff, at)
        .catch((err: unknown) => log.warn({ err }, 'live events: closing odds failed'));
    }
    // Finished in this round: not finished (or not in the feed) before it. After the closing
    // capture, so an event that kicked off and ended between two polls gets both in order.
    const wasFinished = new Set(
      before.feed.filter((e) => e.State === 'finished').map((e) => e.RowId),
    );
    const finished = events.filter((e) => e.State === 'finished' && !wasFinished.has(e.RowId));
    if (finished.length > 0 && options.onFinish) {
      await options
        .onFinish(finished, events, at)
        .catch((err: unknown) => log.warn({ err }, 'live events: results failed'));
    }
    if (options.onStored) {
      const known = new Set(before.feed.map((e) => e.RowId));
      const added = events.filter((e) => !known.has(e.RowId));
      await options
        .onStored(added, events, at)
        .catch((err: unknown) => log.warn({ err }, 'live events: matching new events failed'));
    }
    await bus
      ?.publish(version)
      .catch((err: unknown) => log.warn({ err }, 'live events: announcing a version failed'));
    return true;
  }
  // Rounds run one after another, never overlapping (a slow feed delays the next poll).
  let queue: Promise<unknown> = Promise.resolve();
  const ingest = (): Promise<boolean> => {
    const round = queue.then(ingestRound, ingestRound);
    queue = round.catch(() => undefined);
    return round;
  };

  const guarded = (what: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => log.warn({ err }, `live events: ${what} failed`));
  };

  return {
    /** The current snapshot (loaded on first use). */
    current: () => (snapshot.version < 0 ? reloadOnce() : Promise.resolve(snapshot)),
    ingest,
    reload: reloadOnce,
    subscribe(listener: LiveChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get subscribers() {
      return listeners.size;
    },
    /** Starts polling and watching; resolves once this process hears the bus (if any). */
    async start() {
      if (provider) {
        guarded('ingestion', ingest)();
        timers.push(setInterval(guarded('ingestion', ingest), pollMs));
      }
      // Without a bus the table's version is the only news; with one it is a safety net.
      timers.push(setInterval(guarded('reload', reloadOnce), watchMs));
      for (const t of timers) t.unref();
      await bus
        ?.listen((version) => {
          if (version !== snapshot.version) guarded('reload', reloadAfterNews)();
        })
        .catch((err: unknown) => log.warn({ err }, 'live events: listening for versions failed'));
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers = [];
      listeners.clear();
      // Let a round in flight finish before the caller closes the database.
      await Promise.allSettled([queue, loading]);
      if (provider) await releaseLease(db, LEASE, holder).catch(() => undefined);
    },
  };
}
export type LiveEventsHub = ReturnType<typeof createLiveEventsHub>;
