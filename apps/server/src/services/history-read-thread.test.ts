import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { betIdsNewestFirst, betViewsJson } from '../repositories/bet-views-json.ts';
import { insertBets } from '../repositories/bets.ts';
import { BetHistorySnapshots, betHistorySourceOf } from './bet-history-snapshots.ts';

const HEAD = '{"success":true,"bets":';

// The thread reads SQLite files; PostgreSQL reads never use it.
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
    const leg = {
      name: 'Leg',
      oddsMilli: 2500,
      eventName: 'Real Betis v Sevilla',
      marketName: 'Match Odds',
      sport: null,
      competition: null,
      result: 'WON',
    };
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
    expected = { ids: order, texts: order.map((id) => views.get(id) ?? '') };
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('answers the same texts in the same order as the event loop reads them', async () => {
    const source = betHistorySourceOf(database, 0);
    try {
      const joined = await source.joined?.(userId);
      expect(joined?.ids).toEqual(expected.ids);
      expect(joined?.body.toString()).toBe(expected.texts.join(','));
      expect(expected.texts[2]).toContain('🎾');

      const threaded = await new BetHistorySnapshots(1e9, source).at(userId, {
        version: 1,
        floor: 0,
      });
      expect(threaded.views.map((view) => view.toString())).toEqual(expected.texts);
      expect(threaded.answer(HEAD).json.toString()).toBe(`${HEAD}[${expected.texts.join(',')}]}`);
    } finally {
      await source.close?.();
    }
  });

  it('reads small histories on the event loop, without the thread', async () => {
    const small = betHistorySourceOf(database, 4);
    const threaded = betHistorySourceOf(database, 0);
    try {
      expect(await small.joined?.(userId)).toBeNull();
      // The other user's single bet: their own, and nothing of this user's.
      const other = await threaded.joined?.(otherUserId);
      expect(other?.ids).toHaveLength(1);
      expect(other?.body.toString()).toContain('"BetId":"OTHER"');
      expect(other?.body.toString()).not.toContain('DOUBLE');
    } finally {
      await small.close?.();
      await threaded.close?.();
    }
  });

  it('starts another thread after one has stopped', async () => {
    const source = betHistorySourceOf(database, 0);
    try {
      await source.joined?.(userId);
      await source.close?.();
      expect((await source.joined?.(userId))?.ids).toEqual(expected.ids);
    } finally {
      await source.close?.();
    }
  });
});
