import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';

const t = en.profile.security.apiTokens;

describeInBrowser('personal API tokens and the API reference in Chromium', () => {
  const { visit } = usePages();

  it('makes a token on /profile whose secret a script then reads the history with', async () => {
    const me = await registerAccount('apitok', { firstName: 'Adela', lastName: 'Byron' });
    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/profile');

    const form = page.getByRole('form', { name: t.create });
    await form.getByRole('textbox', { name: t.name }).fill('Nightly sync');
    await form.getByRole('combobox', { name: t.scope }).selectOption('bets:write');
    await form.getByRole('button', { name: t.create }).click();
    const secret = (await page.getByTestId('api-token-secret').locator('pre').textContent()) ?? '';
    expect(secret).toMatch(/^slk_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('api-token-done').click();
    await expect.poll(() => page.getByTestId('api-token').count()).toBe(1);

    const read = await fetch(
      `${e2eSettings().baseUrl}/api/history/user-bets?email=${encodeURIComponent(me.email)}`,
      { headers: { authorization: `Bearer ${secret}` } },
    );
    expect(read.status).toBe(200);
    expect(((await read.json()) as { bets: unknown[] }).bets).toEqual([]);
  });

  it('shows the reference page at /api/docs under the app’s Content-Security-Policy', async () => {
    // Any console error (a script or style the policy blocked among them) fails the test.
    const page = await visit();
    await page.goto('/api/docs');
    const title = page.locator('.swagger-ui .info .title');
    await expect.poll(() => title.textContent(), { timeout: 15_000 }).toContain('StakeLab API');
    await expect
      .poll(() => page.locator('.swagger-ui .opblock-summary-path').count())
      .toBeGreaterThan(50);
  });
});
