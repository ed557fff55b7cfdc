import type { FeedEvent } from '@stakelab/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createLiveEventsHub } from './live-events-hub.ts';
import { createSimulatorProvider } from './simulator-provider.ts';

const HOUR_MS = 3_600_000;
const START = Date.parse('2026-11-29T17:00:00.000Z');

describeWithDatabase(`the simulator feed sped up through the hub on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('hands over each kick-off with its closing price: the last pre-match price the feed held', async () => {
    // The tests' clock drives the simulator: 60× speed, one poll every 5 real seconds (5
    // simulated minutes, one pre-match price step), no timers.
    let nowMs = START;
    const kicks: { events: readonly FeedEvent[]; at: Date }[] = [];
    const hub = createLiveEventsHub({
      db: database.db,
      log: Fastify().log,
      provider: createSimulatorProvider({
        seed: 36,
        speed: 60,
        counts: { football: 2, tennis: 1, basketball: 1 },
      }),
      pollMs: HOUR_MS,
      watchMs: HOUR_MS,
      now: () => new Date(nowMs),
      onKickOff: async (events, at) => {
        kicks.push({ events, at });
      },
    });
    const checked: string[] = [];
    try {
      for (let round = 0; round < 400 && checked.length < 3; round++) {
        const before = await hub.current();
        await hub.ingest();
        for (const { events } of kicks.splice(0)) {
          for (const event of events) {
            const announced = before.feed.find((e) => e.RowId === event.RowId);
            expect(announced?.State).toBe('upcoming');
            const closing = event.PreMatchPrices.at(-1);
            expect([
              closing?.Outcome1_Odds,
              closing?.OutcomeX_Odds,
              closing?.Outcome2_Odds,
            ]).toEqual([
              announced?.Outcome1_Odds,
              announced?.OutcomeX_Odds,
              announced?.Outcome2_Odds,
            ]);
            checked.push(event.RowId);
          }
        }
        nowMs += 5_000;
      }
      expect(checked.length).toBeGreaterThanOrEqual(3);
      const { feed } = await hub.current();
      // Each slot: one match in play, the next announced; finished ones kept with their score.
      expect(feed.filter((e) => e.State === 'live')).toHaveLength(4);
      expect(feed.filter((e) => e.State === 'upcoming')).toHaveLength(4);
      const finished = feed.filter((e) => e.State === 'finished');
      expect(finished.length).toBeGreaterThan(0);
      for (const event of finished) expect(event.LiveScoreHome).not.toBeNull();
      // Pre-match prices stay bounded however long an event was announced.
      for (const event of feed) expect(event.PreMatchPrices.length).toBeLessThanOrEqual(12);
    } finally {
      await hub.stop();
    }
  });
});
