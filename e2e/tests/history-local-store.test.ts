import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { type Account, registerAccount } from '../support/api-accounts';
import { historySnapshotStored } from '../support/history-snapshot';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';

const t = en;
const CHANGES_PATH = '/api/history/user-bets/changes';
/** Enough bets that even gzipped the whole history is well over 10 KB. */
const SEEDED = 1500;
/** How the page writes counts: 1,500. */
const count = (n: number) => n.toLocaleString('en');

/** `count` settled singles in StakeLab's own CSV, one a day back from 1 June 2025. */
function seedCsv(count: number): string {
  const header =
    'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';
  const rows = Array.from({ length: count }, (_, i) => {
    const placed = new Date(Date.UTC(2025, 5, 1, 12) - i * 86_400_000).toISOString();
    const won = i % 2 === 0;
    return [
      `SEED${String(i).padStart(6, '0')}`,
      'manual',
      placed,
      placed,
      'Football',
      'LaLiga',
      `Home ${i} v Away ${i}`,
      '2.00',
      won ? 'WON' : 'LOST',
      '10.00',
      won ? '20.00' : '0.00',
      won ? '10.00' : '-10.00',
      'SGL',
      '',
      '',
      '',
      '[]',
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

async function api(account: Account, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${e2eSettings().baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${account.cookie.name}=${account.cookie.value}`,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

/** The history stores this browser keeps (one IndexedDB database per user). */
async function historyStores(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('stakelab-history-')),
  );
}

interface ChangesAnswer {
  since: number;
  /** The body as it came over the wire (the server gzips it). */
  bytes: number;
  full: boolean;
  bets: number;
}

/**
 * Every answer of the changes read, with its body's size as it came over the wire. The history
 * worker makes that request; Chromium reports a dedicated worker's requests with its page's.
 */
function recordChanges(page: Page): ChangesAnswer[] {
  const answers: ChangesAnswer[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== CHANGES_PATH) return;
    void Promise.all([response.request().sizes(), response.json()]).then(([sizes, body]) => {
      const { full, bets } = body as { full: boolean; bets: unknown[] };
      answers.push({
        since: Number(url.searchParams.get('since')),
        bytes: sizes.responseBodySize,
        full,
        bets: bets.length,
      });
    });
  });
  return answers;
}

describeInBrowser('the history kept in the browser (Chromium)', () => {
  const { visit } = usePages();

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const range = (page: Page) => page.getByTestId('bets-range').textContent();

  it('shows the newest bets of a first visit while the whole history is held back', async () => {
    const me = await registerAccount('firstpage', { firstName: 'Carmen', lastName: 'Lozano' });
    await api(me, '/api/history/upload-csv', { data: seedCsv(SEEDED), userEmail: me.email });
    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    // The whole history waits (in the real server, it takes seconds at 100,000 bets).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route(`**${CHANGES_PATH}*`, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/history');
    await expect.poll(() => range(page)).toBe(`Bets 1–50 of ${count(SEEDED)}`);
    // The newest seeded bet (SEED000000, 1 June 2025) heads the list.
    expect(await page.getByTestId('bet-row').first().textContent()).toContain('Home 0 v Away 0');
    expect(await page.getByTestId('history-summary-loading').isVisible()).toBe(true);
    expect(await page.getByTestId('history-summary').count()).toBe(0);
    expect(await page.getByRole('button', { name: t.history.actions.export }).isDisabled()).toBe(
      true,
    );

    release();
    // Every bet summed up: 750 WON and 750 LOST at 10.00 each.
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe(count(SEEDED));
    expect(await page.getByTestId('summary-total-stake').textContent()).toBe('€15,000.00');
    expect(await page.getByTestId('summary-net-return').textContent()).toBe('€0.00');
    expect(await page.getByRole('button', { name: t.history.actions.export }).isDisabled()).toBe(
      false,
    );
    await page.context().unrouteAll();
  });

  it('reloads only what changed, and another user on the browser sees none of it', async () => {
    const me = await registerAccount('keeper', { firstName: 'Amparo', lastName: 'Sanchez' });
    await api(me, '/api/history/upload-csv', { data: seedCsv(SEEDED), userEmail: me.email });

    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    const answers = recordChanges(page);
    await page.goto('/history');
    await expect.poll(() => range(page)).toBe(`Bets 1–50 of ${count(SEEDED)}`);
    // The first visit asks for everything.
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({ since: 0, full: true, bets: SEEDED });
    expect(answers[0]?.bytes).toBeGreaterThan(10 * 1024);
    await expect.poll(() => historyStores(page)).toHaveLength(1);
    await expect.poll(() => page.evaluate(historySnapshotStored)).toBe(true);

    // Another tab adds a bet: placed later than every seeded one, so it heads the list.
    await api(me, '/api/history/add-bet-full', {
      betId: 'LOCALSTORE',
      placedDate: '2025-06-02T12:00:00.000Z',
      sportName: 'Tennis',
      originalOdds_decimal: 1.5,
      status: 'WON',
      eventDescription: 'Added in another tab',
      selections: [],
      user_email: me.email,
      stake: 7.5,
    });

    answers.length = 0;
    await page.reload();
    await expect.poll(() => range(page)).toBe(`Bets 1–50 of ${count(SEEDED + 1)}`);
    await expect
      .poll(() => page.getByTestId('bet-row').first().textContent())
      .toContain('Added in another tab');
    // Only the changes since the version held: the one new bet, not the history.
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({ full: false, bets: 1 });
    expect(answers[0]?.since).toBeGreaterThan(0);
    expect(answers[0]?.bytes).toBeLessThanOrEqual(10 * 1024);

    // Logout deletes the history kept in the browser.
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.logout }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => historyStores(page)).toEqual([]);

    // Another user logs in on the same browser: their own, empty history, and nothing of mine.
    const other = await registerAccount('visitor', { firstName: 'Benito', lastName: 'Ortega' });
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(other.email);
    await page.getByTestId('login-password').fill('visitorPass1');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');
    await expect.poll(() => page.getByTestId('history-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('bet-row').count()).toBe(0);
    expect(await page.getByText('Added in another tab').count()).toBe(0);
  });
});
