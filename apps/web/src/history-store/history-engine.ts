import {
  type Bankroll,
  type BankrollMovement,
  type BankrollSummary,
  bankrollNamer,
  bankrollSummaries,
  playFigures,
  type PlayFigures,
  type BetView,
  betViewToRow,
  DashboardIndex,
  type FacetCounts,
  type FacetedDashboard,
  type FacetFilter,
  FacetIndex,
  type FacetedDashboardOptions,
  filterBets,
  HISTORY_FACETS,
  type HistoryFilter,
  type HistorySort,
  betSearchText,
  matchesSearch,
  searchWords,
  sortHistory,
  NEWEST_FIRST,
  inHistoryOrder,
  type HistorySummary,
  placedDayReader,
  sortNewestFirst,
  statusesIn,
  summarizeHistory,
  toStakeLabCsv,
} from '@stakelab/core';
import { applyDelta, type BetStore, memoryBetStore } from './bet-store';
import type {
  ChangesFailure,
  ChangesOutcome,
  NewestBets,
  NewestOutcome,
} from './fetch-bet-changes';
import { HISTORY_PAGE_SIZE } from './history-page-size';
import { ScreensFirst, STORE_AT_ONCE, type StoreDelay } from './screens-first';
import { validateBetsInSlices } from './validate-bets';

/** What the engine holds for the open user. */
export interface Holdings {
  userId: number;
  /** Bumped whenever the bets held change: what the page's queries are keyed by. */
  revision: number;
  /** The server version the bets are at; 0: nothing held (wait for the server). */
  version: number;
  count: number;
}

export type SyncAnswer =
  { ok: true; holdings: Holdings; changed: boolean } | { ok: false; failure: ChangesFailure };

/**
 * Which bets the history screen shows, in which order: the filter bar, then (issue 32) the text
 * search, the facets' choices (HISTORY_FACETS only) and a sorted column; all optional.
 */
export interface HistorySelection {
  filter: HistoryFilter;
  /** Words to find (core's searchWords); '' or absent: no search. */
  search?: string;
  facets?: FacetFilter;
  /** Absent: newest first. */
  sort?: HistorySort;
}

/** One page of the history screen (docs/product.md §2: 50 a page). */
export interface HistoryViewQuery extends HistorySelection {
  /** 1-based; past the last page reads the last one. */
  page: number;
  pageSize: number;
  /** The reader's IANA zone: the date filters compare local days. */
  timeZone: string;
}

export interface HistoryViewAnswer {
  revision: number;
  /** Every bet held. */
  total: number;
  /** The bets the filter keeps. */
  shown: number;
  page: number;
  pages: number;
  /** The page's bets, newest first. */
  rows: BetView[];
  /** The statuses present in every bet held, for the filter's choices. */
  statuses: string[];
  /** Core's summary of the bets the filter keeps. */
  summary: HistorySummary;
  /** Every kept bet's Id in order, for "select all matching" (a number each: cheap to send). */
  ids: number[];
}

/** The history facets' choices, counted among the bets the filter bar and search keep. */
export interface HistoryFacetsAnswer {
  revision: number;
  facets: FacetCounts[];
}

/** The dashboards' figures for a period and the facets' choices (see DashboardIndex.view). */
export interface DashboardAnswer extends FacetedDashboard {
  revision: number;
}

/** What the bankrolls screen asks: the server's bankrolls and movements, with the bets held. */
export interface BankrollsQuery {
  bankrolls: Bankroll[];
  movements: BankrollMovement[];
  timeZone: string;
  unitCents: number | null;
  /** The profile's default currency: a bankroll without bets counts in it. */
  defaultCurrency?: string | undefined;
  /**
   * The add-bet form's question (docs/stake-discipline.md): the limits' usage and the safer-play
   * signal as of this ISO instant, in `timeZone`; absent: not worked out.
   */
  playAt?: string | undefined;
}

/** Export CSV: which bets, and what the Bankroll and unit columns need (the user's settings). */
export interface ExportCsvQuery extends HistorySelection {
  /** The reader's IANA zone: the date filters compare local days. */
  timeZone: string;
  /** The user's bankrolls, for the Bankroll column's names; empty: that column is empty. */
  bankrolls: Bankroll[];
  /** The profile's unit size in cents, for StakeUnits and NetUnits; null: none set. */
  unitCents: number | null;
}

/** A bet that tails a tipster stake (issue 34), with what tailComparison reads of it. */
export type TailedBet = Pick<BetView, 'Id' | 'StakeId' | 'Odds' | 'Stake' | 'NetReturn' | 'Status'>;

export interface TailsAnswer {
  revision: number;
  /** The user's bets linked to a stake (BetView.StakeId), newest first. */
  bets: TailedBet[];
}

export interface BankrollsAnswer {
  revision: number;
  summaries: BankrollSummary[];
  /** Present when the query had `playAt`. */
  play?: PlayFigures;
}

export interface HistoryEngineDeps {
  /** The user's persistent store; null when the browser keeps nothing (memory only then). */
  openStore(userId: number): Promise<BetStore | null>;
  /**
   * Deletes the stores of every user but `keep` (all of them when undefined); `known` users'
   * by name too.
   */
  deleteStores(keep?: number, known?: readonly number[]): Promise<void>;
  fetchChanges(since: number): Promise<ChangesOutcome>;
  /** The newest `limit` bets and the count of all (see firstPage). */
  fetchNewest(limit: number): Promise<NewestOutcome>;
  /** Local storage failing never stops the history: it is only logged. */
  warn(message: string, error: unknown): void;
  /** How long storing a whole history waits for the first screen (none when not given). */
  storeDelay?: StoreDelay;
}

/**
 * When the delta log is folded into a new snapshot: each logged bet costs a structured clone
 * on every load, while a snapshot costs one JSON text, so the log stays a small share of it.
 */
export function compactionDue(logged: number, total: number): boolean {
  return logged >= Math.max(500, total / 20);
}

/**
 * The user whose history is open, and the reads of it that every asker shares: whoever asks
 * first (the worker signing in, or a page) starts them, and the others attach to them.
 */
interface Session {
  userId: number;
  /** Their store read. */
  opened: Promise<Holdings>;
  /** Their first sync; null until asked for, and again after it failed. */
  attached: Promise<SyncAnswer> | null;
  /** The newest bets for a first screen while nothing is held (see firstPage). */
  newest: Promise<NewestBets | null> | null;
}

interface Derived {
  revision: number;
  sorted: BetView[];
  statuses: string[];
}

interface Filtered {
  revision: number;
  key: string;
  bets: readonly BetView[];
  summary: HistorySummary;
  ids: number[];
  /** The facets' choices to search among the bets kept before them (see historyFacets). */
  facetFilter: FacetFilter;
  /** Where the bets the filter bar and search keep are in the sorted bets. */
  positions: number[];
  /** The facets' counts, once asked for or worked out on the way. */
  facets: FacetCounts[] | null;
}

/** Only the history's facets narrow it (the dashboards have more). */
function historyFacets(facets: FacetFilter | undefined): FacetFilter {
  const kept: FacetFilter = {};
  for (const facet of HISTORY_FACETS) {
    const values = facets?.[facet];
    if (values !== undefined && values.length > 0) kept[facet] = values;
  }
  return kept;
}

/**
 * The signed-in user's bets, held where the page is not: in the history worker (or in the page
 * itself where there are no workers, e.g. jsdom). It loads what the local store holds, applies
 * the server's changes, and answers the history screen and the dashboards with core's maths
 * (sortNewestFirst, filterBets, summarizeHistory, analyzeBets), so only a page of rows and the
 * figures ever cross to the page.
 *
 * Opening, syncing and forgetting run one at a time, so a delta is always applied to the
 * version it was asked for; the answers to the screens read memory and never wait for them.
 * Why a worker, one store per user and a snapshot with a delta log:
 * docs/decisions/015-history-kept-in-the-browser.md; who starts the reads: README.md.
 */
export class HistoryEngine {
  readonly #deps: HistoryEngineDeps;
  #userId: number | null = null;
  #store: BetStore = memoryBetStore();
  #bets = new Map<number, BetView>();
  #version = 0;
  #revision = 0;
  #derived: Derived | null = null;
  #filtered: Filtered | null = null;
  #facetIndex: { revision: number; index: FacetIndex<BetView> } | null = null;
  #searchTexts = new WeakMap<BetView, string>();
  #report: { key: string; answer: DashboardAnswer } | null = null;
  /** Every bet's facets and days, read once per revision for the dashboards' views. */
  #dashboardIndex: { revision: number; index: DashboardIndex<BetView> } | null = null;
  readonly #dayReaders = new Map<string, (placedDate: string) => string>();
  #queue: Promise<unknown> = Promise.resolve();
  /** The open user's shared reads (see Session); null once forgotten. */
  #session: Session | null = null;
  /** Writes to the store, in order, behind the answers (nothing waits for them). */
  #writes: Promise<void> = Promise.resolve();
  /**
   * A write failed (quota, storage gone): the store was emptied and takes nothing more until
   * the next open, since a later delta on top of a missed one would be read back wrong.
   */
  #storeFailed = false;
  readonly #screensFirst: ScreensFirst;

  constructor(deps: HistoryEngineDeps) {
    this.#deps = deps;
    this.#screensFirst = new ScreensFirst(deps.storeDelay ?? STORE_AT_ONCE);
  }

  /**
   * Opens `userId`'s history: what the local store holds, at once (nothing asked of the
   * server). Asked again for the same user, it answers that first read, never queued behind a
   * sync; another user's open closes this one's.
   */
  open(userId: number): Promise<Holdings> {
    return this.#sessionOf(userId).opened;
  }

  /**
   * The user's store read and their first sync, started once and shared by every asker (the
   * worker signing in, then the page); a failed first sync is asked again by the next attach.
   */
  attach(userId: number): Promise<SyncAnswer> {
    const session = this.#sessionOf(userId);
    if (session.attached === null) {
      const attached = session.opened.then(() => this.sync(userId));
      session.attached = attached;
      void attached.then(
        (answer) => {
          if (!answer.ok && session.attached === attached) session.attached = null;
        },
        () => {
          if (session.attached === attached) session.attached = null;
        },
      );
    }
    return session.attached;
  }

  /**
   * Asks the server what changed since the version held and applies it (a full answer
   * replaces everything).
   */
  sync(userId: number): Promise<SyncAnswer> {
    return this.#exclusive(async (): Promise<SyncAnswer> => {
      this.#expect(userId);
      const outcome = await this.#changesFor(userId);
      if (!outcome.ok) return { ok: false, failure: outcome.failure };
      const changed = this.#apply(outcome.answer, outcome.text);
      return { ok: true, changed, holdings: this.#holdings(userId) };
    });
  }

  /**
   * The newest page of bets and how many there are, for a first visit: once `userId`'s store
   * is read and holds nothing, the newest bets are asked for beside the whole history (which,
   * at 100,000 bets, takes seconds to arrive), once per opening. Null when bets are held, or
   * when the read fails (the whole history's read reports its own failure). Nothing but the
   * page is worked out from it: a summary of part of a history is not the history's.
   */
  async firstPage(userId: number): Promise<NewestBets | null> {
    const session = this.#sessionOf(userId);
    const opened = await session.opened.then(
      () => true,
      () => false,
    );
    if (!opened || this.#session !== session || this.#version > 0) return null;
    session.newest ??= this.#deps.fetchNewest(HISTORY_PAGE_SIZE).then(
      // An answer the server says is another user's is not this one's first page.
      (outcome) =>
        outcome.ok && (outcome.userId === null || outcome.userId === userId)
          ? outcome.newest
          : null,
      () => null,
    );
    return session.newest;
  }

  /** One page of the filtered bets, newest first, with the summary of all that the filter keeps. */
  view(userId: number, query: HistoryViewQuery): HistoryViewAnswer {
    this.#expect(userId);
    this.#screensFirst.answered();
    const { sorted, statuses } = this.#sortedNow();
    const filtered = this.#filter(sorted, query, query.timeZone);
    const pageSize = Math.max(1, Math.floor(query.pageSize));
    const pages = Math.max(1, Math.ceil(filtered.bets.length / pageSize));
    const page = Math.min(Math.max(1, Math.floor(query.page)), pages);
    const first = (page - 1) * pageSize;
    return {
      revision: this.#revision,
      total: sorted.length,
      shown: filtered.bets.length,
      page,
      pages,
      rows: filtered.bets.slice(first, first + pageSize),
      statuses,
      summary: filtered.summary,
      ids: filtered.ids,
    };
  }

  /**
   * The history facets' choices and counts for the same question as a view (issue 32). Apart
   * from view, so the first rows never wait for the facets' index: it is built on this first
   * call (after the view, the client's calls go in turn) unless a choice made the view need it.
   */
  historyFacets(
    userId: number,
    selection: HistorySelection & { timeZone: string },
  ): HistoryFacetsAnswer {
    this.#expect(userId);
    const sorted = this.#sortedNow().sorted;
    const filtered = this.#filter(sorted, selection, selection.timeZone);
    filtered.facets ??= this.#facetCounts(
      this.#facetIndexNow(sorted).search(filtered.facetFilter, filtered.positions).facets,
    );
    return { revision: this.#revision, facets: filtered.facets };
  }

  /**
   * The dashboards' figures for a period and the facets' choices: the seven tabs, the facet
   * counts and the edge figures (core's DashboardIndex over every bet held).
   */
  report(userId: number, options: FacetedDashboardOptions): DashboardAnswer {
    this.#expect(userId);
    this.#screensFirst.answered();
    const key = `${this.#revision}|${JSON.stringify(options)}`;
    if (this.#report?.key === key) return this.#report.answer;
    const answer = { revision: this.#revision, ...this.#dashboardIndexNow().view(options) };
    this.#report = { key, answer };
    return answer;
  }

  /**
   * Builds the dashboards' index of the bets held before the page asks for a report (a worker
   * started on /dashboards, once its first sync is in): the page's first report is then only
   * the period's view. Nothing for a user whose history is not the one open.
   */
  prepareDashboards(userId: number): void {
    if (this.#userId === userId) this.#dashboardIndexNow();
  }

  #dashboardIndexNow(): DashboardIndex<BetView> {
    if (this.#dashboardIndex?.revision !== this.#revision) {
      this.#dashboardIndex = {
        revision: this.#revision,
        // Built after the last one: the bets unchanged since are copied, not read again.
        index: new DashboardIndex(this.#sortedNow().sorted, this.#dashboardIndex?.index),
      };
    }
    return this.#dashboardIndex.index;
  }

  /** Each bankroll's figures over the bets held (core's bankrollSummaries). */
  bankrolls(userId: number, query: BankrollsQuery): BankrollsAnswer {
    this.#expect(userId);
    this.#screensFirst.answered();
    const bets = this.#sortedNow().sorted;
    return {
      revision: this.#revision,
      summaries: bankrollSummaries(bets, query.bankrolls, query.movements, {
        timeZone: query.timeZone,
        unitCents: query.unitCents,
        ...(query.defaultCurrency ? { defaultCurrency: query.defaultCurrency } : {}),
      }),
      ...(query.playAt === undefined
        ? {}
        : { play: playFigures(bets, { now: new Date(query.playAt), timeZone: query.timeZone }) }),
    };
  }

  /**
   * The bets that tail a tipster stake (issue 34): a handful, so they cross to the page (the
   * stakes page marks the tips already followed; the dashboards compare them with the record).
   */
  tails(userId: number): TailsAnswer {
    this.#expect(userId);
    // /stakes asks only this: its answer is the screen the store write waits for.
    this.#screensFirst.answered();
    const bets: TailedBet[] = [];
    for (const bet of this.#sortedNow().sorted) {
      if (typeof bet.StakeId !== 'number') continue;
      const { Id, StakeId, Odds, Stake, NetReturn, Status } = bet;
      bets.push({ Id, StakeId, Odds, Stake, NetReturn, Status });
    }
    return { revision: this.#revision, bets };
  }

  /** The filtered bets as StakeLab CSV (docs/formats.md §4), for Export CSV. */
  exportCsv(userId: number, query: ExportCsvQuery): string {
    this.#expect(userId);
    const { bets } = this.#filter(this.#sortedNow().sorted, query, query.timeZone);
    return toStakeLabCsv(bets, {
      bankrollName: bankrollNamer(query.bankrolls),
      unitCents: query.unitCents,
    });
  }

  /** Logout: memory emptied, and every user's store on this browser deleted. */
  forget(): Promise<void> {
    this.#session = null;
    return this.#exclusive(async () => {
      const known = this.#userId === null ? [] : [this.#userId];
      await this.#close();
      await this.#deps.deleteStores(undefined, known).catch((error: unknown) => {
        this.#deps.warn('Could not delete the local history', error);
      });
    });
  }

  /** Resolves once every write to the local store queued so far is done (or has failed). */
  whenStored(): Promise<void> {
    return this.#writes;
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** The server's changes since the version held, if they are `userId`'s. */
  async #changesFor(userId: number): Promise<ChangesOutcome> {
    // The session can change under us (a sign-in as someone else in another tab): an answer
    // the server says is another user's is never applied to this store. Asked once more, as
    // the sign-in may have been undone; a second such answer is reported, not applied.
    for (let asked = 1; ; asked += 1) {
      const outcome = await this.#deps.fetchChanges(this.#version);
      if (!outcome.ok || outcome.userId === null || outcome.userId === userId) return outcome;
      if (asked === 2) {
        return {
          ok: false,
          failure: {
            status: 409,
            message: `The history answered is another account's, not user ${userId}'s`,
            code: 'OTHER_USER',
          },
        };
      }
    }
  }

  /** The session of `userId`, opening their store first when another's (or none) is open. */
  #sessionOf(userId: number): Session {
    if (this.#session?.userId === userId) return this.#session;
    const opened = this.#exclusive(async () => {
      if (this.#userId === userId) return this.#holdings(userId);
      await this.#close();
      this.#userId = userId;
      // Whatever another user left on this browser (no logout) goes, unread.
      this.#inBackground(() => this.#deps.deleteStores(userId), 'delete other users’ stores');
      this.#store = (await this.#openStore(userId)) ?? memoryBetStore();
      const held = await this.#store.read().catch((error: unknown) => {
        this.#deps.warn('Could not read the local history; asking the server for all of it', error);
        return { version: 0, bets: [] };
      });
      this.#replaceAll(held.version, held.bets);
      return this.#holdings(userId);
    });
    const session: Session = { userId, opened, attached: null, newest: null };
    this.#session = session;
    // A failed open is tried again by the next asker.
    opened.catch(() => {
      if (this.#session === session) this.#session = null;
    });
    return session;
  }

  #expect(userId: number): void {
    if (this.#userId !== userId) throw new Error(`The history of user ${userId} is not open`);
  }

  #holdings(userId: number): Holdings {
    return { userId, revision: this.#revision, version: this.#version, count: this.#bets.size };
  }

  async #openStore(userId: number): Promise<BetStore | null> {
    try {
      return await this.#deps.openStore(userId);
    } catch (error) {
      this.#deps.warn('Local history unavailable; keeping it in memory only', error);
      return null;
    }
  }

  /** Lets queued writes finish, closes the store and forgets the bets held. */
  async #close(): Promise<void> {
    this.#screensFirst.hurry();
    await this.#writes;
    this.#store.close();
    this.#store = memoryBetStore();
    this.#storeFailed = false;
    this.#userId = null;
    this.#replaceAll(0, []);
  }

  #replaceAll(version: number, bets: readonly BetView[]): void {
    this.#bets = new Map(bets.map((bet) => [bet.Id, bet]));
    this.#version = version;
    // Every bet is a new object (or another user's): nothing of the last index is of use.
    this.#dashboardIndex = null;
    this.#facetIndex = null;
    this.#changed();
  }

  /**
   * The bets changed: what was worked out from them is stale (the dashboards' index stays, for
   * the next one to be built after it: see report).
   */
  #changed(): void {
    this.#revision += 1;
    this.#derived = null;
    this.#filtered = null;
    this.#report = null;
  }

  /** Applies a changes answer to memory now and to the store behind; true when bets changed. */
  #apply(
    answer: { version: number; full: boolean; bets: BetView[]; deleted: number[] },
    text: string,
  ): boolean {
    const { version, full, bets, deleted } = answer;
    if (full) {
      this.#replaceAll(version, bets);
      this.#persist(async (store) => {
        // The first screen is answered and drawn before the worker checks and stores it all.
        await this.#screensFirst.wait();
        await validateBetsInSlices(bets);
        await store.replace(version, text);
      }, 'store the history');
      return true;
    }
    const changed = bets.length > 0 || deleted.length > 0;
    if (!changed && version === this.#version) return false;
    applyDelta(this.#bets, bets, deleted);
    this.#version = version;
    if (changed) this.#changed();
    this.#persist(async (store) => {
      await validateBetsInSlices(bets);
      const logged = await store.append(version, bets, deleted);
      if (!compactionDue(logged, this.#bets.size)) return;
      // Memory may be ahead of this delta by now: the snapshot takes it with its version, and
      // deltas logged after it apply again harmlessly (a changed bet is put as it is now).
      const rows = [...this.#bets.values()].map(betViewToRow);
      await store.replace(this.#version, JSON.stringify({ bets: rows }));
    }, 'store the changes');
    return changed;
  }

  /** Housekeeping behind the answers, in the writes' order; a failure is only logged. */
  #inBackground(task: () => Promise<void>, what: string): void {
    this.#writes = this.#writes.then(task).catch((error: unknown) => {
      this.#deps.warn(`Could not ${what}`, error);
    });
  }

  #persist(write: (store: BetStore) => Promise<void>, what: string): void {
    const store = this.#store;
    this.#writes = this.#writes.then(async () => {
      if (this.#storeFailed) return;
      try {
        await write(store);
      } catch (error) {
        this.#deps.warn(`Could not ${what} locally; the next visit reads everything again`, error);
        this.#storeFailed = true;
        await store.clear().catch(() => undefined);
      }
    });
  }

  /** Newest first as the server lists them: by placed date, then the latest added first. */
  #sortedNow(): Derived {
    if (this.#derived?.revision === this.#revision) return this.#derived;
    const held = [...this.#bets.values()];
    // The server's order, as a full answer brings it, needs no sorting again.
    const sorted = inHistoryOrder(held) ? held : sortNewestFirst(held.sort((a, b) => b.Id - a.Id));
    this.#derived = { revision: this.#revision, sorted, statuses: statusesIn(sorted) };
    return this.#derived;
  }

  #filter(sorted: BetView[], selection: HistorySelection, timeZone: string): Filtered {
    const facets = historyFacets(selection.facets);
    const words = searchWords(selection.search);
    const sort = selection.sort ?? NEWEST_FIRST;
    const key = `${timeZone}|${JSON.stringify([selection.filter, words, facets, sort])}`;
    if (this.#filtered?.revision === this.#revision && this.#filtered.key === key) {
      return this.#filtered;
    }
    let kept = filterBets(sorted, selection.filter, { placedDayOf: this.#dayReader(timeZone) });
    if (words.length > 0) kept = kept.filter((bet) => matchesSearch(this.#searchText(bet), words));
    // The kept bets' places in `sorted` (filterBets and the search keep its order and objects),
    // for the facets' search among them.
    const positions: number[] = [];
    for (let at = 0, k = 0; at < sorted.length && k < kept.length; at += 1) {
      if (sorted[at] === kept[k]) {
        positions.push(at);
        k += 1;
      }
    }
    // The facets' index only when a choice narrows: a view without one never waits for it.
    const found =
      Object.keys(facets).length > 0 ? this.#facetIndexNow(sorted).search(facets, positions) : null;
    const narrowed = found === null ? kept : found.bets;
    const bets = sortHistory(narrowed, sort);
    this.#filtered = {
      revision: this.#revision,
      key,
      bets,
      summary: summarizeHistory(narrowed),
      ids: bets.map((bet) => bet.Id),
      facetFilter: facets,
      positions,
      facets: found === null ? null : this.#facetCounts(found.facets),
    };
    return this.#filtered;
  }

  #facetCounts(all: FacetCounts[]): FacetCounts[] {
    return all.filter((counts) => (HISTORY_FACETS as readonly string[]).includes(counts.facet));
  }

  /** Each bet's search text, read once per bet object (a changed bet is a new object). */
  #searchText(bet: BetView): string {
    let text = this.#searchTexts.get(bet);
    if (text === undefined) {
      text = betSearchText(bet);
      this.#searchTexts.set(bet, text);
    }
    return text;
  }

  /** The facets of the bets held, read once per revision (copied from the last for the rest). */
  #facetIndexNow(sorted: BetView[]): FacetIndex<BetView> {
    if (this.#facetIndex?.revision !== this.#revision) {
      this.#facetIndex = {
        revision: this.#revision,
        index: new FacetIndex(sorted, this.#facetIndex?.index),
      };
    }
    return this.#facetIndex.index;
  }

  #dayReader(timeZone: string): (placedDate: string) => string {
    let reader = this.#dayReaders.get(timeZone);
    if (reader === undefined) {
      reader = placedDayReader(timeZone);
      this.#dayReaders.set(timeZone, reader);
    }
    return reader;
  }
}
