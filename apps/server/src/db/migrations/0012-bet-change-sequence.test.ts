import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { betChangesWindow } from '../../history/bet-tombstones.ts';
import { insertBets } from '../../repositories/bet-inserts.ts';
import {
  createEmptyDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/database.ts';
import { betRecord, createUserRow } from '../../test/factories.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationsFor } from './index.ts';

describeWithDatabase(`migration 0012 (bet change sequence) on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('answers bet by bet only after the versions it has seen: older deletions left no trace', async () => {
    database = await createEmptyDatabase();
    const db = database.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(database?.dialect ?? testDialect) },
    });
    expect((await migrator.migrateTo('0011-shared-counters')).error).toBeUndefined();
    const ana = await createUserRow(db);
    const fresh = await createUserRow(db);
    // As the old code left them: bets, and a version bumped by writes (deletions among them).
    for (const id of ['A', 'B']) {
      await db
        .insertInto('bets')
        .values({
          user_id: ana.id,
          source: 'manual',
          source_bet_id: id,
          placed_at: '2026-01-01T10:00:00.000Z',
          sport_id: 1,
          stake_cents: 1000,
          return_cents: 0,
          net_return_cents: -1000,
          status: 'LOST',
          created_at: '2026-01-01T10:00:00.000Z',
        } as never)
        .execute();
    }
    await db.updateTable('users').set({ bets_version: 5 }).where('id', '=', ana.id).execute();

    // 0012 first; later migrations follow it.
    expect((await migrateToLatest(database))[0]).toBe('0012-bet-change-sequence');
    expect(await betChangesWindow(db, ana.id)).toEqual({ version: 5, floor: 5 });
    expect(await betChangesWindow(db, fresh.id)).toEqual({ version: 0, floor: 0 });
    const seqs = await db.selectFrom('bets').select('change_seq').execute();
    expect(seqs).toEqual([{ change_seq: 0 }, { change_seq: 0 }]);

    // The next write takes version 6.
    await insertBets(db, ana.id, [betRecord({ sourceBetId: 'C' })], new Date());
    const c = await db
      .selectFrom('bets')
      .select('change_seq')
      .where('source_bet_id', '=', 'C')
      .executeTakeFirstOrThrow();
    expect(c.change_seq).toBe(6);
  });
});
