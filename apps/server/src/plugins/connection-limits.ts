import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Behind load balancers that keep idle connections ~60 s: Fastify's own default. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Fastify's time limits (it sets none by default: a body trickled one byte every 10 s was held
 * forever).
 * - requestTimeout: Node's limit on receiving a whole request, headers and body; an answer
 *   that takes long to send (a live-event stream, a whole history) is not bounded by it.
 * - headersTimeout: the headers' share of it, never longer than the whole.
 * - connectionTimeout: a socket silent this long is closed (a client that stops reading, a
 *   handler stuck); live streams write a heartbeat every 15 s, under the 30 s minimum.
 * - keepAliveTimeout: an idle kept-alive socket is closed after this, never after the
 *   silent-socket limit.
 * Node checks the first two every connectionsCheckingInterval (30 s by default): a quarter of
 * the request limit, so a short limit is kept to within a quarter.
 */
export function serverTimeouts(connections: Config['connections']) {
  const { requestTimeoutMs, idleTimeoutMs } = connections;
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, idleTimeoutMs),
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}

/**
 * At most `perIp` open sockets per remote address (0: no cap); more are destroyed as they
 * arrive, before a byte of theirs is read. One client could otherwise take every file
 * descriptor (990 trickling connections took a server with 1,024 off the network). Counted
 * by the socket's own peer address: X-Forwarded-For is not known yet, hence off behind a proxy
 * by default (config.ts).
 */
export function capConnectionsPerAddress(
  server: Server,
  perIp: number,
  log: FastifyBaseLogger,
): void {
  if (perIp <= 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const held = open.get(address) ?? 0;
    if (held >= perIp) {
      // Once per burst: an address hammering the cap must not flood the log too.
      if (!warned.has(address)) {
        warned.add(address);
        log.warn({ address, perIp }, 'connection refused: too many open from this address');
      }
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        warned.delete(address);
      }
    });
  });
}
