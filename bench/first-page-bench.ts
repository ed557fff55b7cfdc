import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import {
  coldLoad,
  findChromium,
  launchChromium,
  LIGHTHOUSE_DESKTOP,
  type ColdLoad,
} from './lib/browser.ts';
import { runLighthouse, type LighthouseReport } from './lib/lighthouse.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';

const LOADS = 5;
/** Lighthouse's performance score varies from run to run: the figures are medians of three. */
const LIGHTHOUSE_RUNS = 3;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const scriptsAndStyles = (load: ColdLoad) =>
  load.resources.filter((r) => r.kind === 'js' || r.kind === 'css');

/**
 * The public home page on a cold cache, as a first visitor gets it from the built server: the JS
 * and CSS bytes on the wire (unthrottled: they do not depend on the network) and the Largest
 * Contentful Paint under Lighthouse's desktop throttling. Medians of five fresh contexts. The
 * LCP also measures this machine's CPU: compare runs on a quiet machine. Then Lighthouse itself
 * (desktop preset, issue 15): its performance, accessibility and best-practices scores and its
 * own (simulated) LCP.
 */
export async function firstPageBenchmarks(): Promise<BenchFigure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.warn('first page and Lighthouse: SKIPPED (no Chromium: set CHROMIUM_PATH)');
    return [];
  }
  const server = await startServerProcess();
  try {
    const url = `${server.baseUrl}/`;
    const browser = await launchChromium(chromiumPath);
    let figures: BenchFigure[];
    try {
      figures = await coldLoadFigures(browser, url);
    } finally {
      // Closed before Lighthouse starts its own Chromium: the two never share the CPU.
      await browser.close();
    }
    return [...figures, ...(await lighthouseFigures(chromiumPath, url))];
  } finally {
    await server.stop();
  }
}

async function coldLoadFigures(browser: Browser, url: string): Promise<BenchFigure[]> {
  const first = await coldLoad(browser, url);
  const files = scriptsAndStyles(first).map(
    (r) =>
      `${new URL(r.url).pathname} ${kB(r.transferredBytes)} ${r.contentEncoding ?? 'identity'}`,
  );
  console.log(`first page: ${files.length} JS/CSS files\n  ${files.join('\n  ')}`);

  const jsCss: number[] = [];
  const lcps: number[] = [];
  let lcpElement = '';
  for (let i = 0; i < LOADS; i += 1) {
    const bytes = await coldLoad(browser, url);
    jsCss.push(bytes.bytesByKind.js + bytes.bytesByKind.css);
    const timed = await coldLoad(browser, url, { throttling: LIGHTHOUSE_DESKTOP });
    lcps.push(timed.lcpMs);
    lcpElement = timed.lcpElement;
  }
  const withHeaders = scriptsAndStyles(first).reduce((sum, r) => sum + r.encodedBytes, 0);
  console.log(
    `first page: JS ${kB(first.bytesByKind.js)}, CSS ${kB(first.bytesByKind.css)} (${kB(withHeaders)} with response headers), HTML ${kB(first.bytesByKind.html)}, ${first.resources.length} requests; LCP ${lcps.map(Math.round).join(', ')} ms on ${lcpElement}`,
  );
  return [
    {
      name: 'Home page cold load: JS + CSS transferred',
      value: Math.round(median(jsCss) / 1000),
      unit: 'kB',
      target: 170,
      better: 'lower',
    },
    {
      name: 'Home page LCP (Lighthouse desktop throttling, median of 5)',
      value: Math.round(median(lcps)),
      unit: 'ms',
      target: 1000,
      better: 'lower',
    },
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printLighthouseRun(run: LighthouseReport, index: number): void {
  const { scores } = run;
  console.log(
    `lighthouse ${run.lighthouseVersion} desktop, run ${index + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}, best-practices ${scores['best-practices']}; LCP ${ms(run.lcpMs)} on ${run.lcpElement} (FCP ${ms(run.fcpMs)}, TBT ${ms(run.tbtMs)}, Speed Index ${ms(run.speedIndexMs)}, CLS ${run.cls.toFixed(3)})`,
  );
}

/**
 * Targets: performance ≥ 90 is Lighthouse's own "good" band; the home page is static text and
 * links, so every automated accessibility and best-practices check should pass (100), and a
 * finding is printed with what it points at.
 */
async function lighthouseFigures(chromiumPath: string, url: string): Promise<BenchFigure[]> {
  const runs: LighthouseReport[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    const run = await runLighthouse(chromiumPath, url);
    printLighthouseRun(run, i);
    runs.push(run);
  }
  const findings = new Map(runs.flatMap((run) => run.findings).map((f) => [f.id, f]));
  for (const f of findings.values()) {
    console.log(`lighthouse ${f.category}: ${f.title} (${f.id})\n  ${f.items.join('\n  ')}`);
  }
  const medianOf = (pick: (run: LighthouseReport) => number) => Math.round(median(runs.map(pick)));
  const score = (name: string, value: number, target: number): BenchFigure => ({
    name: `Home page Lighthouse ${name} score (desktop, median of ${LIGHTHOUSE_RUNS})`,
    value,
    unit: '/100',
    target,
    better: 'higher',
  });
  return [
    {
      name: `Home page LCP (Lighthouse lab, desktop, median of ${LIGHTHOUSE_RUNS})`,
      value: medianOf((run) => run.lcpMs),
      unit: 'ms',
      target: 1000,
      better: 'lower',
    },
    score(
      'performance',
      medianOf((run) => run.scores.performance),
      90,
    ),
    score(
      'accessibility',
      medianOf((run) => run.scores.accessibility),
      100,
    ),
    score(
      'best-practices',
      medianOf((run) => run.scores['best-practices']),
      100,
    ),
  ];
}

// `npx tsx bench/first-page-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await firstPageBenchmarks());
}
