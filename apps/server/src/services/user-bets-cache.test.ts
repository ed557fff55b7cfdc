import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UserBetsCache } from './user-bets-cache.ts';

const bytes = (n: number) => Buffer.alloc(n, 'a');

describe('UserBetsCache', () => {
  it('answers only for the version it holds', () => {
    const cache = new UserBetsCache(1000);
    cache.set(1, 3, bytes(10));
    expect(cache.get(1, 3)?.json.length).toBe(10);
    expect(cache.get(1, 4)).toBeUndefined();
    expect(cache.get(2, 3)).toBeUndefined();
  });

  it('replaces a user’s older version and drops the least recently used past the limit', () => {
    const cache = new UserBetsCache(300);
    cache.set(1, 1, bytes(100));
    cache.set(1, 2, bytes(100));
    expect(cache.size).toBe(1);
    cache.set(2, 1, bytes(100));
    cache.get(1, 2); // user 1 is now the most recent
    cache.set(3, 1, bytes(100));
    cache.set(4, 1, bytes(100));
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 2)).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('does not keep an answer larger than half its memory, but still returns it', async () => {
    const cache = new UserBetsCache(100);
    const answer = cache.set(1, 1, Buffer.from('{"success":true,"bets":[]}'.padEnd(60)));
    expect(cache.size).toBe(0);
    expect(zlib.gunzipSync(await answer.gzipped()).toString()).toBe(answer.json.toString());
  });
});
