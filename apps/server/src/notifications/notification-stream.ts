import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  lastNotificationId,
  unreadCount,
  usersNotifiedAfter,
} from '../repositories/notifications.ts';

const HEARTBEAT_MS = 15_000;
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * The bell's per-user event stream: each open stream gets `event: unread` with the user's
 * count when it opens and whenever it changes. The live events' stream (routes/live-events.ts)
 * sends one message to everyone; this one is per user, so it has its own endpoint. News comes
 * from this process's fan-out at once (changed()), and from any process through a watch of the
 * notifications table's newest id (every `watchMs`, only while streams are open).
 */
export function createNotificationStream(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  watchMs = 1000,
) {
  const streams = new Map<number, Set<ServerResponse>>();
  let lastSeen = -1;
  let timers: NodeJS.Timeout[] = [];
  let watching: Promise<void> | null = null;

  async function sendCount(userId: number) {
    const open = streams.get(userId);
    if (!open || open.size === 0) return;
    const message = `event: unread\ndata: ${JSON.stringify({ unread: await unreadCount(db, userId) })}\n\n`;
    for (const res of open) {
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
      else res.write(message);
    }
  }

  async function watch() {
    if (streams.size === 0) return;
    if (lastSeen < 0) {
      lastSeen = await lastNotificationId(db);
      return;
    }
    const { userIds, lastId } = await usersNotifiedAfter(db, lastSeen);
    lastSeen = lastId;
    await Promise.all(userIds.filter((id) => streams.has(id)).map(sendCount));
  }

  return {
    /** Opens a stream on a hijacked reply for this user. */
    async open(userId: number, res: ServerResponse) {
      if (lastSeen < 0) lastSeen = await lastNotificationId(db);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write('retry: 3000\n\n');
      let open = streams.get(userId);
      if (!open) streams.set(userId, (open = new Set()));
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (open.size === 0) streams.delete(userId);
      });
      await sendCount(userId);
    },
    /** These users' counts moved (a fan-out, a read): their open streams hear it now. */
    changed(userIds: readonly number[]) {
      for (const id of new Set(userIds)) {
        if (streams.has(id)) {
          sendCount(id).catch((err: unknown) =>
            log.warn({ err }, 'notification stream: count failed'),
          );
        }
      }
    },
    start() {
      timers.push(
        setInterval(() => {
          watching ??= watch()
            .catch((err: unknown) => log.warn({ err }, 'notification stream: watch failed'))
            .finally(() => (watching = null));
        }, watchMs),
        setInterval(() => {
          for (const open of streams.values()) for (const res of open) res.write(': heartbeat\n\n');
        }, HEARTBEAT_MS),
      );
      for (const t of timers) t.unref();
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers = [];
      await watching;
      for (const open of streams.values()) {
        for (const res of open) {
          const socket = res.socket;
          res.end(() => socket?.end());
        }
      }
      streams.clear();
    },
  };
}
export type NotificationStream = ReturnType<typeof createNotificationStream>;
