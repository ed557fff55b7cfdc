import { bankrollNamer, toStakeLabCsv } from '@stakelab/core';
import { strToU8, zip, type Zippable } from 'fflate';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listBetLabels } from '../../history/bet-labels.ts';
import { listBankrolls } from '../../repositories/bankrolls.ts';
import { listBetViews } from '../../repositories/bet-views.ts';
import { ACCOUNT_TABLES, ownedBy } from './account-tables.ts';

type Row = Record<string, unknown>;

/** What each table's JSON and CSV hold, for the manifest. */
export interface ExportManifest {
  format: 'stakelab-data-export';
  version: 1;
  userId: number;
  createdAt: string;
  tables: { table: string; rows: number; omitted: readonly string[] }[];
  bets: number;
}

const README = `StakeLab: your data
===================

bets.csv            Your bets as a StakeLab CSV: import it on the History page (of this or
                    another StakeLab account) to get the same history back.
bets.json           Your bets as StakeLab shows them, each with its selections.
tags.json           Your bookmakers, tipsters and tags.
tables/*.json       Every row of every table that holds something of your account, as stored
                    (amounts in cents, odds in thousandths, instants in UTC). bets.raw keeps the
                    source record each bet was imported from.
tables/*.csv        The same rows as CSV. A text starting with = + - @ gets a leading ' so a
                    spreadsheet does not run it as a formula; the JSON has the exact text.
manifest.json       How many rows each table has, and which columns were left out: hashes of
                    tokens, the two-factor secret and the push keys never leave the server.
`;

/** Where a CSV cell could start a spreadsheet formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table's rows as CSV; the header from the rows' keys (none for no rows). */
export function rowsToCsv(rows: readonly Row[]): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Blobs as base64, so every row is plain JSON. */
const jsonSafe = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString('base64') : v]),
  );

/** Every table's rows of the user, without the omitted columns. */
export async function readAccountRows(
  db: Kysely<Database>,
  userId: number,
): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  for (const t of ACCOUNT_TABLES) {
    const { rows } =
      await sql<Row>`select * from ${sql.table(t.table)} where ${ownedBy(t, userId)} order by 1`.execute(
        db,
      );
    const omit = new Set(t.omit ?? []);
    out.set(
      t.table,
      rows.map((row) =>
        jsonSafe(Object.fromEntries(Object.entries(row).filter(([k]) => !omit.has(k)))),
      ),
    );
  }
  return out;
}

const zipAsync = (files: Zippable) =>
  new Promise<Uint8Array>((resolve, reject) => {
    // fflate compresses on worker threads: the event loop keeps answering requests meanwhile.
    zip(files, { level: 6 }, (err, data) => (err ? reject(err) : resolve(data)));
  });

/**
 * The zip of everything the account holds (README.txt lists the files), built on this thread:
 * PostgreSQL's reads wait on the network. On SQLite the reads hold the event loop (~1.2 s at
 * 10,000 bets), so the server builds it on a thread of its own (export-thread.ts).
 */
export async function buildAccountExport(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<Uint8Array> {
  return zipAsync(await accountExportFiles(db, userId, now));
}

/**
 * The zip's files. Read in one transaction so the files agree with each other (a bet and its
 * selections at one instant).
 */
export async function accountExportFiles(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<Zippable> {
  const { tables, views, bankrolls, labels, unitCents } = await db
    .transaction()
    .execute(async (trx) => ({
      tables: await readAccountRows(trx, userId),
      views: await listBetViews(trx, userId),
      bankrolls: await listBankrolls(trx, userId),
      labels: await listBetLabels(trx, userId),
      unitCents: (
        await trx
          .selectFrom('users')
          .select('unit_size_cents')
          .where('id', '=', userId)
          .executeTakeFirst()
      )?.unit_size_cents,
    }));
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const manifest: ExportManifest = {
    format: 'stakelab-data-export',
    version: 1,
    userId,
    createdAt: now.toISOString(),
    tables: ACCOUNT_TABLES.map((t) => ({
      table: t.table,
      rows: tables.get(t.table)?.length ?? 0,
      omitted: t.omit ?? [],
    })),
    bets: views.length,
  };
  const files: Zippable = {
    'README.txt': strToU8(README),
    'manifest.json': json(manifest),
    'profile.json': json(tables.get('users')?.[0] ?? null),
    'bets.json': json(views),
    'bets.csv': strToU8(
      toStakeLabCsv(views, {
        bankrollName: bankrollNamer(bankrolls),
        unitCents: unitCents ?? null,
      }),
    ),
    'tags.json': json(labels),
  };
  for (const [table, rows] of tables) {
    files[`tables/${table}.json`] = json(rows);
    files[`tables/${table}.csv`] = strToU8(rowsToCsv(rows));
  }
  return files;
}
