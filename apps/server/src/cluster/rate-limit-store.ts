import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store.ts';

/** What the plugin passes to child() at run time (its typings say route options). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over one of our counter stores (PostgreSQL): each route counts
 * under its method and URL, as the plugin's own stores do.
 */
export function rateLimitStoreOver(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore {
    constructor(private readonly prefix = 'rate:') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: RouteParams): CounterRateLimitStore {
      const { method = '', url = '' } = params.routeInfo ?? {};
      return new CounterRateLimitStore(`rate:${String(method)}${url}-`);
    }
  }
  return CounterRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
