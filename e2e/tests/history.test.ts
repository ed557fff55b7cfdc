import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';
import { registerAccount, type Account } from '../support/api-accounts';

const fixture = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../packages/core/test/fixtures/import/ok/betfair-sportsbook-settled.json',
  ),
  'utf8',
);
/** How many bets the pasted Sportsbook history holds. */
const fixtureBets = (JSON.parse(fixture) as { bets: unknown[] }).bets.length;

const createAccount = () =>
  registerAccount('history', { firstName: 'Lorena', lastName: 'Castillo' });

interface ApiBet {
  Status: string;
  Stake: number;
  NetReturn: number;
}

async function betsOf(account: Account): Promise<ApiBet[]> {
  const res = await fetch(
    `${e2eSettings().baseUrl}/api/history/user-bets?email=${encodeURIComponent(account.email)}`,
    {
      headers: { cookie: `${account.cookie.name}=${account.cookie.value}` },
    },
  );
  return ((await res.json()) as { bets: ApiBet[] }).bets;
}

const euro = (value: number) => `€${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

describeInBrowser('bet history in Chromium', () => {
  const { visit } = usePages();

  async function logInAs(account: Account): Promise<Page> {
    const page = await visit();
    await page.context().addCookies([{ ...account.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/history');
    return page;
  }

  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  it('adds a bet, edits it, uploads a history, filters it, and moves it to another account by CSV', async () => {
    const me = await createAccount();
    const page = await logInAs(me);
    await expect.poll(() => page.getByTestId('history-empty').isVisible()).toBe(true);

    // A bet with two selections, by hand.
    await page.getByTestId('open-add-bet').first().click();
    await page.getByRole('textbox', { name: /^Stake/ }).fill('10');
    await page.getByRole('textbox', { name: 'Odds', exact: true }).fill('3.25');
    await page
      .getByRole('textbox', { name: /^Selection name \(selection 1\)/ })
      .fill('Real Betis to win');
    await page.getByTestId('add-selection').click();
    await page
      .getByRole('textbox', { name: /^Selection name \(selection 2\)/ })
      .fill('Over 1.5 goals');
    expect(await page.getByTestId('remove-selection').count()).toBe(2);
    await page.getByTestId('add-bet-submit').click();
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
    // Issue 32: a multiple's legs fold out beneath its one-line row.
    await page.getByTestId('bet-row').first().getByTestId('bet-fold').click();
    expect(await page.getByTestId('bet-legs').getByTestId('selection').count()).toBe(2);
    // WON at 3.25 for €10: net +€22.50.
    await expect.poll(() => text(page, 'summary-net-return')).toBe('+€22.50');

    // Edited: €20 at 2.50 instead. WON: return 20 × 2.5 = 50, net +€30.00.
    await page.getByTestId('bet-row').first().getByTestId('edit-bet').click();
    const editor = page.getByRole('dialog', { name: 'Edit bet' });
    expect(await editor.getByRole('textbox', { name: /^Stake/ }).inputValue()).toBe('10');
    expect(await editor.getByRole('textbox', { name: 'Odds', exact: true }).inputValue()).toBe(
      '3.25',
    );
    await editor.getByRole('textbox', { name: /^Stake/ }).fill('20');
    await editor.getByRole('textbox', { name: 'Odds', exact: true }).fill('2.5');
    await editor.getByTestId('edit-bet-submit').click();
    await expect.poll(() => editor.count()).toBe(0);
    const edited = page.getByTestId('bet-row').first();
    await expect.poll(() => edited.getByTestId('bet-odds').textContent()).toBe('2.50');
    expect(await edited.getByTestId('bet-stake').textContent()).toBe('€20.00');
    expect(await edited.getByTestId('bet-net').textContent()).toBe('+€30.00');
    expect(await page.getByTestId('bet-legs').getByTestId('selection').count()).toBe(2);
    await expect.poll(() => text(page, 'summary-net-return')).toBe('+€30.00');
    expect(await text(page, 'summary-total-stake')).toBe('€20.00');
    expect(await text(page, 'summary-bets')).toBe('1');

    // A Betfair Sportsbook history, pasted.
    await page.getByTestId('open-upload').first().click();
    await page.getByText('JSON', { exact: true }).click();
    await page.getByTestId('upload-text').fill(fixture);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The preview first: every bet new, nothing written yet.
    const newCount = page.getByTestId('preview-count-new').getByTestId('preview-count-value');
    await expect.poll(() => newCount.textContent()).toBe(String(fixtureBets));
    expect(await betsOf(me)).toHaveLength(1);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('upload-success').textContent())
      .toMatch(new RegExp(`^Inserted ${fixtureBets} new bets and \\d+ selections\\.$`));
    await page.keyboard.press('Escape');

    const all = await betsOf(me);
    const total = fixtureBets + 1; // the uploaded history and the bet added by hand
    expect(all).toHaveLength(total);
    const sum = (bets: ApiBet[], field: 'Stake' | 'NetReturn') =>
      Math.round(bets.reduce((s, b) => s + b[field] * 100, 0)) / 100;
    await expect.poll(() => text(page, 'summary-bets')).toBe(String(total));
    expect(await text(page, 'summary-total-stake')).toBe(euro(sum(all, 'Stake')));
    await saveScreenshot(page, 'history-desktop');

    // Filter: won bets only, then a minimum stake too; the summary follows.
    await page.getByTestId('filter-statuses').click();
    // Exact: the fixture's statuses also offer 'Half won'.
    await page.getByRole('option', { name: 'Won', exact: true }).click();
    await page.keyboard.press('Escape');
    const won = all.filter((b) => b.Status === 'WON');
    await expect.poll(() => text(page, 'summary-bets')).toBe(String(won.length));
    expect(await text(page, 'summary-won')).toBe(String(won.length));
    expect(await text(page, 'summary-total-stake')).toBe(euro(sum(won, 'Stake')));

    await page.getByTestId('filter-stake-min').fill('15');
    const wonFrom15 = won.filter((b) => b.Stake >= 15);
    await expect.poll(() => text(page, 'summary-bets')).toBe(String(wonFrom15.length));
    expect(await text(page, 'summary-total-stake')).toBe(euro(sum(wonFrom15, 'Stake')));
    await page.getByTestId('filter-reset').click();
    await expect.poll(() => text(page, 'summary-bets')).toBe(String(total));

    // Export CSV, and import it into another account.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stakelab-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');

    const other = await createAccount();
    const otherPage = await logInAs(other);
    await otherPage.getByTestId('open-upload').first().click();
    await otherPage.getByText('CSV', { exact: true }).click();
    await otherPage.getByTestId('upload-text').fill(csv);
    await otherPage.getByRole('button', { name: 'Upload', exact: true }).click();
    await otherPage.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(() => otherPage.getByTestId('upload-success').textContent())
      .toMatch(new RegExp(`^Inserted ${total} new bets`));
    const moved = await betsOf(other);
    expect(sum(moved, 'NetReturn')).toBe(sum(all, 'NetReturn'));
    expect(moved.map((b) => b.Status).sort()).toEqual(all.map((b) => b.Status).sort());
  });
});
