import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** What an upload answered: its status and the counts of docs/product.md §7, or no answer. */
export interface UploadAnswer {
  status: number | 'no answer';
  inserted?: number;
  unchanged?: number;
  selections?: number;
  message?: string;
}

export async function upload(
  baseUrl: string,
  cookie: string,
  email: string,
  data: string,
): Promise<UploadAnswer> {
  try {
    const res = await fetch(`${baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ data, userEmail: email }),
    });
    const body = (await res.json()) as Omit<UploadAnswer, 'status'>;
    return { ...body, status: res.status };
  } catch {
    return { status: 'no answer' };
  }
}

export async function betCount(baseUrl: string, cookie: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/history/user-bets?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`user-bets: ${res.status}`);
  return ((await res.json()) as { bets: unknown[] }).bets.length;
}

/** One user's rows, read from the database itself. */
export interface StoredCounts {
  bets: number;
  selections: number;
}

export interface Target {
  label: string;
  env: Record<string, string>;
  /** Checks the stored data itself once no process holds it; returns what is wrong. */
  integrity(): Promise<string[]>;
  /** A user's bets and selections as stored, once no process holds the data. */
  counts(email: string): Promise<StoredCounts>;
  /**
   * SQLite: the user's bets written to an import's staging and not shown yet (docs/decisions/020), read
   * beside the running server; absent on PostgreSQL, whose imports are one transaction.
   */
  stagedBets?(email: string): number;
}

/** Orphans that a half-written import would leave: legs, ids and audit lines without their bet. */
const ORPHANS = [
  'select count(*) as n from selections where bet_id not in (select id from bets)',
  'select count(*) as n from bet_source_ids where bet_id not in (select id from bets)',
  'select count(*) as n from bet_audit_log where bet_id not in (select id from bets)',
];

const USER_BETS = 'select id from bets where user_id = (select id from users where email = $1)';
const COUNTS = {
  bets: `select count(*) as n from (${USER_BETS}) as b`,
  selections: `select count(*) as n from selections where bet_id in (${USER_BETS})`,
};

export function sqliteTarget(dataDir: string): Target {
  const open = () => new SQLite(path.join(dataDir, 'stakelab.sqlite'), { readonly: true });
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir },
    async integrity() {
      const db = open();
      try {
        const problems: string[] = [];
        const check = db.pragma('integrity_check', { simple: true });
        if (check !== 'ok') problems.push(`integrity_check: ${String(check)}`);
        for (const query of ORPHANS) {
          const { n } = db.prepare(query).get() as { n: number };
          if (n !== 0) problems.push(`${n} orphans: ${query}`);
        }
        return problems;
      } finally {
        db.close();
      }
    },
    stagedBets(email) {
      const db = open();
      try {
        const staged = db.prepare(
          'select count(*) as n from import_staged_bets where user_id = (select id from users where email = ?)',
        );
        return (staged.get(email) as { n: number }).n;
      } finally {
        db.close();
      }
    },
    async counts(email) {
      const db = open();
      try {
        const count = (query: string) =>
          (db.prepare(query.replaceAll('$1', '?')).get(email) as { n: number }).n;
        return { bets: count(COUNTS.bets), selections: count(COUNTS.selections) };
      } finally {
        db.close();
      }
    },
  };
}

export function postgresTarget(dataDir: string, url: string): Target {
  const withClient = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    integrity: () =>
      withClient(async (client) => {
        const problems: string[] = [];
        for (const query of ORPHANS) {
          const n = Number((await client.query<{ n: string }>(query)).rows[0]?.n);
          if (n !== 0) problems.push(`${n} orphans: ${query}`);
        }
        return problems;
      }),
    counts: (email) =>
      withClient(async (client) => {
        const count = async (query: string) =>
          Number((await client.query<{ n: string }>(query, [email])).rows[0]?.n);
        return { bets: await count(COUNTS.bets), selections: await count(COUNTS.selections) };
      }),
  };
}
