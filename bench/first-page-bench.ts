import { pathToFileURL } from 'node:url';
import {
  coldLoad,
  findChromium,
  launchChromium,
  LIGHTHOUSE_DESKTOP,
  type ColdLoad,
} from './lib/browser.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';

const LOADS = 5;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const scriptsAndStyles = (load: ColdLoad) =>
  load.resources.filter((r) => r.kind === 'js' || r.kind === 'css');

/**
 * The public home page on a cold cache, as a first visitor gets it from the built server: the JS
 * and CSS bytes on the wire (unthrottled: they do not depend on the network) and the Largest
 * Contentful Paint under Lighthouse's desktop throttling. Medians of five fresh contexts. The
 * LCP also measures this machine's CPU: compare runs on a quiet machine.
 */
export async function firstPageBenchmarks(): Promise<BenchFigure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.warn('first page: SKIPPED (no Chromium: set CHROMIUM_PATH)');
    return [];
  }
  const server = await startServerProcess();
  const browser = await launchChromium(chromiumPath);
  try {
    const url = `${server.baseUrl}/`;
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
  } finally {
    await browser.close();
    await server.stop();
  }
}

// `npx tsx bench/first-page-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await firstPageBenchmarks());
}
