import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Dialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialect } from '../test/database.ts';
import { SqliteDialectKeepingTheCause } from './sqlite-dialect.ts';

const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe.skipIf(testDialect !== 'sqlite')(
  'the SQLite dialect after SQLite ended a transaction',
  () => {
    const opened: Array<{ db: Kysely<{ t: { x: number } }>; dir: string }> = [];
    afterEach(async () => {
      for (const { db, dir } of opened.splice(0)) {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    async function open(dialectOf: (sqlite: SQLite.Database) => Dialect) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-dialect-'));
      const db = new Kysely<{ t: { x: number } }>({
        dialect: dialectOf(new SQLite(path.join(dir, 'test.sqlite'))),
      });
      opened.push({ db, dir });
      await sql`create table t (x integer)`.execute(db);
      return db;
    }

    /** What SQLite does on a full disk mid-transaction: cancels the transaction, then fails. */
    const failingLikeAFullDisk = (db: Kysely<{ t: { x: number } }>, error: Error) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ x: 1 }).execute();
        await sql`rollback`.execute(trx);
        throw error;
      });

    it("rejects with the write's own error, and keeps nothing of the transaction", async () => {
      const db = await open((sqlite) => new SqliteDialectKeepingTheCause(sqlite));
      const error = full();
      await expect(failingLikeAFullDisk(db, error)).rejects.toBe(error);
      expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
      // The connection takes the next transaction.
      await db.transaction().execute((trx) => trx.insertInto('t').values({ x: 2 }).execute());
      expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ x: 2 }]);
    });

    it('still rolls back a transaction that failed while SQLite kept it open', async () => {
      const db = await open((sqlite) => new SqliteDialectKeepingTheCause(sqlite));
      const error = new Error('refused by the service');
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ x: 1 }).execute();
          throw error;
        }),
      ).rejects.toBe(error);
      expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
    });

    it("is needed: Kysely's own dialect answers its failed rollback instead", async () => {
      const db = await open((sqlite) => new SqliteDialect({ database: sqlite }));
      await expect(failingLikeAFullDisk(db, full())).rejects.toThrow(
        'cannot rollback - no transaction is active',
      );
    });
  },
);
