/** A source of uniform numbers in [0, 1); the simulator's only source of chance. */
export type Random = () => number;

/**
 * Folds any finite number (Date.now() included, which is wider than 32 bits) into a 32-bit
 * seed, mixing the high part in so that nearby seeds still give unrelated streams.
 */
export function seedToUint32(seed: number): number {
  if (!Number.isFinite(seed)) throw new RangeError(`the simulator seed must be finite: ${seed}`);
  const whole = Math.trunc(seed);
  const low = whole >>> 0;
  const high = Math.floor(whole / 2 ** 32) >>> 0;
  // splitmix32-style finaliser.
  let h = (low ^ Math.imul(high, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad);
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
  return (h ^ (h >>> 15)) >>> 0;
}

/** mulberry32: small, fast and plenty for a demo feed (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seedToUint32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('cannot pick from an empty list');
  return item;
}

/** Picks by weight; weights need not add up to 1. */
export function pickWeighted<T>(random: Random, items: readonly { item: T; weight: number }[]): T {
  const total = items.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = random() * total;
  for (const entry of items) {
    roll -= entry.weight;
    if (roll < 0) return entry.item;
  }
  const last = items.at(-1);
  if (last === undefined) throw new RangeError('cannot pick from an empty list');
  return last.item;
}
