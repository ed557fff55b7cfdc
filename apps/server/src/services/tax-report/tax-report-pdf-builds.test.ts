import { describe, expect, it } from 'vitest';
import { PdfBuildBusy, PdfBuildLimited, TaxReportPdfBuilds } from './tax-report-pdf-builds.ts';

/** A build the test finishes when it chooses, counting how often builds and checks ran. */
function controlledSteps(bytes: string) {
  let finish: (pdf: Buffer) => void = () => undefined;
  const counts = { checks: 0, builds: 0 };
  return {
    counts,
    finish: () => finish(Buffer.from(bytes)),
    steps: {
      beforeBuild: async () => {
        counts.checks += 1;
      },
      build: () => {
        counts.builds += 1;
        return new Promise<Buffer>((resolve) => (finish = resolve));
      },
    },
  };
}

/** Steps that build `bytes` at once. */
function instant(bytes: string, counts = { builds: 0 }) {
  return {
    beforeBuild: async () => undefined,
    build: async () => {
      counts.builds += 1;
      return Buffer.from(bytes);
    },
  };
}

/** Lets the pending promise callbacks run (no timer: a resolved promise's turn). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TaxReportPdfBuilds', () => {
  it('hands out the kept PDF while its key is unchanged, and builds again when it changes', async () => {
    const builds = new TaxReportPdfBuilds();
    const counts = { builds: 0 };
    expect((await builds.get(1, 'v1', instant('first', counts))).toString()).toBe('first');
    expect((await builds.get(1, 'v1', instant('second', counts))).toString()).toBe('first');
    expect(counts.builds).toBe(1);
    expect((await builds.get(1, 'v2', instant('third', counts))).toString()).toBe('third');
    expect(counts.builds).toBe(2);
    // One PDF per user: the first key's is gone.
    expect((await builds.get(1, 'v1', instant('fourth', counts))).toString()).toBe('fourth');
    expect(builds.bytes).toBe('fourth'.length);
  });

  it('keeps one PDF per user, each user their own', async () => {
    const builds = new TaxReportPdfBuilds();
    await builds.get(1, 'k', instant('one'));
    await builds.get(2, 'k', instant('two'));
    expect((await builds.get(1, 'k', instant('x'))).toString()).toBe('one');
    expect((await builds.get(2, 'k', instant('x'))).toString()).toBe('two');
    expect(builds.bytes).toBe(6);
  });

  it('refuses a second build of the user while one runs, and shares a build of the same key', async () => {
    const builds = new TaxReportPdfBuilds();
    const first = controlledSteps('pdf-es');
    const asked = builds.get(7, 'es', first.steps);
    await settle();
    expect(first.counts).toEqual({ checks: 1, builds: 1 });
    // A double click: the same key waits for the same build, which runs once.
    const again = builds.get(7, 'es', first.steps);
    // Another report of the same user: refused while the first is built.
    await expect(builds.get(7, 'en', instant('pdf-en'))).rejects.toBeInstanceOf(PdfBuildBusy);
    // Another user is not held up.
    expect((await builds.get(8, 'en', instant('theirs'))).toString()).toBe('theirs');
    first.finish();
    expect((await asked).toString()).toBe('pdf-es');
    expect((await again).toString()).toBe('pdf-es');
    expect(first.counts).toEqual({ checks: 1, builds: 1 });
    // Once it is done, the user's next report is built.
    expect((await builds.get(7, 'en', instant('pdf-en'))).toString()).toBe('pdf-en');
  });

  it('builds nothing and keeps nothing when the build limit refuses, and frees the user', async () => {
    const builds = new TaxReportPdfBuilds();
    const counts = { builds: 0 };
    const refused = {
      beforeBuild: async () => {
        throw new PdfBuildLimited(120);
      },
      build: instant('never', counts).build,
    };
    const error = await builds.get(3, 'k', refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfBuildLimited);
    expect((error as PdfBuildLimited).waitSeconds).toBe(120);
    expect(counts.builds).toBe(0);
    expect(builds.bytes).toBe(0);
    // A reused PDF never asks the limit: once built, the same key comes back even if refused.
    await builds.get(3, 'k', instant('built'));
    expect((await builds.get(3, 'k', refused)).toString()).toBe('built');
  });

  it('frees the user after a failed build', async () => {
    const builds = new TaxReportPdfBuilds();
    const failing = {
      beforeBuild: async () => undefined,
      build: async (): Promise<Buffer> => {
        throw new Error('database gone');
      },
    };
    await expect(builds.get(4, 'k', failing)).rejects.toThrow('database gone');
    expect((await builds.get(4, 'k', instant('ok'))).toString()).toBe('ok');
  });

  it('drops the least recently used PDFs past its size, and never keeps one larger than it', async () => {
    // 10 bytes: room for two PDFs of 4 bytes, not three.
    const builds = new TaxReportPdfBuilds(10);
    const counts = { builds: 0 };
    await builds.get(1, 'k', instant('aaaa', counts));
    await builds.get(2, 'k', instant('bbbb', counts));
    // User 1's is used again: user 2's is now the oldest.
    await builds.get(1, 'k', instant('xxxx', counts));
    await builds.get(3, 'k', instant('cccc', counts));
    expect(builds.bytes).toBe(8);
    expect(counts.builds).toBe(3);
    expect((await builds.get(1, 'k', instant('xxxx', counts))).toString()).toBe('aaaa');
    expect((await builds.get(3, 'k', instant('xxxx', counts))).toString()).toBe('cccc');
    expect(counts.builds).toBe(3);
    // User 2's was dropped: built again.
    expect((await builds.get(2, 'k', instant('dddd', counts))).toString()).toBe('dddd');
    expect(counts.builds).toBe(4);
    // 11 bytes: handed out, not kept (and user 2's older one is dropped, being out of date).
    const big = await builds.get(2, 'k2', instant('eeeeeeeeeee', counts));
    expect(big.toString()).toBe('eeeeeeeeeee');
    // Left: user 3's 4 bytes (user 1's went to make room for user 2's 'dddd').
    expect(builds.bytes).toBe(4);
    expect((await builds.get(3, 'k', instant('xxxx', counts))).toString()).toBe('cccc');
  });
});
