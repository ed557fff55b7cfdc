import fs from 'node:fs';
import { chromium, type Browser, type CDPSession } from 'playwright-core';

/** Flags for a root, headless, offline machine: no sandbox, no GPU, no calls home. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else Debian's chromium. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => !!c && fs.existsSync(c)) ?? null;
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Network and CPU conditions applied through the DevTools protocol. */
export interface Throttling {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

/** Lighthouse's desktop preset: 40 ms round trip, 10 Mbit/s both ways, no CPU slowdown. */
export const LIGHTHOUSE_DESKTOP: Throttling = {
  latencyMs: 40,
  downloadKbps: 10_240,
  uploadKbps: 10_240,
  cpuSlowdown: 1,
};

export type ResourceKind = 'js' | 'css' | 'html' | 'font' | 'image' | 'json' | 'other';

export interface LoadedResource {
  url: string;
  kind: ResourceKind;
  status: number;
  contentEncoding: string | null;
  /** Body bytes on the wire: Content-Length when sent, else the encoded length CDP counted. */
  transferredBytes: number;
  /** What CDP counted for the response (Network.loadingFinished encodedDataLength): headers too. */
  encodedBytes: number;
}

export interface ColdLoad {
  resources: LoadedResource[];
  /** Transferred body bytes summed per kind. */
  bytesByKind: Record<ResourceKind, number>;
  /** Largest Contentful Paint in ms from navigation start, and what it painted. */
  lcpMs: number;
  lcpElement: string;
}

function kindOf(mimeType: string): ResourceKind {
  if (/javascript|ecmascript/.test(mimeType)) return 'js';
  if (mimeType.includes('css')) return 'css';
  if (mimeType.includes('html')) return 'html';
  if (mimeType.includes('json')) return 'json';
  if (mimeType.startsWith('font/') || mimeType.includes('font')) return 'font';
  if (mimeType.startsWith('image/')) return 'image';
  return 'other';
}

function headerValue(headers: Record<string, unknown>, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? null : String(headers[key]);
}

/**
 * Installed before any page script (as text: this package has no DOM types): keeps the latest
 * largest-contentful-paint entry, and what it painted, on window.
 */
const LCP_OBSERVER = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const label = el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').slice(0, 40) + '"' : '?';
      window.__lcp = { time: entry.startTime, element: label };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function applyThrottling(cdp: CDPSession, throttling: Throttling): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: (throttling.downloadKbps * 1024) / 8,
    uploadThroughput: (throttling.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ColdLoadOptions {
  throttling?: Throttling;
  /** A selector that shows the page is rendered (LCP is read after it appears). */
  readySelector?: string;
  /** How long nothing may be loading before the figures are read. */
  quietMs?: number;
  viewport?: { width: number; height: number };
}

/**
 * Opens `url` in a fresh browser context (empty cache, no cookies, no storage) and reports what
 * crossed the network and when the largest paint happened. Long-lived requests (event streams)
 * are not waited for.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  {
    throttling,
    readySelector = 'h1',
    quietMs = 800,
    viewport = { width: 1350, height: 940 },
  }: ColdLoadOptions = {},
): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript({ content: LCP_OBSERVER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttling) await applyThrottling(cdp, throttling);

    const responses = new Map<
      string,
      Omit<LoadedResource, 'transferredBytes' | 'encodedBytes'> & { length: number | null }
    >();
    const pending = new Set<string>();
    let lastActivity = Date.now();
    const resources: LoadedResource[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      pending.add(e.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const headers = e.response.headers as Record<string, unknown>;
      const length = headerValue(headers, 'content-length');
      responses.set(e.requestId, {
        url: e.response.url,
        kind: kindOf(e.response.mimeType),
        status: e.response.status,
        contentEncoding: headerValue(headers, 'content-encoding'),
        length: length === null ? null : Number(length),
      });
      // An event stream stays open for the whole visit: nothing to wait for.
      if (e.response.mimeType === 'text/event-stream') pending.delete(e.requestId);
    });
    const finish = (requestId: string, encodedDataLength: number) => {
      pending.delete(requestId);
      lastActivity = Date.now();
      const response = responses.get(requestId);
      if (!response) return;
      const { length, ...rest } = response;
      resources.push({
        ...rest,
        transferredBytes: length ?? encodedDataLength,
        encodedBytes: encodedDataLength,
      });
    };
    cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => {
      pending.delete(e.requestId);
      lastActivity = Date.now();
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.locator(readySelector).first().waitFor({ state: 'visible' });
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) await sleep(100);

    const lcp = (await page.evaluate('window.__lcp')) as
      { time: number; element: string } | undefined;
    if (!lcp) throw new Error(`${url}: no largest-contentful-paint entry`);
    const bytesByKind: Record<ResourceKind, number> = {
      js: 0,
      css: 0,
      html: 0,
      font: 0,
      image: 0,
      json: 0,
      other: 0,
    };
    for (const r of resources) bytesByKind[r.kind] += r.transferredBytes;
    return { resources, bytesByKind, lcpMs: lcp.time, lcpElement: lcp.element };
  } finally {
    await context.close();
  }
}
