import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { pgProxy, throughProxy } from '../test/pg-proxy.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { openDatabase } from './connection.ts';

const TIMEOUT_MS = 300;

describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'PostgreSQL too slow to answer',
  () => {
    let server: TestServer;
    let proxy: ReturnType<typeof pgProxy>;
    let user: RegisteredUser;
    const bets = () =>
      server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
        headers: { cookie: user.cookie },
      });

    beforeAll(async () => {
      const postgres = new URL(inject('postgresServerUrl') ?? '');
      proxy = pgProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      const port = await proxy.listen();
      server = await startTestServer({
        connect: (database) =>
          openDatabase(
            { dialect: 'postgres', url: throughProxy(database.url, port) },
            { statementTimeoutMs: TIMEOUT_MS },
          ),
      });
      user = await registerUser(server);
      expect((await bets()).status).toBe(200);
    });
    afterAll(async () => {
      await server.close();
      await proxy.close();
    });

    it('answers 503 with Retry-After when a lock holds the statement past the timeout', async () => {
      // Another session (a long migration, an administrator) holds the tables a read needs.
      const other = new pg.Client({ connectionString: server.database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('lock table sessions, users, bets in access exclusive mode');
        const res = await bets();
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await bodyOf(res)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      } finally {
        await other.query('rollback');
        await other.end();
      }
      expect((await bets()).status).toBe(200);
    });

    // A frozen server with its connections open: SIGSTOP, a host that hangs.
    it('answers 503 with Retry-After when the server answers nothing at all', async () => {
      // Every byte held: the server can cancel nothing now, only the client's own wait ends
      // the request.
      proxy.hold();
      try {
        const res = await bets();
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await bodyOf(res)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      } finally {
        proxy.release();
      }
    });
  },
);
