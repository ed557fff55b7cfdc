import { createLiveSimulator, type LiveSimulator, type LiveSimulatorCounts } from '@stakelab/core';
import type { LiveFeedProvider } from './live-feed.ts';

export interface SimulatorProviderOptions {
  /** Fixes the feed (same seed → same matches at the same times); default Date.now() at creation. */
  seed?: number;
  /** Simulated seconds per real second; default 1 (a football match lasts ~110 minutes). */
  speed?: number;
  counts?: Partial<LiveSimulatorCounts>;
}

export interface SimulatorProvider extends LiveFeedProvider {
  /** The seed in use, worth logging: it replays the same feed. */
  readonly seed: number;
}

/**
 * The demo live feed (LIVE_FEED=simulator): realistic in-play football, tennis and basketball
 * from the deterministic core simulator, with each slot's next match announced and its last
 * one finished (`feedEvents`). The simulation starts at the first call, with matches already
 * under way.
 */
export function createSimulatorProvider(options: SimulatorProviderOptions = {}): SimulatorProvider {
  const seed = options.seed ?? Date.now();
  let simulator: LiveSimulator | null = null;
  const at = (now: Date) =>
    (simulator ??= createLiveSimulator({
      seed,
      start: now,
      speed: options.speed,
      counts: options.counts,
    }));
  return {
    name: 'simulator',
    seed,
    async currentEvents(now: Date) {
      return at(now).advance(now);
    },
    async feedEvents(now: Date) {
      return at(now).feed(now);
    },
  };
}
