import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { logInAccount, registerAccount, type Account } from '../support/api-accounts';
import { waitForMail, waitForMailLink } from '../support/outbox';

const t = en;

async function adminApi(admin: Account, path: string, method: string, body: unknown) {
  const res = await fetch(`${e2eSettings().baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: `${admin.cookie.name}=${admin.cookie.value}`,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { stake: { stake_id: number } };
}

const publish = (admin: Account, event: string) =>
  adminApi(admin, '/api/history/admin-insert-stake', 'POST', {
    bet_description: event,
    bookmarker: 'Bet365',
    stake_amount: 10,
    total_odds: 2,
    potential_winnings: 20,
    payout_amount: 0,
  });

const bellCount = (page: Page) => page.getByTestId('notification-count').getAttribute('data-count');

describeInBrowser('notifications in Chromium', () => {
  const { visit } = usePages();

  it('an admin publishes; the subscriber’s open page counts it on the bell without a reload and the e-mail arrives over SMTP; a switched-off kind stays quiet', async () => {
    const subscriber = await registerAccount('bell', { firstName: 'Marta', lastName: 'Navarro' });
    const admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await visit();
    await page.context().addCookies([{ ...subscriber.cookie, url: e2eSettings().baseUrl }]);
    // A verified address, and new stakes by e-mail at once (e-mail is off by default).
    await page.goto(
      await waitForMailLink(subscriber.email, /Verify your StakeLab e-mail/, '/verify'),
    );
    await expect
      .poll(() => page.getByTestId('verify-status').getAttribute('data-status'))
      .toBe('success');
    await page.goto('/profile');
    await page.getByTestId('notify-stakePublished-email').selectOption('instant');
    await page.getByTestId('notifications-save').click();
    await expect
      .poll(() => page.getByTestId('toast').last().textContent())
      .toContain(t.profile.notifications.saved);

    await page.goto('/stakes');
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe('0');

    await publish(admin, 'Osasuna v Getafe');
    // Pushed over the stream: no reload, no navigation.
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe('1');
    await page.getByTestId('notification-bell').click();
    await expect
      .poll(() => page.getByTestId('notification-item').first().textContent())
      .toContain('New stake: Osasuna v Getafe');
    // The mail reached the suite's SMTP server, with its one-click unsubscribe.
    const unsubscribe = await waitForMailLink(
      subscriber.email,
      /New stake: Osasuna v Getafe/,
      '/api/notifications/unsubscribe',
    );
    expect(unsubscribe.startsWith(`${e2eSettings().baseUrl}/api/notifications/unsubscribe`)).toBe(
      true,
    );

    // New stakes off in the app and by e-mail (settled ones on in both), from the profile.
    await page.goto('/profile');
    const inApp = page.getByRole('checkbox', {
      name: `${t.profile.notifications.kinds.stakePublished}: ${t.profile.notifications.inApp}`,
    });
    await inApp.click();
    await page.getByTestId('notify-stakePublished-email').selectOption('off');
    await page.getByTestId('notify-stakeSettled-email').selectOption('instant');
    await page.getByTestId('notifications-save').click();
    await expect
      .poll(() => page.getByTestId('toast').last().textContent())
      .toContain(t.profile.notifications.saved);

    // Jobs are fanned out in order: once the settle shows, the publish before it was skipped.
    const { stake } = await publish(admin, 'Alaves v Mallorca');
    await adminApi(admin, `/api/admin/stakes/${stake.stake_id}`, 'PATCH', {
      final_result: 'lost',
    });
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe('2');
    await page.getByTestId('notification-bell').click();
    const titles = await page.getByTestId('notification-item').allTextContents();
    expect(titles.some((x) => x.includes('Stake settled: Alaves v Mallorca'))).toBe(true);
    expect(titles.some((x) => x.includes('New stake: Alaves v Mallorca'))).toBe(false);
    // The outbox sends in order: once the settle's mail is there, the publish's would be too.
    await waitForMail(subscriber.email, /Stake settled: Alaves v Mallorca/);
    await expect(
      waitForMail(subscriber.email, /New stake: Alaves v Mallorca/, () => true, 0),
    ).rejects.toThrow();
  });
});
