import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// A long import holds its transaction for seconds: the health check and another user's
// history must not wait for it (on SQLite they read through a second connection).
describeWithDatabase(`reads beside a write in progress on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('health and user-bets answer while another transaction is open', async () => {
    const reader = await registerUser(server);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    // A write that stays open until the reads below have answered: if they waited for it,
    // neither would ever answer.
    const writing = server.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ first_name: 'Held' })
        .where('id', '=', reader.userId)
        .execute();
      began();
      await released;
    });
    await begun;
    try {
      const health = await server.request('/api/health');
      expect(health.status).toBe(200);
      const list = await server.request(
        `/api/history/user-bets?email=${encodeURIComponent(reader.email)}`,
        { headers: { cookie: reader.cookie } },
      );
      expect(list.status).toBe(200);
      expect(await bodyOf(list)).toEqual({ success: true, bets: [] });
    } finally {
      release();
      await writing;
    }
  });
});
