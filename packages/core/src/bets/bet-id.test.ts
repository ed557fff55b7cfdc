import { describe, expect, it } from 'vitest';
import { BET_ID_PATTERN, type FillRandom, newBetId } from './bet-id.ts';

/** A random source that hands out the given fills in turn, and counts them. */
function scripted(...fills: number[][]): FillRandom & { calls: number } {
  const source = Object.assign(
    (bytes: Uint8Array) => {
      const fill = fills[source.calls] ?? [];
      source.calls += 1;
      bytes.fill(0);
      bytes.set(fill.slice(0, bytes.length));
    },
    { calls: 0 },
  );
  return source;
}

describe('newBetId', () => {
  it('maps accepted bytes to A–Z0–9 (byte mod 36) and draws again for bytes 252–255', () => {
    // 0 → A, 35 → 9, 36 → A (36 − 36 = 0), 251 → 9 (251 − 6 × 36 = 35), 252 and 255 skipped,
    // 71 → 9 (71 − 36), then 1…5 → B…F: ten characters; the last bytes are not needed.
    const source = scripted([0, 35, 36, 251, 252, 255, 71, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(newBetId(source)).toBe('A9A99BCDEF');
    expect(source.calls).toBe(1);
  });

  it('asks for more bytes when a draw is all rejected', () => {
    const source = scripted(Array(16).fill(255), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(newBetId(source)).toBe('ABCDEFGHIJ');
    expect(source.calls).toBe(2);
  });

  it('gives every character exactly 7 of the 252 accepted byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      // A fill of one byte value: accepted → ten times its character; rejected → the next
      // fill (a 0, "A") is used, and the byte counts for nothing.
      const source = scripted(Array(16).fill(byte), Array(16).fill(0));
      const id = newBetId(source);
      expect(source.calls).toBe(byte < 252 ? 1 : 2);
      if (byte < 252) {
        expect(id).toBe((id[0] ?? '').repeat(10));
        counts.set(id[0] ?? '', (counts.get(id[0] ?? '') ?? 0) + 1);
      }
    }
    // 36 characters × 7 = 252
    expect(counts.size).toBe(36);
    expect([...counts.values()].every((count) => count === 7)).toBe(true);
  });

  it('makes different ids of the right shape from a real random source', () => {
    const fill: FillRandom = (bytes) => crypto.getRandomValues(bytes);
    const ids = new Set(Array.from({ length: 200 }, () => newBetId(fill)));
    for (const id of ids) expect(id).toMatch(BET_ID_PATTERN);
    expect(ids.size).toBe(200);
  });
});
