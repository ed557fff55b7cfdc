import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Backoff, CounterStore, WindowCount } from './counter-store.ts';

/** delayAfter (counter-store.ts) in SQL, for an attempt count expression. */
function delaySql(count: RawBuilder<number>, backoff: Backoff): RawBuilder<number> {
  const { freeAttempts: free, firstDelayMs: first, maxDelayMs: max } = backoff;
  // The exponent is capped at 60 so power() never overflows; maxDelay caps the result anyway.
  return sql<number>`(case when ${count} < ${free}::int then 0 else least(
    ${first}::float8 * power(2::float8, least(${count} - ${free}::int, 60)), ${max}::float8
  )::bigint end)`;
}

/**
 * When a key that made `count` attempts may try again: 0 (now, on any process's clock) while
 * its attempts are free. Storing `now` instead made a second process whose clock read a few
 * milliseconds earlier see a wait, and refuse a free attempt.
 */
function waitUntilSql(now: number, count: RawBuilder<number>, backoff: Backoff) {
  const delay = delaySql(count, backoff);
  return sql<number>`(case when ${delay} > 0 then ${now}::bigint + ${delay} else 0 end)`;
}

/**
 * Counters in the shared_counters table (PostgreSQL without REDIS_URL): each operation is one
 * upsert, atomic under concurrency, so every process sees one count. Instants are epoch
 * milliseconds of this process's clock. Expired rows are ignored, and deleted by prune().
 */
export class PostgresCounterStore implements CounterStore {
  readonly kind = 'postgres';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const { rows } = await sql<{ count: number; expires_at: string }>`
      insert into shared_counters as c (key, count, wait_until, expires_at)
      values (${key}, 1, 0, ${now + windowMs}::bigint)
      on conflict (key) do update set
        count = case when c.expires_at <= ${now}::bigint then 1 else c.count + 1 end,
        expires_at = case when c.expires_at <= ${now}::bigint
          then ${now + windowMs}::bigint else c.expires_at end
      returning count, expires_at`.execute(this.db);
    const row = rows[0]!;
    return { count: row.count, ttlMs: Number(row.expires_at) - now };
  }

  async attempt(key: string, backoff: Backoff): Promise<number> {
    const now = this.now();
    const forgetAt = now + backoff.forgetAfterMs;
    const nextCount = sql<number>`(case when c.expires_at <= ${now}::bigint then 1 else c.count + 1 end)`;
    // The update happens only when the key may try now; otherwise no row comes back.
    const { rows } = await sql<{ count: number }>`
      insert into shared_counters as c (key, count, wait_until, expires_at)
      values (${key}, 1, ${waitUntilSql(now, sql<number>`1`, backoff)}, ${forgetAt}::bigint)
      on conflict (key) do update set
        count = ${nextCount},
        wait_until = ${waitUntilSql(now, nextCount, backoff)},
        expires_at = ${forgetAt}::bigint
      where c.expires_at <= ${now}::bigint or c.wait_until <= ${now}::bigint
      returning count`.execute(this.db);
    if (rows.length > 0) return 0;
    const { rows: waiting } = await sql<{ wait: string }>`
      select wait_until - ${now}::bigint as wait from shared_counters where key = ${key}`.execute(
      this.db,
    );
    // Gone in between (forgotten by a success): nothing to wait for.
    return Math.max(0, Number(waiting[0]?.wait ?? 0));
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('shared_counters').where('key', '=', key).execute();
  }

  async prune(): Promise<void> {
    await this.db.deleteFrom('shared_counters').where('expires_at', '<=', this.now()).execute();
  }

  /** The database belongs to the caller. */
  async close(): Promise<void> {}
}
