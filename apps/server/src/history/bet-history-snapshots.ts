import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/connection.ts';
import type { CachedJson } from '../http/cached-json.ts';
import { GzipInParts, gzipJsonParts } from './gzip-in-parts.ts';
import {
  betIdsNewestFirst,
  betViewsJson,
  countBets,
  historyReadSql,
  type BetViewJson,
  type ViewFormat,
} from './bet-views-json.ts';
import { deletedBetIdsAfter, type BetChangesWindow } from './bet-tombstones.ts';
import { betLabelsOf, betLabelsSql, listBetLabels, type BetLabels } from './bet-labels.ts';
import { HistoryReadThreads, type JoinedSlice } from './history-read-threads.ts';

/** Where snapshots read the user's bets (repositories; a fake in unit tests). */
export interface BetHistorySource {
  /** Every bet, in any order. */
  all(userId: number): Promise<BetViewJson[]>;
  /** Bets written after a bets version (bets.change_seq), in any order. */
  changedAfter(userId: number, version: number): Promise<BetViewJson[]>;
  /** Ids of bets deleted after a bets version. */
  deletedAfter(userId: number, version: number): Promise<number[]>;
  /** Every bet's id, newest first. */
  idsNewestFirst(userId: number): Promise<number[]>;
  /**
   * The whole history read elsewhere (another thread), handed to `onSlice` in order; false
   * when it is not (read it with `all` and `idsNewestFirst` here).
   */
  joined?(userId: number, onSlice: (slice: JoinedSlice) => void): Promise<boolean>;
  /** The pickers' labels read on another thread, when the source has them. */
  labels?(userId: number): Promise<BetLabels>;
  close?(): Promise<void>;
}

/**
 * Memory for users' histories of the web's rows: about 5 MB per user with 10,000 bets. The
 * spec's objects (user-bets, which the web does not read) are read for each request instead
 * (readHistoryAnswer).
 */
const HISTORY_SNAPSHOTS_BYTES = 64 * 1024 * 1024;

/**
/**
 * The snapshots one server process keeps of the changes feed's rows; large SQLite histories
 * are read on threads (started when first needed).
 */
export const betHistorySnapshotsFor = (database: DatabaseHandle, threads: ReadThreadOptions) =>
  new BetHistorySnapshots(HISTORY_SNAPSHOTS_BYTES, betHistorySourceOf(database, threads, 'rows'));

export interface ReadThreadOptions {
  /** From this many bets a history is read on the threads (HISTORY_THREAD_MIN_BETS). */
  threadFromBets: number;
  /** Bets per slice (see HistoryReadThreads). */
  sliceBets?: number;
  /** How long an idle thread waits for another read before it ends. */
  idleMs?: number;
}

/**
 * The database as a source, through the reader: history reads stay quick while another
 * user's import holds the writer (db/connection.ts). Given `threads`, a large SQLite history
 * is read on threads of its own (history-read-worker.ts); PostgreSQL answers over the
 * network, so its reads never hold the event loop for the query.
 */
export function betHistorySourceOf(
  database: DatabaseHandle,
  threads?: ReadThreadOptions,
  format: ViewFormat = 'objects',
): BetHistorySource {
  const { reader, dialect } = database;
  const source: BetHistorySource = {
    all: (userId) => betViewsJson(reader, dialect, userId, undefined, format),
    changedAfter: (userId, version) => betViewsJson(reader, dialect, userId, version, format),
    deletedAfter: (userId, version) => deletedBetIdsAfter(reader, userId, version),
    idsNewestFirst: (userId) => betIdsNewestFirst(reader, userId),
  };
  if (dialect !== 'sqlite' || threads === undefined) return source;
  const { threadFromBets, sliceBets, idleMs } = threads;
  const { order, views } = historyReadSql(reader, format);
  const readThreads = new HistoryReadThreads(
    {
      file: database.location,
      orderSql: order,
      viewsSql: views,
      format,
      labelsSql: betLabelsSql(reader),
    },
    sliceBets,
    undefined,
    idleMs,
  );
  return {
    ...source,
    async joined(userId, onSlice) {
      if ((await countBets(reader, userId)) < threadFromBets) return false;
      await readThreads.read(userId, onSlice);
      return true;
    },
    // Three passes over the user's bets: on a thread from the same size as a whole read.
    labels: async (userId) =>
      (await countBets(reader, userId)) < threadFromBets
        ? listBetLabels(reader, userId)
        : betLabelsOf(await readThreads.labels(userId)),
    close: () => readThreads.close(),
  };
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

/**
 * Bets' texts are kept joined, with commas, in blocks of about this many bytes: an answer is
 * a few dozen shared parts to stream (100 MB in ~100 writes), not two per bet.
 */
const BLOCK_BYTES = 1024 * 1024;

/** Bets' texts (in order) joined by commas into blocks, each with the ids and ends it holds. */
function joinedBlocks(ids: readonly number[], texts: readonly Buffer[]): JoinedSlice[] {
  const blocks: JoinedSlice[] = [];
  let from = 0;
  while (from < texts.length) {
    let to = from;
    let bytes = 0;
    while (to < texts.length && (to === from || bytes < BLOCK_BYTES)) {
      bytes += (texts[to] as Buffer).length + 1;
      to += 1;
    }
    const body = Buffer.allocUnsafe(bytes - 1);
    const ends = new Uint32Array(to - from);
    let at = 0;
    for (let i = from; i < to; i += 1) {
      if (i > from) body[at++] = 0x2c; // ','
      at += (texts[i] as Buffer).copy(body, at);
      ends[i - from] = at;
    }
    blocks.push({ ids: ids.slice(from, to), body, ends });
    from = to;
  }
  return blocks;
}

/**
 * One user's whole history at a bets version: each bet's JSON, encoded once, newest first, kept
 * joined in blocks (the read threads' slices, or ~1 MB blocks) that every answer shares. It
 * holds every change up to `version` (and possibly later ones: it was read after the version).
 */
export class BetHistorySnapshot {
  readonly bytes: number;
  readonly #answers = new Map<string, CachedJson>();
  #views: readonly Buffer[] | undefined;
  /** The bets' texts joined by commas, in order. */
  readonly #blocks: readonly JoinedSlice[];

  constructor(
    readonly version: number,
    readonly ids: readonly number[],
    views: readonly Buffer[] | { slices: readonly JoinedSlice[] },
  ) {
    // Joined once here, for every answer and request after (a copy per version, not per read).
    this.#blocks = 'slices' in views ? views.slices : joinedBlocks(ids, views);
    this.bytes = this.#blocks.reduce((sum, block) => sum + block.body.length, 0);
  }

  /** Each bet's text, in `ids` order (cut from the blocks when first asked, not copied). */
  get views(): readonly Buffer[] {
    if (this.#views === undefined) {
      const views: Buffer[] = [];
      for (const { body, ends } of this.#blocks) {
        let start = 0;
        for (const end of ends) {
          views.push(body.subarray(start, end));
          start = end + 1;
        }
      }
      this.#views = views;
    }
    return this.#views;
  }

  /** The answer with `head`, its gzip already under way (made while the slices came in). */
  primeAnswer(head: string, gzipped: Promise<Buffer>): void {
    this.#answers.set(head, this.#answerOf(head, gzipped));
  }

  /**
   * An answer made of `head` (the JSON object up to `"bets":`) and every bet, gzipped once. Its
   * plain text is the snapshot's own blocks between the head and the end, never copied
   * together: every request streams the same memory.
   */
  answer(head: string): CachedJson {
    let answer = this.#answers.get(head);
    if (!answer) {
      answer = this.#answerOf(head);
      this.#answers.set(head, answer);
    }
    return answer;
  }

  #answerOf(head: string, gzipped?: Promise<Buffer>): CachedJson {
    const parts: Buffer[] = [Buffer.from(`${head}[`)];
    this.#blocks.forEach((block, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(block.body);
    });
    parts.push(CLOSE);
    let compressed = gzipped;
    return {
      parts,
      // From the parts: 100,000 bets are 106 MB to copy together first.
      gzipped: () => (compressed ??= gzipJsonParts(parts)),
    };
  }
}

/** The bets of `order` that have a text, in that order. */
function inOrder(
  version: number,
  views: ReadonlyMap<number, Buffer>,
  order: readonly number[],
): BetHistorySnapshot {
  const ids: number[] = [];
  const texts: Buffer[] = [];
  for (const id of order) {
    const view = views.get(id);
    if (view === undefined) continue;
    ids.push(id);
    texts.push(view);
  }
  return new BetHistorySnapshot(version, ids, texts);
}

const encoded = (bets: readonly BetViewJson[]) =>
  bets.map((bet) => [bet.id, Buffer.from(bet.view)] as const);

/**
 * The user's whole history at `version`, read from `source`: on its other threads when it reads
 * this one there (gzipped as the slices come, with `gzipHead`), else here.
 */
async function readSnapshot(
  source: BetHistorySource,
  userId: number,
  version: number,
  gzipHead?: string,
): Promise<BetHistorySnapshot> {
  const threaded = await readJoined(source, userId, version, gzipHead);
  if (threaded) return threaded;
  const [bets, order] = await Promise.all([source.all(userId), source.idsNewestFirst(userId)]);
  return inOrder(version, new Map(encoded(bets)), order);
}

/**
 * The history from the source's other threads, if they read this one: its slices gzipped as
 * they come (with `gzipHead`), while the threads read the next. Null when the source reads
 * it here, or when the threads failed: the read is made here then, slower but right.
 */
async function readJoined(
  source: BetHistorySource,
  userId: number,
  version: number,
  gzipHead: string | undefined,
): Promise<BetHistorySnapshot | null> {
  if (!source.joined) return null;
  const slices: JoinedSlice[] = [];
  let gzip: GzipInParts | null = null;
  try {
    const threaded = await source.joined(userId, (slice) => {
      if (gzipHead !== undefined) gzip ??= new GzipInParts(Buffer.from(`${gzipHead}[`));
      if (slices.length > 0) gzip?.write(COMMA);
      slices.push(slice);
      gzip?.write(slice.body);
    });
    if (!threaded) return null;
  } catch (err) {
    (gzip as GzipInParts | null)?.abandon();
    process.emitWarning(
      `A history read thread failed; reading on the event loop: ${err instanceof Error ? err.message : String(err)}`,
    );
    return null;
  }
  const snapshot = new BetHistorySnapshot(
    version,
    slices.flatMap((slice) => slice.ids),
    { slices },
  );
  const started = gzip as GzipInParts | null;
  if (gzipHead !== undefined) {
    snapshot.primeAnswer(
      gzipHead,
      (started ?? new GzipInParts(Buffer.from(`${gzipHead}[`))).end(CLOSE),
    );
  }
  return snapshot;
}

/**
 * The whole history's answer, `head` (the JSON object up to its bets) and every bet, read from
 * the database for this request alone and kept by nothing (user-bets' objects; bounded by the
 * whole-history reads one user may have open, whole-history-reads.ts); gzipped as it is read
 * when the client takes gzip.
 */
export async function readHistoryAnswer(
  source: BetHistorySource,
  userId: number,
  version: number,
  head: string,
  gzip: boolean,
): Promise<CachedJson> {
  return (await readSnapshot(source, userId, version, gzip ? head : undefined)).answer(head);
}

/** A whole answer kept gzipped only, for a history too large to keep whole. */
interface GzippedAnswer {
  version: number;
  head: string;
  gzipped: Buffer;
}

/** A cached answer from its gzipped text alone (the plain text is made again if ever asked). */
const fromGzipped = (gzipped: Buffer): CachedJson => ({
  // Only answers to clients that take gzip are made from it (answerAt), so this never runs
  // for a route.
  get parts() {
    return [zlib.gunzipSync(gzipped)];
  },
  gzipped: () => Promise.resolve(gzipped),
});

/**
 * Each user's history kept as the text of each bet (docs/decisions/013-history-changes-since-a-version.md),
 * so the read after a change rewrites only what changed since the snapshot (bets.change_seq,
 * tombstones) instead of all 10,000 bets. Users least recently read go first once the total
 * passes `maxBytes`; a history larger than half of it is not kept. Of such a history only the
 * gzipped whole answer is kept (within `gzippedBytes`, apart): 2.6 MB at 100,000 bets, where
 * reading it again held the browser's first visit ~1 s.
 */
export class BetHistorySnapshots {
  readonly #entries: LRUCache<number, BetHistorySnapshot>;
  /** Snapshots being read, by user and version: reads that arrive together share one. */
  readonly #building = new Map<string, Promise<BetHistorySnapshot>>();
  readonly #gzippedOnly: LRUCache<number, GzippedAnswer>;

  constructor(
    readonly maxBytes: number,
    readonly source: BetHistorySource,
    readonly gzippedBytes = maxBytes / 4,
  ) {
    this.#entries = bytesBounded(maxBytes, (snapshot) => snapshot.bytes);
    this.#gzippedOnly = bytesBounded(gzippedBytes, (answer) => answer.gzipped.length);
  }

  /**
   * The whole history's answer at `window.version` or later: `head(version)` (the JSON object up
   * to its bets) and every bet; gzipped as it is read when the client takes gzip (`gzip`).
   */
  async answerAt(
    userId: number,
    window: BetChangesWindow,
    head: (version: number) => string,
    gzip: boolean,
  ): Promise<CachedJson> {
    const kept = gzip ? this.#gzippedOnly.peek(userId) : undefined;
    if (kept && kept.version >= window.version && kept.head === head(kept.version)) {
      this.#gzippedOnly.get(userId); // most recently read now
      return fromGzipped(kept.gzipped);
    }
    const snapshot = await this.at(userId, window, gzip ? head : undefined);
    const text = head(snapshot.version);
    const answer = snapshot.answer(text);
    if (gzip && this.#entries.peek(userId) !== snapshot) {
      answer.gzipped().then(
        (gzipped) => this.#keepGzipped(userId, { version: snapshot.version, head: text, gzipped }),
        () => undefined,
      );
    }
    return answer;
  }

  /**
   * The user's history at `window.version` or later. A snapshot held since a version at or
   * above the floor is brought up to date from what changed since; otherwise every bet is read.
   * A failed read is not remembered, so the next request tries again.
   */
  async at(
    userId: number,
    window: BetChangesWindow,
    /** The answer's head at a version, when it will be gzipped: made while the bets are read. */
    gzipHead?: (version: number) => string,
  ): Promise<BetHistorySnapshot> {
    const held = this.#entries.peek(userId);
    if (held && held.version >= window.version) return this.#entries.get(userId) ?? held;
    const key = `${userId}:${window.version}`;
    const inFlight = this.#building.get(key);
    if (inFlight) return inFlight;
    const building = (
      held && held.version >= window.floor
        ? this.#updated(userId, window.version, held)
        : readSnapshot(this.source, userId, window.version, gzipHead?.(window.version))
    )
      .then((snapshot) => this.#keep(userId, snapshot))
      .finally(() => this.#building.delete(key));
    this.#building.set(key, building);
    return building;
  }

  /** The user's history if one at `version` or later is kept, without reading anything. */
  heldAt(userId: number, version: number): BetHistorySnapshot | undefined {
    const held = this.#entries.peek(userId);
    return held && held.version >= version ? held : undefined;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Stops what the source started (the read thread): the server is closing. */
  async close(): Promise<void> {
    await this.source.close?.();
  }

  /**
   * `held` with the changes after its version. The three reads follow the read of `version`,
   * so they see every change up to it; a bet the order lists without a text was written after
   * it (not in `held`, not yet seen as changed) and waits for the next version.
   */
  async #updated(
    userId: number,
    version: number,
    held: BetHistorySnapshot,
  ): Promise<BetHistorySnapshot> {
    const [changed, deleted, order] = await Promise.all([
      this.source.changedAfter(userId, held.version),
      this.source.deletedAfter(userId, held.version),
      this.source.idsNewestFirst(userId),
    ]);
    const views = new Map<number, Buffer>();
    held.ids.forEach((id, i) => {
      const view = held.views[i];
      if (view) views.set(id, view);
    });
    for (const [id, view] of encoded(changed)) views.set(id, view);
    for (const id of deleted) views.delete(id);
    return inOrder(version, views, order);
  }

  #keep(userId: number, snapshot: BetHistorySnapshot): BetHistorySnapshot {
    const whole = this.#entries.peek(userId);
    const gzipped = this.#gzippedOnly.peek(userId);
    // A read that started later may have finished first: keep the newer one. Of a history too
    // large to keep whole, the gzipped answer kept stays when it is as new (a read for a client
    // without gzip must not drop it).
    const newer =
      (whole !== undefined && whole.version > snapshot.version) ||
      (gzipped !== undefined && gzipped.version >= snapshot.version);
    if (newer) return snapshot;
    this.#gzippedOnly.delete(userId);
    // Over half of maxBytes it is not kept, and the older one held goes (lru-cache's set).
    this.#entries.set(userId, snapshot);
    return snapshot;
  }

  #keepGzipped(userId: number, answer: GzippedAnswer): void {
    // A newer history came meanwhile, whole or gzipped: this one is of no more use.
    const newer = this.#entries.peek(userId) ?? this.#gzippedOnly.peek(userId);
    if (newer && newer.version >= answer.version) return;
    this.#gzippedOnly.set(userId, answer);
  }
}

/**
 * Least recently read first out once the sizes pass `maxBytes`; one over half of it is not
 * kept (a single history would push out everyone else's).
 */
function bytesBounded<T extends object>(
  maxBytes: number,
  bytesOf: (value: T) => number,
): LRUCache<number, T> {
  const maxSize = Math.max(1, Math.floor(maxBytes));
  return new LRUCache<number, T>({
    maxSize,
    maxEntrySize: Math.max(1, Math.floor(maxSize / 2)),
    // lru-cache takes positive sizes only; an empty history is a few bytes of answer anyway.
    sizeCalculation: (value) => Math.max(1, bytesOf(value)),
  });
}
