import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { registerBenchUser } from './lib/accounts.ts';
import { coldLoad } from './lib/browser.ts';
import { startServerProcess } from './lib/server-process.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { selfSignedCertificate, startTlsProxy } from './lib/tls-proxy.ts';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  newContext,
  uploadHistory,
  waitForProbe,
  waitForStore,
} from './web-history-bench.ts';

/**
 * One start path, chosen by measurement (issue 31, decision 023): the 10,000-bet history's first
 * rows on a first visit and on a reload, and the dashboards' first chart, served three ways
 * side by side: (a) HTTP/1.1 as the server serves the default build, (b) HTTP/2 over TLS
 * through bench/lib/tls-proxy.ts in front of the same server, (c) HTTP/1.1 with the pages' code
 * merged into a handful of chunks (STAKELAB_MERGED_CHUNKS=1, built here into bench/out).
 * Medians of BENCH_START_RUNS (3) fresh browser contexts each.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MERGED_DIR = path.join(repoRoot, 'bench/out/web-merged');
const BETS = 10_000;
const TARGETS = { cold: 2000, reload: 800, chart: 1500 };

type Variant = 'HTTP/1.1' | 'HTTP/2 (TLS proxy)' | 'HTTP/1.1 merged chunks';

interface Load {
  ms: number;
  /** Scripts and stylesheets the page fetched (none from the cache on a cold load). */
  requests: number;
  protocol: string;
}

/** The merged build, beside the default one (which `npm run bench` has just built). */
function buildMerged(): void {
  execFileSync('npx', ['vite', 'build', '--outDir', MERGED_DIR, '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: { ...process.env, STAKELAB_MERGED_CHUNKS: '1' },
    stdio: 'inherit',
  });
}

/** What the page fetched so far: JS and CSS requests, and the document's protocol (h2, http/1.1). */
function resourcesOf(page: Page): Promise<{ requests: number; protocol: string }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      requests: entries.filter((e) => /\.(js|css)(\?|$)/.test(e.name) && e.transferSize > 0).length,
      protocol: nav?.nextHopProtocol ?? '?',
    };
  });
}

async function measureOnce(browser: Browser, baseUrl: string, cookie: string) {
  const context = await newContext(browser, baseUrl, cookie);
  const page = await context.newPage();
  await page.goto('/history');
  const cold: Load = { ms: await waitForProbe(page, 'firstRowAt'), ...(await resourcesOf(page)) };
  await waitForStore(page);
  await page.reload();
  const reload: Load = {
    ms: await waitForProbe(page, 'firstRowAt'),
    ...(await resourcesOf(page)),
  };
  await context.close();

  const fresh = await newContext(browser, baseUrl, cookie);
  const dashboards = await fresh.newPage();
  await dashboards.goto('/dashboards');
  const chart: Load = {
    ms: await waitForProbe(dashboards, 'firstChartAt'),
    ...(await resourcesOf(dashboards)),
  };
  await fresh.close();
  return { cold, reload, chart };
}

async function measureVariant(
  browser: Browser,
  variant: Variant,
  runs: number,
  certificate: ReturnType<typeof selfSignedCertificate>,
) {
  const server = await startServerProcess(
    variant === 'HTTP/1.1 merged chunks' ? { WEB_DIST_DIR: MERGED_DIR } : {},
  );
  const proxy =
    variant === 'HTTP/2 (TLS proxy)' ? await startTlsProxy(server.baseUrl, certificate) : null;
  try {
    const { cookie, email } = await registerBenchUser(server.baseUrl);
    await uploadHistory(server.baseUrl, cookie, email, BETS);
    const baseUrl = proxy?.baseUrl ?? server.baseUrl;
    // The first page's budget (bench/first-page-bench.ts: at most 170 kB of JS and CSS).
    const home = await coldLoad(browser, `${baseUrl}/`);
    const homeKb = Math.round((home.bytesByKind.js + home.bytesByKind.css) / 1000);
    const samples: Awaited<ReturnType<typeof measureOnce>>[] = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measureOnce(browser, baseUrl, cookie));
    const pick = (key: 'cold' | 'reload' | 'chart') => {
      const loads = samples.map((sample) => sample[key]);
      return {
        ms: Math.round(median(loads.map((load) => load.ms))),
        all: loads.map((load) => Math.round(load.ms)),
        requests: median(loads.map((load) => load.requests)),
        protocol: loads[0]?.protocol ?? '?',
      };
    };
    return { variant, homeKb, cold: pick('cold'), reload: pick('reload'), chart: pick('chart') };
  } finally {
    await proxy?.stop();
    await server.stop();
  }
}

export async function startPathBenchmarks(): Promise<BenchFigure[]> {
  const executablePath = chromiumPath();
  if (executablePath === null) {
    console.warn('!!! Chromium not found (CHROMIUM_PATH): the start path bench is SKIPPED.');
    return [];
  }
  buildMerged();
  const runs = Number(process.env.BENCH_START_RUNS ?? 3);
  const certificate = selfSignedCertificate();
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${certificate.spkiSha256}`],
  });
  try {
    const variants: Variant[] = ['HTTP/1.1', 'HTTP/2 (TLS proxy)', 'HTTP/1.1 merged chunks'];
    const results = [];
    for (const variant of variants) {
      results.push(await measureVariant(browser, variant, runs, certificate));
    }
    const cell = (load: { ms: number; all: number[]; requests: number }) =>
      `${load.ms} ms (${load.all.join(', ')}; ${load.requests} JS/CSS)`;
    console.log(`start paths, ${BETS.toLocaleString('en')} bets, medians of ${runs}:`);
    console.table(
      results.map((r) => ({
        path: r.variant,
        protocol: r.cold.protocol,
        [`history cold ≤ ${TARGETS.cold}`]: cell(r.cold),
        [`history reload ≤ ${TARGETS.reload}`]: cell(r.reload),
        [`dashboards chart ≤ ${TARGETS.chart}`]: cell(r.chart),
        'home JS+CSS ≤ 170 kB': `${r.homeKb} kB`,
      })),
    );
    return results.flatMap((r) => [
      {
        name: `start path ${r.variant}: /history first rows, first visit, 10,000 bets`,
        value: r.cold.ms,
        unit: 'ms',
        target: TARGETS.cold,
        better: 'lower' as const,
      },
      {
        name: `start path ${r.variant}: /history first rows, reload, 10,000 bets`,
        value: r.reload.ms,
        unit: 'ms',
        target: TARGETS.reload,
        better: 'lower' as const,
      },
      {
        name: `start path ${r.variant}: /dashboards first chart, first visit, 10,000 bets`,
        value: r.chart.ms,
        unit: 'ms',
        target: TARGETS.chart,
        better: 'lower' as const,
      },
    ]);
  } finally {
    await browser.close();
  }
}

// `npm run bench:start-path` (after `npm run build`) runs this comparison alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await startPathBenchmarks());
}
