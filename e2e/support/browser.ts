import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';

const settings = inject('e2e');

/** `describe` for browser suites: skipped (loudly, by the global setup) without Chromium. */
export const describeInBrowser = settings ? describe : describe.skip;

export function e2eSettings() {
  if (!settings) throw new Error('e2e settings are only available inside describeInBrowser');
  return settings;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

// Flags for a root, headless, offline machine: no sandbox, no GPU, no calls home.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: e2eSettings().chromiumPath, args: CHROMIUM_ARGS });
}

/**
 * Chromium with a profile on disk, as a person's browser is: a context of launchBrowser is
 * "incognito" to Chromium, which never offers to install an app there. Closing it removes it.
 */
export async function launchProfileBrowser(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: e2eSettings().chromiumPath,
    args: CHROMIUM_ARGS,
    baseURL: e2eSettings().baseUrl,
  });
}

export interface PageOptions extends BrowserContextOptions {
  /** Stored language choice, as the SPA keeps it in localStorage. */
  language?: 'en' | 'es';
}

/**
 * A page in a fresh context at the app's origin. Fails the test on any uncaught page error or
 * console error, so a broken script never passes silently.
 */
export async function openPage(browser: Browser, { language, ...options }: PageOptions = {}) {
  const context = await browser.newContext({
    baseURL: e2eSettings().baseUrl,
    viewport: VIEWPORTS.desktop,
    ...options,
  });
  if (language) {
    await context.addInitScript(
      (lang) => window.localStorage.setItem('stakelab.language', lang),
      language,
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    // Chromium logs every non-2xx response. 4xx answers are the API refusing something (a
    // spent link's 400, a wrong password's 401) and tests assert how the page handles them; a 5xx
    // or any other console error fails the test.
    const expected = /Failed to load resource: the server responded with a status of 4\d\d/.test(
      msg.text(),
    );
    if (msg.type() === 'error' && !expected) problems.push(`console error: ${msg.text()}`);
  });
  return {
    page,
    problems,
    close: () => context.close(),
  };
}

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/**
 * For a browser suite: one Chromium per test file, and `visit()` for a page in a fresh context.
 * Every page a test opened is closed after it, and the test fails if any of them logged a page
 * or console error.
 */
export function usePages() {
  let browser: Browser | undefined;
  const opened: Array<Awaited<ReturnType<typeof openPage>>> = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const problems = opened.flatMap((p) => p.problems);
    await Promise.all(opened.splice(0).map((p) => p.close()));
    expect(problems, 'page errors or console errors').toEqual([]);
  });

  return {
    async visit(options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('the browser is not running');
      const handle = await openPage(browser, options);
      opened.push(handle);
      return handle.page;
    },
  };
}
