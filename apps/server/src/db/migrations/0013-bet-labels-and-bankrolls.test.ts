import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { ensureDefaultBankroll } from '../../repositories/bankrolls.ts';
import { listBetViews } from '../../repositories/bet-views.ts';
import {
  createEmptyDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/database.ts';
import { createUserRow } from '../../test/factories.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationsFor } from './index.ts';

describeWithDatabase(`migration 0013 (bet labels and bankrolls) on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('leaves existing bets in the default bankroll (null) without rewriting them', async () => {
    database = await createEmptyDatabase();
    const db = database.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(database?.dialect ?? testDialect) },
    });
    expect((await migrator.migrateTo('0012-bet-change-sequence')).error).toBeUndefined();
    const ana = await createUserRow(db);
    await db
      .insertInto('bets')
      .values({
        user_id: ana.id,
        source: 'manual',
        source_bet_id: 'OLD',
        placed_at: '2026-01-01T10:00:00.000Z',
        sport_id: 1,
        stake_cents: 1000,
        return_cents: 0,
        net_return_cents: -1000,
        status: 'LOST',
        created_at: '2026-01-01T10:00:00.000Z',
        change_seq: 3,
      } as never)
      .execute();

    expect(await migrateToLatest(database)).toEqual([
      '0013-bet-labels-and-bankrolls',
      '0014-import-staging',
      '0015-wide-odds',
      '0016-bet-audit-log',
      '0017-bulk-deletions',
      '0018-sheet-mappings',
      '0019-free-bets',
      '0022-notifications',
    ]);
    const [bet] = await listBetViews(db, ana.id);
    expect(bet).toMatchObject({ Tipster: null, BankrollId: null, Tags: [] });
    const row = await db
      .selectFrom('bets')
      .select(['change_seq', 'tags_edited_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ change_seq: 3, tags_edited_at: null });
    const user = await db
      .selectFrom('users')
      .select('unit_size_cents')
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(user.unit_size_cents).toBeNull();
    // No bankroll until first used; then exactly one default, however often asked.
    expect(await db.selectFrom('bankrolls').selectAll().execute()).toEqual([]);
    const first = await ensureDefaultBankroll(db, ana.id, new Date('2026-02-01T00:00:00Z'));
    const again = await ensureDefaultBankroll(db, ana.id, new Date());
    expect(again).toEqual(first);
    expect(first).toMatchObject({ isDefault: true, startingBalance: 0 });
  });

  it('allows one default bankroll per user (the partial unique index)', async () => {
    database = await createEmptyDatabase();
    await migrateToLatest(database);
    const db = database.db;
    const ana = await createUserRow(db);
    const row = (isDefault: number) => ({
      user_id: ana.id,
      name: 'x',
      starting_balance_cents: 0,
      is_default: isDefault,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await db
      .insertInto('bankrolls')
      .values([row(1), row(0), row(0)])
      .execute();
    await expect(db.insertInto('bankrolls').values(row(1)).execute()).rejects.toThrow();
  });
});
