import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, registerAccount } from '../support/api-accounts';
import { historySnapshotStored } from '../support/history-snapshot';
import {
  describeInBrowser,
  e2eSettings,
  launchBrowser,
  launchProfileBrowser,
  openPage,
} from '../support/browser';

/** Three settled singles of 10.00 at 2.00: two won (+10.00 each), one lost (−10.00). */
const CSV = [
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections',
  'OFF1,manual,2025-06-01T12:00:00.000Z,2025-06-01T14:00:00.000Z,Football,LaLiga,Offline One v Two,2.00,WON,10.00,20.00,10.00,SGL,,,,[]',
  'OFF2,manual,2025-05-31T12:00:00.000Z,2025-05-31T14:00:00.000Z,Football,LaLiga,Offline Three v Four,2.00,LOST,10.00,0.00,-10.00,SGL,,,,[]',
  'OFF3,manual,2025-05-30T12:00:00.000Z,2025-05-30T14:00:00.000Z,Tennis,ATP,Offline Five v Six,2.00,WON,10.00,20.00,10.00,SGL,,,,[]',
].join('\n');

/** What Chromium logs for each request the cut network refuses: expected here, nothing else. */
const OFFLINE_FAILURE = /net::ERR_INTERNET_DISCONNECTED/;

async function upload(account: Account): Promise<void> {
  const res = await fetch(`${e2eSettings().baseUrl}/api/history/upload-csv`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${account.cookie.name}=${account.cookie.value}`,
    },
    body: JSON.stringify({ data: CSV, userEmail: account.email }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const rowTexts = (page: Page) => page.getByTestId('bet-row').allTextContents();

describeInBrowser('the installed app offline (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens /history and /dashboards from the stored history with the network cut', async () => {
    const me = await registerAccount('offline', { firstName: 'Nieves', lastName: 'Paredes' });
    await upload(me);
    if (!browser) throw new Error('the browser is not running');
    const { page, problems, close } = await openPage(browser);
    try {
      await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
      await page.goto('/history');
      await expect.poll(() => rowTexts(page).then((rows) => rows.length)).toBe(3);
      await expect.poll(() => page.evaluate(historySnapshotStored)).toBe(true);
      // The worker installs (the shell precached) after load, then claims the open page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toBe('/manifest.webmanifest');

      await page.context().setOffline(true);

      await page.reload();
      await expect.poll(() => rowTexts(page).then((rows) => rows.length)).toBe(3);
      const rows = await rowTexts(page);
      // Newest first: 1 June, 31 May, 30 May.
      expect(rows[0]).toContain('Offline One v Two');
      expect(rows[1]).toContain('Offline Three v Four');
      expect(rows[2]).toContain('Offline Five v Six');
      expect(await page.getByTestId('history-load-error').count()).toBe(0);

      await page.goto('/dashboards');
      // 3 bets of 10.00: staked 30.00, net +10.00 + −10.00 + +10.00 = +10.00.
      await expect.poll(() => page.getByTestId('overall-bets').textContent()).toBe('3');
      expect(await page.getByTestId('overall-staked').textContent()).toBe('€30.00');
      expect(await page.getByTestId('overall-net').textContent()).toBe('+€10.00');

      // Back online, an API path is never answered with the app's page.
      await page.context().setOffline(false);
      const api = await page.evaluate(async () => {
        const res = await fetch('/api/no-such-thing', { headers: { accept: 'text/html' } });
        return { status: res.status, type: res.headers.get('content-type') ?? '' };
      });
      expect(api.status).toBe(404);
      expect(api.type).toContain('application/json');
    } finally {
      await close();
    }
    expect(problems.filter((problem) => !OFFLINE_FAILURE.test(problem))).toEqual([]);
  });

  it('is installable: Chromium finds no installability error (what Lighthouse checked)', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-profile-'));
    const context = await launchProfileBrowser(profile);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
