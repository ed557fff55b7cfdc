import {
  type BetView,
  canonicalStakeEntry,
  type PublicStakeRecordEntry,
  type StakeRecordEntry,
} from '@stakelab/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { betChangesApi } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

// recharts draws nothing in jsdom; the Overall tab's charts are stood in for (see dashboards.test).
vi.mock('./charts/lazy-charts', () => {
  const stub = () => () => <div />;
  return {
    preloadCharts: () => undefined,
    SignedBarChart: stub(),
    TrendLineChart: stub(),
    ResultPieChart: stub(),
  };
});

const SLOW = { timeout: 10_000 };
const at = '2026-11-01T12:00:00.000Z';
const shown = (body: StakeRecordEntry): PublicStakeRecordEntry => ({
  seq: body.seq,
  kind: body.kind,
  prev_hash: '0'.repeat(64),
  hash: String(body.seq).repeat(64),
  canonical: canonicalStakeEntry(body),
});
const publish = (seq: number, stake_id: number, odds: string, stake_cents: number) =>
  shown({
    v: 1,
    seq,
    kind: 'publish',
    stake_id,
    at,
    tipster: 'StakeLab Tipster',
    event: `Event ${stake_id}`,
    bookmaker: 'Bet365',
    details: null,
    odds,
    stake_cents,
    potential_winnings_cents: Math.round(stake_cents * Number(odds)),
    starts_at: null,
  });

/**
 * The public record: #1 €20 at 2.10 won (payout €42, +€22); #2 published but hidden (its event
 * has not started: a commitment, hash only); #3 €10 at 1.50 open, not followed.
 */
const RECORD: PublicStakeRecordEntry[] = [
  publish(1, 1, '2.100', 2000),
  { seq: 2, kind: 'publish', prev_hash: '1'.repeat(64), hash: '2'.repeat(64), canonical: null },
  shown({
    v: 1,
    seq: 3,
    kind: 'settle',
    stake_id: 1,
    at,
    refers_to: 1,
    result: 'won',
    payout_cents: 4200,
  }),
  publish(4, 3, '1.500', 1000),
];

/**
 * My bets: #1 tails stake 1 at 2.00 for €10, won (+€10); #2 tails the hidden stake 2 at 3.00
 * for €5, open; #3 is my own. Hand-worked:
 * - followed 2 of 3 published;
 * - odds: only stake 1 is shown, 2.00 − 2.10 = −0.10 over 1 tip;
 * - yields on the 1 tip settled on both sides: mine 10 ÷ 10 = +100.00 %, the tipster's
 *   (42 − 20) ÷ 20 = +110.00 %.
 */
const BETS: BetView[] = [
  betView({
    Id: 1,
    StakeId: 1,
    Odds: 2,
    Stake: 10,
    Status: 'WON',
    ActualReturn: 20,
    NetReturn: 10,
  }),
  betView({
    Id: 2,
    StakeId: 2,
    Odds: 3,
    Stake: 5,
    Status: 'PENDING',
    ActualReturn: 0,
    NetReturn: 0,
  }),
  betView({ Id: 3 }),
];

function open(bets: BetView[]) {
  const view = renderApp({
    route: '/dashboards',
    user: testUser,
    handlers: {
      ...betChangesApi(bets),
      'GET /api/stakes/record': () =>
        jsonResponse({
          entries: RECORD,
          next_after: null,
          head: { seq: 4, hash: '4'.repeat(64), at },
        }),
    },
  });
  return view;
}

describe(
  'dashboards: my results on the tipster’s tips vs the record (issue 34)',
  { timeout: 30_000 },
  () => {
    it('compares the followed tips with the record, each figure saying what it is over', async () => {
      open(BETS);
      const card = await screen.findByTestId('tail-comparison', {}, SLOW);
      const figures = within(card);
      expect(
        figures.getByRole('heading', { name: 'My results on the tipster’s tips vs the record' }),
      ).toBeVisible();
      expect(figures.getByTestId('tail-followed')).toHaveTextContent('2 / 3');
      expect(figures.getByTestId('tail-odds-difference')).toHaveTextContent('-0.10');
      expect(card).toHaveTextContent(
        'Your odds minus the tip’s, on the 1 followed tip whose content the record shows.',
      );
      expect(figures.getByTestId('tail-my-yield')).toHaveTextContent('+100.00%');
      expect(figures.getByTestId('tail-tipster-yield')).toHaveTextContent('+110.00%');
      expect(card).toHaveTextContent(
        'Net ÷ staked on the 1 tip settled on both sides (void and open left out).',
      );
    });

    it('formats the figures in Spanish', async () => {
      await i18n.changeLanguage('es');
      try {
        open(BETS);
        const card = await screen.findByTestId('tail-comparison', {}, SLOW);
        expect(within(card).getByTestId('tail-odds-difference')).toHaveTextContent('-0,10');
        expect(within(card).getByTestId('tail-my-yield')).toHaveTextContent('+100,00 %');
        expect(within(card).getByTestId('tail-tipster-yield')).toHaveTextContent('+110,00 %');
      } finally {
        await i18n.changeLanguage('en');
      }
    });

    it('shows no comparison, and asks for no record, without a followed tip', async () => {
      const { fetchMock } = open([betView({ Id: 3 })]);
      await screen.findByTestId('dashboard-tabs', {}, SLOW);
      expect(screen.queryByTestId('tail-comparison')).toBeNull();
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      expect(asked.some((url) => url.includes('/api/stakes/record'))).toBe(false);
    });
  },
);
