import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describe.skipIf(testDialect !== 'sqlite')('SQLite locked by another connection', () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const bet = {
    placedDate: '2026-05-04T10:00:00.000Z',
    sportName: 'Tennis',
    competitionName: 'ATP Madrid',
    eventDescription: 'Alcaraz v Sinner',
    originalOdds_decimal: 1.95,
    status: 'WON',
    stake: 12.55,
  };

  it('answers a write 503 with Retry-After while another holds the write lock, and saves it after', async () => {
    // A backup or `npm run admin` in another process: its transaction outlasts busy_timeout.
    const other = new SQLite(server.database.url);
    try {
      other.exec('begin immediate');
      const res = await historyClient(server).addBet(user, bet);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await bodyOf(res)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect(await historyClient(server).betsOf(user)).toEqual([]);
    expect((await historyClient(server).addBet(user, bet)).status).toBe(200);
    expect(await historyClient(server).betsOf(user)).toHaveLength(1);
  });
});
