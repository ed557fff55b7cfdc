import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "tests: N passed, N failed, N skipped", after Vitest's own
 * summary, plus a per-project count so the output shows which suites (SQLite, PostgreSQL,
 * e2e, ...) actually ran, and when each ran (seconds from the run's start to its first file's
 * start and its last file's end): CI has a time limit, and this shows where it goes.
 */
export default class SummaryReporter implements Reporter {
  readonly #runStart = Date.now();
  readonly #spans = new Map<string, { first: number; last: number }>();

  onTestModuleStart(testModule: TestModule): void {
    const name = testModule.project.name || 'default';
    const now = Date.now();
    const span = this.#spans.get(name);
    if (span === undefined) this.#spans.set(name, { first: now, last: now });
    else span.first = Math.min(span.first, now);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.#spans.get(testModule.project.name || 'default');
    if (span !== undefined) span.last = Math.max(span.last, Date.now());
  }

  #when(name: string): string {
    const span = this.#spans.get(name);
    if (span === undefined) return '';
    const seconds = (at: number) => Math.round((at - this.#runStart) / 1000);
    return ` (${seconds(span.first)}–${seconds(span.last)} s)`;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const perProject = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const counts = perProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      perProject.set(name, counts);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    console.log('');
    for (const [name, counts] of [...perProject].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(
        `  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${this.#when(name)}`,
      );
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  }
}
