import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { logInAccount, registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { checkScreenAtEveryWidth } from '../support/screen-checks';
import { apiAs, betsOf, publicRecord, publishStake, settleStake } from '../support/stakes-api';

const t = en;

/** Long enough for the subscriber to tail the tip before its event starts. */
const START_AHEAD_MS = 20_000;

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

describeInBrowser('tail a tip in Chromium (issue 34)', () => {
  const { visit } = usePages();

  it('a subscriber tails a tip with other odds; the record hides it until the start, then verifies it settled; the dashboards compare', async () => {
    const event = `Villarreal v Celta ${randomBytes(2).toString('hex')}`;
    const subscriber = await registerAccount('tail', { firstName: 'Lucia', lastName: 'Ortega' });
    const admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);

    // The record page before: its settled-stakes count, to see the new one join it.
    const record = await visit();
    await record.goto('/tipster');
    await expect
      .poll(() => record.getByTestId('record-verdict').getAttribute('data-state'))
      .toBe('verified');
    const totalBefore = Number(await text(record, 'tipster-stat-total-bets'));

    // The admin publishes a tip whose event starts in 20 s: 2.10 for €20.
    const startsAt = new Date(Date.now() + START_AHEAD_MS).toISOString();
    const before = await publicRecord();
    const stake = await publishStake(admin, {
      event,
      odds: 2.1,
      amount: 20,
      details: 'Villarreal to win',
      startsAt,
    });

    // Before the start the public record holds its commitment only: a hash, no content.
    const committed = (await publicRecord()).filter(
      (entry) => entry.seq > (before.at(-1)?.seq ?? 0),
    );
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({ kind: 'publish', canonical: null });
    expect(committed[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    const seq = committed[0]?.seq as number;

    // The subscriber sees it on /stakes and adds it to their history at 2.00 for €10.
    const page = await visit();
    await page.context().addCookies([{ ...subscriber.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/stakes');
    const card = page
      .getByTestId('stakes-today')
      .getByTestId('stake-card')
      .filter({ hasText: event });
    await card.getByTestId('stake-tail').click();
    const form = page.getByTestId('add-bet-form');
    await form.waitFor();
    // The tip is the starting point: its event, selection, tipster, bookmaker and odds.
    expect(await form.getByTestId('bet-event-description').inputValue()).toBe(event);
    expect(await form.getByTestId('bet-tipster').inputValue()).toBe('StakeLab Tipster');
    expect(await form.getByTestId('bet-bookmaker').inputValue()).toBe('Bet365');
    expect(await form.getByTestId('bet-odds').inputValue()).toBe('2.1');
    await form.getByTestId('bet-odds').fill('2.00');
    await form.getByTestId('bet-stake').fill('10');
    await form.getByTestId('add-bet-submit').click();
    await expect
      .poll(() => page.getByTestId('toast').last().textContent())
      .toContain(t.history.toasts.added);
    // Linked: the card now says so instead of offering it again.
    await expect
      .poll(() => card.getByTestId('stake-tailed').textContent())
      .toBe(t.stakes.card.tailed);
    expect(await card.getByTestId('stake-tail').count()).toBe(0);
    const tailed = (await betsOf(subscriber)).filter((bet) => bet.StakeId === stake.stake_id);
    expect(tailed).toMatchObject([{ Odds: 2, Stake: 10, Status: 'PENDING' }]);

    // The event starts: the committed entry's content is public from then on.
    await expect
      .poll(
        async () =>
          (await publicRecord()).find((entry) => entry.seq === seq)?.canonical?.includes(event),
        { timeout: START_AHEAD_MS + 20_000, interval: 500 },
      )
      .toBe(true);

    // The admin settles it won (+€22); the subscriber marks their own bet won too (+€10).
    await settleStake(admin, stake.stake_id, 'won');
    await apiAs(subscriber, `/api/history/bets/${tailed[0]?.Id}/settle`, 'PATCH', {
      status: 'WON',
    });

    // The record page recomputes the chain in the browser and shows the settled tip.
    const entries = await publicRecord();
    await record.reload();
    await expect
      .poll(() => record.getByTestId('record-verdict').getAttribute('data-state'))
      .toBe('verified');
    expect(await text(record, 'record-verdict')).toContain(
      t.tipster.verified_other.replace('{{count}}', String(entries.length)),
    );
    const row = record.locator(`[data-testid="record-row"][data-stake-id="${stake.stake_id}"]`);
    expect(await row.textContent()).toContain(event);
    expect(await row.textContent()).toContain('2.10');
    expect(await row.getByTestId('record-result').textContent()).toBe(t.tipster.results.won);
    expect(Number(await text(record, 'tipster-stat-total-bets'))).toBe(totalBefore + 1);

    // The subscriber's dashboards: 2.00 − 2.10 = −0.10; on that one tip settled on both sides
    // their yield 10 ÷ 10 = +100.00 %, the tipster's 22 ÷ 20 = +110.00 %.
    await page.goto('/dashboards');
    const comparison = page.getByTestId('tail-comparison');
    await comparison.waitFor();
    expect(await comparison.getByTestId('tail-odds-difference').textContent()).toBe('-0.10');
    expect(await comparison.getByTestId('tail-my-yield').textContent()).toBe('+100.00%');
    expect(await comparison.getByTestId('tail-tipster-yield').textContent()).toBe('+110.00%');
    const published = entries.filter((entry) => entry.kind === 'publish').length;
    expect(await comparison.getByTestId('tail-followed').textContent()).toBe(`1 / ${published}`);

    // The new card and the tailed card pass the screens' checks (axe, clipping, focus rings)
    // at 390 px and on a desktop, in English and in Spanish (the longer labels), light and dark.
    const problems: string[] = [];
    for (const language of ['en', 'es'] as const) {
      // As the screens' checks pair them: English light, Spanish dark.
      const checked = await visit({ language, colorScheme: language === 'es' ? 'dark' : 'light' });
      await checked.context().addCookies([{ ...subscriber.cookie, url: e2eSettings().baseUrl }]);
      await checked.goto('/dashboards');
      problems.push(
        ...(await checkScreenAtEveryWidth(checked, `tail-dashboards-${language}`, (shown) =>
          shown.getByTestId('tail-comparison').waitFor(),
        )),
      );
      await checked.goto('/stakes');
      problems.push(
        ...(await checkScreenAtEveryWidth(checked, `tail-stakes-${language}`, (shown) =>
          shown.getByTestId('stake-tailed').first().waitFor(),
        )),
      );
    }
    expect(problems).toEqual([]);
  });
});
