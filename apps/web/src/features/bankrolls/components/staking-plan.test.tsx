import { NO_STAKE_LIMITS } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';

vi.mock('./lazy-balance-chart', () => ({ LazyBalanceChart: () => null }));

const SLOW = { timeout: 10_000 };

/** Main: 200 € start, +50 € (peak 250 €), then −50 € and −25 €: 175 €, 75 € = 30 % below. */
const BETS = [
  betView({ Id: 1, PlacedDate: '2025-01-02T12:00:00.000Z', Stake: 50, NetReturn: 50 }),
  betView({
    Id: 2,
    PlacedDate: '2025-01-03T12:00:00.000Z',
    Status: 'LOST',
    Stake: 50,
    ActualReturn: 0,
    NetReturn: -50,
  }),
  betView({
    Id: 3,
    PlacedDate: '2025-01-04T12:00:00.000Z',
    Status: 'LOST',
    Stake: 25,
    ActualReturn: 0,
    NetReturn: -25,
  }),
];

function api(extra: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    [BET_CHANGES_ROUTE]: new BetChangeLog(BETS).handler(),
    'GET /api/history/bankrolls': () =>
      jsonResponse({
        success: true,
        bankrolls: [
          {
            id: 1,
            name: 'Main bankroll',
            startingBalance: 200,
            createdAt: '2025-01-01T00:00:00Z',
            isDefault: true,
          },
        ],
        movements: [],
      }),
    'GET /api/history/bankrolls/staking': () =>
      jsonResponse({
        success: true,
        bankrolls: [
          {
            bankrollId: 1,
            staking: {
              plan: { kind: 'PERCENT', percent: 2.5 },
              drawdownRule: { thresholdPercent: 30, action: 'CUT', cutFactor: 0.5 },
            },
          },
        ],
      }),
    'GET /api/auth/stake-limits': () =>
      jsonResponse({ success: true, limits: { ...NO_STAKE_LIMITS, lossWeek: 100 } }),
    ...extra,
  };
}

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

describe('staking plans and limits on /bankrolls', { timeout: 60_000 }, () => {
  it('shows the plan and rule, warns while the rule is crossed, and saves a Kelly plan', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/bankrolls',
      user: testUser,
      handlers: api({
        'PUT /api/history/bankrolls/1/staking': ({ body }) =>
          jsonResponse({ success: true, bankrollId: 1, staking: body }),
      }),
    });
    const section = within(await screen.findByTestId('staking-plan', {}, SLOW));
    expect(section.getByTestId('staking-plan-summary')).toHaveTextContent(
      '2.50% of the current balance',
    );
    expect(section.getByTestId('staking-rule-summary')).toHaveTextContent(
      'Stakes × 0.50 after a fall of 30.00% from the peak.',
    );
    // 75 € below the 250 € peak = 30 %: the 30 % rule is crossed, exactly at its threshold.
    expect(await section.findByTestId('drawdown-crossed', {}, SLOW)).toHaveTextContent(
      'The drawdown rule is crossed: the balance is €75.00 (30.0%) below its peak.',
    );

    await user.click(section.getByRole('button', { name: 'Edit staking plan of Main bankroll' }));
    const form = within(section.getByTestId('staking-plan-form'));
    await user.click(form.getByTestId('staking-kind'));
    await user.click(await screen.findByRole('option', { name: 'Fractional Kelly' }));
    await user.clear(form.getByRole('textbox', { name: 'Kelly fraction' }));
    await user.type(form.getByRole('textbox', { name: 'Kelly fraction' }), '1.5');
    await user.click(form.getByRole('button', { name: 'Save plan' }));
    // Past 1 (full Kelly): refused here, nothing sent.
    expect(await form.findByText('Check this value.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/history/bankrolls/1/staking')).toHaveLength(0);
    await user.clear(form.getByRole('textbox', { name: 'Kelly fraction' }));
    await user.type(form.getByRole('textbox', { name: 'Kelly fraction' }), '0.25');
    await user.click(form.getByRole('checkbox', { name: 'Use a drawdown rule' }));
    await user.click(form.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT', '/api/history/bankrolls/1/staking')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/history/bankrolls/1/staking')[0])).toEqual({
      plan: { kind: 'KELLY', fraction: 0.25, maxPercent: 5 },
      drawdownRule: null,
    });
    expect(await findToast('Staking plan saved.')).toBeInTheDocument();
  });

  it('saves the loss and stake limits, empty fields as no limit', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/bankrolls',
      user: testUser,
      handlers: api({
        'PUT /api/auth/stake-limits': ({ body }) => jsonResponse({ success: true, limits: body }),
      }),
    });
    const form = within(await screen.findByTestId('stake-limits-form', {}, SLOW));
    expect(form.getByRole('textbox', { name: 'Losses per week' })).toHaveValue('100');
    await user.type(form.getByRole('textbox', { name: 'Stakes per day' }), '50.5');
    await user.clear(form.getByRole('textbox', { name: 'Losses per week' }));
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/auth/stake-limits')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/auth/stake-limits')[0])).toEqual({
      ...NO_STAKE_LIMITS,
      stakeDay: 50.5,
    });
    expect(await findToast('Limits saved.')).toBeInTheDocument();
  });
});
