import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { createImportPool, INLINE_BODY_BYTES } from '../services/import-pool.ts';

// A StakeLab CSV export of one settled bet (docs/formats.md): what each upload imports.
const ONE_BET_CSV = [
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections',
  'POOL000001,manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,,,,,[]',
].join('\n');

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describeWithDatabase(`import worker pool on ${testDialect}`, () => {
  let server: TestServer;
  // Parses wait here (in front of the real worker) until a test lets them through.
  let held = gate();
  let arrived = gate();
  beforeAll(async () => {
    server = await startTestServer({
      // One thread and no queue: a second parse while one runs finds the pool full.
      importPool: createImportPool({
        threads: 1,
        queueLimit: 0,
        run: async (task, viaWorker) => {
          arrived.open();
          await held.opened;
          return viaWorker(task);
        },
      }),
    });
  });
  afterAll(() => server.close());

  const upload = (user: RegisteredUser, data = ONE_BET_CSV) =>
    server.request('/api/history/upload-csv', {
      json: { data, userEmail: user.email },
      headers: { cookie: user.cookie },
    });

  it('one import per user at a time: a second is 409, the first completes', async () => {
    held = gate();
    arrived = gate();
    const user = await registerUser(server);
    const first = upload(user);
    await arrived.opened;
    const second = await upload(user);
    expect(second.status).toBe(409);
    expect(await bodyOf(second)).toMatchObject({ code: 'IMPORT_IN_PROGRESS' });
    held.open();
    const done = await first;
    expect(done.status).toBe(200);
    expect(await bodyOf(done)).toMatchObject({ inserted: 1 });
    // Once it is over the user can import again (the same bet: already there).
    expect(await bodyOf(await upload(user))).toMatchObject({ inserted: 0, skipped: 1 });
  });

  it("a full pool answers another user's import 503 with Retry-After", async () => {
    held = gate();
    arrived = gate();
    const busy = await registerUser(server);
    const other = await registerUser(server);
    const first = upload(busy);
    await arrived.opened;
    const refused = await upload(other);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await bodyOf(refused)).toMatchObject({ code: 'IMPORTS_BUSY' });
    held.open();
    expect((await first).status).toBe(200);
    expect((await upload(other)).status).toBe(200);
  });

  it('a refusal in the worker comes back as the importer said it', async () => {
    held.open();
    const user = await registerUser(server);
    const res = await upload(user, `Bet ID\n"${'x'.repeat(10_001)}"`);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'import.cellTooLong',
      params: { row: 2, max: 10_000 },
    });
  });

  it('reads a body on either side of the inline limit alike: every bet, with its amounts', async () => {
    held.open();
    // n settled bets at 2.50, stake n € each, won: net = 1.5 × stake (hand-worked per row).
    const csvOf = (count: number) =>
      [
        ONE_BET_CSV.split('\n')[0],
        ...Array.from({ length: count }, (_, i) => {
          const stake = i + 1;
          const ret = (stake * 2.5).toFixed(2);
          const net = (stake * 1.5).toFixed(2);
          const id = `SIZE${String(count).padStart(4, '0')}${String(i).padStart(5, '0')}`;
          return `${id},manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla ${'·'.repeat(40)},2.5,WON,${stake}.00,${ret},${net},,,,,[]`;
        }),
      ].join('\n');
    for (const count of [5, 600]) {
      const data = csvOf(count);
      const bytes = Buffer.byteLength(JSON.stringify({ data, userEmail: 'x' }));
      // 5 bets are read on the event loop, 600 by a worker thread (moved back, not copied).
      expect(bytes < INLINE_BODY_BYTES).toBe(count === 5);
      const user = await registerUser(server);
      const res = await upload(user, data);
      expect(res.status).toBe(200);
      expect(await bodyOf(res)).toMatchObject({ inserted: count });
      const list = await server.request(
        `/api/history/user-bets?email=${encodeURIComponent(user.email)}`,
        { headers: { cookie: user.cookie } },
      );
      const { bets } = (await bodyOf(list)) as { bets: { Stake: number; NetReturn: number }[] };
      expect(bets).toHaveLength(count);
      // Stakes 1 … n sum to n(n+1)/2; nets are 1.5 times that.
      const stakes = bets.reduce((sum, bet) => sum + bet.Stake, 0);
      const nets = bets.reduce((sum, bet) => sum + bet.NetReturn, 0);
      expect(stakes).toBe((count * (count + 1)) / 2);
      expect(nets).toBeCloseTo((1.5 * count * (count + 1)) / 2, 6);
    }
  });
});

/** Resolves once `check` holds (a thread starts in tens of ms, more on a busy machine). */
async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 20_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithDatabase.each([false, true])(
  `import threads' heap cap on ${testDialect} (a spare thread: %s)`,
  (spareThread) => {
    let server: TestServer;
    beforeAll(async () => {
      // A thread of 48 MB: room for a page of bets, not for 60,000.
      server = await startTestServer({
        importPool: createImportPool({ threadHeapMb: 48, spareThread }),
      });
    });
    afterAll(() => server.close());

    const rowsCsv = (count: number) =>
      [
        ONE_BET_CSV.split('\n')[0],
        ...Array.from(
          { length: count },
          (_, i) =>
            `CAP${String(i).padStart(7, '0')},manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,,,,,[]`,
        ),
      ].join('\n');

    it('refuses an upload that outgrows the thread with 413, and the next one goes through', async () => {
      const user = await registerUser(server);
      const upload = (data: string) =>
        server.request('/api/history/upload-csv', {
          json: { data, userEmail: user.email },
          headers: { cookie: user.cookie },
        });
      const tooLarge = await upload(rowsCsv(60_000));
      expect(tooLarge.status).toBe(413);
      expect(await bodyOf(tooLarge)).toMatchObject({ code: 'IMPORT_TOO_LARGE' });
      // A new thread reads a 600-row file (over the inline limit) in the same heap.
      const fine = await upload(rowsCsv(600));
      expect(fine.status).toBe(200);
      expect(await bodyOf(fine)).toMatchObject({ inserted: 600 });
    });
  },
);

describeWithDatabase(`a spare import thread on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ importPool: createImportPool({ spareThread: true }) });
  });
  afterAll(() => server.close());

  it('starts with the first large upload, then keeps a fresh one waiting after each', async () => {
    const pool = server.app.importPool;
    const user = await registerUser(server);
    const upload = async (prefix: string) => {
      const data = [
        ONE_BET_CSV.split('\n')[0],
        ...Array.from(
          { length: 600 },
          (_, i) =>
            `${prefix}${String(i).padStart(5, '0')},manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,,,,,[]`,
        ),
      ].join('\n');
      const res = await server.request('/api/history/upload-csv', {
        json: { data, userEmail: user.email },
        headers: { cookie: user.cookie },
      });
      expect(await bodyOf(res)).toMatchObject({ inserted: 600 });
    };
    // A small upload is read on the event loop: no thread for it, none kept.
    expect((await upload1(server, user)).status).toBe(200);
    expect(pool.threadIds()).toEqual([]);

    await upload('SPAREA');
    await eventually(() => pool.threadIds().length === 1);
    const [waiting] = pool.threadIds();
    await upload('SPAREB');
    // The thread that read the file (and grew its heap for it) is gone; a fresh one waits.
    await eventually(() => pool.threadIds().length === 1 && pool.threadIds()[0] !== waiting);
  });
});

/** One bet, a body far under the inline limit. */
const upload1 = (server: TestServer, user: RegisteredUser) =>
  server.request('/api/history/upload-csv', {
    json: { data: ONE_BET_CSV, userEmail: user.email },
    headers: { cookie: user.cookie },
  });
