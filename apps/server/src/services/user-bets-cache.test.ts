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

describe('UserBetsCache.getOrBuild', () => {
  /** A build that waits until released, counting how often it ran. */
  const gatedBuild = () => {
    let release: (json: Buffer) => void = () => undefined;
    let fail: (err: Error) => void = () => undefined;
    const gate = new Promise<Buffer>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    const build = { runs: 0, release, fail, fn: () => ((build.runs += 1), gate) };
    return build;
  };

  it('builds once for reads of one version that arrive together', async () => {
    const cache = new UserBetsCache(1000);
    const build = gatedBuild();
    const reads = Array.from({ length: 20 }, () => cache.getOrBuild(7, 2, build.fn));
    build.release(bytes(10));
    const answers = await Promise.all(reads);
    expect(build.runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // Cached now: a later read builds nothing.
    await cache.getOrBuild(7, 2, () => Promise.reject(new Error('not called')));
    expect(build.runs).toBe(1);
  });

  it('builds apart for another version or another user', async () => {
    const cache = new UserBetsCache(1000);
    let runs = 0;
    const build = () => ((runs += 1), Promise.resolve(bytes(10)));
    await Promise.all([
      cache.getOrBuild(7, 2, build),
      cache.getOrBuild(7, 3, build),
      cache.getOrBuild(8, 2, build),
    ]);
    expect(runs).toBe(3);
  });

  it('forgets a failed build, so the next read tries again', async () => {
    const cache = new UserBetsCache(1000);
    const failing = gatedBuild();
    const first = cache.getOrBuild(7, 2, failing.fn);
    const second = cache.getOrBuild(7, 2, failing.fn);
    failing.fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(failing.runs).toBe(1);
    const answer = await cache.getOrBuild(7, 2, () => Promise.resolve(bytes(5)));
    expect(answer.json.length).toBe(5);
  });
});
