import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import {
  createImportPool,
  ImportPoolBusyError,
  INLINE_BODY_BYTES,
} from '../services/import-pool.ts';
import type { ParseTask } from '../workers/parse-import.ts';

const HEADER =
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';
/** `count` settled StakeLab CSV bets: 10 € won at 2.50 (25 € back, 15 € net). */
const betsCsv = (prefix: string, count: number) =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) =>
        `${prefix}${String(i).padStart(6, '0')},manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,,,,,[]`,
    ),
  ].join('\n');

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the import pool is shared fairly between users', () => {
  const task = (email: string): ParseTask => ({
    kind: 'csv',
    body: new TextEncoder().encode(JSON.stringify({ data: betsCsv('F', 1), userEmail: email })),
    ownEmail: email,
    options: {},
  });

  it("a user's queued tasks wait behind another user's first, and a user's share is bounded", async () => {
    // One thread; each parse, once admitted, says so and waits for its own gate.
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const admitted = new Map<string, ReturnType<typeof gate>>();
    const pool = createImportPool({
      threads: 1,
      queueLimit: 8,
      queuePerUser: 2,
      // Each task is told apart by its e-mail.
      run: async (t, viaWorker) => {
        const mine = t.ownEmail;
        started.push(mine);
        admitted.get(mine)?.open();
        await gates.get(mine)?.opened;
        return viaWorker(t);
      },
    });
    try {
      const submit = (userId: number, id: string) => {
        gates.set(id, gate());
        admitted.set(id, gate());
        return pool.parse(userId, task(id));
      };
      // User 1 starts a parse (running) and queues two more (its share); user 2 queues one.
      const a1 = submit(1, 'a1@x.es');
      await admitted.get('a1@x.es')?.opened;
      const a2 = submit(1, 'a2@x.es');
      const a3 = submit(1, 'a3@x.es');
      // A third waiting task of user 1 is over its share: refused at once, the queue has room.
      await expect(submit(1, 'a4@x.es')).rejects.toBeInstanceOf(ImportPoolBusyError);
      const b1 = submit(2, 'b1@x.es');
      expect(started).toEqual(['a1@x.es']);
      // When user 1's first is done, user 2's waits no longer than that: it runs next.
      gates.get('a1@x.es')?.open();
      await a1;
      await admitted.get('b1@x.es')?.opened;
      expect(started).toEqual(['a1@x.es', 'b1@x.es']);
      for (const id of ['b1@x.es', 'a2@x.es', 'a3@x.es']) gates.get(id)?.open();
      const results = await Promise.all([b1, a2, a3]);
      expect(started).toEqual(['a1@x.es', 'b1@x.es', 'a2@x.es', 'a3@x.es']);
      expect(results.map((r) => ('parsed' in r ? r.parsed.bets.length : null))).toEqual([1, 1, 1]);
    } finally {
      await pool.close();
    }
  });

  it('one user runs one task at a time even with threads free', async () => {
    const started: string[] = [];
    const hold = gate();
    const pool = createImportPool({
      threads: 2,
      run: async (t, viaWorker) => {
        started.push(t.ownEmail);
        await hold.opened;
        return viaWorker(t);
      },
    });
    try {
      const first = pool.parse(1, task('one@x.es'));
      const second = pool.parse(1, task('two@x.es'));
      const other = pool.parse(2, task('other@x.es'));
      await new Promise((resolve) => setImmediate(resolve));
      // The second thread went to user 2, not to user 1's second task.
      expect(started).toEqual(['one@x.es', 'other@x.es']);
      hold.open();
      await Promise.all([first, second, other]);
      expect(started).toEqual(['one@x.es', 'other@x.es', 'two@x.es']);
    } finally {
      await pool.close();
    }
  });
});

describeWithDatabase(`an import over the pool's time budget on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // One thread, and 1 s to read an upload: far more than the 600-bet file below needs (~20 ms
    // on a quiet machine; a fresh thread's first read on a busy one took over 300 ms), and about
    // half of what the hostile one takes (2 million empty records: ~2.2 s here, only more when
    // the machine is busy).
    server = await startTestServer({
      importPool: createImportPool({ threads: 1, budgetMs: 1000 }),
    });
  });
  afterAll(() => server.close());

  it('is ended with a 413 saying so, and the next user’s import then goes through', async () => {
    const hostile = await registerUser(server);
    const other = await registerUser(server);
    const upload = (user: typeof hostile, data: string) =>
      server.request('/api/history/upload-betfair-json', {
        json: { data, userEmail: user.email },
        headers: { cookie: user.cookie },
      });
    const slow = await upload(hostile, `[${'{},'.repeat(2_000_000)}{}]`);
    expect(slow.status).toBe(413);
    expect(await bodyOf(slow)).toEqual({
      success: false,
      code: 'IMPORT_TOO_SLOW',
      message:
        'This file takes too long to read: split it into smaller files and import them one after another.',
    });
    // 600 bets are over the inline limit: a new thread reads them, within the budget.
    const data = betsCsv('NEXT', 600);
    expect(Buffer.byteLength(data)).toBeGreaterThan(INLINE_BODY_BYTES);
    const fine = await server.request('/api/history/upload-csv', {
      json: { data, userEmail: other.email },
      headers: { cookie: other.cookie },
    });
    expect(fine.status).toBe(200);
    expect(await bodyOf(fine)).toMatchObject({ inserted: 600 });
  });
});
