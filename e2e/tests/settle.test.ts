import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { registerAccount, type Account } from '../support/api-accounts';

interface ApiBet {
  Status: string;
  Stake: number;
  ActualReturn: number;
  NetReturn: number;
}

async function betsOf(account: Account): Promise<ApiBet[]> {
  const res = await fetch(
    `${e2eSettings().baseUrl}/api/history/user-bets?email=${encodeURIComponent(account.email)}`,
    { headers: { cookie: `${account.cookie.name}=${account.cookie.value}` } },
  );
  return ((await res.json()) as { bets: ApiBet[] }).bets;
}

describeInBrowser('open bets settled from the history in Chromium', () => {
  const { visit } = usePages();

  async function logInAs(account: Account): Promise<Page> {
    const page = await visit();
    await page.context().addCookies([{ ...account.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/history');
    return page;
  }

  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  it('adds an open bet, shows it apart from the settled figures, and settles it as won', async () => {
    const me = await registerAccount('settle', { firstName: 'Marta', lastName: 'Quintana' });
    const page = await logInAs(me);
    await expect.poll(() => page.getByTestId('history-empty').isVisible()).toBe(true);

    // €12.50 at 1.85, still open.
    await page.getByTestId('open-add-bet').first().click();
    await page.getByRole('textbox', { name: /^Stake/ }).fill('12.5');
    await page.getByRole('textbox', { name: 'Odds', exact: true }).fill('1.85');
    await page.getByRole('radio', { name: 'Open', exact: true }).check();
    await page
      .getByRole('textbox', { name: /^Selection name \(selection 1\)/ })
      .fill('Carlos Alcaraz');
    await page.getByTestId('add-bet-submit').click();
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);

    const row = page.getByTestId('bet-row').first();
    expect(await row.getByTestId('bet-status').textContent()).toBe('Open');
    await expect.poll(() => text(page, 'history-open-figure')).toBe('Open: 1 bet, €12.50 at stake');
    // Nothing settled yet: the money figures have nothing in them.
    expect(await text(page, 'summary-total-stake')).toBe('€0.00');
    expect(await text(page, 'summary-roi')).toBe('0.00%');
    expect(await text(page, 'summary-bets')).toBe('1');
    expect((await betsOf(me))[0]).toMatchObject({ Status: 'PENDING', NetReturn: 0 });

    // Settled as won: 12.50 × 1.85 = 23.125 → €23.13 back (halves away from zero), net +€10.63.
    await row.getByTestId('settle-bet').click();
    const dialog = page.getByRole('dialog', { name: 'Settle bet' });
    await dialog.getByRole('radio', { name: 'Won', exact: true }).check();
    expect(await dialog.getByTestId('settle-preview').textContent()).toBe(
      'Return €23.13 · net +€10.63',
    );
    await dialog.getByTestId('settle-submit').click();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => row.getByTestId('bet-status').textContent()).toBe('Won');
    expect(await page.getByTestId('history-open-figure').count()).toBe(0);
    expect(await row.getByTestId('bet-return').textContent()).toBe('€23.13');
    expect(await row.getByTestId('bet-net').textContent()).toBe('+€10.63');
    await expect.poll(() => text(page, 'summary-net-return')).toBe('+€10.63');
    expect(await text(page, 'summary-total-stake')).toBe('€12.50');
    // ROI 10.63 / 12.50 = 85.04 %.
    expect(await text(page, 'summary-roi')).toBe('+85.04%');
    expect((await betsOf(me))[0]).toMatchObject({
      Status: 'WON',
      Stake: 12.5,
      ActualReturn: 23.13,
      NetReturn: 10.63,
    });
  });
});
