import type { BetView, FacetedDashboardOptions } from '@stakelab/core';
import { wrap } from 'comlink';
import { ApiError, reportUnauthorized } from '../lib/api-client';
import type { NewestBets } from './fetch-bet-changes';
import type {
  BankrollsAnswer,
  BankrollsQuery,
  DashboardAnswer,
  ExportCsvQuery,
  HistoryEngine,
  HistoryFacetsAnswer,
  HistoryViewAnswer,
  HistoryViewQuery,
  Holdings,
  SyncAnswer,
  TailsAnswer,
} from './history-engine';
import {
  createHistoryWorker,
  type HistoryWorker,
  takeEarlyHistoryWorker,
} from './history-worker-start';

/** The engine's calls as the page makes them: every answer comes back later. */
type Backend = {
  [
    K in
      | 'open'
      | 'attach'
      | 'sync'
      | 'firstPage'
      | 'view'
      | 'historyFacets'
      | 'report'
      | 'bankrolls'
      | 'tails'
      | 'exportCsv'
      | 'forget'
  ]: (...args: Parameters<HistoryEngine[K]>) => Promise<Awaited<ReturnType<HistoryEngine[K]>>>;
};

/** The engine in the page itself, loaded on first use (it stays out of the first chunks). */
function inPageBackend(): Backend {
  let engine: Promise<HistoryEngine> | undefined;
  const ready = () =>
    (engine ??= import('./create-history-engine').then((module) => module.createHistoryEngine()));
  return {
    open: async (userId) => (await ready()).open(userId),
    attach: async (userId) => (await ready()).attach(userId),
    sync: async (userId) => (await ready()).sync(userId),
    firstPage: async (userId) => (await ready()).firstPage(userId),
    view: async (userId, query) => (await ready()).view(userId, query),
    historyFacets: async (userId, query) => (await ready()).historyFacets(userId, query),
    report: async (userId, options) => (await ready()).report(userId, options),
    bankrolls: async (userId, query) => (await ready()).bankrolls(userId, query),
    tails: async (userId) => (await ready()).tails(userId),
    exportCsv: async (userId, query) => (await ready()).exportCsv(userId, query),
    forget: async () => (await ready()).forget(),
  };
}

/**
 * The engine in a Web Worker where the browser has them, else in the page (jsdom). A worker
 * that fails to start hands its unanswered calls, and every later one, to an engine in the page.
 */
function startBackend(): Backend {
  if (typeof Worker === 'undefined') return inPageBackend();
  let started: HistoryWorker;
  try {
    started = takeEarlyHistoryWorker() ?? createHistoryWorker();
  } catch (error) {
    console.warn('History worker unavailable; computing in the page:', error);
    return inPageBackend();
  }
  const { worker, engine } = started;
  const remote = wrap<HistoryEngine>(engine) as unknown as Backend;
  let fallback: Backend | null = null;
  const failed = new Promise<Backend>((resolve) => {
    worker.addEventListener('error', (event) => {
      console.warn('History worker failed; computing in the page:', event.message);
      fallback ??= inPageBackend();
      resolve(fallback);
    });
  });
  const via = <T>(ask: (backend: Backend) => Promise<T>): Promise<T> =>
    fallback ? ask(fallback) : Promise.race([ask(remote), failed.then(ask)]);
  return {
    open: (userId) => via((backend) => backend.open(userId)),
    attach: (userId) => via((backend) => backend.attach(userId)),
    sync: (userId) => via((backend) => backend.sync(userId)),
    firstPage: (userId) => via((backend) => backend.firstPage(userId)),
    view: (userId, query) => via((backend) => backend.view(userId, query)),
    historyFacets: (userId, query) => via((backend) => backend.historyFacets(userId, query)),
    report: (userId, options) => via((backend) => backend.report(userId, options)),
    bankrolls: (userId, query) => via((backend) => backend.bankrolls(userId, query)),
    tails: (userId) => via((backend) => backend.tails(userId)),
    exportCsv: (userId, query) => via((backend) => backend.exportCsv(userId, query)),
    forget: () => via((backend) => backend.forget()),
  };
}

function aborted(): DOMException {
  return new DOMException('The history query was replaced by a newer one', 'AbortError');
}

/**
 * The page's handle on the history engine. Screen queries go one at a time, and one whose
 * query was dropped meanwhile (a newer keystroke in a filter) is never sent: a burst of typing
 * costs the engine the answer in progress and the latest one, not one per key.
 */
export class HistoryClient {
  readonly #backend: Backend;
  /** The user whose first sync this page has had (see sync). */
  #attached: number | null = null;
  #lane: Promise<unknown> = Promise.resolve();
  /** The rows answered for the current revision, by id (see #sameRows). */
  #rows: { revision: number; byId: Map<number, BetView> } = { revision: -1, byId: new Map() };

  constructor(backend: Backend = startBackend()) {
    this.#backend = backend;
  }

  open(userId: number): Promise<Holdings> {
    return this.#backend.open(userId);
  }

  /**
   * The server's changes applied; a failed read throws the ApiError apiRequest would. The first
   * for a user attaches to the engine's first sync (the worker may have started it already).
   */
  async sync(userId: number): Promise<Holdings> {
    const answer: SyncAnswer =
      this.#attached === userId
        ? await this.#backend.sync(userId)
        : await this.#backend.attach(userId);
    if (answer.ok) {
      this.#attached = userId;
      return answer.holdings;
    }
    const { status, message, code } = answer.failure;
    if (status === 401) reportUnauthorized();
    throw new ApiError(status, message, [], code, status !== 0 && message.trim() !== '');
  }

  /** The newest bets while nothing is held (HistoryEngine.firstPage); not in the screens' lane. */
  firstPage(userId: number): Promise<NewestBets | null> {
    return this.#backend.firstPage(userId);
  }

  async view(
    userId: number,
    query: HistoryViewQuery,
    signal?: AbortSignal,
  ): Promise<HistoryViewAnswer> {
    return this.#sameRows(await this.#inLane(() => this.#backend.view(userId, query), signal));
  }

  historyFacets(
    userId: number,
    query: HistoryViewQuery,
    signal?: AbortSignal,
  ): Promise<HistoryFacetsAnswer> {
    return this.#inLane(() => this.#backend.historyFacets(userId, query), signal);
  }

  report(
    userId: number,
    options: FacetedDashboardOptions,
    signal?: AbortSignal,
  ): Promise<DashboardAnswer> {
    return this.#inLane(() => this.#backend.report(userId, options), signal);
  }

  bankrolls(userId: number, query: BankrollsQuery, signal?: AbortSignal): Promise<BankrollsAnswer> {
    return this.#inLane(() => this.#backend.bankrolls(userId, query), signal);
  }

  tails(userId: number, signal?: AbortSignal): Promise<TailsAnswer> {
    return this.#inLane(() => this.#backend.tails(userId), signal);
  }

  exportCsv(userId: number, query: ExportCsvQuery): Promise<string> {
    return this.#backend.exportCsv(userId, query);
  }

  forget(): Promise<void> {
    this.#attached = null;
    return this.#backend.forget();
  }

  /**
   * Every answer from the worker is a fresh copy; a bet already answered for the same revision
   * is handed back as the object the page already holds, so its memoised row is not drawn again.
   */
  #sameRows(answer: HistoryViewAnswer): HistoryViewAnswer {
    // A few pages' worth: paging through a whole history must not keep all of it here.
    if (this.#rows.revision !== answer.revision || this.#rows.byId.size > 500) {
      this.#rows = { revision: answer.revision, byId: new Map() };
    }
    const { byId } = this.#rows;
    const rows = answer.rows.map((bet) => {
      const known = byId.get(bet.Id);
      if (known !== undefined) return known;
      byId.set(bet.Id, bet);
      return bet;
    });
    return { ...answer, rows };
  }

  #inLane<T>(ask: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    const run = this.#lane.then(() => {
      if (signal?.aborted) throw aborted();
      return ask();
    });
    this.#lane = run.catch(() => undefined);
    return run;
  }
}
