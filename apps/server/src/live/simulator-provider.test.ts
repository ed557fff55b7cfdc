import { liveEventListSchema } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { createSimulatorProvider } from './simulator-provider.ts';

const T0 = new Date('2026-05-03T18:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('createSimulatorProvider', () => {
  it('serves a full, valid simulated feed that moves on with time', async () => {
    const provider = createSimulatorProvider({ seed: 123, speed: 60 });
    expect(provider.name).toBe('simulator');
    expect(provider.seed).toBe(123);
    const first = liveEventListSchema.parse(await provider.currentEvents(T0));
    expect(first).toHaveLength(14);
    expect(new Set(first.map((e) => e.Sport))).toEqual(
      new Set(['FOOTBALL', 'TENNIS', 'BASKETBALL']),
    );
    // Ten real minutes at 60× are ten simulated hours: every first match has been replaced.
    const next = await provider.currentEvents(later(600));
    expect(next).toHaveLength(14);
    const firstIds = new Set(first.map((e) => e.RowId));
    expect(next.some((e) => firstIds.has(e.RowId))).toBe(false);
  });

  it('replays the same feed for the same seed, starting at the first poll', async () => {
    const a = createSimulatorProvider({ seed: 7 });
    const b = createSimulatorProvider({ seed: 7 });
    expect(await a.currentEvents(T0)).toEqual(await b.currentEvents(T0));
    expect(await a.currentEvents(later(30))).toEqual(await b.currentEvents(later(30)));
  });

  it('takes its seed from the clock when none is given', () => {
    const before = Date.now();
    const { seed } = createSimulatorProvider();
    expect(seed).toBeGreaterThanOrEqual(before);
    expect(seed).toBeLessThanOrEqual(Date.now());
  });

  it('honours the counts and rejects a bad speed on the first poll', async () => {
    const small = createSimulatorProvider({
      seed: 1,
      counts: { football: 2, tennis: 0, basketball: 1 },
    });
    expect(await small.currentEvents(T0)).toHaveLength(3);
    await expect(createSimulatorProvider({ speed: -1 }).currentEvents(T0)).rejects.toThrow(/speed/);
  });
});
