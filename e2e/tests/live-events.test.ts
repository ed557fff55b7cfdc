import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { accessibilityViolations } from '../support/accessibility';
import {
  describeInBrowser,
  e2eSettings,
  type PageOptions,
  saveScreenshot,
  usePages,
  VIEWPORTS,
} from '../support/browser';
import { logInAccount, type Account } from '../support/api-accounts';
import { E2E_ADMIN } from '../support/global-setup';

const t = en.liveEvents;

declare global {
  interface Window {
    /** Set by the test: still there afterwards means the page was never reloaded. */
    __marker?: number;
  }
}

type Cookie = Account['cookie'];

/** The existing e2e admin (no new account: registration is rate-limited). */
const logInAdmin = async () => (await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password)).cookie;

/** Every row's id, sport and score text, read in one go so they belong to the same moment. */
function readRows(page: Page) {
  return page.getByTestId('live-row').evaluateAll((rows) =>
    rows.map((row) => ({
      id: (row as HTMLElement).dataset.rowId ?? '',
      sport: (row as HTMLElement).dataset.sport ?? '',
      score: row.querySelector('[data-testid="live-score"]')?.textContent ?? '',
    })),
  );
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeInBrowser('live events in Chromium', () => {
  const { visit } = usePages();
  let cookie: Cookie;

  beforeAll(async () => {
    cookie = await logInAdmin();
  });

  async function openLiveEvents(options: PageOptions = {}): Promise<Page> {
    const page = await visit(options);
    await page.context().addCookies([{ ...cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/liveevents');
    // The simulator's first round lands within a second or two of the server starting.
    await expect
      .poll(() => page.getByTestId('live-row').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    return page;
  }

  it('shows the simulated events, tennis with sets and a serve dot, and filters them by sport', async () => {
    const page = await openLiveEvents();
    await expect
      .poll(() => page.getByTestId('live-stream-status').getAttribute('data-state'))
      .toBe('open');

    const all = await readRows(page);
    const sports = new Set(all.map((row) => row.sport));
    // The simulator plays football, tennis and basketball (6, 4 and 4 matches).
    expect([...sports].sort()).toEqual(['BASKETBALL', 'FOOTBALL', 'TENNIS']);
    expect(await page.getByTestId('live-filter-ALL').getAttribute('aria-pressed')).toBe('true');

    // Tennis: each player with 5 set scores and exactly one serving dot per match.
    const tennis = page.locator('[data-testid="live-row"][data-sport="TENNIS"]');
    const tennisCount = await tennis.count();
    expect(tennisCount).toBeGreaterThan(0);
    for (let i = 0; i < tennisCount; i += 1) {
      const row = tennis.nth(i);
      const sets = row.getByTestId('tennis-sets');
      expect(await sets.count()).toBe(2);
      const cells = await sets.first().evaluate((el) => el.children.length);
      expect(cells).toBe(5);
      expect(await row.getByTestId('serve-dot').count()).toBe(1);
      expect(await row.getByTestId('live-odds-X').count()).toBe(0);
    }
    // Football: 'home vs away' with a draw box.
    const football = page.locator('[data-testid="live-row"][data-sport="FOOTBALL"]').first();
    expect(await football.getByTestId('live-event-names').textContent()).toContain(` ${t.vs} `);
    expect(await football.getByTestId('live-score').textContent()).toMatch(/^\d+ - \d+$/);

    for (const filter of ['FOOTBALL', 'TENNIS', 'BASKETBALL', 'OTHER'] as const) {
      await page.getByTestId(`live-filter-${filter}`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sport')).toBe(filter);
      expect(await page.getByTestId(`live-filter-${filter}`).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const shown = await readRows(page);
      expect(new Set(shown.map((row) => row.sport)), filter).toEqual(
        new Set(filter === 'OTHER' ? [] : [filter]),
      );
      if (filter === 'OTHER') {
        // The simulator has no other sport: the filter says so.
        expect(await page.getByTestId('live-filter-empty').textContent()).toContain(
          t.noneForFilter,
        );
      } else {
        expect(shown.length).toBeGreaterThan(0);
      }
    }

    await page.getByTestId('live-filter-ALL').click();
    expect(new Set((await readRows(page)).map((row) => row.sport))).toEqual(sports);
    await saveScreenshot(page, 'live-events-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows a score change from the feed without a reload', async () => {
    const page = await openLiveEvents();
    await page.evaluate(() => {
      window.__marker = 1;
    });
    const before = new Map((await readRows(page)).map((row) => [row.id, row.score]));

    // At 30× a football match lasts ~4 minutes and basketball scores every few seconds.
    await expect
      .poll(
        async () =>
          (await readRows(page)).some(
            (row) => before.has(row.id) && before.get(row.id) !== row.score,
          ),
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    // The changed score was highlighted.
    expect(
      await page.locator('[data-testid="live-score"][data-changed="true"]').count(),
    ).toBeGreaterThan(0);
  });

  it('fits a phone as cards, in the dark and in Spanish', async () => {
    const page = await openLiveEvents({
      viewport: VIEWPORTS.phone,
      colorScheme: 'dark',
      language: 'es',
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Eventos en directo');
    expect(await page.getByTestId('live-cards').count()).toBe(1);
    expect(await page.getByTestId('live-table').count()).toBe(0);
    expect(await horizontalOverflow(page), 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'live-events-phone-dark-es');

    await page.getByTestId('live-filter-TENNIS').click();
    expect(new Set((await readRows(page)).map((row) => row.sport))).toEqual(new Set(['TENNIS']));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'live-events-phone-tennis', { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
