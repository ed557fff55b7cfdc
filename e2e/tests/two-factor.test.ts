import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { totpOf } from '../support/totp';

const t = en;

describeInBrowser('two-factor sign-in in Chromium', () => {
  const { visit } = usePages();
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it('sets up two-factor from /profile, signs out, and signs in with a code', async () => {
    const me = await registerAccount('twofa', { firstName: 'Inés', lastName: 'Albéniz' });
    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/profile');

    await page.getByTestId('two-factor-start').click();
    await expect.poll(() => page.getByTestId('two-factor-qr').isVisible()).toBe(true);
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('two-factor-first-code').fill(totpOf(secret));
    await page.getByTestId('two-factor-confirm').click();
    const codes = page.getByTestId('two-factor-recovery-codes').locator('code');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByTestId('two-factor-recovery-done').click();
    await expect
      .poll(() => page.getByTestId('two-factor-status').textContent())
      .toBe('On. 10 recovery codes left.');

    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.logout }).click();
    await expect.poll(() => pathOf(page)).toBe('/');

    await page.goto('/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByTestId('login-password').fill('twofaPass1');
    await page.getByTestId('login-submit').click();
    const code = page.getByTestId('login-two-factor-code');
    await expect.poll(() => code.isVisible()).toBe(true);
    // The setup spent this step's code: the next step's is within the drift allowed.
    await code.fill(totpOf(secret, Math.floor(Date.now() / 30_000) + 1));
    await page.getByTestId('login-two-factor-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');
  });
});
