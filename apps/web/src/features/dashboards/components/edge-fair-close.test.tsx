import type { BetView, UserProfile } from '@stakelab/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { EDGE_BETS } from '../test/dashboard-bets';

// recharts draws nothing in jsdom (see dashboards.test).
vi.mock('./charts/lazy-charts', () => {
  const stub = () => () => <ol />;
  return {
    preloadCharts: () => undefined,
    SignedBarChart: stub(),
    TrendLineChart: stub(),
    ResultPieChart: stub(),
  };
});

const SLOW = { timeout: 10_000 };

/**
 * EDGE_BETS with the fair closing probabilities the live feed captured (issue 36):
 *   1  WON   at 2.00, fair p 0.55 → 2.00 × 0.55 − 1 = +0.10
 *   2  LOST  at 1.80, fair p 0.60 → 1.80 × 0.60 − 1 = +0.08
 *   3  WON   at 3.00, fair p 0.30 → 3.00 × 0.30 − 1 = −0.10
 *   4  VOID  (left out), 5 none captured
 * Mean (0.10 + 0.08 − 0.10) ÷ 3 = 0.08 ÷ 3 = +2.67 %; beside it the close's own +8.4 %
 * (edge-and-facets.test).
 */
const FAIR: Record<number, number> = { 1: 0.55, 2: 0.6, 3: 0.3 };
const BETS: BetView[] = EDGE_BETS.map((bet) => {
  const p = FAIR[bet.Id];
  return p === undefined
    ? bet
    : { ...bet, Selections: bet.Selections.map((leg) => ({ ...leg, FairCloseProbability: p })) };
});

const handlers = (bets: BetView[]) => ({
  [BET_CHANGES_ROUTE]: new BetChangeLog(bets).handler(),
  'GET /api/auth/user-profile': () =>
    jsonResponse({
      success: true,
      user: { username: testUser.username, email: testUser.email, unit_size: null } as UserProfile,
    }),
  'GET /api/history/bankrolls': () => jsonResponse({ success: true, bankrolls: [], movements: [] }),
});

const text = (testId: string) => screen.getByTestId(testId).textContent;
/** A stat card: its label, figure and hint (the figure's test id is on the figure). */
const cardOf = (figure: HTMLElement) => figure.closest('.mantine-Paper-root') as HTMLElement;

describe('Edge tab: CLV against the close and against the fair close', { timeout: 30_000 }, () => {
  it('shows both figures and names the method', async () => {
    renderApp({ route: '/dashboards?tab=edge', user: testUser, handlers: handlers(BETS) });
    await screen.findByTestId('edge-fair-clv', {}, SLOW);
    expect(text('edge-average-clv')).toBe('+8.4%');
    expect(text('edge-fair-clv')).toBe('+2.7%');
    const fair = cardOf(screen.getByTestId('edge-fair-clv'));
    expect(fair).toHaveTextContent('CLV against the fair close');
    expect(fair).toHaveTextContent(
      'fair close: margin removed proportionally · 3 bets captured from the live feed',
    );
  });

  it('in Spanish too', async () => {
    await i18n.changeLanguage('es');
    try {
      renderApp({ route: '/dashboards?tab=edge', user: testUser, handlers: handlers(BETS) });
      const figure = await screen.findByTestId('edge-fair-clv', {}, SLOW);
      expect(figure.textContent).toMatch(/^\+2,7\s?%$/);
      const fair = cardOf(figure);
      expect(fair).toHaveTextContent('CLV frente al cierre justo');
      expect(fair).toHaveTextContent('cierre justo: margen quitado de forma proporcional');
      expect(text('edge-average-clv')).toMatch(/\+8,4\s?%/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows only the close’s CLV where no fair close was captured', async () => {
    renderApp({ route: '/dashboards?tab=edge', user: testUser, handlers: handlers(EDGE_BETS) });
    await screen.findByTestId('edge-average-clv', {}, SLOW);
    expect(screen.queryByTestId('edge-fair-clv')).toBeNull();
  });
});
