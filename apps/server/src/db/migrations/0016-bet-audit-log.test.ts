import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { listBetAudit, recordBetAudit } from '../../repositories/bet-audit-log.ts';
import {
  createEmptyDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/database.ts';
import { createUserRow } from '../../test/factories.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationsFor } from './index.ts';

describeWithDatabase(`migration 0016 (bet_changes -> bet_audit_log) on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('keeps the recorded changes under the new name, and gives them back on the way down', async () => {
    database = await createEmptyDatabase();
    const db = database.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(database?.dialect ?? testDialect) },
    });
    expect((await migrator.migrateTo('0015-wide-odds')).error).toBeUndefined();
    const ana = await createUserRow(db);
    const bet = await db
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
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written under the old name, as a server before 0016 did.
    await db
      .insertInto('bet_changes' as never)
      .values({
        bet_id: bet.id,
        user_id: ana.id,
        import_id: null,
        field: 'Status',
        old_value: '"OPEN"',
        new_value: '"LOST"',
        changed_at: '2026-01-02T00:00:00.000Z',
      } as never)
      .execute();

    expect(await migrateToLatest(database)).toEqual([
      '0016-bet-audit-log',
      '0017-bulk-deletions',
      '0018-sheet-mappings',
      '0019-free-bets',
      '0022-notifications',
    ]);
    const before = {
      importId: null,
      field: 'Status',
      old: 'OPEN',
      new: 'LOST',
      changedAt: '2026-01-02T00:00:00.000Z',
    };
    expect(await listBetAudit(db, ana.id, bet.id)).toMatchObject([before]);
    // The renamed table takes new rows, and its foreign keys still hold (a bet must exist).
    await recordBetAudit(
      db,
      ana.id,
      null,
      [{ betId: bet.id, changes: [{ field: 'StakeCents', old: 1000, new: 1200 }] }],
      new Date('2026-01-03T00:00:00.000Z'),
    );
    expect((await listBetAudit(db, ana.id, bet.id)).map((c) => c.field)).toEqual([
      'Status',
      'StakeCents',
    ]);
    await expect(
      recordBetAudit(
        db,
        ana.id,
        null,
        [{ betId: bet.id + 1000, changes: [{ field: 'Status', old: null, new: 'WON' }] }],
        new Date(),
      ),
    ).rejects.toThrow();

    expect((await migrator.migrateTo('0015-wide-odds')).error).toBeUndefined();
    const back = await db
      .selectFrom('bet_changes' as never)
      .select(['field' as never])
      .execute();
    expect(back).toEqual([{ field: 'Status' }, { field: 'StakeCents' }]);
  });
});
