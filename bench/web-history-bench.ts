import fs from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { historySnapshotStored } from '../e2e/support/history-snapshot.ts';
import { registerBenchUser } from './lib/accounts.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';
import { median, type BenchFigure } from './lib/stats.ts';

/**
 * The history and the dashboards in headless Chromium against the built app and the real
 * server: when the first rows show (a first visit, then a reload with nothing changed), how
 * long a keystroke in the stake filter takes to update the table and summary and the longest
 * main-thread task meanwhile, and the dashboards' first chart and a period change.
 */

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
];
/** One upload at most this many bets (the upload size limit): larger histories take several. */
const UPLOAD_CHUNK = 10_000;

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => !!path && fs.existsSync(path)) ?? null;
}

interface Probe {
  firstRowAt: number | null;
  /** The summary of the whole history: on a first visit the rows may come before it. */
  summaryAt: number | null;
  firstChartAt: number | null;
  longTasks: { start: number; duration: number }[];
  keyAt: number | null;
  updatedAt: number | null;
}

/**
 * Runs in the page before the app: notes when the first history row and the first chart
 * appear (ms since navigation) and every long task (over 50 ms) of the main thread.
 */
export function installProbe(): void {
  const probe: Probe = {
    firstRowAt: null,
    summaryAt: null,
    firstChartAt: null,
    longTasks: [],
    keyAt: null,
    updatedAt: null,
  };
  (window as unknown as { probe: Probe }).probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (probe.firstRowAt === null && document.querySelector('[data-testid="bet-row"]')) {
      probe.firstRowAt = performance.now();
    }
    if (probe.summaryAt === null && document.querySelector('[data-testid="history-summary"]')) {
      probe.summaryAt = performance.now();
    }
    if (probe.firstChartAt === null && document.querySelector('.recharts-surface')) {
      probe.firstChartAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

export async function uploadHistory(baseUrl: string, cookie: string, email: string, bets: number) {
  for (let first = 0; first < bets; first += UPLOAD_CHUNK) {
    const count = Math.min(UPLOAD_CHUNK, bets - first);
    const res = await fetch(`${baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ data: sportsbookHistory(count, first), userEmail: email }),
    });
    const answer = (await res.json()) as { inserted?: number };
    if (answer.inserted !== count) throw new Error(`upload: ${JSON.stringify(answer)}`);
  }
}

const probeValue = <K extends keyof Probe>(page: Page, key: K) =>
  page.evaluate((name) => (window as unknown as { probe: Probe }).probe[name], key);

export async function waitForProbe(
  page: Page,
  key: 'firstRowAt' | 'summaryAt' | 'firstChartAt',
): Promise<number> {
  await page.waitForFunction(
    (name) => (window as unknown as { probe: Probe }).probe[name] !== null,
    key,
    { timeout: 120_000 },
  );
  return (await probeValue(page, key)) as number;
}

/**
 * Resolves once the history worker has stored the snapshot in IndexedDB. Polled from here:
 * waitForFunction takes a promise for a truthy answer, so it passed at once and the reloads
 * at 100,000 bets read the whole history again (the snapshot was still being written).
 */
export async function waitForStore(page: Page): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(historySnapshotStored))) {
    if (Date.now() > deadline) throw new Error('the history was not stored in IndexedDB');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Runs `act` (a key press, a click) and measures in the page from the input event until the
 * screen shows the new answer, with the longest main-thread task in between. `screen`:
 * 'history' waits for the summary's count to change and the table to show the same answer
 * (its data-shown), or to go when nothing is kept; 'dashboards' for the period's count.
 */
async function timeUpdate(page: Page, screen: 'history' | 'dashboards', act: () => Promise<void>) {
  await page.evaluate((which) => {
    const probe = (window as unknown as { probe: Probe }).probe;
    probe.keyAt = null;
    probe.updatedAt = null;
    const text = (testId: string) =>
      document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
    const watched = which === 'history' ? 'summary-bets' : 'range-count';
    const before = text(watched);
    for (const type of ['keydown', 'pointerdown']) {
      document.addEventListener(
        type,
        () => {
          probe.keyAt ??= performance.now();
        },
        { capture: true, once: true },
      );
    }
    const observer = new MutationObserver(() => {
      const now = text(watched);
      if (now === before) return;
      if (which === 'history') {
        const kept = Number(now.replace(/\D/g, ''));
        const list = document.querySelector('[data-testid="bet-list"]');
        const drawn = list === null ? 0 : Number(list.getAttribute('data-shown'));
        if (drawn !== kept) return;
      }
      probe.updatedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, screen);
  await act();
  await page.waitForFunction(
    () => (window as unknown as { probe: Probe }).probe.updatedAt !== null,
  );
  return page.evaluate(() => {
    const probe = (window as unknown as { probe: Probe }).probe;
    const from = probe.keyAt ?? 0;
    const to = probe.updatedAt ?? 0;
    const during = probe.longTasks.filter(
      (task) => task.start + task.duration >= from && task.start <= to,
    );
    return { ms: to - from, longestTaskMs: Math.max(0, ...during.map((task) => task.duration)) };
  });
}

export async function newContext(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  // tsx (esbuild's keepNames) wraps named functions in __name(): functions passed to the page
  // need it there too.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(installProbe);
  return context;
}

async function benchHistorySize(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  bets: number,
  targets: {
    cold: number;
    whole: number;
    warm: number;
    keystroke: number;
    chart: number;
    period: number;
  },
): Promise<BenchFigure[]> {
  // One user uploads the whole history at once: 100,000 bets are more than a day's upload quota.
  const server = await startServerProcess({ IMPORT_DAILY_MB: '1000' });
  try {
    const { cookie, email } = await registerBenchUser(server.baseUrl);
    await uploadHistory(server.baseUrl, cookie, email, bets);
    const label = bets.toLocaleString('en');

    // BENCH_WEB_PROFILE=/tmp/name writes the main thread's CPU profiles of the keystrokes and
    // of the period change.
    const profiling = process.env.BENCH_WEB_PROFILE;
    // A first visit: nothing kept in this browser yet.
    const context = await newContext(browser, server.baseUrl, cookie);
    const page = await context.newPage();
    await page.goto('/history');
    const cold = await waitForProbe(page, 'firstRowAt');
    const whole = await waitForProbe(page, 'summaryAt');
    await waitForStore(page);

    // Reloads with nothing changed: the rows come from the browser's own store.
    const warmTimes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.reload();
      warmTimes.push(await waitForProbe(page, 'firstRowAt'));
    }
    const warm = median(warmTimes);

    // Typing a minimum stake, each key changing what is kept (the stakes run from 2.50 to
    // 25): 5, 50 (none), 5, nothing, 9.
    await page.getByTestId('filter-stake-min').click();
    const strokes = [];
    const strokesCdp = profiling ? await context.newCDPSession(page) : null;
    if (strokesCdp) {
      await strokesCdp.send('Profiler.enable');
      await strokesCdp.send('Profiler.start');
    }
    for (const key of ['5', '0', 'Backspace', 'Backspace', '9']) {
      strokes.push(await timeUpdate(page, 'history', () => page.keyboard.press(key)));
    }
    if (strokesCdp && profiling) {
      const { profile } = await strokesCdp.send('Profiler.stop');
      fs.writeFileSync(`${profiling}-keys-${bets}.cpuprofile`, JSON.stringify(profile));
    }
    const keystroke = Math.max(...strokes.map((stroke) => stroke.ms));
    const longestTask = Math.max(...strokes.map((stroke) => stroke.longestTaskMs));

    // The dashboards in a browser that keeps nothing yet, then a period change. The history's
    // browser is closed first: its page still drawing the last keystroke's rows in the
    // background took a share of the two cores from the dashboards' first load.
    await context.close();
    const fresh = await newContext(browser, server.baseUrl, cookie);
    const dashboards = await fresh.newPage();
    await dashboards.goto('/dashboards');
    const chart = await waitForProbe(dashboards, 'firstChartAt');
    const cdp = profiling ? await dashboards.context().newCDPSession(dashboards) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const period = await timeUpdate(dashboards, 'dashboards', () =>
      dashboards.getByText('Last 30 days', { exact: true }).first().click(),
    );
    if (cdp && profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(`${profiling}-${bets}.cpuprofile`, JSON.stringify(profile));
    }

    console.log(
      `web history at ${label} bets: first rows ${Math.round(cold)} ms cold (summary of all ${Math.round(whole)} ms), ${Math.round(warm)} ms on a reload (${warmTimes.map(Math.round).join(', ')}); stake keystrokes ${strokes.map((s) => `${Math.round(s.ms)} ms`).join(', ')}, longest main-thread task ${Math.round(longestTask)} ms; dashboards first chart ${Math.round(chart)} ms cold, period change ${Math.round(period.ms)} ms (longest task ${Math.round(period.longestTaskMs)} ms)`,
    );
    await fresh.close();
    return [
      {
        name: `/history first rows, first visit, ${label} bets`,
        value: Math.round(cold),
        unit: 'ms',
        target: targets.cold,
        better: 'lower',
      },
      {
        name: `/history whole history summed up, first visit, ${label} bets`,
        value: Math.round(whole),
        unit: 'ms',
        target: targets.whole,
        better: 'lower',
      },
      {
        name: `/history first rows, reload with nothing changed, ${label} bets`,
        value: Math.round(warm),
        unit: 'ms',
        target: targets.warm,
        better: 'lower',
      },
      {
        name: `/history stake-filter keystroke to table and summary, ${label} bets (slowest of 5)`,
        value: Math.round(keystroke),
        unit: 'ms',
        target: targets.keystroke,
        better: 'lower',
      },
      {
        name: `/history longest main-thread task while filtering, ${label} bets`,
        value: Math.round(longestTask),
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      {
        name: `/dashboards first chart, first visit, ${label} bets`,
        value: Math.round(chart),
        unit: 'ms',
        target: targets.chart,
        better: 'lower',
      },
      {
        name: `/dashboards period change, ${label} bets`,
        value: Math.round(period.ms),
        unit: 'ms',
        target: targets.period,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function webHistoryBenchmarks(): Promise<BenchFigure[]> {
  const executablePath = chromiumPath();
  if (executablePath === null) {
    console.warn('!!! Chromium not found (CHROMIUM_PATH): the web history bench is SKIPPED.');
    return [];
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const sizes = (process.env.BENCH_WEB_SIZES ?? '10000,100000').split(',').map(Number);
    const figures: BenchFigure[] = [];
    for (const bets of sizes) {
      const large = bets > 10_000;
      figures.push(
        ...(await benchHistorySize(browser, bets, {
          cold: large ? 3000 : 2000,
          // Our own: the newest rows may show first; the rest of the page follows.
          whole: large ? 4000 : 2000,
          warm: large ? 3000 : 800,
          keystroke: large ? 200 : 100,
          chart: large ? 3000 : 1500,
          period: large ? 300 : 150,
        })),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}
