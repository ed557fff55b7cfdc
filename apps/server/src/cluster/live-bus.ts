import type { Redis } from 'ioredis';

/**
 * Tells every server process at once that the live table has a new version, so each pushes it
 * to its own SSE clients without waiting for its next look at the table.
 */
export interface LiveBus {
  publish(version: number): Promise<void>;
  /** Calls `onVersion` for each version any process publishes; resolves once listening. */
  listen(onVersion: (version: number) => void): Promise<void>;
  close(): Promise<void>;
}

/** The bus over Redis pub/sub: a subscribed connection can do nothing else, so it has its own. */
export function redisLiveBus(redis: Redis, channel: string): LiveBus {
  let subscriber: Redis | undefined;
  return {
    async publish(version) {
      await redis.publish(channel, String(version));
    },
    async listen(onVersion) {
      if (!subscriber) {
        subscriber = redis.duplicate();
        // The same outage the main connection logs; without a listener ioredis prints each one.
        subscriber.on('error', () => undefined);
      }
      subscriber.on('message', (from: string, message: string) => {
        const version = Number(message);
        if (from === channel && Number.isInteger(version)) onVersion(version);
      });
      await subscriber.subscribe(channel);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
    },
  };
}
