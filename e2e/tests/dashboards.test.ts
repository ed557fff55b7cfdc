import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { accessibilityViolations } from '../support/accessibility';
import { chartsAtRest } from '../support/charts-at-rest';
import {
  describeInBrowser,
  e2eSettings,
  saveScreenshot,
  usePages,
  VIEWPORTS,
} from '../support/browser';
import { registerAccount, type Account } from '../support/api-accounts';

const t = en.dashboards;

const fixture = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../packages/core/test/fixtures/import/ok/betfair-sportsbook-settled.json',
  ),
  'utf8',
);

/** The Sportsbook "My Bets" fields the expected figures are read from (docs/formats.md §1). */
interface SportsbookBet {
  stake?: string;
  rawStake?: number;
  stakeCash?: number;
  returnCash: number | string;
}

/** "€10.00", "10,00", "10.00" → 10; "1.300,00" → 1300 (with a comma, dots group thousands). */
function amount(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '0').replace(/[^\d.,-]/g, '');
  return Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);
}

/**
 * The headline figures worked out from the fixture itself, not from the API or core: stake as
 * the bet's cash stake, net = what came back − stake, in cents so the sums are exact.
 */
function expectedFigures() {
  const bets = (JSON.parse(fixture) as { bets: SportsbookBet[] }).bets;
  let stakeCents = 0;
  let netCents = 0;
  for (const bet of bets) {
    const stake = Math.round(amount(bet.stakeCash ?? bet.rawStake ?? bet.stake) * 100);
    stakeCents += stake;
    netCents += Math.round(amount(bet.returnCash) * 100) - stake;
  }
  return { bets: bets.length, staked: stakeCents / 100, net: netCents / 100 };
}

/** en-GB euros as the cards show them: "€1,234.50", signed "+€1,234.50" / "-€4.00". */
function euro(value: number, signed = false): string {
  const digits = Math.abs(value)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : signed && value > 0 ? '+' : '';
  return `${sign}€${digits}`;
}

const cookieHeader = (account: Account) => `${account.cookie.name}=${account.cookie.value}`;

const createAccount = () => registerAccount('dash', { firstName: 'Marina', lastName: 'Quintana' });

async function uploadFixture(account: Account): Promise<void> {
  const { baseUrl } = e2eSettings();
  const res = await fetch(`${baseUrl}/api/history/upload-betfair-json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(account), origin: baseUrl },
    body: JSON.stringify({ data: fixture, userEmail: account.email }),
  });
  expect(res.status).toBe(200);
}

/** Sport → competitions of the stored selections (the API's view, not the dashboards'). */
async function competitionsBySport(account: Account): Promise<Map<string, Set<string>>> {
  const res = await fetch(
    `${e2eSettings().baseUrl}/api/history/user-bets?email=${encodeURIComponent(account.email)}`,
    { headers: { cookie: cookieHeader(account) } },
  );
  const { bets } = (await res.json()) as {
    bets: { Selections: { Sport: string; Competition: string }[] }[];
  };
  const bySport = new Map<string, Set<string>>();
  for (const selection of bets.flatMap((bet) => bet.Selections)) {
    const set = bySport.get(selection.Sport) ?? new Set<string>();
    set.add(selection.Competition);
    bySport.set(selection.Sport, set);
  }
  return bySport;
}

const TABS = [
  { label: t.tabs.overall, heading: t.overall.bankroll, chart: 'chart-bankroll', shot: 'overall' },
  { label: t.tabs.time, heading: t.time.netByMonth, chart: 'chart-months', shot: 'time' },
  {
    label: t.tabs.sport,
    heading: t.sport.byCompetition,
    chart: 'chart-competitions',
    shot: 'sport',
  },
  { label: t.tabs.odds, heading: t.odds.byOdds, chart: 'chart-odds', shot: 'odds' },
  { label: t.tabs.market, heading: t.market.byMarket, chart: 'chart-markets', shot: 'market' },
  { label: t.tabs.betType, heading: t.betType.byBetType, chart: null, shot: 'bet-type' },
] as const;

describeInBrowser('dashboards in Chromium', () => {
  const { visit } = usePages();
  let account: Account | undefined;

  /** The account with the fixture imported, made on first use and shared by the tests. */
  async function seededAccount(): Promise<Account> {
    if (!account) {
      account = await createAccount();
      await uploadFixture(account);
    }
    return account;
  }

  async function openDashboards(
    options: Parameters<typeof visit>[0] = {},
    query = '',
    readyTestId = 'dashboard-tabs',
  ) {
    const me = await seededAccount();
    const page = await visit(options);
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto(`/dashboards${query}`);
    await page.getByTestId(readyTestId).waitFor();
    return { page, me };
  }

  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  /** A chart has drawn when its SVG surface has marks in it. */
  async function expectChartDrawn(page: Page, testId: string) {
    const surface = page.getByTestId(testId).locator('svg.recharts-surface').first();
    await surface.waitFor();
    expect(await surface.locator('path, rect').count()).toBeGreaterThan(0);
  }

  it('shows the imported history: headline figures, every tab, sorting and the sport filter', async () => {
    const { page, me } = await openDashboards();
    const expected = expectedFigures();

    await expect.poll(() => text(page, 'overall-bets')).toBe(String(expected.bets));
    expect(await text(page, 'overall-net')).toBe(euro(expected.net, true));
    expect(await text(page, 'overall-staked')).toBe(euro(expected.staked));
    expect(await page.getByRole('heading', { level: 1, name: t.title }).isVisible()).toBe(true);

    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab.label }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: tab.heading, exact: true }).isVisible())
        .toBe(true);
      if (tab.chart) await expectChartDrawn(page, tab.chart);
      else await page.getByTestId('bet-type-table').waitFor();
      await chartsAtRest(page);
      if (tab.chart === 'chart-odds') {
        // docs/product.md §2: the odds tooltip reads 'ROI on N selections', the ROI with
        // 2 decimals (§9).
        await page.getByTestId(tab.chart).locator('.recharts-bar-rectangle').first().hover();
        const tooltip = page.getByTestId(tab.chart).locator('.recharts-tooltip-wrapper');
        await expect
          .poll(() => tooltip.textContent())
          .toMatch(/ROI on \d+ selections?[+-]?[\d,]+\.\d{2}%/);
      }
      await saveScreenshot(page, `dashboards-${tab.shot}-desktop`);
    }
    expect(new URL(page.url()).searchParams.get('tab')).toBe('betType');

    // Sport & Competition: sort by a header, then narrow the competitions to one sport.
    await page.getByRole('tab', { name: t.tabs.sport }).click();
    const table = page.getByTestId('sport-table');
    const sportNames = () => table.getByTestId('figures-name').allTextContents();
    const header = table.getByRole('columnheader', { name: t.columns.sport });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await table.getByRole('button', { name: t.columns.sport }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await sportNames();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await table.getByRole('button', { name: t.columns.sport }).click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await sportNames()).toEqual([...ascending].reverse());

    const card = page.getByTestId('chart-competitions');
    await card.getByText(t.chart.table, { exact: true }).click();
    const allCompetitions = await card.getByTestId('figures-name').allTextContents();
    const bySport = await competitionsBySport(me);
    const sport = [...bySport.keys()].sort()[0] ?? '';
    await card.getByRole('combobox', { name: t.sport.sportFilter }).click();
    await page.getByRole('option', { name: sport, exact: true }).click();
    await expect
      .poll(() => card.getByTestId('figures-name').allTextContents())
      .not.toEqual(allCompetitions);
    const narrowed = await card.getByTestId('figures-name').allTextContents();
    expect(narrowed.length).toBeGreaterThan(0);
    for (const name of narrowed) expect(bySport.get(sport)?.has(name), name).toBe(true);
  });

  it('keeps the period in the URL and works on a phone and in the dark', async () => {
    const { page } = await openDashboards(
      { viewport: VIEWPORTS.phone, colorScheme: 'dark' },
      '?range=thisYear',
      'dashboards-no-bets-in-range',
    );
    // The fixture's bets are from March 2025: none this year, so the period is empty.
    await page.getByRole('button', { name: t.states.showAllTime }).click();
    await expect.poll(() => text(page, 'overall-bets')).toBe(String(expectedFigures().bets));
    expect(new URL(page.url()).search).toBe('');

    await expectChartDrawn(page, 'chart-bankroll');
    await chartsAtRest(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'dashboards-overall-phone-dark');

    await page.getByRole('tab', { name: t.tabs.sport }).click();
    await page.getByTestId('sport-table').waitFor();
    await chartsAtRest(page);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'dashboards-sport-phone-dark');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('speaks Spanish and passes the accessibility rules', async () => {
    const { page } = await openDashboards({ language: 'es' }, '?tab=time');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Paneles' }).isVisible())
      .toBe(true);
    await expectChartDrawn(page, 'chart-months');
    await chartsAtRest(page);
    await saveScreenshot(page, 'dashboards-time-desktop-es');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
