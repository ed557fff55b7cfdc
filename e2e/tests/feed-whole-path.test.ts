import {
  type BetView,
  type FeedEvent,
  parseCanonicalStakeEntry,
  type SettlementSuggestionsResponse,
  type Stake,
  type StakeRecordEntry,
  stakeRecordPageSchema,
} from '@stakelab/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { type Account, logInAccount, registerAccount } from '../support/api-accounts';
import { describeInBrowser, saveScreenshot, usePages } from '../support/browser';
import { SPED_UP_ADMIN, type SpedUpServer, startSpedUpServer } from '../support/sped-up-server';

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
/** The tipster's stake, in euros. */
const TIP_AMOUNT = 20;

/** i18next's {{name}} placeholders filled in, for the en texts the page shows. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * A ratio as the pages write it in en: a percentage with `decimals` decimals, signed (`signed`)
 * unless it rounds to zero ("+2.3%", "-4.1%", "0.0%"). toFixed rounds the number's exact value,
 * halves away from zero, as Intl does; the ratio's digits are shifted by two as text, so no
 * multiplication by 100 rounds first.
 */
function percentText(ratio: number, decimals = 1, signed = true): string {
  const digits = Math.abs(ratio).toFixed(decimals + 2); // "0.04536" for 4.536 %
  const [whole = '0', fraction = ''] = digits.split('.');
  const percent = `${Number(`${whole}${fraction.slice(0, 2)}`)}${decimals > 0 ? '.' : ''}${fraction.slice(2)}`;
  const isZero = Number(digits) === 0;
  const sign = isZero ? '' : ratio < 0 ? '-' : signed ? '+' : '';
  return `${sign}${percent}%`;
}

/**
 * CLV against the close, odds ÷ close − 1, worked out as (odds − close) ÷ close in thousandths
 * (how odds are stored): whole numbers and one division, so a ratio that is a rounding tie
 * stays one (1.19 against 1.12 is 70 ÷ 1120 = 0.0625, "+6.3%", where 1.19 ÷ 1.12 − 1 gives
 * 0.0624999…, "+6.2%") and rounds away from zero, as the pages do.
 */
function clvAgainstClose(odds: number, close: number): number {
  const [oddsMilli, closeMilli] = [Math.round(odds * 1000), Math.round(close * 1000)];
  return (oddsMilli - closeMilli) / closeMilli;
}

/**
 * Two steps run at once (the bettor's and the admin's, in their own browser contexts): both
 * run to their end before the first failure is thrown, so none goes on after the test.
 */
async function bothDone<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

/** Odds as the pages write them in en: two decimals, a third when it is not zero. */
function oddsText(odds: number): string {
  const text = odds.toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

describeInBrowser(
  'a bet and a tipster stake on an upcoming feed event, kick-off to both CLVs, in Chromium (issue 36)',
  () => {
    const { visit } = usePages();
    let server: SpedUpServer;

    beforeAll(async () => {
      server = await startSpedUpServer(SPEED);
    });
    afterAll(() => server?.stop());

    async function api<T>(me: Account | null, route: string): Promise<T> {
      const res = await fetch(`${server.baseUrl}${route}`, {
        headers: me ? { cookie: `${me.cookie.name}=${me.cookie.value}` } : {},
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
    /** The stake as the admins' list has it (with its feed suggestion). */
    async function stakeOf(admin: Account, stakeId: number): Promise<Stake> {
      const stake = (await api<Stake[]>(admin, '/api/admin/stakes')).find(
        (each) => each.stake_id === stakeId,
      );
      if (!stake) throw new Error(`stake ${stakeId} is not in the admins' list`);
      return stake;
    }
    /** The public record (no login), each shown entry read; this server's holds a few. */
    async function publicRecord(): Promise<{ hidden: number; entries: StakeRecordEntry[] }> {
      const page = stakeRecordPageSchema.parse(
        await api(null, '/api/stakes/record?after=0&limit=1000'),
      );
      expect(page.next_after).toBeNull();
      const shown = page.entries.flatMap((e) => (e.canonical === null ? [] : [e.canonical]));
      return {
        hidden: page.entries.length - shown.length,
        entries: shown.map(parseCanonicalStakeEntry),
      };
    }

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
    const eventName = (event: FeedEvent) => `${event.HomeName} vs ${event.AwayName}`;

    /**
     * The bettor's add-bet form, "Pick from the live feed": the event's '1', open until the
     * feed decides it. Returns the odds the form took (the feed's price when picked).
     */
    async function placeBet(page: Page, me: Account, event: FeedEvent): Promise<number> {
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
        fill(t.feedPicker.linkedTo, { event: eventName(event), outcome: event.HomeName }),
      );
      const oddsTyped = await form.getByRole('textbox', { name: 'Odds', exact: true }).inputValue();
      await form.getByRole('textbox', { name: /^Stake/ }).fill(String(STAKE));
      // Open until the feed decides it (the form starts on Won).
      await form
        .getByTestId('bet-status')
        .getByRole('radio', { name: t.history.statuses.PENDING, exact: true })
        .check();
      await form.getByTestId('add-bet-submit').click();
      await expect.poll(() => page.getByTestId('bet-row').count(), { timeout: 20_000 }).toBe(1);
      // The bet as saved: open, its odds the form's, linked, no close yet.
      const [saved] = await betsOf(me);
      const odds = Number(oddsTyped);
      expect(saved).toMatchObject({ Status: 'PENDING', Odds: odds, Stake: STAKE });
      expect(saved?.ClosingOdds ?? null).toBeNull();
      return odds;
    }

    /**
     * The admin's stake form, "Pick from the live feed" (upcoming events only): the event's '1'
     * fills the event, its start, the selection and the odds; the admin adds the bookmaker and
     * the stake. Returns the stake as published.
     */
    async function publishTip(page: Page, admin: Account, event: FeedEvent): Promise<Stake> {
      const form = page.getByTestId('admin-stake-form');
      await form.getByRole('button', { name: t.feedPicker.open }).click();
      await form
        .getByRole('textbox', { name: t.feedPicker.searchUpcoming })
        .fill(`${event.HomeName} ${event.AwayName}`);
      const listed = form.locator(
        `[data-testid="feed-picker-event"][data-row-id="${event.RowId}"]`,
      );
      await listed.waitFor({ timeout: 20_000 });
      expect(await listed.textContent()).toContain(t.feedPicker.upcoming);
      await listed.locator('[data-testid="feed-picker-outcome"][data-outcome="1"]').click();
      expect(await form.getByTestId('feed-picker-linked').textContent()).toBe(
        fill(t.feedPicker.linkedTo, { event: eventName(event), outcome: event.HomeName }),
      );
      expect(await form.getByRole('textbox', { name: /^Bet description/ }).inputValue()).toBe(
        eventName(event),
      );
      await form.getByRole('textbox', { name: /^Bookmaker/ }).fill('Bet365');
      await form.getByRole('textbox', { name: /^Stake amount/ }).fill(String(TIP_AMOUNT));
      const odds = Number(await form.getByRole('textbox', { name: /^Total odds/ }).inputValue());
      await form.getByTestId('admin-stake-submit').click();
      await expect
        .poll(() => page.getByTestId('toast').last().textContent(), { timeout: 20_000 })
        .toContain(t.adminPanel.toasts.stakeInserted);
      const published = (await api<Stake[]>(admin, '/api/admin/stakes')).find(
        (stake) => stake.feed_link?.event_id === event.RowId,
      );
      if (!published) throw new Error('the stake was not published');
      // Linked, open, its odds the form's, starting when the event does; no close yet.
      expect(published).toMatchObject({
        event_description: eventName(event),
        total_odds: odds,
        stake_amount: TIP_AMOUNT,
        final_result: 'IN PROGRESS',
        feed_link: { event_id: event.RowId, outcome: '1' },
      });
      expect(Date.parse(published.starts_at ?? '')).toBe(Date.parse(event.EventStartTimeUTC));
      expect(published.closing_odds ?? null).toBeNull();
      return published;
    }

    it(
      'captures the close and fair probability at kick-off, suggests the result, settles on confirm, shows both CLVs: a bet and a tipster stake',
      { timeout: 240_000 },
      async () => {
        const [me, admin] = await Promise.all([
          registerAccount('feedpath', { firstName: 'Paula', lastName: 'Pitch' }, server.baseUrl),
          logInAccount(SPED_UP_ADMIN.email, SPED_UP_ADMIN.password, server.baseUrl),
        ]);
        // The bettor and the admin, each in a browser context of their own, ready before the
        // pick so both forms are filled well ahead of the kick-off.
        const page = await visit({ baseURL: server.baseUrl, timezoneId: 'UTC' });
        await page.context().addCookies([{ ...me.cookie, url: server.baseUrl }]);
        const adminPage = await visit({ baseURL: server.baseUrl, timezoneId: 'UTC' });
        await adminPage.context().addCookies([{ ...admin.cookie, url: server.baseUrl }]);
        await Promise.all([page.goto('/history'), adminPage.goto('/adminpanel')]);
        await page.getByTestId('history-empty').waitFor({ timeout: 30_000 });
        const adminForm = adminPage.getByTestId('admin-stake-form');
        await expect
          .poll(() => adminForm.getByRole('textbox', { name: /^Tipster name/ }).inputValue(), {
            timeout: 30_000,
          })
          .toBe('StakeLab Tipster');

        // 1. Both forms, "Pick from the live feed", at once: the same upcoming football
        // match, its '1'.
        const event = await upcomingToPick(me);
        const [odds, tip] = await bothDone(
          placeBet(page, me, event),
          publishTip(adminPage, admin, event),
        );
        const tipOdds = tip.total_odds;
        // Both saved before its kick-off: the event was still announced, not in play.
        expect((await feed(me, 'upcoming')).map((e) => e.RowId)).toContain(event.RowId);
        // Until its start the record shows the stake's publish as a hash only.
        expect((await publicRecord()).hidden).toBe(1);

        // 2. Kick-off: the bet and the stake get their closing odds, the feed's last pre-match
        // price of '1'.
        let closed: BetView | undefined;
        let closedTip: Stake | undefined;
        await expect
          .poll(
            async () => {
              [closed, closedTip] = await Promise.all([
                betsOf(me).then((bets) => bets[0]),
                stakeOf(admin, tip.stake_id),
              ]);
              return (closed?.ClosingOdds ?? null) !== null && closedTip?.closing_odds != null;
            },
            { timeout: 90_000, interval: 500 },
          )
          .toBe(true);
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
        // The stake: the same close; its fair probability as the record writes it, 6 decimals.
        const fairText = fairHome.toFixed(6);
        expect(closedTip).toMatchObject({
          closing_odds: o1,
          fair_close_probability: Number(fairText),
        });
        // The public record: the stake's publish shown now, and its close entry after it.
        const afterKickOff = await publicRecord();
        expect(afterKickOff.hidden).toBe(0);
        const publish = afterKickOff.entries.find(
          (e) => e.kind === 'publish' && e.stake_id === tip.stake_id,
        );
        expect(publish).toMatchObject({ odds: tipOdds.toFixed(3), stake_cents: TIP_AMOUNT * 100 });
        expect(afterKickOff.entries.filter((e) => e.kind === 'close')).toEqual([
          expect.objectContaining({
            stake_id: tip.stake_id,
            refers_to: publish?.seq,
            feed_event: event.RowId,
            outcome: '1',
            closing_odds: o1.toFixed(3),
            fair_probability: fairText,
          }),
        ]);
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

        // 3. The final whistle: a suggestion from the final score, for the bet in the history's
        // panel and for the stake on the admin's settle list.
        let suggestions: SettlementSuggestionsResponse['suggestions'] = [];
        let suggestedTip: Stake | undefined;
        await expect
          .poll(
            async () => {
              [suggestions, suggestedTip] = await Promise.all([
                api<SettlementSuggestionsResponse>(me, '/api/history/settlement-suggestions').then(
                  (res) => res.suggestions,
                ),
                stakeOf(admin, tip.stake_id),
              ]);
              return suggestions.length === 1 && suggestedTip.feed_suggestion != null;
            },
            { timeout: 120_000, interval: 500 },
          )
          .toBe(true);
        const final = (await feed(me, 'finished')).find((e) => e.RowId === event.RowId);
        if (!final) throw new Error(`${event.RowId} is not finished`);
        const [home, away] = [final.LiveScoreHome ?? 0, final.LiveScoreAway ?? 0];
        const won = home > away;
        const status = won ? t.history.statuses.WON : t.history.statuses.LOST;
        expect(suggestions[0]).toMatchObject({
          BetId: closed?.Id,
          Status: won ? 'WON' : 'LOST',
          Sources: [{ EventId: event.RowId, Outcome: '1', Score: `${home}-${away}` }],
        });
        expect(suggestedTip?.feed_suggestion).toMatchObject({
          result: won ? 'won' : 'lost',
          event: `${event.HomeName} v ${event.AwayName}`,
          score: `${home}-${away}`,
        });
        expect(suggestedTip?.final_result).toBe('IN PROGRESS');
        // No reload: the bell brings the news (its stream, then its list), and the history's
        // panel is read again at once.
        const panel = page.getByTestId('feed-results');
        await panel.waitFor({ timeout: 30_000 });
        await page.getByTestId('notification-bell').click();
        const news = page
          .getByTestId('notification-item')
          .filter({ hasText: `Confirm your bet's result: ${event.HomeName} v ${event.AwayName}` });
        await news.waitFor();
        expect(await news.textContent()).toContain(
          `${home}-${away} · looks ${won ? 'won' : 'lost'}: confirm it with one click in your history`,
        );
        await page.keyboard.press('Escape');
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

        // The stake's settle row, as the admin comes back: its close (the odds, the fair chance
        // as a percentage with one decimal) and the suggestion from the score, one click away.
        const tipResult = won ? t.adminPanel.options.won : t.adminPanel.options.lost;
        await adminPage.reload();
        const tipRow = adminPage.locator(
          `[data-testid="settle-row"][data-stake-id="${tip.stake_id}"]`,
        );
        await tipRow.waitFor({ timeout: 30_000 });
        expect(await tipRow.getByTestId('stake-feed-close').textContent()).toBe(
          fill(t.adminPanel.feed.closed, {
            odds: oddsText(o1),
            fair: percentText(Number(fairText), 1, false),
          }),
        );
        // "The feed says {{event}} ended {{score}} ({{time}}): {{result}}", the time aside.
        const [saysBefore = '', saysAfter = ''] = fill(t.adminPanel.feed.suggestion, {
          event: `${event.HomeName} v ${event.AwayName}`,
          score: `${home}-${away}`,
          time: '\u0000',
          result: tipResult,
        }).split('\u0000');
        const says = (await tipRow.getByTestId('stake-feed-suggestion').textContent()) ?? '';
        expect(says.startsWith(saysBefore), says).toBe(true);
        expect(says.endsWith(saysAfter), says).toBe(true);
        const settleTip = tipRow.getByRole('button', {
          name: fill(t.adminPanel.feed.confirmLabel, {
            result: tipResult,
            description: eventName(event),
          }),
        });
        expect(await settleTip.textContent()).toBe(
          fill(t.adminPanel.feed.confirm, { result: tipResult }),
        );
        // From the top, nothing focused: a page scrolled mid-shot draws its sticky header there.
        await adminPage.evaluate(() => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo(0, 0);
        });
        await saveScreenshot(adminPage, 'feed-whole-path-stake-suggestion');
        await settleTip.click();
        await expect
          .poll(() => adminPage.getByTestId('toast').last().textContent())
          .toContain(fill(t.adminPanel.toasts.settled, { result: tipResult }));
        await expect.poll(() => tipRow.count()).toBe(0);
        // Settled as the score says: won pays the potential winnings (stake × odds), lost 0.
        const payoutCents = won ? Math.round(TIP_AMOUNT * tipOdds * 100) : 0;
        expect(await stakeOf(admin, tip.stake_id)).toMatchObject({
          final_result: won ? 'won' : 'lost',
          payout_amount: payoutCents / 100,
          feed_suggestion: null,
        });
        const record = (await publicRecord()).entries;
        expect(record.filter((e) => e.stake_id === tip.stake_id).map((e) => e.kind)).toEqual([
          'publish',
          'close',
          'settle',
        ]);
        expect(record.at(-1)).toMatchObject({
          kind: 'settle',
          refers_to: publish?.seq,
          result: won ? 'won' : 'lost',
          payout_cents: payoutCents,
        });

        // 5. The Edge tab: CLV against the close (odds ÷ close − 1) and against the fair close
        // (odds × fair probability − 1), worked out here.
        await page.goto('/dashboards');
        await page.getByTestId('tab-edge').click();
        await page.getByTestId('edge-average-clv').waitFor({ timeout: 30_000 });
        const clv = clvAgainstClose(odds, o1);
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

        // 6. /tipster, signed out: the record verified in the browser (publish, close, settle),
        // the stake's row closed at the close, and both CLV figures over the one stake, from
        // the record's own numbers (the odds taken, the close, the 6-decimal fair chance),
        // two decimals.
        const visitor = await visit({ baseURL: server.baseUrl, timezoneId: 'UTC' });
        await visitor.goto('/tipster');
        const verdict = visitor.getByTestId('record-verdict');
        await visitor
          .locator('[data-testid="record-verdict"][data-state="verified"]')
          .waitFor({ timeout: 30_000 });
        expect(await verdict.textContent()).toContain(
          fill(t.tipster.verified_other, { count: '3' }),
        );
        const tipsterRow = visitor.locator(
          `[data-testid="record-row"][data-stake-id="${tip.stake_id}"]`,
        );
        expect(await tipsterRow.getByTestId('record-close').textContent()).toBe(
          fill(t.tipster.closedAt, { odds: oddsText(o1) }),
        );
        const clvCard = visitor.getByTestId('tipster-clv');
        expect(await clvCard.getByTestId('tipster-clv-close').textContent()).toBe(
          percentText(clvAgainstClose(tipOdds, o1), 2),
        );
        expect(await clvCard.getByTestId('tipster-clv-fair').textContent()).toBe(
          percentText(tipOdds * Number(fairText) - 1, 2),
        );
        expect(await clvCard.getByTestId('tipster-clv-over').textContent()).toBe(
          fill(t.tipster.stats.clv.over_one, { with: '1', count: '1' }),
        );
        await saveScreenshot(visitor, 'feed-whole-path-tipster');
      },
    );
  },
);
