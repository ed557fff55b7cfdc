import { coldLoad, findChromium, launchChromium, LIGHTHOUSE_DESKTOP } from './lib/browser.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';

const LOADS = 5;
const KB = 1000;

/**
 * The public home page on a cold cache, as a first visitor gets it from the built server: the JS
 * and CSS bytes on the wire (unthrottled, they do not depend on the network) and the Largest
 * Contentful Paint under Lighthouse's desktop throttling. Medians of five fresh contexts.
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
    const byFile = first.resources
      .filter((r) => r.kind === 'js' || r.kind === 'css')
      .map(
        (r) =>
          `${new URL(r.url).pathname} ${(r.transferredBytes / KB).toFixed(1)} kB ${r.contentEncoding ?? 'identity'}`,
      );
    console.log(`first page: ${byFile.length} JS/CSS files\n  ${byFile.join('\n  ')}`);

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
    console.log(
      `first page: JS ${(first.bytesByKind.js / KB).toFixed(1)} kB, CSS ${(first.bytesByKind.css / KB).toFixed(1)} kB, HTML ${(first.bytesByKind.html / KB).toFixed(1)} kB; LCP ${lcps.map(Math.round).join(', ')} ms on ${lcpElement}`,
    );
    return [
      {
        name: 'Home page cold load: JS + CSS transferred',
        value: Math.round(median(jsCss) / KB),
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
