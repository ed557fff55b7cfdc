import pg from 'pg';

/**
 * Samples pg_stat_activity of one database every `everyMs` while a step runs: how many of the
 * server's connections were busy (running a statement, or inside a transaction between
 * statements), and which statements held them, so a step that misses its target says what
 * held the pool. Connects through `adminUrl`'s database, so its own connection is not counted.
 */
export async function sampleActivity(adminUrl: string, database: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let samples = 0;
  let busyTotal = 0;
  let busyMax = 0;
  const byStatement = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string; statement: string }>(
        `select state, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as statement
           from pg_stat_activity
          where datname = $1 and state in ('active', 'idle in transaction')`,
        [database],
      );
      samples += 1;
      busyTotal += rows.length;
      busyMax = Math.max(busyMax, rows.length);
      for (const { state, statement } of rows) {
        const key = `${state === 'active' ? '' : '(in transaction) '}${statement}`;
        byStatement.set(key, (byStatement.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Ends the sampling and describes it: busy connections on average and at most, top statements. */
    async stop(): Promise<string> {
      running = false;
      await loop;
      await client.end();
      const top = [...byStatement]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 6)
        .map(([statement, n]) => `  ${(n / Math.max(1, samples)).toFixed(2)} × ${statement}`);
      return [
        `busy connections: ${(busyTotal / Math.max(1, samples)).toFixed(2)} on average, ${busyMax} at most (${samples} samples); held by:`,
        ...top,
      ].join('\n');
    },
  };
}
