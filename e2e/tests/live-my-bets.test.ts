import type { FeedEvent } from '@stakelab/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { type Account, registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';
import { checkScreen, clippedContent, SCREEN_VIEWPORTS } from '../support/screen-checks';

const LEG_STATES = ['winning', 'losing', 'voidLooking', 'undecided'];

/** The feed's events in play now, through the API as the page reads them. */
async function liveFeed(account: Account): Promise<FeedEvent[]> {
  const res = await fetch(`${e2eSettings().baseUrl}/api/live-events?state=live`, {
    headers: { cookie: `${account.cookie.name}=${account.cookie.value}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as FeedEvent[];
}

async function addBet(account: Account, body: object): Promise<void> {
  const res = await fetch(`${e2eSettings().baseUrl}/api/history/add-bet-full`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${account.cookie.name}=${account.cookie.value}`,
    },
    body: JSON.stringify({ ...body, user_email: account.email }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Each section's row ids, in the page's order. */
const sectionsOf = (page: Page) =>
  page.getByTestId('live-section').evaluateAll((sections) =>
    sections.map((section) => ({
      section: (section as HTMLElement).dataset.section ?? '',
      rows: [...section.querySelectorAll<HTMLElement>('[data-testid="live-row"]')].map(
        (row) => row.dataset.rowId ?? '',
      ),
    })),
  );

describeInBrowser('my bets live in Chromium (issue 36)', () => {
  const { visit } = usePages();
  let me: Account;
  let linked: FeedEvent;
  let typed: FeedEvent;
  let other: FeedEvent;

  /** A new bettor with a linked bet and a typed one on two events in play now. */
  async function placeBets(): Promise<void> {
    me = await registerAccount('mybets', { firstName: 'Maite', lastName: 'Live' });
    // The simulator's first rounds: wait for three football or basketball games in play (at
    // 30× a match lasts minutes: the freshest ones, so they are still on when the page opens).
    let events: FeedEvent[] = [];
    await expect
      .poll(
        async () => {
          events = (await liveFeed(me))
            .filter((e) => e.Sport !== 'TENNIS' && e.LiveScoreHome !== null)
            .sort((a, b) => (a.LiveMatchClockMinute ?? 0) - (b.LiveMatchClockMinute ?? 0));
          return events.length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(3);
    [linked, typed, other] = events as [FeedEvent, FeedEvent, FeedEvent];
    const placed = { placedDate: new Date().toISOString(), status: 'PENDING', stake: 10 };
    // A single picked from the feed: linked to the event and its home win.
    await addBet(me, {
      ...placed,
      sportName: 'Football',
      originalOdds_decimal: linked.Outcome1_Odds ?? 2,
      eventDescription: `${linked.HomeName} vs ${linked.AwayName}`,
      selections: [{ SelectionName: linked.HomeName, FeedEventId: linked.RowId, FeedOutcome: '1' }],
    });
    // A bet typed by hand: its event text is the feed's name in upper case, not linked.
    await addBet(me, {
      ...placed,
      sportName: 'Football',
      originalOdds_decimal: 2.5,
      eventDescription: `${typed.HomeName} vs ${typed.AwayName}`.toUpperCase(),
      selections: [{ SelectionName: typed.AwayName }],
    });
  }

  it('lists my bets first with leg states, stars a team, and opens an event’s detail', async () => {
    await placeBets();
    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/liveevents');
    await expect
      .poll(async () => (await sectionsOf(page))[0]?.section, { timeout: 20_000 })
      .toBe('mine');

    // My bets first: both events (unless one just ended), each with its leg's state now.
    const mine = (await sectionsOf(page))[0]?.rows ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect([linked.RowId, typed.RowId]).toEqual(expect.arrayContaining(mine));
    for (const id of mine) {
      const row = page.locator(`[data-testid="live-row"][data-row-id="${id}"]`);
      const state = await row.getByTestId('leg-state').first().getAttribute('data-state');
      expect(LEG_STATES).toContain(state);
      expect(await row.getByTestId('bet-value-now').textContent()).toMatch(
        /if it ended now|not known yet/,
      );
    }
    await saveScreenshot(page, 'live-my-bets');

    // Star the other event's home team from its detail: it moves up to the favourites.
    const otherRow = page.locator(`[data-testid="live-row"][data-row-id="${other.RowId}"]`);
    await otherRow.getByTestId('live-open-detail').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toContain(other.HomeName);
    const star = dialog.getByRole('button', { name: other.HomeName, exact: true });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // The detail's score timeline (the first score seen) and the feed's pre-match prices.
    expect(await dialog.getByTestId('score-timeline').count()).toBe(1);
    expect(
      (await dialog.getByTestId('odds-history').count()) +
        (await dialog.getByTestId('odds-history-empty').count()),
    ).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(async () => (await sectionsOf(page)).find((s) => s.section === 'favourites')?.rows)
      .toContain(other.RowId);
    // Favourites are stored for the user: the page reloaded keeps the star.
    await page.reload();
    await expect
      .poll(
        async () => (await sectionsOf(page)).find((s) => s.section === 'favourites')?.rows ?? [],
        { timeout: 20_000 },
      )
      .toContain(other.RowId);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('fits a 390 px phone in Spanish, dark: my bets, leg states and the detail unclipped', async () => {
    // The bettor of the first test (its bets and star); the events may have moved on.
    const page = await visit({
      viewport: SCREEN_VIEWPORTS.phone,
      colorScheme: 'dark',
      language: 'es',
    });
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/liveevents');
    await page.getByTestId('live-row').first().waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await sectionsOf(page)).length).toBeGreaterThan(1);
    expect(await page.getByText('Mis apuestas').count()).toBeGreaterThan(0);
    expect(await checkScreen(page, 'live-my-bets-phone-es')).toEqual([]);
    await page.getByTestId('live-open-detail').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await clippedContent(page)).toEqual([]);
    await saveScreenshot(page, 'live-my-bets-detail-phone-es', { fullPage: false });
  });
});
