import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import {
  describeInBrowser,
  e2eSettings,
  saveScreenshot,
  usePages,
  VIEWPORTS,
} from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { registerAccount } from '../support/api-accounts';

const t = en;

const createAccount = () => registerAccount('stakes', { firstName: 'Rocio', lastName: 'Navarro' });

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-stakes-e2e-'));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

/**
 * A bet slip as a real PNG: drawn by Chromium itself (a small page, screenshotted), written to
 * a temp file for the file input. Real pixels, so the card's image must decode to show.
 */
async function betSlipPng(page: Page, event: string): Promise<string> {
  await page.setContent(`
    <body style="margin:0;font-family:system-ui,sans-serif">
      <div id="slip" style="width:360px;padding:20px;background:#f4faf7;color:#05523a;
        border-top:8px solid #0b7654">
        <div style="font-size:13px;letter-spacing:.08em;text-transform:uppercase">Bet slip · Single</div>
        <div style="font-size:22px;font-weight:700;margin:10px 0 4px">${event}</div>
        <div style="font-size:15px">Real Betis to win · Match odds</div>
        <div style="display:flex;justify-content:space-between;margin-top:18px;font-size:15px">
          <span>Odds <b>2.10</b></span><span>Stake <b>€20.00</b></span><span>Returns <b>€42.00</b></span>
        </div>
      </div>
    </body>`);
  const file = path.join(tempDir, 'slip.png');
  fs.writeFileSync(file, await page.locator('#slip').screenshot({ type: 'png' }));
  return file;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page) => page.getByTestId('toast').last();
const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

async function counters(page: Page) {
  return {
    total: Number(await text(page, 'stake-counter-total')),
    won: Number(await text(page, 'stake-counter-won')),
    lost: Number(await text(page, 'stake-counter-lost')),
  };
}

/** A full-page picture from the top, no field focused (a focused page scrolls mid-shot). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  await saveScreenshot(page, name);
}

/** No element wider than the viewport: nothing scrolls sideways on a phone. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describeInBrowser('tipster stakes in Chromium', () => {
  const { visit } = usePages();

  /**
   * The page of `from`'s account on a phone, in the dark scheme: one column, nothing scrolls
   * sideways and no figure spills out of its box.
   */
  async function onPhone(from: Page, url: string, readyTestId: string, shot: string) {
    const phone = await visit({ viewport: VIEWPORTS.phone, colorScheme: 'dark' });
    await phone.context().addCookies(await from.context().cookies());
    await phone.goto(url);
    await phone.getByTestId(readyTestId).first().waitFor();
    await expect.poll(() => phone.getByTestId('stakes-loading').count()).toBe(0);
    expect(await horizontalOverflow(phone), `${url} on a phone`).toBeLessThanOrEqual(0);
    const spilled = await phone.evaluate(() =>
      [...document.querySelectorAll('dd')]
        .filter((dd) => dd.scrollWidth > dd.clientWidth + 1)
        .map((dd) => dd.textContent),
    );
    expect(spilled, `${url} on a phone`).toEqual([]);
    await shoot(phone, shot);
  }

  it('an admin publishes a stake with its image; a user sees it today, then settled in the history', async () => {
    const event = `Real Betis v Sevilla ${randomBytes(2).toString('hex')}`;
    const user = await createAccount();

    // The admin logs in through the form and opens the admin panel.
    const admin = await visit();
    const slip = await betSlipPng(admin, event);
    await admin.goto('/login');
    await admin.getByRole('textbox', { name: /^E-mail/ }).fill(E2E_ADMIN.email);
    await admin.getByTestId('login-password').fill(E2E_ADMIN.password);
    await admin.getByTestId('login-submit').click();
    await expect.poll(() => pathOf(admin)).toBe('/history');
    await admin.goto('/adminpanel');
    const form = admin.getByTestId('admin-stake-form');
    await form.waitFor();
    await expect
      .poll(() => form.getByRole('textbox', { name: /^Tipster name/ }).inputValue())
      .toBe('StakeLab Tipster');

    // The user's page before: counters to compare with.
    const page = await visit();
    await page.context().addCookies([{ ...user.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/stakes');
    await page.getByTestId('stake-counter-total').waitFor();
    const before = await counters(page);

    // The form: the image uploads as soon as it is chosen.
    await form.getByRole('textbox', { name: /^Bookmaker/ }).fill('Bet365');
    await form.getByRole('textbox', { name: /^Bet description/ }).fill(event);
    await form.getByRole('textbox', { name: /^Stake amount/ }).fill('20');
    await form.getByRole('textbox', { name: /^Total odds/ }).fill('2.10');
    // Worked out (issue 32): 20 × 2.10 = 42.00; an open stake is asked no payout.
    await expect
      .poll(() => form.getByRole('textbox', { name: /^Potential winnings/ }).inputValue())
      .toBe('42.00');
    await form
      .getByRole('textbox', { name: /^Bet details/ })
      .fill('Real Betis to win (Match odds)\nBetis unbeaten in 6 home derbies');
    await form.locator('input[type="file"]').setInputFiles(slip);
    await form.getByTestId('stake-image-uploaded').waitFor();
    await shoot(admin, 'adminpanel-desktop-filled');

    await form.getByTestId('admin-stake-submit').click();
    await expect
      .poll(() => toast(admin).textContent())
      .toContain(t.adminPanel.toasts.stakeInserted);
    expect(await form.getByRole('textbox', { name: /^Bet description/ }).inputValue()).toBe('');
    const row = admin
      .getByTestId('settle-list')
      .getByTestId('settle-row')
      .filter({ hasText: event });
    await row.waitFor();
    await shoot(admin, 'adminpanel-desktop');
    await onPhone(admin, '/adminpanel', 'settle-row', 'adminpanel-phone-dark');

    // The user sees it under Today, with its image loaded.
    await page.reload();
    const today = page
      .getByTestId('stakes-today')
      .getByTestId('stake-card')
      .filter({ hasText: event });
    await today.waitFor();
    expect(await today.getByTestId('stake-status').textContent()).toBe(t.stakes.results.inProgress);
    expect(await today.getByTestId('stake-amount').textContent()).toBe('€20.00');
    expect(await today.getByTestId('stake-odds').textContent()).toBe('2.10');
    const image = today.getByTestId('stake-image');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^\/stakes\/[a-f0-9]{32}\.png$/);
    await shoot(page, 'stakes-desktop-today');

    // The admin settles it as won; the user's history has it, and the counters moved.
    await row.getByTestId('settle-won').click();
    await admin.getByTestId('confirm-settle').click();
    await expect.poll(() => toast(admin).textContent()).toContain('Stake settled: Won');
    await expect.poll(() => row.count()).toBe(0);
    await admin.getByTestId('settle-list').getByText('Recently settled').click();
    await admin
      .getByTestId('settle-list')
      .getByTestId('settle-row')
      .filter({ hasText: event })
      .waitFor();
    await shoot(admin, 'adminpanel-desktop-settled');

    await page.reload();
    const settled = page
      .getByTestId('stakes-history')
      .getByTestId('stake-card')
      .filter({ hasText: event });
    await settled.waitFor();
    expect(await settled.getByTestId('stake-result').textContent()).toBe(t.stakes.results.won);
    // Won pays the potential winnings: 42 − 20 = +€22.00.
    expect(await settled.getByTestId('stake-profit').textContent()).toBe('+€22.00');
    expect(
      await page
        .getByTestId('stakes-today')
        .getByTestId('stake-card')
        .filter({ hasText: event })
        .count(),
    ).toBe(0);
    expect(await counters(page)).toEqual({
      total: before.total + 1,
      won: before.won + 1,
      lost: before.lost,
    });
    expect(await text(page, 'stake-counter-winrate')).toMatch(/^\d+\.\d%$/);
    expect(await page.getByTestId('stake-stats').isVisible()).toBe(true);
    await shoot(page, 'stakes-desktop');

    await onPhone(page, '/stakes', 'stake-card', 'stakes-phone-dark');
  });
});
