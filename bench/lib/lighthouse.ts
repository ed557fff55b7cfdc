import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';

/**
 * Flags for a root, headless, offline machine (as CHROMIUM_ARGS in browser.ts): no sandbox, no
 * GPU, no shared-memory files, no calls home. chrome-launcher adds its own quiet defaults.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** One failed audit of a category, as Lighthouse titles it, with what it pointed at. */
export interface LighthouseFinding {
  category: LighthouseCategory;
  id: string;
  title: string;
  score: number;
  items: string[];
}

export interface LighthouseReport {
  /** 0–100 per category, as the report shows them. */
  scores: Record<LighthouseCategory, number>;
  /** Lighthouse's (simulated, desktop) Largest Contentful Paint. */
  lcpMs: number;
  /** The other weighted performance metrics, to see what a performance score is made of. */
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  lcpElement: string;
  /** Accessibility and best-practices audits that did not pass (performance is the figures). */
  findings: LighthouseFinding[];
  lighthouseVersion: string;
}

/**
 * Lighthouse's own desktop preset (formFactor desktop, 1350×940 screen, 40 ms / 10 Mbit/s
 * simulated throttling, no CPU slowdown), limited to the three categories issue 15 asks for.
 */
const config: Config = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
};

type AuditDetails = Result['audits'][string]['details'];

/**
 * What an audit's details name: a node's selector and snippet, a console message and its URL, a
 * URL. A list (the LCP element audit) is read through its tables.
 */
function describeItems(details: AuditDetails | undefined): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const items = details.items as Record<string, unknown>[];
  if (details.type === 'list')
    return items.flatMap((table) => describeItems(table as AuditDetails));
  return items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    // The selector's last step and the start of the element's HTML are enough to find it.
    if (node?.snippet) {
      const last = node.selector?.split(' > ').at(-1) ?? '';
      return `${last} ${node.snippet.slice(0, 100)}`.trim();
    }
    const location = item.sourceLocation as { url?: string } | undefined;
    const url = typeof item.url === 'string' ? item.url : location?.url;
    const text = typeof item.description === 'string' ? item.description : undefined;
    return [text, url].filter(Boolean).join(' ') || JSON.stringify(item).slice(0, 160);
  });
}

function findingsOf(lhr: Result): LighthouseFinding[] {
  const findings: LighthouseFinding[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Informative and not-applicable audits have a null score; a weight of 0 does not count.
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      findings.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        items: describeItems(audit.details),
      });
    }
  }
  return findings;
}

function lcpElementOf(lhr: Result): string {
  const items = describeItems(lhr.audits['largest-contentful-paint-element']?.details);
  return items[0] ?? '?';
}

/** How many times a run that Lighthouse itself reports as failed is tried in all. */
const ATTEMPTS = 3;

/**
 * One Lighthouse navigation of `url` in a Chromium of its own (closed afterwards). A run whose
 * trace Lighthouse could not read (NO_NAVSTART and the like, seen on this busy machine: "Please
 * run Lighthouse again") is tried again in a new Chromium, up to ATTEMPTS in all.
 */
export async function runLighthouse(chromePath: string, url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseResult(chromePath, url);
    if (!lhr.runtimeError) return reportOf(lhr);
    const failure = `Lighthouse (${lhr.runtimeError.code}): ${lhr.runtimeError.message}`;
    if (attempt >= ATTEMPTS) throw new Error(`${failure} (${ATTEMPTS} attempts)`);
    console.warn(`${failure}: trying again`);
  }
}

async function lighthouseResult(chromePath: string, url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function reportOf(lhr: Result): LighthouseReport {
  const score = (category: LighthouseCategory) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse: no ${category} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse: no ${id}`);
    return value;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpElementOf(lhr),
    findings: findingsOf(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
