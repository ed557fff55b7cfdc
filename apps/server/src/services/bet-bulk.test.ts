import { describe, expect, it } from 'vitest';
import { bulkTagged } from './bet-bulk.ts';

describe('bulkTagged', () => {
  it('removes case-insensitively, then adds what the bet has in no spelling', () => {
    // [Value, live] − "LIVE" = [Value]; + "value" (already there as Value) + "late" = [Value, late].
    expect(bulkTagged(['Value', 'live'], ['value', 'late'], ['LIVE'])).toEqual(['Value', 'late']);
  });

  it('does not add a tag it removes in the same request', () => {
    expect(bulkTagged(['a'], ['b'], ['B'])).toEqual(['a']);
  });

  it('keeps at most 20 tags: the bet own first', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    // 20 kept + 1 added = 21 → the first 20, the bet's own.
    expect(bulkTagged(twenty, ['new'], [])).toEqual(twenty);
    // One removed makes room: t1…t19 and "new".
    expect(bulkTagged(twenty, ['new'], ['t0'])).toEqual([...twenty.slice(1), 'new']);
  });
});
