import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { openDatabase } from './connection.ts';

/**
 * A TCP proxy in front of the test PostgreSQL that can hold every byte: for the app, a database
 * that stalls (a frozen host, SIGSTOP) with its connections still open, which TCP never reports.
 */
function holdingProxy(target: { host: string; port: number }) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const close = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of pair) socket.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    /** Stops passing bytes either way on every connection, as a frozen server would. */
    hold: () => pairs.forEach((pair) => pair.forEach((socket) => socket.pause())),
    release: () => pairs.forEach((pair) => pair.forEach((socket) => socket.resume())),
    close: () =>
      new Promise<void>((resolve) => {
        pairs.forEach((pair) => pair.forEach((socket) => socket.destroy()));
        server.close(() => resolve());
      }),
  };
}

const TIMEOUT_MS = 300;

describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'PostgreSQL too slow to answer',
  () => {
    let server: TestServer;
    let proxy: ReturnType<typeof holdingProxy>;
    let user: RegisteredUser;
    const bets = () =>
      server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
        headers: { cookie: user.cookie },
      });

    beforeAll(async () => {
      const postgres = new URL(inject('postgresServerUrl') ?? '');
      proxy = holdingProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      const port = await proxy.listen();
      server = await startTestServer({
        connect: (database) => {
          const url = new URL(database.url);
          url.hostname = '127.0.0.1';
          url.port = String(port);
          return openDatabase(
            { dialect: 'postgres', url: url.toString() },
            { statementTimeoutMs: TIMEOUT_MS },
          );
        },
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
