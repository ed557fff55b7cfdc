import {
  type BetView,
  filterBets,
  type HistoryFilter,
  placedDayReader,
  sortNewestFirst,
  summarizeHistory,
} from '@stakelab/core';
// idb reads IndexedDB's classes (IDBRequest...) from the global scope, which jsdom lacks.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { type IDBPDatabase, wrap } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BetChangeLog, onTheWire } from '../test/bet-changes-api';
import { betView } from '../test/bet-views';
import {
  deleteIdbBetStores,
  HISTORY_DB_VERSION,
  type IndexedDbDeps,
  openIdbBetStore,
} from './idb-bet-store';
import { historyDbName } from './store-names';
import type { ChangesOutcome, NewestOutcome } from './fetch-bet-changes';
import type { StoreDelay } from './screens-first';
import { HistoryEngine, type HistoryEngineDeps, type HistoryViewQuery } from './history-engine';

/**
 * Five bets, placed at noon UTC (the tests read days in UTC):
 *
 *   Id  placed       status   stake  return  net
 *   1   2025-03-10   WON      10     20      +10
 *   2   2025-03-05   LOST     20      0      −20
 *   3   2025-02-20   WON       5     15      +10
 *   4   2025-01-15   PENDING  50      0        0   (open)
 *   5   2025-03-05   VOID      8      8        0   (placed with 2: the later added, 5, first)
 */
const BETS: BetView[] = [
  betView({ Id: 3, PlacedDate: '2025-02-20T12:00:00.000Z', Stake: 5, ActualReturn: 15 }),
  betView({ Id: 1, PlacedDate: '2025-03-10T12:00:00.000Z' }),
  betView({
    Id: 4,
    PlacedDate: '2025-01-15T12:00:00.000Z',
    Status: 'PENDING',
    Stake: 50,
    ActualReturn: 0,
    NetReturn: 0,
  }),
  betView({
    Id: 2,
    PlacedDate: '2025-03-05T12:00:00.000Z',
    Status: 'LOST',
    Stake: 20,
    ActualReturn: 0,
    NetReturn: -20,
  }),
  betView({
    Id: 5,
    PlacedDate: '2025-03-05T12:00:00.000Z',
    Status: 'VOID',
    Stake: 8,
    ActualReturn: 8,
    NetReturn: 0,
  }),
];

const USER = 7;
const OTHER_USER = 8;

let idb: IndexedDbDeps;

beforeEach(() => {
  // A fresh, empty browser storage for every test.
  idb = new IDBFactory();
});

/**
 * An engine over `idb` (null: a browser without IndexedDB) reading changes from `log`, whose
 * answers name `answersFor` as their user (BET_ANSWER_USER_HEADER), or no one.
 */
/** The server's answer to `?since=` from the log, as fetchBetChanges hands it on. */
function changesFrom(
  log: BetChangeLog,
  since: number,
  userId: number | null,
): Promise<ChangesOutcome> {
  const answer = log.changesSince(since);
  return Promise.resolve({ ok: true, answer, text: JSON.stringify(onTheWire(answer)), userId });
}

/** An engine's parts over the log and the test's IndexedDB, warning to `warn`; no newest read. */
function storedOnly(log: BetChangeLog, warn: HistoryEngineDeps['warn']): HistoryEngineDeps {
  return {
    openStore: (userId) => openIdbBetStore(userId, idb),
    deleteStores: (keep, known) => deleteIdbBetStores(keep, idb, known),
    fetchChanges: (since) => changesFrom(log, since, null),
    fetchNewest: () => Promise.reject(new Error('not asked')),
    warn,
  };
}

function engineOver(
  log: BetChangeLog,
  storage: IndexedDbDeps | null = idb,
  answersFor: number | null = null,
  storeDelay?: StoreDelay,
) {
  const fetchChanges = vi.fn((since: number): Promise<ChangesOutcome> => {
    log.asked.push(since);
    return changesFrom(log, since, answersFor);
  });
  const fetchNewest = vi.fn((limit: number): Promise<NewestOutcome> =>
    Promise.resolve({
      ok: true,
      newest: { total: log.bets.length, bets: log.newest(limit).bets },
      userId: answersFor,
    }),
  );
  const engine = new HistoryEngine({
    openStore: (userId) => openIdbBetStore(userId, storage),
    deleteStores: (keep, known) => deleteIdbBetStores(keep, storage, known),
    fetchChanges,
    fetchNewest,
    warn: () => undefined,
    ...(storeDelay ? { storeDelay } : {}),
  });
  return { engine, fetchChanges, fetchNewest };
}

const query = (filter: HistoryFilter = {}, page = 1, pageSize = 50): HistoryViewQuery => ({
  filter,
  page,
  pageSize,
  timeZone: 'UTC',
});

const ids = (bets: readonly BetView[]) => bets.map((bet) => bet.Id);

async function storedNames(): Promise<string[]> {
  return (await idb.databases()).map((info) => info.name ?? '').sort();
}

describe('the history engine (local store, changes, views)', () => {
  it('searches, narrows by the history facets and sorts; counts the facets apart (issue 32)', async () => {
    const labelled = BETS.map((bet) => ({
      ...bet,
      // Bets 1 and 3 at Bet365 ("Madrid" in 1's event), the rest at none.
      Bookmaker: bet.Id === 1 || bet.Id === 3 ? 'Bet365' : null,
      EventDescription: bet.Id === 1 ? 'Real Madrid v Barcelona' : `Event ${bet.Id}`,
    }));
    const { engine } = engineOver(new BetChangeLog(labelled), null);
    await engine.open(USER);
    await engine.sync(USER);
    const base = query();

    const found = engine.view(USER, { ...base, search: 'MADRID' });
    expect(ids(found.rows)).toEqual([1]);
    expect(found.summary.bets).toBe(1);

    const bet365 = engine.view(USER, { ...base, facets: { bookmaker: ['Bet365'] } });
    // Newest first: 1 (10 March), 3 (20 February); stake 10 + 5 = 15.
    expect(bet365.ids).toEqual([1, 3]);
    expect(bet365.summary.stakedCents).toBe(1500);
    // Stakes 10, 5, 50, 20, 8: highest first 4, 2, 1, 5, 3.
    expect(engine.view(USER, { ...base, sort: { key: 'stake', direction: 'desc' } }).ids).toEqual([
      4, 2, 1, 5, 3,
    ]);
    // A facet the history does not filter by (the dashboards' side) narrows nothing.
    expect(engine.view(USER, { ...base, facets: { side: ['LAY'] } }).shown).toBe(5);

    // The bookmaker facet's counts among the bets the search keeps ("event": 2, 3, 4, 5).
    const counts = engine.historyFacets(USER, { ...base, search: 'event' }).facets;
    expect(counts.map((facet) => facet.facet)).toEqual([
      'bookmaker',
      'tag',
      'tipster',
      'bankroll',
      'sport',
      'competition',
      'betType',
    ]);
    const bookmakers = counts.find((facet) => facet.facet === 'bookmaker')!.choices;
    expect(bookmakers.map(({ value, count }) => [value, count])).toEqual([
      ['Bet365', 1],
      ['', 3],
    ]);
  });

  it('answers the bets that tail a stake (issue 34), newest first, with what the comparison reads', async () => {
    // Bets 1 (10 March) and 3 (20 February) tail stakes 7 and 8; the others are the user's own.
    const tailing = BETS.map((bet) =>
      bet.Id === 1 ? { ...bet, StakeId: 7 } : bet.Id === 3 ? { ...bet, StakeId: 8 } : bet,
    );
    const { engine } = engineOver(new BetChangeLog(tailing), null);
    await engine.open(USER);
    await engine.sync(USER);
    expect(engine.tails(USER).bets).toEqual([
      { Id: 1, StakeId: 7, Odds: 2, Stake: 10, NetReturn: 10, Status: 'WON' },
      { Id: 3, StakeId: 8, Odds: 2, Stake: 5, NetReturn: 10, Status: 'WON' },
    ]);
  });

  it('applies a full answer: every bet, newest first, and the summary of them all', async () => {
    const log = new BetChangeLog(BETS);
    const { engine } = engineOver(log);
    expect(await engine.open(USER)).toMatchObject({ version: 0, count: 0 });
    expect(await engine.sync(USER)).toMatchObject({ ok: true, changed: true });
    expect(log.asked).toEqual([0]);

    const view = engine.view(USER, query());
    expect(ids(view.rows)).toEqual([1, 5, 2, 3, 4]);
    expect(view).toMatchObject({ total: 5, shown: 5, page: 1, pages: 1 });
    expect(view.statuses).toEqual(['LOST', 'PENDING', 'VOID', 'WON']);
    // Settled 1, 2, 3, 5: staked 10 + 20 + 5 + 8 = 43, net 10 − 20 + 10 + 0 = 0; won 2 of 4
    // settled (% WON 0.5), 2 of 3 won or lost (win rate 0.667); bet 4 is open apart.
    expect(view.summary).toEqual({
      // The fixtures' bets are in euros: one currency, its money the set's.
      currency: 'EUR',
      currencies: [expect.objectContaining({ currency: 'EUR', stakedCents: 4300, netCents: 0 })],
      bets: 5,
      settled: 4,
      stakedCents: 4300,
      netCents: 0,
      roiRatio: 0,
      won: 2,
      lost: 1,
      void: 1,
      winRatio: 0.667,
      wonRatio: 0.5,
      open: { bets: 1, stakedCents: 5000 },
      freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
    });
  });

  it('filters and pages as the history screen did, with the summary of what is kept', async () => {
    const { engine } = engineOver(new BetChangeLog(BETS));
    await engine.open(USER);
    await engine.sync(USER);

    // Stake from 8: 1, 5, 2 settled (staked 38, net −10, ROI −10/38 = −0.2632; won 1 of 3
    // settled = 0.33) and 4 open.
    const fromEight = engine.view(USER, query({ stakeMin: 8 }));
    expect(ids(fromEight.rows)).toEqual([1, 5, 2, 4]);
    expect(fromEight.summary).toEqual({
      currency: 'EUR',
      currencies: [expect.objectContaining({ currency: 'EUR', stakedCents: 3800 })],
      bets: 4,
      settled: 3,
      stakedCents: 3800,
      netCents: -1000,
      roiRatio: -0.2632,
      won: 1,
      lost: 1,
      void: 1,
      winRatio: 0.5,
      wonRatio: 0.33,
      open: { bets: 1, stakedCents: 5000 },
      freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
    });
    // WON only: 1 and 3, staked 15, net 20, ROI 1.3333, every settled bet won.
    expect(engine.view(USER, query({ statuses: ['WON'] })).summary).toMatchObject({
      stakedCents: 1500,
      netCents: 2000,
      roiRatio: 1.3333,
      wonRatio: 1,
      open: { bets: 0, stakedCents: 0 },
    });
    // From 1 March (a local day): 1, 5 and 2.
    const march = engine.view(USER, query({ placedFrom: '2025-03-01' }));
    expect(ids(march.rows)).toEqual([1, 5, 2]);
    expect(march.total).toBe(5);
    expect(march.shown).toBe(3);

    // Two a page: page 2 is 2 and 3; past the end reads the last page.
    expect(engine.view(USER, query({}, 2, 2))).toMatchObject({ page: 2, pages: 3 });
    expect(ids(engine.view(USER, query({}, 2, 2)).rows)).toEqual([2, 3]);
    expect(engine.view(USER, query({}, 9, 2))).toMatchObject({ page: 3, shown: 5 });
    expect(ids(engine.view(USER, query({}, 9, 2)).rows)).toEqual([4]);
  });

  it("gives core's own rows and summary on a larger history, page after page", async () => {
    // 230 bets over 230 hours, stakes 1–23, five statuses, ids in a scrambled order.
    const statuses = ['WON', 'LOST', 'VOID', 'PENDING', 'CASHED_OUT'];
    const many = Array.from({ length: 230 }, (_, i) =>
      betView({
        Id: ((i * 37) % 230) + 1,
        PlacedDate: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
        Status: statuses[i % 5] as string,
        Stake: (i % 23) + 1,
        NetReturn: i % 5 === 1 ? -((i % 23) + 1) : (i % 7) - 3,
      }),
    );
    const { engine } = engineOver(new BetChangeLog(many));
    await engine.open(USER);
    await engine.sync(USER);

    const filters: HistoryFilter[] = [
      {},
      { stakeMin: 5, stakeMax: 12 },
      { statuses: ['WON', 'PENDING'] },
      { placedFrom: '2025-01-03', placedTo: '2025-01-07' },
    ];
    const newestFirst = sortNewestFirst([...many].sort((a, b) => b.Id - a.Id));
    for (const filter of filters) {
      const expected = filterBets(newestFirst, filter, { placedDayOf: placedDayReader('UTC') });
      const first = engine.view(USER, query(filter, 1, 50));
      const rows = Array.from(
        { length: first.pages },
        (_, i) => engine.view(USER, query(filter, i + 1, 50)).rows,
      ).flat();
      expect(ids(rows)).toEqual(ids(expected));
      expect(first.summary).toEqual(summarizeHistory(expected));
    }
  });

  it('applies a delta: changed and new bets replace theirs, deleted ones go, also after a reload', async () => {
    const log = new BetChangeLog(BETS);
    const first = engineOver(log);
    await first.engine.open(USER);
    await first.engine.sync(USER);

    log.put({ ...(log.find(2) as BetView), Status: 'WON', ActualReturn: 40, NetReturn: 20 });
    log.remove(3);
    log.put(betView({ Id: 6, PlacedDate: '2025-03-12T12:00:00.000Z', Stake: 2 }));
    const synced = await first.engine.sync(USER);
    // Only what changed after version 1 was asked for.
    expect(log.asked).toEqual([0, 1]);
    expect(synced).toMatchObject({ ok: true, changed: true, holdings: { version: 4, count: 5 } });
    const view = first.engine.view(USER, query());
    expect(ids(view.rows)).toEqual([6, 1, 5, 2, 4]);
    expect(view.rows.find((bet) => bet.Id === 2)?.Status).toBe('WON');
    await first.engine.whenStored();

    // A reload: the bets are there before the server is asked, which is then asked from 4.
    const second = engineOver(log);
    expect(await second.engine.open(USER)).toMatchObject({ version: 4, count: 5 });
    expect(second.fetchChanges).not.toHaveBeenCalled();
    expect(ids(second.engine.view(USER, query()).rows)).toEqual([6, 1, 5, 2, 4]);
    const again = await second.engine.sync(USER);
    expect(log.asked).toEqual([0, 1, 4]);
    expect(again).toMatchObject({ ok: true, changed: false });
  });

  it("builds the dashboards' index ahead of the first report, which answers as one built on asking", async () => {
    const options = {
      timeZone: 'UTC',
      now: new Date('2025-03-15T12:00:00Z'),
      range: { preset: 'all' as const },
    };
    const prepared = engineOver(new BetChangeLog(BETS)).engine;
    await prepared.open(USER);
    await prepared.sync(USER);
    // Not the user whose history is open: nothing to build, nothing thrown.
    prepared.prepareDashboards(OTHER_USER);
    prepared.prepareDashboards(USER);
    const answer = prepared.report(USER, options);
    // By hand from the five bets: 1 and 3 won, 2 lost, 5 void, 4 still open.
    expect(answer).toMatchObject({ total: 5, report: { overall: { won: 2, lost: 1, void: 1 } } });

    const onAsking = engineOver(new BetChangeLog(BETS)).engine;
    await onAsking.open(USER);
    await onAsking.sync(USER);
    // The same figures (each engine counts its own revisions).
    expect({ ...answer, revision: 0 }).toEqual({ ...onAsking.report(USER, options), revision: 0 });
  });

  it('stores a whole history once the first screen is answered and drawn, not before', async () => {
    const log = new BetChangeLog(BETS);
    const { engine } = engineOver(log, idb, null, { afterAnswerMs: 30, atMostMs: 60_000 });
    await engine.open(USER);
    await engine.sync(USER);
    let stored = false;
    void engine.whenStored().then(() => {
      stored = true;
    });
    // A deliberate window, five times afterAnswerMs: nothing may be stored in it, and "not
    // yet" has no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stored).toBe(false);

    engine.view(USER, query());
    await engine.whenStored();
    const reload = engineOver(log);
    expect(await reload.engine.open(USER)).toMatchObject({ version: 1, count: 5 });
  });

  it('lets a logout go without waiting for the screens', async () => {
    const log = new BetChangeLog(BETS);
    const { engine } = engineOver(log, idb, null, { afterAnswerMs: 60_000, atMostMs: 60_000 });
    await engine.open(USER);
    await engine.sync(USER);
    // Within the test's 5 s: the store's wait ends when it closes.
    await engine.forget();
    expect(await storedNames()).toEqual([]);
  });

  it('replaces everything on a full answer to a delta request (the server forgot that far back)', async () => {
    const log = new BetChangeLog(BETS);
    const { engine } = engineOver(log);
    await engine.open(USER);
    await engine.sync(USER);
    log.remove(1);
    log.remove(2);
    log.trim();
    // Asked from 1, older than the deletions the server keeps: a full answer of 3, 4 and 5.
    expect(log.changesSince(1).full).toBe(true);
    await engine.sync(USER);
    expect(ids(engine.view(USER, query()).rows)).toEqual([5, 3, 4]);
  });

  it('folds a long delta log into one snapshot, which reads back the same', async () => {
    const log = new BetChangeLog(BETS);
    const first = engineOver(log);
    await first.engine.open(USER);
    await first.engine.sync(USER);
    // 600 new bets in one delta: past the 500 logged changes that trigger a snapshot.
    for (let id = 100; id < 700; id += 1) {
      log.put(betView({ Id: id, PlacedDate: '2024-06-01T12:00:00.000Z' }));
    }
    await first.engine.sync(USER);
    await first.engine.whenStored();

    const db = (await wrap(idb.open(historyDbName(USER), HISTORY_DB_VERSION))) as IDBPDatabase;
    expect(await db.count('deltas')).toBe(0);
    expect(await db.get('snapshot', 'snapshot')).toMatchObject({ version: 601 });
    db.close();

    const second = engineOver(log);
    expect(await second.engine.open(USER)).toMatchObject({ version: 601, count: 605 });
  });

  it('reads a store Dexie wrote (IndexedDB version 10, the same two tables) as it is', async () => {
    // As Dexie's version(1) left it for existing users: 'snapshot' by key, 'deltas' by ++seq.
    const open = idb.open(historyDbName(USER), 10);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('snapshot', { keyPath: 'key' });
      open.result.createObjectStore('deltas', { keyPath: 'seq', autoIncrement: true });
    };
    const dexieDb = (await wrap(open)) as IDBPDatabase;
    const log = new BetChangeLog(BETS);
    const text = JSON.stringify(onTheWire(log.changesSince(0)));
    await dexieDb.put('snapshot', { key: 'snapshot', format: 5, version: 1, text });
    const sixth = betView({ Id: 6, PlacedDate: '2025-03-11T12:00:00.000Z' });
    await dexieDb.add('deltas', { version: 2, changed: [sixth], deleted: [2] });
    dexieDb.close();

    const { engine } = engineOver(log);
    expect(await engine.open(USER)).toMatchObject({ version: 2, count: 5 });
    expect(ids(engine.view(USER, query()).rows)).toEqual([6, 1, 5, 3, 4]);
  });

  it('reads a snapshot of format 2 (rows one place shorter, before FreeBet) as nothing held', async () => {
    const log = new BetChangeLog(BETS);
    const rows = onTheWire(log.changesSince(0));
    // Format 2's rows: the same without their last field before the legs (FreeBet, issue 33).
    const older = { ...rows, bets: rows.bets.map((row) => [...row.slice(0, -2), row.at(-1)]) };
    const open = idb.open(historyDbName(USER), 10);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('snapshot', { keyPath: 'key' });
      open.result.createObjectStore('deltas', { keyPath: 'seq', autoIncrement: true });
    };
    const db = (await wrap(open)) as IDBPDatabase;
    const text = JSON.stringify(older);
    await db.put('snapshot', { key: 'snapshot', format: 2, version: 1, text });
    db.close();

    const { engine } = engineOver(log);
    expect(await engine.open(USER)).toMatchObject({ version: 0, count: 0 });
    // The first sync is then a whole answer: every bet, FreeBet read.
    await engine.sync(USER);
    expect(ids(engine.view(USER, query()).rows).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('deletes every local store at logout: the next open holds nothing', async () => {
    const log = new BetChangeLog(BETS);
    const { engine } = engineOver(log);
    await engine.open(USER);
    await engine.sync(USER);
    await engine.whenStored();
    expect(await storedNames()).toEqual([historyDbName(USER)]);

    await engine.forget();
    expect(await storedNames()).toEqual([]);
    expect(() => engine.view(USER, query())).toThrow('not open');
    expect(await engine.open(USER)).toMatchObject({ version: 0, count: 0 });
  });

  it("never shows one user's bets to another on the same browser, and deletes them", async () => {
    const log = new BetChangeLog(BETS);
    const first = engineOver(log);
    await first.engine.open(USER);
    await first.engine.sync(USER);
    await first.engine.whenStored();

    // Another user signs in (no logout in between): a new page load, another account's changes.
    const theirs = new BetChangeLog([betView({ Id: 50, PlacedDate: '2025-04-01T12:00:00Z' })]);
    const second = engineOver(theirs);
    expect(await second.engine.open(OTHER_USER)).toMatchObject({ version: 0, count: 0 });
    await second.engine.sync(OTHER_USER);
    expect(ids(second.engine.view(OTHER_USER, query()).rows)).toEqual([50]);
    expect(() => second.engine.view(USER, query())).toThrow('not open');
    await second.engine.whenStored();
    expect(await storedNames()).toEqual([historyDbName(OTHER_USER)]);

    // The same engine switching users forgets the first one's bets too.
    await first.engine.open(OTHER_USER);
    expect(() => first.engine.view(USER, query())).toThrow('not open');
    await first.engine.sync(OTHER_USER);
    expect(ids(first.engine.view(OTHER_USER, query()).rows)).toEqual([50]);
  });

  it('empties the store after a failed write, so the next visit asks for everything', async () => {
    const log = new BetChangeLog(BETS);
    const warn = vi.fn();
    let failAppend = false;
    const engine = new HistoryEngine({
      ...storedOnly(log, warn),
      openStore: async (userId) => {
        const store = await openIdbBetStore(userId, idb);
        if (store === null) return null;
        return {
          ...store,
          append: (...args) =>
            failAppend ? Promise.reject(new Error('QuotaExceededError')) : store.append(...args),
        };
      },
    });
    await engine.open(USER);
    await engine.sync(USER);
    failAppend = true;
    log.remove(1);
    await engine.sync(USER);
    await engine.whenStored();
    failAppend = false;
    log.remove(2);
    await engine.sync(USER);
    await engine.whenStored();
    // The page still has it all right...
    expect(ids(engine.view(USER, query()).rows)).toEqual([5, 3, 4]);
    expect(warn).toHaveBeenCalledTimes(1);

    // ...and the next visit holds nothing rather than a history missing a deletion.
    const next = engineOver(log);
    expect(await next.engine.open(USER)).toMatchObject({ version: 0, count: 0 });
  });

  it('stores no answer with a bet outside the contract (checked after the rows are shown)', async () => {
    const { Stake: _dropped, ...noStake } = betView({ Id: 9, PlacedDate: '2025-04-01T12:00:00Z' });
    const log = new BetChangeLog([...BETS, noStake as BetView]);
    const warn = vi.fn();
    const engine = new HistoryEngine({
      ...storedOnly(log, warn),
    });
    await engine.open(USER);
    await engine.sync(USER);
    await engine.whenStored();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('bets[');

    const next = engineOver(log);
    expect(await next.engine.open(USER)).toMatchObject({ version: 0, count: 0 });
  });

  it('keeps the history in memory where the browser has no IndexedDB', async () => {
    const log = new BetChangeLog(BETS);
    const first = engineOver(log, null);
    await first.engine.open(USER);
    await first.engine.sync(USER);
    log.remove(4);
    await first.engine.sync(USER);
    expect(ids(first.engine.view(USER, query()).rows)).toEqual([1, 5, 2, 3]);
    expect(log.asked).toEqual([0, 1]);

    // Nothing was kept: a reload asks for everything again.
    const second = engineOver(log, null);
    expect(await second.engine.open(USER)).toMatchObject({ version: 0 });
    await second.engine.sync(USER);
    expect(log.asked).toEqual([0, 1, 0]);
  });

  it('reports a failed sync and keeps what was held', async () => {
    const log = new BetChangeLog(BETS);
    const { engine, fetchChanges } = engineOver(log);
    await engine.attach(USER);
    fetchChanges.mockResolvedValueOnce({
      ok: false,
      failure: { status: 503, message: 'Busy' },
    });
    expect(await engine.sync(USER)).toEqual({
      ok: false,
      failure: { status: 503, message: 'Busy' },
    });
    expect(engine.view(USER, query()).total).toBe(5);
  });

  it("drops a changes answer the server says is another user's, and asks again", async () => {
    const mine = new BetChangeLog(BETS);
    const { engine, fetchChanges } = engineOver(mine, idb, USER);
    await engine.open(USER);
    await engine.sync(USER);
    // Another tab signed in as someone else for a moment: the answer names that user.
    const theirs = new BetChangeLog([betView({ Id: 99, PlacedDate: '2025-04-01T12:00:00.000Z' })]);
    const answerOf = (log: BetChangeLog, since: number, userId: number): ChangesOutcome => {
      const answer = log.changesSince(since);
      return { ok: true, answer, text: JSON.stringify(onTheWire(answer)), userId };
    };
    fetchChanges.mockImplementationOnce(async (since) => answerOf(theirs, since, OTHER_USER));
    mine.put(betView({ Id: 6, PlacedDate: '2025-03-11T12:00:00.000Z' }));
    expect(await engine.sync(USER)).toMatchObject({ ok: true, changed: true });
    // Asked twice from version 1 (the first answer dropped); only this user's bets are held.
    expect(fetchChanges.mock.calls.map(([since]) => since)).toEqual([0, 1, 1]);
    expect(ids(engine.view(USER, query()).rows)).toEqual([6, ...ids(mine.bets).slice(1)]);
    expect(ids(engine.view(USER, query()).rows)).not.toContain(99);

    // Still someone else's when asked again: reported, nothing applied, nor stored.
    fetchChanges.mockImplementation(async (since) => answerOf(theirs, since, OTHER_USER));
    expect(await engine.sync(USER)).toMatchObject({
      ok: false,
      failure: { status: 409, code: 'OTHER_USER' },
    });
    expect(engine.view(USER, query()).total).toBe(6);
    await engine.whenStored();
    const reopened = engineOver(mine, idb, USER).engine;
    expect((await reopened.open(USER)).count).toBe(6);
    expect(ids(reopened.view(USER, query()).rows)).not.toContain(99);
  });

  it('attaches every asker to one store read and one first sync (the worker first, then the page)', async () => {
    const log = new BetChangeLog(BETS);
    const { engine, fetchChanges, fetchNewest } = engineOver(log);
    const attached = engine.attach(USER);
    // The page opens and attaches as it always does, meanwhile.
    expect((await engine.open(USER)).userId).toBe(USER);
    expect(engine.attach(USER)).toBe(attached);
    expect(await attached).toMatchObject({ ok: true, holdings: { count: 5 } });
    expect(fetchChanges).toHaveBeenCalledTimes(1);
    expect(fetchNewest).not.toHaveBeenCalled();
    // A later sync (after a write, say) asks the server again, from the version held.
    log.put(betView({ Id: 6, PlacedDate: '2025-03-11T12:00:00.000Z' }));
    expect(await engine.sync(USER)).toMatchObject({ ok: true, changed: true });
    expect(log.asked).toEqual([0, 1]);
    expect(engine.view(USER, query()).total).toBe(6);
  });

  it('answers a second open with the store read, not behind the sync in flight', async () => {
    const log = new BetChangeLog(BETS);
    const before = engineOver(log);
    await before.engine.attach(USER);
    await before.engine.whenStored();

    const { engine, fetchChanges } = engineOver(log);
    fetchChanges.mockImplementationOnce(() => new Promise(() => undefined));
    void engine.attach(USER);
    await vi.waitFor(() => expect(fetchChanges).toHaveBeenCalledTimes(1));
    // The sync never answers; the page's open still has what the store holds.
    expect(await engine.open(USER)).toMatchObject({ userId: USER, version: 1, count: 5 });
  });

  it('asks a failed first sync again at the next attach', async () => {
    const { engine, fetchChanges } = engineOver(new BetChangeLog(BETS));
    fetchChanges.mockResolvedValueOnce({ ok: false, failure: { status: 0, message: 'Offline' } });
    expect(await engine.attach(USER)).toMatchObject({ ok: false });
    expect(await engine.attach(USER)).toMatchObject({ ok: true, holdings: { count: 5 } });
    expect(fetchChanges).toHaveBeenCalledTimes(2);
  });

  it('never lets another user attach to the first sync made for someone else', async () => {
    const { engine, fetchChanges } = engineOver(new BetChangeLog(BETS));
    const mine = engine.attach(USER);
    await mine;
    const other = engine.attach(OTHER_USER);
    expect(other).not.toBe(mine);
    expect(await other).toMatchObject({ ok: true, holdings: { userId: OTHER_USER } });
    expect(fetchChanges).toHaveBeenCalledTimes(2);
    expect(() => engine.view(USER, query())).toThrow('not open');
  });
});

describe('the first page of a first visit (HistoryEngine.firstPage)', () => {
  /** An engine whose whole-history read waits until `release` is called. */
  function slowWholeRead(log: BetChangeLog) {
    const over = engineOver(log);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const whole = over.fetchChanges.getMockImplementation();
    over.fetchChanges.mockImplementation(async (since) => {
      await released;
      return (whole as (since: number) => Promise<ChangesOutcome>)(since);
    });
    return { ...over, release };
  }

  it('shows the newest bets while the whole history is on its way, asked once', async () => {
    const { engine, fetchNewest, release } = slowWholeRead(new BetChangeLog(BETS));
    await engine.open(USER);
    const synced = engine.sync(USER);

    const [first, again] = await Promise.all([engine.firstPage(USER), engine.firstPage(USER)]);

    // The table's order (see the first test): placed 10 Mar, 5 Mar (5 added after 2), 20 Feb, 15 Jan.
    expect(first && ids(first.bets)).toEqual([1, 5, 2, 3, 4]);
    expect(first?.total).toBe(5);
    expect(again).toBe(first);
    expect(fetchNewest).toHaveBeenCalledTimes(1);
    expect(fetchNewest).toHaveBeenCalledWith(50);
    // Nothing is held from it: the screens wait for the whole history.
    expect(() => engine.view(USER, query())).not.toThrow();
    expect(engine.view(USER, query()).total).toBe(0);

    release();
    await synced;
    expect(engine.view(USER, query()).total).toBe(5);
    expect(await engine.firstPage(USER)).toBeNull();
    expect(fetchNewest).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the browser holds the history already', async () => {
    const log = new BetChangeLog(BETS);
    const first = engineOver(log);
    await first.engine.open(USER);
    await first.engine.sync(USER);
    await first.engine.whenStored();

    const { engine, fetchNewest } = engineOver(log);
    expect(await engine.firstPage(USER)).toBeNull();
    expect(fetchNewest).not.toHaveBeenCalled();
    // It opened the user's store on the way, as the page's open would have.
    expect(engine.view(USER, query()).total).toBe(5);
  });

  it('is null when the newest bets cannot be read (the whole read reports its own failure)', async () => {
    const { engine, fetchNewest, release } = slowWholeRead(new BetChangeLog(BETS));
    fetchNewest.mockResolvedValueOnce({ ok: false, failure: { status: 500, message: 'Boom' } });
    await engine.open(USER);
    expect(await engine.firstPage(USER)).toBeNull();
    release();
  });

  it('is asked for beside the first sync, and shared with the page', async () => {
    const { engine, fetchNewest, fetchChanges, release } = slowWholeRead(new BetChangeLog(BETS));
    const attached = engine.attach(USER);
    void engine.firstPage(USER);
    await vi.waitFor(() => expect(fetchNewest).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(fetchChanges).toHaveBeenCalledTimes(1));

    const first = await engine.firstPage(USER);
    expect(first && ids(first.bets)).toEqual([1, 5, 2, 3, 4]);
    expect(fetchNewest).toHaveBeenCalledTimes(1);
    release();
    await attached;
  });

  it("never shows newest bets the server says are another user's", async () => {
    const { engine, fetchNewest, release } = slowWholeRead(new BetChangeLog(BETS));
    fetchNewest.mockResolvedValueOnce({
      ok: true,
      newest: { total: 1, bets: [betView({ Id: 99 })] },
      userId: OTHER_USER,
    });
    expect(await engine.firstPage(USER)).toBeNull();
    release();
  });

  it("never hands one user's newest bets to another", async () => {
    const log = new BetChangeLog(BETS);
    const { engine, fetchNewest, release } = slowWholeRead(log);
    await engine.open(USER);
    const first = await engine.firstPage(USER);
    expect(first?.total).toBe(5);
    release();

    await engine.forget();
    fetchNewest.mockResolvedValueOnce({ ok: true, newest: { total: 0, bets: [] }, userId: null });
    expect(await engine.firstPage(OTHER_USER)).toEqual({ total: 0, bets: [] });
    expect(fetchNewest).toHaveBeenCalledTimes(2);
  });
});
