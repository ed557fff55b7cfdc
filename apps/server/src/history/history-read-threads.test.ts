import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/database.ts';
import { betRecord, createUserRow, selectionRecord } from '../test/factories.ts';
import { asciiJson } from './ascii-json.ts';
import { jsonOf } from '../http/cached-json.ts';
import { betIdsNewestFirst, betViewsJson, historyReadSql } from './bet-views-json.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import {
  BetHistorySnapshots,
  betHistorySourceOf,
  type BetHistorySource,
} from './bet-history-snapshots.ts';
import { betLabelsSql, listBetLabels } from './bet-labels.ts';
import {
  HistoryReadThreads,
  HistoryReadTimeoutError,
  type JoinedSlice,
} from './history-read-threads.ts';

const HEAD = '{"success":true,"bets":';

/** What the source's thread hands over for the user, or null when it reads it in process. */
async function joinedOf(source: BetHistorySource, userId: number) {
  const slices: JoinedSlice[] = [];
  const threaded = await source.joined?.(userId, (slice) => slices.push(slice));
  if (!threaded) return null;
  return {
    slices: slices.length,
    ids: slices.flatMap((slice) => slice.ids),
    text: slices.map((slice) => slice.body.toString()).join(','),
  };
}

// The thread reads SQLite files; PostgreSQL reads never use it.
/** A won leg the bets below build on. */
const leg = selectionRecord({ name: 'Leg' });

describe.skipIf(testDialect !== 'sqlite')('whole histories read on their own thread', () => {
  let database: TestDatabase;
  let userId: number;
  let otherUserId: number;
  /** The history as the event loop reads it: the texts in the history's order. */
  let expected: { ids: number[]; texts: string[] };

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await createUserRow(database.db)).id;
    otherUserId = (await createUserRow(database.db)).id;
    await insertBets(
      database.db,
      userId,
      [
        // Text that JSON must escape and characters of several bytes: the offsets are bytes.
        betRecord({
          sourceBetId: 'ESCAPED',
          placedAt: '2026-03-02T18:00:00.000Z',
          eventDescription: 'Atlético "B" v Cádiz\n2ª € 🎾',
        }),
        betRecord({
          sourceBetId: 'DOUBLE',
          placedAt: '2026-03-03T18:00:00.000Z',
          selections: [
            { ...leg, name: 'First', oddsMilli: 1800 },
            { ...leg, name: 'Second ñ', oddsMilli: null },
          ],
        }),
        // Placed at the same moment as ESCAPED: the later one added comes first.
        betRecord({ sourceBetId: 'SAME TIME', placedAt: '2026-03-02T18:00:00.000Z' }),
      ],
      new Date('2026-03-04T09:00:00.000Z'),
    );
    await insertBets(database.db, otherUserId, [betRecord({ sourceBetId: 'OTHER' })], new Date());
    const order = await betIdsNewestFirst(database.reader, userId);
    const views = new Map(
      (await betViewsJson(database.reader, 'sqlite', userId)).map((bet) => [bet.id, bet.view]),
    );
    // The threads write JSON in ASCII alone (ascii-json.ts); it reads back the same.
    expected = { ids: order, texts: order.map((id) => asciiJson(views.get(id) ?? '')) };
    expect(expected.texts.map((text) => JSON.parse(text) as unknown)).toEqual(
      order.map((id) => JSON.parse(views.get(id) ?? '') as unknown),
    );
  });

  afterAll(async () => {
    await database.destroy();
  });

  it("reads the changes feed's rows as the event loop writes them", async () => {
    const source = betHistorySourceOf(database, { threadFromBets: 0, sliceBets: 2 }, 'rows');
    try {
      const rows = new Map(
        (await betViewsJson(database.reader, 'sqlite', userId, undefined, 'rows')).map((bet) => [
          bet.id,
          bet.view,
        ]),
      );
      const joined = await joinedOf(source, userId);
      expect(joined?.ids).toEqual(expected.ids);
      expect(JSON.parse(`[${joined?.text ?? ''}]`)).toEqual(
        expected.ids.map((id) => JSON.parse(rows.get(id) ?? '') as unknown),
      );
      // Rows, not objects: the first field of each is the bet's id.
      expect((JSON.parse(`[${joined?.text ?? ''}]`) as unknown[][]).map((row) => row[0])).toEqual(
        expected.ids,
      );
    } finally {
      await source.close?.();
    }
  });

  it.each([
    ['in one slice', 5_000, 1],
    ['in slices of two bets, shared by two threads', 2, 2],
  ] as const)(
    'answers the same texts in the same order as the event loop reads them, %s',
    async (_, sliceBets, slices) => {
      const source = betHistorySourceOf(database, { threadFromBets: 0, sliceBets });
      try {
        const joined = await joinedOf(source, userId);
        expect(joined?.slices).toBe(slices);
        expect(joined?.ids).toEqual(expected.ids);
        expect(joined?.text).toBe(expected.texts.join(','));
        expect(expected.texts.join(',')).toContain('\\ud83c\\udfbe');

        const snapshots = new BetHistorySnapshots(1e9, source);
        const threaded = await snapshots.at(userId, { version: 1, floor: 0 }, () => HEAD);
        expect(threaded.views.map((view) => view.toString())).toEqual(expected.texts);
        const text = `${HEAD}[${expected.texts.join(',')}]}`;
        expect(jsonOf(threaded.answer(HEAD)).toString()).toBe(text);
        // Gzipped while the slices came in, with the head asked for.
        expect(zlib.gunzipSync(await threaded.answer(HEAD).gzipped()).toString()).toBe(text);
        expect(zlib.gunzipSync(await threaded.answer('{"x":').gzipped()).toString()).toBe(
          `{"x":[${expected.texts.join(',')}]}`,
        );
      } finally {
        await source.close?.();
      }
    },
  );

  it('reads small histories on the event loop, without the thread', async () => {
    const small = betHistorySourceOf(database, { threadFromBets: 4 });
    const threaded = betHistorySourceOf(database, { threadFromBets: 0 });
    try {
      expect(await joinedOf(small, userId)).toBeNull();
      // The other user's single bet: their own, and nothing of this user's.
      const other = await joinedOf(threaded, otherUserId);
      expect(other?.ids).toHaveLength(1);
      expect(other?.text).toContain('"BetId":"OTHER"');
      expect(other?.text).not.toContain('DOUBLE');
    } finally {
      await small.close?.();
      await threaded.close?.();
    }
  });

  it('starts another thread after one has stopped', async () => {
    const source = betHistorySourceOf(database, { threadFromBets: 0 });
    try {
      await joinedOf(source, userId);
      await source.close?.();
      expect((await joinedOf(source, userId))?.ids).toEqual(expected.ids);
    } finally {
      await source.close?.();
    }
  });

  it("reads the user's labels on a thread, as the pickers list them", async () => {
    const source = betHistorySourceOf(database, { threadFromBets: 0 }, 'rows');
    try {
      await insertBets(
        database.db,
        otherUserId,
        [
          betRecord({ sourceBetId: 'L1', bookmaker: 'bet365', tipster: 'Ana', tags: ['live'] }),
          betRecord({
            sourceBetId: 'L2',
            bookmaker: 'Bet365',
            tipster: null,
            tags: ['NBA', 'live'],
          }),
          betRecord({ sourceBetId: 'L3', bookmaker: 'Pinnacle', tipster: 'Ana', tags: [] }),
        ],
        new Date(),
      );
      // 'OTHER' is a Betfair bet without tipster or tags; of bet365's two spellings the first
      // in code-point order stays; tags folded case-insensitively, sorted.
      expect(await source.labels?.(otherUserId)).toEqual({
        bookmakers: ['Bet365', 'Betfair', 'Pinnacle'],
        tipsters: ['Ana'],
        tags: ['live', 'NBA'],
      });
      expect(await source.labels?.(otherUserId)).toEqual(
        await listBetLabels(database.reader, otherUserId),
      );
    } finally {
      await source.close?.();
    }
  });

  /** What a pool's threads start with: the test database (or another file) and its statements. */
  const setupOf = (file = database.location) => {
    const { order, views } = historyReadSql(database.reader, 'objects');
    return {
      file,
      orderSql: order,
      viewsSql: views,
      format: 'objects' as const,
      labelsSql: betLabelsSql(database.reader),
    };
  };

  const idsOf = async (threads: HistoryReadThreads) => {
    const ids: number[] = [];
    await threads.read(userId, (slice) => ids.push(...slice.ids));
    return ids;
  };

  it('ends idle threads, and starts them again for the next read', async () => {
    const threads = new HistoryReadThreads(setupOf(), 2, 2, 200);
    try {
      expect(threads.running).toBe(0);
      expect(await idsOf(threads)).toEqual(expected.ids);
      expect(threads.running).toBeGreaterThan(0);
      // At most the two threads asked for, whatever the slices (three of two bets here).
      expect(threads.running).toBeLessThanOrEqual(2);
      await vi.waitFor(() => expect(threads.running).toBe(0), { timeout: 5_000 });
      expect(await idsOf(threads)).toEqual(expected.ids);
    } finally {
      await threads.close();
    }
  });

  it('fails a read at once when its thread cannot, and reads the next', async () => {
    // The database file is missing for the first read (the thread cannot open it), there for
    // the next.
    const file = path.join(os.tmpdir(), `history-read-${process.pid}-${Date.now()}.sqlite`);
    const threads = new HistoryReadThreads(setupOf(file), 2, 1);
    try {
      await expect(idsOf(threads)).rejects.toThrow(
        /unable to open database file|directory does not exist/,
      );
      await sql`VACUUM INTO ${file}`.execute(database.db);
      expect(await idsOf(threads)).toEqual(expected.ids);
    } finally {
      await threads.close();
      rmSync(file, { force: true });
    }
  });

  it('stops waiting for a read past its time', async () => {
    // 1 ms: a thread takes far longer than that to start.
    const threads = new HistoryReadThreads(setupOf(), 2, 1, undefined, 1);
    try {
      await expect(idsOf(threads)).rejects.toBeInstanceOf(HistoryReadTimeoutError);
      await expect(threads.labels(userId)).rejects.toBeInstanceOf(HistoryReadTimeoutError);
    } finally {
      await threads.close();
    }
  });
});
