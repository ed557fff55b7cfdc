import type { BetView, UserProfile } from '@stakelab/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

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
const day = (n: number) => `2025-03-0${n}T12:00:00.000Z`;

/**
 * Issue 33 part 6, worked by hand. Four settled bets in March 2025:
 *   1  EUR  Football  WON   stake 10  net +5
 *   2  USD  Football  LOST  stake 20  net −20
 *   3  USD  Tennis    WON   stake 10  net +12.50
 *   4  USD  Football  WON   stake  4  net +4
 * USD (the most used, so shown first): staked 34, net −3.50; Football 2 bets, 24 staked, −16 net;
 * Tennis 1 bet, 10 staked, +12.50 net. EUR: 1 bet, staked 10, net +5.
 * Added together (what must never show): staked 44, net +1.50.
 */
const MIXED: BetView[] = [
  betView({ Id: 1, PlacedDate: day(1), Currency: 'EUR', Stake: 10, NetReturn: 5 }),
  betView({
    Id: 2,
    PlacedDate: day(2),
    Currency: 'USD',
    Status: 'LOST',
    Stake: 20,
    NetReturn: -20,
  }),
  betView({
    Id: 3,
    PlacedDate: day(3),
    Currency: 'USD',
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Stake: 10,
    NetReturn: 12.5,
  }),
  betView({ Id: 4, PlacedDate: day(4), Currency: 'USD', Stake: 4, NetReturn: 4 }),
];

function api(bets: BetView[]): Record<string, StubHandler> {
  const profile = { ...testUser, unit_size: null } as unknown as UserProfile;
  return {
    [BET_CHANGES_ROUTE]: new BetChangeLog(bets).handler(),
    'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile }),
    'GET /api/history/bankrolls': () =>
      jsonResponse({ success: true, bankrolls: [], movements: [] }),
  };
}

async function open(route: string, bets = MIXED) {
  const user = userEvent.setup();
  renderApp({ route, user: testUser, handlers: api(bets) });
  await screen.findByTestId('dashboard-tabs', {}, SLOW);
  return user;
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('figures-row')
    .map((row) =>
      ['figures-name', 'figures-bets', 'figures-staked', 'figures-net'].map(
        (id) => within(row).getByTestId(id).textContent,
      ),
    );

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('dashboards in one currency at a time', { timeout: 60_000 }, () => {
  it('offers no switch when every bet is in one currency', async () => {
    await open('/dashboards', [MIXED[0]!]);
    expect(screen.queryByTestId('currency-switch')).toBeNull();
    expect(shown('overall-staked')).toBe('€10.00');
  });

  it('counts the most-used currency first, and the other when switched', async () => {
    const user = await open('/dashboards');
    const bar = screen.getByTestId('currency-switch');
    expect(
      within(bar)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['USD', 'EUR']);
    expect(shown('currency-only')).toBe('Only bets in US dollars: 3 of 4');
    expect(shown('overall-staked')).toBe('US$34.00');
    expect(shown('overall-net')).toBe('-US$3.50');

    await user.click(within(bar).getByText('EUR'));
    await screen.findByText('Only bets in euros: 1 of 4', {}, SLOW);
    expect(shown('overall-staked')).toBe('€10.00');
    expect(shown('overall-net')).toBe('+€5.00');
  });

  it('keeps the currency in the URL; the sport table follows it', async () => {
    await open('/dashboards?tab=sport&currency=USD');
    const table = await screen.findByTestId('sport-table', {}, SLOW);
    expect(rows(table)).toEqual([
      ['Tennis', '1', 'US$10.00', '+US$12.50'],
      ['Football', '2', 'US$24.00', '-US$16.00'],
    ]);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    await open('/dashboards?currency=USD');
    expect(shown('currency-only')).toBe('Solo apuestas en dólares estadounidenses: 3 de 4');
    expect(shown('overall-staked')).toBe('34,00\u00a0US$');
    expect(shown('overall-net')).toBe('-3,50\u00a0US$');
  });
});
