import { afterEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { betChangesWindow, deletedBetIdsAfter, pruneBetTombstones } from './bet-tombstones.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import { findBetIdBySourceId } from '../repositories/bet-source-ids.ts';
import { deleteBet } from '../repositories/bet-writes.ts';

describeWithDatabase(`deleted-bet tombstones on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('keeps each deletion with its version, and pruning raises the floor to the newest pruned', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const ana = (await createUserRow(db)).id;
    const bruno = (await createUserRow(db)).id;
    const ids = ['A', 'B', 'C'];
    await insertBets(
      db,
      ana,
      ids.map((id) => betRecord({ sourceBetId: id })),
      new Date(),
    );
    await insertBets(db, bruno, [betRecord({ sourceBetId: 'Z' })], new Date());
    const [a, b, c] = await Promise.all(ids.map((id) => findBetIdBySourceId(db, ana, id)));
    const z = await findBetIdBySourceId(db, bruno, 'Z');
    // Versions: the insert took 1; the deletions take 2, 3 and 4.
    expect(await betChangesWindow(db, ana)).toEqual({ version: 1, floor: 0 });
    const day = (d: number) => new Date(`2026-01-${String(d).padStart(2, '0')}T12:00:00.000Z`);
    await deleteBet(db, ana, a!, day(1));
    await deleteBet(db, ana, b!, day(5));
    await deleteBet(db, ana, c!, day(10));
    await deleteBet(db, bruno, z!, day(2));
    expect(await deleteBet(db, bruno, a!, day(2))).toBe(false);
    expect(await betChangesWindow(db, ana)).toEqual({ version: 4, floor: 0 });
    expect(await deletedBetIdsAfter(db, ana, 1)).toEqual([a, b, c]);
    expect(await deletedBetIdsAfter(db, ana, 3)).toEqual([c]);
    expect(await deletedBetIdsAfter(db, bruno, 0)).toEqual([z]);

    // Deleted before the 6th: ana's versions 2 and 3, bruno's version 2.
    await db.transaction().execute((trx) => pruneBetTombstones(trx, day(6)));
    expect(await betChangesWindow(db, ana)).toEqual({ version: 4, floor: 3 });
    expect(await deletedBetIdsAfter(db, ana, 0)).toEqual([c]);
    expect(await betChangesWindow(db, bruno)).toEqual({ version: 2, floor: 2 });
    expect(await deletedBetIdsAfter(db, bruno, 0)).toEqual([]);

    // Nothing older left: the floors stay.
    await db.transaction().execute((trx) => pruneBetTombstones(trx, day(6)));
    expect(await betChangesWindow(db, ana)).toEqual({ version: 4, floor: 3 });
  });
});
