import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** PostgreSQL's CommandComplete tag for a transaction's commit. */
const COMMIT_TAG = Buffer.from('COMMIT\0');

/**
 * A TCP proxy in front of the test PostgreSQL, for faults the shared server must never see:
 * `hold` stops every byte (a frozen host, SIGSTOP: connections stay open, TCP reports nothing);
 * `cutAfterCommit` lets the next commit's answer through and then drops every connection and
 * refuses new ones (the database gone right after a write was saved).
 */
export function pgProxy(target: { host: string; port: number }) {
  const pairs = new Set<[client: net.Socket, upstream: net.Socket]>();
  let refusing = false;
  let cutAfterCommit = false;
  const dropAll = () => pairs.forEach((pair) => pair.forEach((socket) => socket.destroy()));
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const close = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of pair) socket.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      if (cutAfterCommit && chunk.includes(COMMIT_TAG)) {
        cutAfterCommit = false;
        refusing = true;
        // Once the commit's answer is on its way to the app.
        client.end(dropAll);
      }
    });
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    hold: () => pairs.forEach((pair) => pair.forEach((socket) => socket.pause())),
    release: () => pairs.forEach((pair) => pair.forEach((socket) => socket.resume())),
    cutAfterCommit: () => {
      cutAfterCommit = true;
    },
    /** Takes connections again after a cut. */
    restore: () => {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

/** `url` (the test database) reached through the proxy on `port`. */
export function throughProxy(url: string, port: number): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return proxied.toString();
}
