import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type Account, registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';

/** Issue 32: a history of 2,000 imported bets is read a dozen bets a screen, and narrowed. */
const SEEDED = 2000;
const count = (n: number) => n.toLocaleString('en');

/**
 * `count` settled singles in StakeLab's own CSV, one every 6 hours back from 1 June 2025, each
 * with one selection (an imported bet's text): every 4th at Pinnacle (500), the rest at Bet365;
 * football and tennis in turn.
 */
function seedCsv(total: number): string {
  const header =
    'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';
  const rows = Array.from({ length: total }, (_, i) => {
    const placed = new Date(Date.UTC(2025, 5, 1, 12) - i * 6 * 3_600_000).toISOString();
    const won = i % 2 === 0;
    const tennis = i % 3 === 0;
    const event = `Home ${i} v Away ${i}`;
    const selections = JSON.stringify([
      {
        SelectionName: `Home ${i}`,
        Odds: 2,
        EventName: event,
        MarketName: 'Match Odds',
        Sport: tennis ? 'Tennis' : 'Football',
        Competition: tennis ? 'ATP Tour Masters 1000 Madrid' : 'Spanish La Liga Primera División',
        Result: won ? 'WON' : 'LOST',
      },
    ]);
    return [
      `LARGE${String(i).padStart(6, '0')}`,
      'manual',
      placed,
      placed,
      tennis ? 'Tennis' : 'Football',
      tennis ? 'ATP Tour Masters 1000 Madrid' : 'Spanish La Liga Primera División',
      event,
      '2.00',
      won ? 'WON' : 'LOST',
      '10.00',
      won ? '20.00' : '0.00',
      won ? '10.00' : '-10.00',
      'SGL',
      i % 4 === 0 ? 'Pinnacle' : 'Bet365',
      '',
      '',
      `"${selections.replace(/"/g, '""')}"`,
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

async function seed(account: Account): Promise<void> {
  const res = await fetch(`${e2eSettings().baseUrl}/api/history/upload-csv`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${account.cookie.name}=${account.cookie.value}`,
    },
    body: JSON.stringify({ data: seedCsv(SEEDED), userEmail: account.email }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * The rows wholly inside the window once the list's top is scrolled to the top of the screen.
 * Polled by the callers: a page's rows are drawn a screenful first, the rest 150 ms later
 * (use-rows-in-steps).
 */
async function rowsInView(page: Page): Promise<number> {
  await page.getByTestId('bet-list').evaluate((list) => {
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 64);
  });
  return page.evaluate(() => {
    const height = window.innerHeight;
    return [...document.querySelectorAll('[data-testid="bet-row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height;
    }).length;
  });
}

describeInBrowser('a large history (Chromium)', () => {
  const { visit } = usePages();

  async function open(account: Account, options: Parameters<typeof visit>[0]): Promise<Page> {
    const page = await visit(options);
    await page.context().addCookies([{ ...account.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/history');
    // The page groups thousands in Spanish too, with a dot (formatCount: 2.000).
    const all = options?.language === 'es' ? '2.000' : count(SEEDED);
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe(all);
    return page;
  }

  it('shows 12 bets and more a 1440×900 screen in English and Spanish; search and a facet narrow it', async () => {
    const me = await registerAccount('large', { firstName: 'Rocio', lastName: 'Navarro' });
    await seed(me);

    const page = await open(me, { viewport: { width: 1440, height: 900 } });
    await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
    await saveScreenshot(page, 'history-large-1440', { fullPage: false });
    // No row wraps: each is as tall as the first.
    const heights = await page
      .getByTestId('bet-row')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);

    // Search: only bet 1999 has "Away 1999".
    await page.getByRole('searchbox', { name: 'Search bets' }).fill('away 1999');
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
    // The address follows once typing pauses.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('away 1999');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe(count(SEEDED));

    // A facet: every 4th bet is Pinnacle's, 2,000 ÷ 4 = 500.
    await page.getByTestId('facet-bookmaker').click();
    await page
      .getByTestId('facet-bookmaker-choices')
      .getByRole('checkbox', { name: /^Pinnacle/ })
      .click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe('500');
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll('bookmaker'))
      .toEqual(['Pinnacle']);
    // A reload keeps the facet.
    await page.reload();
    await expect.poll(() => page.getByTestId('summary-bets').textContent()).toBe('500');

    const spanish = await open(me, { viewport: { width: 1440, height: 900 }, language: 'es' });
    await expect.poll(() => rowsInView(spanish)).toBeGreaterThanOrEqual(12);
    await saveScreenshot(spanish, 'history-large-1440-es', { fullPage: false });
  });

  it('tags, moves and deletes 500 bets at once, and undoes the delete', async () => {
    const me = await registerAccount('largebulk', { firstName: 'Marta', lastName: 'Vidal' });
    await seed(me);
    const made = await fetch(`${e2eSettings().baseUrl}/api/history/bankrolls`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${me.cookie.name}=${me.cookie.value}`,
      },
      body: JSON.stringify({ name: 'Pinnacle pot', startingBalance: 100 }),
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const page = await open(me, { viewport: { width: 1440, height: 900 } });
    const summary = () => page.getByTestId('summary-bets').textContent();
    const pick = async (facet: string, choice: RegExp) => {
      await page.getByTestId(`facet-${facet}`).click();
      await page
        .getByTestId(`facet-${facet}-choices`)
        .getByRole('checkbox', { name: choice })
        .click();
      await page.keyboard.press('Escape');
    };

    // Pinnacle's 500 (every 4th bet), all selected past the first page.
    await pick('bookmaker', /^Pinnacle/);
    await expect.poll(summary).toBe('500');
    await page.getByTestId('select-page').click();
    await page.getByTestId('bulk-select-all').click();
    await expect.poll(() => page.getByTestId('bulk-count').textContent()).toBe('500 bets selected');

    // One request tags them all: the tag facet then finds exactly those 500.
    await page.getByTestId('bulk-tags').click();
    await page.getByTestId('bulk-add-tags').click();
    await page.getByTestId('bulk-tags-input').fill('sharp');
    await page.keyboard.press('Enter');
    await page.getByTestId('bulk-tags-apply').click();
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('Tags changed on 500 bets');

    // And one moves them to the new bankroll.
    await page.getByTestId('bulk-move').click();
    await page.getByTestId('bulk-bankroll').click();
    await page.getByRole('option', { name: 'Pinnacle pot' }).click();
    await page.getByTestId('bulk-move-apply').click();
    await expect.poll(() => page.getByText('500 bets moved').count()).toBeGreaterThanOrEqual(1);

    await page.goto('/history');
    await expect.poll(summary).toBe(count(SEEDED));
    await pick('tag', /^sharp/);
    await expect.poll(summary).toBe('500');
    await page.goto('/history');
    await pick('bankroll', /^Pinnacle pot/);
    await expect.poll(summary).toBe('500');

    // Delete the 500, then undo: all 2,000 are back.
    await page.getByTestId('select-page').click();
    await page.getByTestId('bulk-select-all').click();
    await page.getByTestId('bulk-delete').click();
    await page.getByTestId('bulk-delete-confirm').click();
    await expect.poll(summary).toBe('0');
    await page.getByTestId('bulk-undo').click();
    await expect.poll(summary).toBe('500');
    await page.goto('/history');
    await expect.poll(summary).toBe(count(SEEDED));
  });

  it('keeps a readable row on a 390 px phone', async () => {
    const me = await registerAccount('largephone', { firstName: 'Ines', lastName: 'Moreno' });
    await seed(me);
    const page = await open(me, { viewport: { width: 390, height: 844 }, isMobile: true });
    expect(await page.getByTestId('bet-cards').count()).toBe(1);
    await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
    await saveScreenshot(page, 'history-large-390', { fullPage: false });
    // Nothing scrolls sideways, and each row shows what the bet was on and its net.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const first = page.getByTestId('bet-row').first();
    expect(await first.getByTestId('bet-selection').textContent()).toBe('Home 0');
    expect(await first.getByTestId('bet-net').isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Search bets' }).fill('away 1999');
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
  });
});
