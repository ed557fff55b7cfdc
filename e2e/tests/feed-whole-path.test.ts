import type { BetView, FeedEvent, SettlementSuggestionsResponse } from '@stakelab/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { type Account, registerAccount } from '../support/api-accounts';
import { describeInBrowser, saveScreenshot, usePages } from '../support/browser';
import { type SpedUpServer, startSpedUpServer } from '../support/sped-up-server';

const t = en;

/**
 * 150×: a football match (about 110 simulated minutes) plays in about 44 s, and the next match
 * of each slot is announced that long before its kick-off, room enough to pick it in a form
 * on a busy machine; faster left too little, slower made the test long.
 */
const SPEED = 150;
/** An event picked must kick off at least this long after the pick: time to fill and save. */
const PICK_MARGIN_MS = 20_000;
const STAKE = 10;

/** i18next's {{name}} placeholders filled in, for the en texts the page shows. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * A ratio as the dashboards write it in en: a percentage with one decimal, a sign unless it
 * rounds to zero ("+2.3%", "-4.1%", "0.0%"); halves round away from zero as Intl does.
 */
function percentText(ratio: number): string {
  const tenths = Math.round(Math.abs(ratio) * 1000);
  const sign = tenths === 0 ? '' : ratio > 0 ? '+' : '-';
  return `${sign}${(tenths / 10).toFixed(1)}%`;
}

describeInBrowser(
  'a bet on an upcoming feed event, kick-off to the Edge tab, in Chromium (issue 36)',
  () => {
    const { visit } = usePages();
    let server: SpedUpServer;

    beforeAll(async () => {
      server = await startSpedUpServer(SPEED);
    });
    afterAll(() => server?.stop());

    async function api<T>(me: Account, route: string): Promise<T> {
      const res = await fetch(`${server.baseUrl}${route}`, {
        headers: { cookie: `${me.cookie.name}=${me.cookie.value}` },
      });
      expect(res.status, route).toBe(200);
      return (await res.json()) as T;
    }
    const feed = (me: Account, state: 'upcoming' | 'live' | 'finished') =>
      api<FeedEvent[]>(me, `/api/live-events?state=${state}`);
    const betsOf = async (me: Account) =>
      (
        await api<{ bets: BetView[] }>(
          me,
          `/api/history/user-bets?email=${encodeURIComponent(me.email)}`,
        )
      ).bets;

    /**
     * An announced football match kicking off at least PICK_MARGIN_MS from now: the latest one.
     * Each kick-off announces a slot's next match a whole match ahead, so one comes.
     */
    async function upcomingToPick(me: Account): Promise<FeedEvent> {
      let chosen: FeedEvent | undefined;
      await expect
        .poll(
          async () => {
            const later = (await feed(me, 'upcoming'))
              .filter((e) => e.Sport === 'FOOTBALL' && e.Outcome1_Odds !== null)
              .filter((e) => Date.parse(e.EventStartTimeUTC) - Date.now() >= PICK_MARGIN_MS)
              .sort((a, b) => Date.parse(b.EventStartTimeUTC) - Date.parse(a.EventStartTimeUTC));
            chosen = later[0];
            return chosen !== undefined;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(true);
      return chosen as FeedEvent;
    }

    /** The event once it left the upcoming list: in play, or already over. */
    async function startedEvent(me: Account, rowId: string): Promise<FeedEvent | undefined> {
      const [live, finished] = await Promise.all([feed(me, 'live'), feed(me, 'finished')]);
      return [...live, ...finished].find((e) => e.RowId === rowId);
    }

    const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

    it(
      'captures the close and fair probability at kick-off, suggests the result, settles on confirm, shows both CLVs',
      { timeout: 240_000 },
      async () => {
        const me = await registerAccount(
          'feedpath',
          { firstName: 'Paula', lastName: 'Pitch' },
          server.baseUrl,
        );
        const page = await visit({ baseURL: server.baseUrl, timezoneId: 'UTC' });
        await page.context().addCookies([{ ...me.cookie, url: server.baseUrl }]);
        await page.goto('/history');
        await page.getByTestId('history-empty').waitFor({ timeout: 30_000 });

        // 1. The add-bet form, "Pick from the live feed": an upcoming football match, its '1'.
        const event = await upcomingToPick(me);
        await page.getByTestId('open-add-bet').first().click();
        const form = page.getByTestId('add-bet-form');
        await form.getByRole('button', { name: t.feedPicker.open }).click();
        await form
          .getByRole('textbox', { name: t.feedPicker.search })
          .fill(`${event.HomeName} ${event.AwayName}`);
        const listed = form.locator(
          `[data-testid="feed-picker-event"][data-row-id="${event.RowId}"]`,
        );
        await listed.waitFor({ timeout: 20_000 });
        expect(await listed.textContent()).toContain(t.feedPicker.upcoming);
        await listed.locator('[data-testid="feed-picker-outcome"][data-outcome="1"]').click();
        expect(await form.getByTestId('feed-picker-linked').textContent()).toBe(
          fill(t.feedPicker.linkedTo, {
            event: `${event.HomeName} vs ${event.AwayName}`,
            outcome: event.HomeName,
          }),
        );
        const oddsTyped = await form
          .getByRole('textbox', { name: 'Odds', exact: true })
          .inputValue();
        await form.getByRole('textbox', { name: /^Stake/ }).fill(String(STAKE));
        // Open until the feed decides it (the form starts on Won).
        await form
          .getByTestId('bet-status')
          .getByRole('radio', { name: t.history.statuses.PENDING, exact: true })
          .check();
        await form.getByTestId('add-bet-submit').click();
        await expect.poll(() => page.getByTestId('bet-row').count(), { timeout: 20_000 }).toBe(1);

        // The bet as saved: open, its odds the form's (the feed's price when picked), linked.
        const [saved] = await betsOf(me);
        if (!saved) throw new Error('the bet was not saved');
        const odds = Number(oddsTyped);
        expect(saved).toMatchObject({ Status: 'PENDING', Odds: odds, Stake: STAKE });
        expect(saved.ClosingOdds ?? null).toBeNull();
        // Saved before its kick-off: the event was still announced, not in play.
        expect((await feed(me, 'upcoming')).map((e) => e.RowId)).toContain(event.RowId);

        // 2. Kick-off: the bet gets its closing odds, the feed's last pre-match price of '1'.
        let closed: BetView | undefined;
        await expect
          .poll(
            async () => {
              closed = (await betsOf(me))[0];
              return closed?.ClosingOdds ?? null;
            },
            { timeout: 90_000, interval: 500 },
          )
          .not.toBeNull();
        const started = await startedEvent(me, event.RowId);
        const last = started?.PreMatchPrices.at(-1);
        if (!started || !last) throw new Error(`no pre-match price for ${event.RowId}`);
        const [o1, oX, o2] = [last.Outcome1_Odds, last.OutcomeX_Odds, last.Outcome2_Odds];
        if (o1 === null || oX === null || o2 === null) throw new Error('a price is missing');
        expect(closed?.ClosingOdds).toBe(o1);
        // The fair probability of '1' by hand, the margin removed proportionally:
        // (1/o1) ÷ (1/o1 + 1/oX + 1/o2).
        const fairHome = 1 / o1 / (1 / o1 + 1 / oX + 1 / o2);
        expect(closed?.Selections[0]?.FairCloseProbability).toBeCloseTo(fairHome, 9);
        // The bet's edit form shows the closing odds captured.
        await page.reload();
        await page.getByTestId('bet-row').first().getByTestId('edit-bet').click();
        const editor = page.getByRole('dialog', { name: t.history.editBet.title });
        expect(
          Number(
            await editor.getByRole('textbox', { name: t.history.labels.closingOdds }).inputValue(),
          ),
        ).toBe(o1);
        await page.keyboard.press('Escape');
        await editor.waitFor({ state: 'hidden' });

        // 3. The final whistle: a suggestion from the final score, in the history's panel.
        let suggestions: SettlementSuggestionsResponse['suggestions'] = [];
        await expect
          .poll(
            async () => {
              suggestions = (
                await api<SettlementSuggestionsResponse>(me, '/api/history/settlement-suggestions')
              ).suggestions;
              return suggestions.length;
            },
            { timeout: 120_000, interval: 500 },
          )
          .toBe(1);
        const final = (await feed(me, 'finished')).find((e) => e.RowId === event.RowId);
        if (!final) throw new Error(`${event.RowId} is not finished`);
        const [home, away] = [final.LiveScoreHome ?? 0, final.LiveScoreAway ?? 0];
        const won = home > away;
        const status = won ? t.history.statuses.WON : t.history.statuses.LOST;
        expect(suggestions[0]).toMatchObject({
          BetId: saved.Id,
          Status: won ? 'WON' : 'LOST',
          Sources: [{ EventId: event.RowId, Outcome: '1', Score: `${home}-${away}` }],
        });
        // The page asks for suggestions every minute; a reload is the bettor coming back.
        await page.reload();
        const panel = page.getByTestId('feed-results');
        await panel.waitFor({ timeout: 30_000 });
        expect(await panel.getByRole('heading').textContent()).toBe(t.history.feedResults.title);
        const suggestion = panel.getByTestId('feed-suggestion');
        expect(await suggestion.textContent()).toContain(`: ${home}-${away} (your pick 1)`);
        expect(await suggestion.textContent()).toContain(event.HomeName);
        const confirm = suggestion.getByRole('button', {
          name: fill(t.history.feedResults.confirmBet, {
            status,
            event: suggestions[0]?.Sources[0]?.Event ?? '',
          }),
        });
        expect(await confirm.textContent()).toBe(fill(t.history.feedResults.confirm, { status }));
        await saveScreenshot(page, 'feed-whole-path-suggestion');

        // 4. One click settles it.
        await confirm.click();
        const row = page.getByTestId('bet-row').first();
        await expect.poll(() => row.getByTestId('bet-status').textContent()).toBe(status);
        await expect.poll(() => page.getByTestId('feed-suggestion').count()).toBe(0);
        const [settled] = await betsOf(me);
        expect(settled?.Status).toBe(won ? 'WON' : 'LOST');

        // 5. The Edge tab: CLV against the close (odds ÷ close − 1) and against the fair close
        // (odds × fair probability − 1), worked out here.
        await page.goto('/dashboards');
        await page.getByTestId('tab-edge').click();
        await page.getByTestId('edge-average-clv').waitFor({ timeout: 30_000 });
        const clv = odds / o1 - 1;
        const fairClv = odds * fairHome - 1;
        expect(await text(page, 'edge-average-clv')).toBe(percentText(clv));
        expect(await text(page, 'edge-fair-clv')).toBe(percentText(fairClv));
        // Each figure's card names it; the fair one names its method and the bets it counts.
        const cardOf = (testId: string) => page.getByTestId(testId).locator('..').textContent();
        expect(await cardOf('edge-average-clv')).toContain(t.dashboards.edge.averageClv);
        expect(await cardOf('edge-fair-clv')).toContain(t.dashboards.edge.fairClv);
        expect(await cardOf('edge-fair-clv')).toContain(
          fill(t.dashboards.edge.fairClvHint, { bets: '1' }),
        );
        await saveScreenshot(page, 'feed-whole-path-edge');
      },
    );
  },
);
