import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { openDatabase } from './connection.ts';

/**
 * A TCP proxy in front of the test PostgreSQL: cutting it is, for the app, the database going
 * away (a restart, a network fault) without touching the shared server.
 */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    start: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          const close = () => {
            client.destroy();
            upstream.destroy();
          };
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', close);
            socket.on('close', () => {
              sockets.delete(socket);
              close();
            });
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server?.address() as AddressInfo).port;
          resolve();
        });
      }),
    /** Refuses new connections and drops the open ones. */
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

const through = (url: string, port: number) => {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return proxied.toString();
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'PostgreSQL going away',
  () => {
    let server: TestServer;
    let proxy: ReturnType<typeof tcpProxy>;
    let user: RegisteredUser;
    beforeAll(async () => {
      const postgres = new URL(inject('postgresServerUrl') ?? '');
      proxy = tcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      await proxy.start();
      server = await startTestServer({
        connect: (database) =>
          openDatabase({ dialect: 'postgres', url: through(database.url, proxy.port) }),
      });
      user = await registerUser(server);
    });
    afterAll(async () => {
      await proxy.stop();
      await server.close();
    });

    it('fails a transaction whose connection dies between statements, and the process lives', async () => {
      const database = openDatabase({
        dialect: 'postgres',
        url: through(server.database.url, proxy.port),
      });
      try {
        const attempt = database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          // The connection is checked out and idle: its socket closing is reported on the
          // client, where (without a listener) it would be an uncaught error.
          await proxy.stop();
          // Deliberately idle while the close is reported: that report is what is under test.
          await wait(300);
          await sql`select 1`.execute(trx);
        });
        await expect(attempt).rejects.toThrow();
      } finally {
        await database.destroy().catch(() => undefined);
        await proxy.start();
      }
    });

    it('answers 503 with Retry-After while it is away, and serves again once it is back', async () => {
      const bets = () =>
        server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        });
      expect((await bets()).status).toBe(200);

      await proxy.stop();
      const during = await bets();
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(await bodyOf(during)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect((await server.request('/api/health')).status).toBe(503);

      await proxy.start();
      // The pool opens new connections by itself: no restart of the app.
      expect((await bets()).status).toBe(200);
      expect((await server.request('/api/health')).status).toBe(200);
    });
  },
);
