import { expect, it } from 'vitest';
import { logInAccount } from '../support/api-accounts';
import { chartsAtRest } from '../support/charts-at-rest';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';

/** The demo account `npm run seed:demo` makes (the e2e setup runs it, as a fresh start does). */
const DEMO = { email: 'demo@stakelab.local', password: 'stakelab-demo-1' };
const TABS = ['overall', 'time', 'sport', 'odds', 'market', 'betType'] as const;

const logInDemo = async () => ({
  ...(await logInAccount(DEMO.email, DEMO.password)).cookie,
  url: e2eSettings().baseUrl,
});

describeInBrowser('the demo account in Chromium', () => {
  const { visit } = usePages();

  it('shows 18 months of demo bets on every dashboard tab, the history and the stakes', async () => {
    const cookie = await logInDemo();
    const page = await visit();
    await page.context().addCookies([cookie]);

    for (const tab of TABS) {
      await page.goto(`/dashboards?tab=${tab}`);
      const panel = page.getByTestId(`panel-${tab}`);
      await panel.waitFor();
      if (tab === 'overall') {
        await expect.poll(() => page.getByTestId('overall-bets').textContent()).toContain('800');
      }
      // Charts are drawn (lazy chunk loaded) before the picture is taken.
      await expect
        .poll(() => panel.locator('svg.recharts-surface, table').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await chartsAtRest(page);
      await saveScreenshot(page, `demo-dashboards-${tab}`);
    }

    await page.goto('/history');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    await saveScreenshot(page, 'demo-history');

    await page.goto('/stakes');
    await expect.poll(() => page.getByTestId('stake-card').count()).toBeGreaterThan(10);
    await saveScreenshot(page, 'demo-stakes');
  });
});
