import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connection.ts';

// SQLite only: PostgreSQL has no WAL file of ours to checkpoint.
describe('WAL checkpoints on a thread of their own', () => {
  let database: DatabaseHandle | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await database?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    database = dir = undefined;
  });

  /** A WAL database with one empty table. */
  function fillOnce(file: string) {
    const writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table filler (text text)');
    writer.close();
  }

  it('the writer never checkpoints inside a commit; the thread copies the WAL into the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-wal-'));
    const file = path.join(dir, 'db.sqlite');
    fillOnce(file);
    database = openDatabase({ dialect: 'sqlite', file }, { checkpointThread: true });
    const sizeBefore = fs.statSync(file).size;
    // The database file itself grows only when a checkpoint copies the committed pages in.
    {
      const { db } = database;
      const row = 'x'.repeat(2048);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 2000; i += 1)
          await trx
            .insertInto('filler' as never)
            .values({ text: row } as never)
            .execute();
      });
      expect(fs.statSync(file).size).toBe(sizeBefore);
      // Within a few of the thread's one-second passes the pages are in the file.
      for (let waited = 0; fs.statSync(file).size < 2000 * 2048 && waited < 15_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fs.statSync(file).size).toBeGreaterThan(2000 * 2048);
    }
  });

  it('stops with the database: the thread ends and the WAL is folded into the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-wal-'));
    const file = path.join(dir, 'db.sqlite');
    fillOnce(file);
    const handle = openDatabase({ dialect: 'sqlite', file }, { checkpointThread: true });
    await handle.db
      .insertInto('filler' as never)
      .values({ text: 'kept' } as never)
      .execute();
    // Resolves only once the thread has closed its connection and ended.
    await handle.destroy();
    // The last connection closed checkpoints and removes the WAL, as SQLite does on close.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select text from filler').pluck().all()).toEqual(['kept']);
    reader.close();
  });
});
