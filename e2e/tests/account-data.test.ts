import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { registerAccount, type Account } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { unzip } from '../support/zip';

const t = en.profile.security;

const fixture = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../packages/core/test/fixtures/import/ok/betfair-sportsbook-settled.json',
  ),
  'utf8',
);

const cookieHeader = (account: Account) => `${account.cookie.name}=${account.cookie.value}`;

async function userBets(account: Account): Promise<{ BetId: string }[]> {
  const res = await fetch(
    `${e2eSettings().baseUrl}/api/history/user-bets?email=${encodeURIComponent(account.email)}`,
    { headers: { cookie: cookieHeader(account) } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { bets: { BetId: string }[] }).bets;
}

describeInBrowser('download my data and delete my account in Chromium', () => {
  const { visit } = usePages();

  it('downloads the data as a zip holding the bets, then deletes the account', async () => {
    const { baseUrl } = e2eSettings();
    const me = await registerAccount('gone', { firstName: 'Olga', lastName: 'Prieto' });
    const upload = await fetch(`${baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader(me), origin: baseUrl },
      body: JSON.stringify({ data: fixture, userEmail: me.email }),
    });
    expect(upload.status).toBe(200);
    const bets = await userBets(me);
    expect(bets.length).toBeGreaterThan(0);

    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: baseUrl }]);
    await page.goto('/profile');

    // Prepared on the server; the page asks until it is ready, then offers the link.
    await page.getByTestId('data-export-start').click();
    const download = page.getByTestId('data-export-download');
    await expect.poll(() => download.isVisible(), { timeout: 20_000 }).toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^stakelab-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = await file.path();
    const files = unzip(fs.readFileSync(saved));
    const csv = files.get('bets.csv')?.toString('utf8') ?? '';
    const lines = csv.trim().split(/\r?\n/);
    // The header, then one line per bet; every bet of the account is there by its id.
    expect(lines).toHaveLength(bets.length + 1);
    for (const bet of bets) expect(csv).toContain(bet.BetId);
    const json = JSON.parse(files.get('bets.json')?.toString('utf8') ?? '[]') as unknown[];
    expect(json).toHaveLength(bets.length);
    expect(files.has('tables/users.json')).toBe(true);
    // The link worked once: the page says so.
    await expect
      .poll(() => page.getByTestId('data-export-status').textContent(), { timeout: 10_000 })
      .toBe(t.data.downloaded);

    // The tax year's PDF, fetched by the page and saved under the server's name.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('tax-year-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`stakelab-tax-${new Date().getFullYear() - 1}-en.pdf`);
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await page.getByTestId('delete-account-password').fill('gonePass1');
    await page.getByTestId('delete-account-confirm').check();
    await page.getByTestId('delete-account-submit').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByText(t.deleteAccount.done).isVisible()).toBe(true);

    // Logging in no longer works, in the browser as through the API.
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByTestId('login-password').fill('gonePass1');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText(en.toasts.loginFailed).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.email, password_hash: 'gonePass1' }),
    });
    expect(login.status).toBe(401);
  });
});
