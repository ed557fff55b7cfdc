import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonOf, type CachedJson } from '../http/cached-json.ts';
import type { BetViewJson } from './bet-views-json.ts';
import { BetHistorySnapshots, type BetHistorySource } from './bet-history-snapshots.ts';

const HEAD = '{"success":true,"bets":';
const view = (id: number, text = `v${id}`): BetViewJson => ({
  id,
  view: `{"Id":${id},"t":"${text}"}`,
});

/** A user's bets in memory, counting the source's calls; `failNext` makes one read reject. */
function fakeSource() {
  const state = {
    bets: new Map<number, { text: string; seq: number; placed: number }>(),
    deleted: new Map<number, number>(),
    calls: [] as string[],
    failNext: false,
  };
  const source: BetHistorySource = {
    async all() {
      state.calls.push('all');
      if (state.failNext) {
        state.failNext = false;
        throw new Error('database away');
      }
      return [...state.bets].map(([id, b]) => view(id, b.text));
    },
    async changedAfter(_user, version) {
      state.calls.push(`changedAfter ${version}`);
      return [...state.bets].filter(([, b]) => b.seq > version).map(([id, b]) => view(id, b.text));
    },
    async deletedAfter(_user, version) {
      state.calls.push(`deletedAfter ${version}`);
      return [...state.deleted].filter(([, seq]) => seq > version).map(([id]) => id);
    },
    async idsNewestFirst() {
      state.calls.push('idsNewestFirst');
      return [...state.bets]
        .sort(([a, x], [b, y]) => y.placed - x.placed || b - a)
        .map(([id]) => id);
    },
  };
  const put = (id: number, text: string, seq: number, placed = id) =>
    state.bets.set(id, { text, seq, placed });
  const remove = (id: number, seq: number) => {
    state.bets.delete(id);
    state.deleted.set(id, seq);
  };
  return { state, source, put, remove };
}

const textOf = (snapshot: { answer(head: string): CachedJson }) =>
  jsonOf(snapshot.answer(HEAD)).toString();

describe('BetHistorySnapshots', () => {
  it('reads every bet the first time and lists them newest first', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 1, 10);
    put(2, 'b', 1, 30);
    put(3, 'c', 1, 20);
    const snapshots = new BetHistorySnapshots(10_000, source);
    const snapshot = await snapshots.at(7, { version: 1, floor: 0 });
    expect(state.calls.sort()).toEqual(['all', 'idsNewestFirst']);
    expect(textOf(snapshot)).toBe(
      '{"success":true,"bets":[{"Id":2,"t":"b"},{"Id":3,"t":"c"},{"Id":1,"t":"a"}]}',
    );
    const gzipped = await snapshot.answer(HEAD).gzipped();
    expect(zlib.gunzipSync(gzipped).toString()).toBe(textOf(snapshot));
    expect(await snapshot.answer(HEAD).gzipped()).toBe(gzipped);
    expect(jsonOf(snapshot.answer('{"full":true,"bets":')).toString()).toBe(
      '{"full":true,"bets":[{"Id":2,"t":"b"},{"Id":3,"t":"c"},{"Id":1,"t":"a"}]}',
    );
  });

  it('answers every request from the same blocks of the history, never a copy', async () => {
    const { source, put } = fakeSource();
    // 3,000 bets of ~1 KB: three blocks of about 1 MB, not 6,000 parts.
    for (let id = 1; id <= 3_000; id += 1) put(id, 'x'.repeat(1_000), 1);
    const snapshot = await new BetHistorySnapshots(1e9, source).at(7, { version: 1, floor: 0 });
    const parts = snapshot.answer(HEAD).parts;
    expect(parts.length).toBe(7);
    const blocks = parts.filter((part) => part.length > 100_000);
    expect(blocks).toHaveLength(3);
    // The same Buffers for another request, and under another head.
    expect(snapshot.answer(HEAD).parts).toBe(parts);
    const other = snapshot.answer('{"full":true,"bets":').parts;
    expect(other.map((part, i) => part === parts[i])).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    // Each bet's text is a view of a block, not a copy of its own.
    expect(snapshot.views[0]?.buffer === blocks[0]?.buffer).toBe(true);
    const { bets } = JSON.parse(jsonOf(snapshot.answer(HEAD)).toString()) as { bets: unknown[] };
    expect(bets).toHaveLength(3_000);
    expect(bets[0]).toEqual({ Id: 3_000, t: 'x'.repeat(1_000) });
  });

  it('answers an empty history with an empty list', async () => {
    const { source } = fakeSource();
    const snapshot = await new BetHistorySnapshots(10_000, source).at(7, { version: 0, floor: 0 });
    expect(textOf(snapshot)).toBe('{"success":true,"bets":[]}');
  });

  it('brings a held history up to date from what changed since its version', async () => {
    const { source, put, remove, state } = fakeSource();
    put(1, 'a', 1);
    put(2, 'b', 1);
    put(3, 'c', 1);
    const snapshots = new BetHistorySnapshots(10_000, source);
    await snapshots.at(7, { version: 1, floor: 0 });
    state.calls = [];
    put(1, 'a moved to the top', 2, 99);
    remove(2, 3);
    put(4, 'new', 4);
    const snapshot = await snapshots.at(7, { version: 4, floor: 0 });
    expect(state.calls.sort()).toEqual(['changedAfter 1', 'deletedAfter 1', 'idsNewestFirst']);
    expect(snapshot.version).toBe(4);
    expect(snapshot.ids).toEqual([1, 4, 3]);
    expect(textOf(snapshot)).toBe(
      '{"success":true,"bets":[{"Id":1,"t":"a moved to the top"},{"Id":4,"t":"new"},{"Id":3,"t":"c"}]}',
    );
  });

  it('leaves out a bet listed in the order but written after the reads began', async () => {
    const { source, put } = fakeSource();
    put(1, 'a', 1);
    const snapshots = new BetHistorySnapshots(10_000, source);
    await snapshots.at(7, { version: 1, floor: 0 });
    // Bet 2 commits at version 3 after the changes read of version 2, before the order read.
    put(2, 'b', 3);
    const changedAfter = source.changedAfter;
    source.changedAfter = async () => [];
    const snapshot = await snapshots.at(7, { version: 2, floor: 0 });
    expect(snapshot.ids).toEqual([1]);
    source.changedAfter = changedAfter;
    expect((await snapshots.at(7, { version: 3, floor: 0 })).ids).toEqual([2, 1]);
  });

  it('reads everything again when deletions since its version were pruned', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 1);
    const snapshots = new BetHistorySnapshots(10_000, source);
    await snapshots.at(7, { version: 1, floor: 0 });
    state.calls = [];
    put(2, 'b', 5);
    await snapshots.at(7, { version: 5, floor: 3 });
    expect(state.calls.sort()).toEqual(['all', 'idsNewestFirst']);
  });

  it('serves the held history without reading when it is as new as asked', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 4);
    const snapshots = new BetHistorySnapshots(10_000, source);
    const held = await snapshots.at(7, { version: 4, floor: 0 });
    state.calls = [];
    expect(await snapshots.at(7, { version: 4, floor: 0 })).toBe(held);
    expect(await snapshots.at(7, { version: 3, floor: 0 })).toBe(held);
    expect(state.calls).toEqual([]);
  });

  it('takes a history from other threads in slices, gzipped as they come', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 1, 10);
    put(2, 'b', 1, 30);
    put(3, 'c', 1, 20);
    const texts = ['{"Id":2,"t":"b"}', '{"Id":3,"t":"c"}', '{"Id":1,"t":"a"}'];
    source.joined = async (_user, onSlice) => {
      state.calls.push('joined');
      onSlice({
        ids: [2, 3],
        body: Buffer.from(`${texts[0]},${texts[1]}`),
        ends: new Uint32Array([16, 33]),
      });
      onSlice({ ids: [1], body: Buffer.from(texts[2] ?? ''), ends: new Uint32Array([16]) });
      return true;
    };
    const snapshot = await new BetHistorySnapshots(10_000, source).at(
      7,
      { version: 1, floor: 0 },
      () => HEAD,
    );
    expect(state.calls).toEqual(['joined']);
    const text = `${HEAD}[${texts.join(',')}]}`;
    expect(textOf(snapshot)).toBe(text);
    expect(zlib.gunzipSync(await snapshot.answer(HEAD).gzipped()).toString()).toBe(text);
    expect(snapshot.ids).toEqual([2, 3, 1]);
    expect(snapshot.views.map((view) => view.toString())).toEqual(texts);
  });

  it('reads a history itself when the other threads fail midway', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 1, 10);
    put(2, 'b', 1, 30);
    source.joined = async (_user, onSlice) => {
      onSlice({ ids: [2], body: Buffer.from('{"Id":2,"t":"b"}'), ends: new Uint32Array([16]) });
      throw new Error('thread gone');
    };
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const snapshot = await new BetHistorySnapshots(10_000, source).at(
        7,
        { version: 1, floor: 0 },
        () => HEAD,
      );
      const text = '{"success":true,"bets":[{"Id":2,"t":"b"},{"Id":1,"t":"a"}]}';
      expect(textOf(snapshot)).toBe(text);
      expect(zlib.gunzipSync(await snapshot.answer(HEAD).gzipped()).toString()).toBe(text);
      expect(state.calls.sort()).toEqual(['all', 'idsNewestFirst']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.join()).toContain('thread gone');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('shares one read between requests that arrive together, and forgets a failed one', async () => {
    const { source, put, state } = fakeSource();
    put(1, 'a', 1);
    const snapshots = new BetHistorySnapshots(10_000, source);
    const [a, b] = await Promise.all([
      snapshots.at(7, { version: 1, floor: 0 }),
      snapshots.at(7, { version: 1, floor: 0 }),
    ]);
    expect(a).toBe(b);
    expect(state.calls.filter((c) => c === 'all')).toHaveLength(1);

    state.failNext = true;
    await expect(snapshots.at(8, { version: 1, floor: 0 })).rejects.toThrow('database away');
    expect((await snapshots.at(8, { version: 1, floor: 0 })).ids).toEqual([1]);
  });

  it('drops the least recently read users past its memory, and keeps no history over half', async () => {
    const { source, put } = fakeSource();
    // Each history is one bet of 17 bytes, {"Id":1,"t":"ab"}: two fit in 40, not three.
    put(1, 'ab', 1);
    const snapshots = new BetHistorySnapshots(40, source);
    await snapshots.at(1, { version: 1, floor: 0 });
    await snapshots.at(2, { version: 1, floor: 0 });
    expect(snapshots.size).toBe(2);
    await snapshots.at(1, { version: 1, floor: 0 }); // user 1 is now the most recent
    await snapshots.at(3, { version: 1, floor: 0 });
    expect(snapshots.size).toBe(2);
    const calls = source.all;
    let reads = 0;
    source.all = async (userId) => ((reads += 1), calls(userId));
    await snapshots.at(1, { version: 1, floor: 0 });
    expect(reads).toBe(0);
    await snapshots.at(2, { version: 1, floor: 0 });
    expect(reads).toBe(1);

    put(1, 'a'.repeat(30), 2);
    const tooLarge = new BetHistorySnapshots(40, source);
    expect(textOf(await tooLarge.at(1, { version: 2, floor: 0 }))).toContain('a'.repeat(30));
    expect(tooLarge.size).toBe(0);
  });

  describe('a history too large to keep whole', () => {
    // One bet of 40 bytes, {"Id":1,"t":"aaa…"}: over half of 40, so never kept whole.
    const head = (version: number) => `{"version":${version},"bets":`;
    const large = () => {
      const fake = fakeSource();
      fake.put(1, 'a'.repeat(25), 1);
      let reads = 0;
      const all = fake.source.all;
      fake.source.all = async (userId) => ((reads += 1), all(userId));
      return { ...fake, reads: () => reads };
    };
    const gunzipped = async (answer: { gzipped(): Promise<Buffer> }) =>
      zlib.gunzipSync(await answer.gzipped()).toString();
    /** The gzip is kept once it is made, behind the answer (await it first). */
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const expected = (version: number, text: string) =>
      `{"version":${version},"bets":[{"Id":1,"t":"${text}"}]}`;
    /** A gzipped answer of `user`'s history at `version`, once its gzip has been kept. */
    const gzippedKept = async (snapshots: BetHistorySnapshots, user: number, version: number) => {
      const answer = await snapshots.answerAt(user, { version, floor: 0 }, head, true);
      await answer.gzipped();
      await settle();
      return answer;
    };

    it('keeps its gzipped answer alone and serves it at that version without reading again', async () => {
      const { source, reads } = large();
      const snapshots = new BetHistorySnapshots(40, source, 1_000);
      const first = await snapshots.answerAt(7, { version: 1, floor: 0 }, head, true);
      expect(await gunzipped(first)).toBe(expected(1, 'a'.repeat(25)));
      await settle();
      expect(snapshots.size).toBe(0);

      const again = await snapshots.answerAt(7, { version: 1, floor: 0 }, head, true);
      expect(await gunzipped(again)).toBe(expected(1, 'a'.repeat(25)));
      expect(jsonOf(again).toString()).toBe(expected(1, 'a'.repeat(25)));
      expect(reads()).toBe(1);
      // A client without gzip, another user: read, as before.
      const plain = await snapshots.answerAt(7, { version: 1, floor: 0 }, head, false);
      expect(jsonOf(plain).toString()).toBe(expected(1, 'a'.repeat(25)));
      await snapshots.answerAt(8, { version: 1, floor: 0 }, head, true);
      expect(reads()).toBe(3);
    });

    it('reads again after a change, and keeps the newer answer', async () => {
      const { source, put, reads } = large();
      const snapshots = new BetHistorySnapshots(40, source, 1_000);
      await gzippedKept(snapshots, 7, 1);
      put(1, 'b'.repeat(25), 2);
      const changed = await snapshots.answerAt(7, { version: 2, floor: 0 }, head, true);
      expect(await gunzipped(changed)).toBe(expected(2, 'b'.repeat(25)));
      await settle();
      const again = await snapshots.answerAt(7, { version: 2, floor: 0 }, head, true);
      expect(await gunzipped(again)).toBe(expected(2, 'b'.repeat(25)));
      expect(reads()).toBe(2);
    });

    it('keeps a history whole again once it fits', async () => {
      const { source, put, reads } = large();
      const snapshots = new BetHistorySnapshots(40, source, 1_000);
      await gzippedKept(snapshots, 7, 1);
      put(1, 'b', 2);
      const smaller = await snapshots.answerAt(7, { version: 2, floor: 0 }, head, true);
      expect(await gunzipped(smaller)).toBe(expected(2, 'b'));
      await settle();
      expect(snapshots.size).toBe(1);
      expect(reads()).toBe(2);
    });

    it('keeps the newer answer when an older read ends last', async () => {
      const { source, put, reads } = large();
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const all = source.all;
      let calls = 0;
      source.all = async (userId) => {
        calls += 1;
        if (calls === 1) await gate;
        return all(userId);
      };
      const snapshots = new BetHistorySnapshots(40, source, 1_000);
      const older = snapshots.answerAt(7, { version: 1, floor: 0 }, head, true);
      put(1, 'b'.repeat(25), 2);
      await gzippedKept(snapshots, 7, 2);
      release();
      await (await older).gzipped();
      await settle();
      expect(reads()).toBe(2);
      const again = await snapshots.answerAt(7, { version: 2, floor: 0 }, head, true);
      expect(await gunzipped(again)).toBe(expected(2, 'b'.repeat(25)));
      expect(reads()).toBe(2);
    });

    it('keeps nothing for a client without gzip, for another head, or over half its memory', async () => {
      const { source, reads } = large();
      const probe = new BetHistorySnapshots(40, source, 1_000);
      const size = (await (await probe.answerAt(1, { version: 1, floor: 0 }, head, true)).gzipped())
        .length;
      // A plain answer first: the gzipped one is read and made when first asked.
      const snapshots = new BetHistorySnapshots(40, source, 1_000);
      await (await snapshots.answerAt(7, { version: 1, floor: 0 }, head, false)).gzipped();
      await settle();
      await gzippedKept(snapshots, 7, 1);
      expect(reads()).toBe(3);
      // A client without gzip reads again, and leaves the kept answer as it was.
      await snapshots.answerAt(7, { version: 1, floor: 0 }, head, false);
      await settle();
      await snapshots.answerAt(7, { version: 1, floor: 0 }, head, true);
      expect(reads()).toBe(4);
      // Kept for this head only: another one's answer is its own.
      const other = (version: number) => `{"other":${version},"bets":`;
      const answer = await snapshots.answerAt(7, { version: 1, floor: 0 }, other, true);
      expect(await gunzipped(answer)).toBe(`{"other":1,"bets":[{"Id":1,"t":"${'a'.repeat(25)}"}]}`);
      expect(reads()).toBe(5);
      // An answer over half of the memory for them is not kept, nor with the default quarter
      // of 40 bytes.
      for (const tight of [
        new BetHistorySnapshots(40, source, size * 2 - 1),
        new BetHistorySnapshots(40, source),
      ]) {
        const before = reads();
        await gzippedKept(tight, 7, 1);
        await tight.answerAt(7, { version: 1, floor: 0 }, head, true);
        expect(reads()).toBe(before + 2);
      }
    });

    it('drops the least recently read gzipped answers past their own memory', async () => {
      const { source, reads } = large();
      const probe = new BetHistorySnapshots(40, source, 1_000);
      const size = (await (await probe.answerAt(1, { version: 1, floor: 0 }, head, true)).gzipped())
        .length;
      // Room for two answers, not three.
      const snapshots = new BetHistorySnapshots(40, source, size * 2);
      for (const user of [1, 2, 1, 3]) await gzippedKept(snapshots, user, 1);
      const before = reads();
      await snapshots.answerAt(1, { version: 1, floor: 0 }, head, true);
      await snapshots.answerAt(3, { version: 1, floor: 0 }, head, true);
      expect(reads()).toBe(before);
      await snapshots.answerAt(2, { version: 1, floor: 0 }, head, true);
      expect(reads()).toBe(before + 1);
    });
  });
});
