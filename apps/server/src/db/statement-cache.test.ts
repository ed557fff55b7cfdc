import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialect } from '../test/database.ts';
import { cachingStatements } from './statement-cache.ts';

// SQLite only: the PostgreSQL suite would run the same in-memory database again.
describe.skipIf(testDialect !== 'sqlite')('SQLite statements kept by their text', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  function open() {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    sqlite.exec('create table t (x integer)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { x: number; y?: string } }>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    });
    return { db, prepare };
  }

  it('prepares a query once however often it runs, and each run reads its own parameters', async () => {
    const { db, prepare } = open();
    for (const x of [1, 2, 3]) await db.insertInto('t').values({ x }).execute();
    const over = (floor: number) =>
      db.selectFrom('t').select('x').where('x', '>', floor).orderBy('x').execute();
    expect(await over(1)).toEqual([{ x: 2 }, { x: 3 }]);
    expect(await over(2)).toEqual([{ x: 3 }]);
    // One insert text and one select text.
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('a kept statement sees a later change of schema', async () => {
    const { db } = open();
    await db.insertInto('t').values({ x: 1 }).execute();
    const all = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    expect((await all()).rows).toEqual([{ x: 1 }]);
    await sql`alter table t add column y text default 'new'`.execute(db);
    expect((await all()).rows).toEqual([{ x: 1, y: 'new' }]);
  });

  it('keeps at most 500 texts, and one longer than 4,096 characters only from its second use', async () => {
    const { db, prepare } = open();
    const select = (n: number) => sql.raw(`select ${n} as n`).execute(db);
    for (let n = 0; n <= 500; n += 1) await select(n); // 501 texts: the first (0) goes
    await select(500);
    await select(1);
    expect(prepare).toHaveBeenCalledTimes(501);
    await select(0);
    expect(prepare).toHaveBeenCalledTimes(502);
    const long = (tag: string) => sql.raw(`select '${tag.repeat(4096)}' as x`).execute(db);
    await long('a');
    await long('b');
    await long('a'); // the second use of a: prepared again, and kept
    expect(prepare).toHaveBeenCalledTimes(505);
    await long('a');
    await long('a');
    expect(prepare).toHaveBeenCalledTimes(505);
    await long('b'); // b was seen once: prepared again, and kept from now on
    await long('b');
    expect(prepare).toHaveBeenCalledTimes(506);
  });
});
