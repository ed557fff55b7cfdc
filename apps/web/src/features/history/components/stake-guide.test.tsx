import type { BetView, StakingSettings } from '@stakelab/core';
import { NO_STAKE_LIMITS } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

/** Lazy route chunks and a worker's answer: a busy machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

// Placed now, so they fall on the test's own day, week and month whatever the clock says.
const now = new Date().toISOString();
/**
 * Today: one bet lost 15 € (the day's loss so far) and 14 voided 1 € bets: 15 bets in the last
 * 7 days against none in the 28 before, so the safer-play signal's frequency condition is met.
 */
const BETS: BetView[] = [
  bet({ Id: 1, PlacedDate: now, Status: 'LOST', Stake: 15, ActualReturn: 0, NetReturn: -15 }),
  ...Array.from({ length: 14 }, (_, i) =>
    bet({ Id: 10 + i, PlacedDate: now, Status: 'VOID', Stake: 1, ActualReturn: 1, NetReturn: 0 }),
  ),
];

function api(staking: StakingSettings, lossDay: number | null) {
  return historyApi(BETS, {
    'GET /api/history/bankrolls': () =>
      jsonResponse({
        success: true,
        bankrolls: [
          {
            id: 1,
            name: 'Main bankroll',
            startingBalance: 1000,
            createdAt: '2025-01-01T00:00:00Z',
            isDefault: true,
          },
        ],
        movements: [],
      }),
    'GET /api/history/bankrolls/staking': () =>
      jsonResponse({ success: true, bankrolls: [{ bankrollId: 1, staking }] }),
    'GET /api/auth/stake-limits': () =>
      jsonResponse({ success: true, limits: { ...NO_STAKE_LIMITS, lossDay } }),
  });
}

async function openForm(staking: StakingSettings, lossDay: number | null) {
  const user = userEvent.setup();
  renderApp({ route: '/history', user: testUser, handlers: api(staking, lossDay) });
  await screen.findByTestId('history-summary', {}, SLOW);
  await user.click(screen.getByRole('button', { name: 'Add new bet' }));
  const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
  return { user, q };
}

describe('the add-bet form’s stake guide', { timeout: 60_000 }, () => {
  it('suggests ¼ Kelly, fills it with Use, and warns of the daily loss limit without blocking', async () => {
    const { user, q } = await openForm(
      { plan: { kind: 'KELLY', fraction: 0.25, maxPercent: 5 }, drawdownRule: null },
      20,
    );
    const guide = within(await q.findByTestId('stake-guide', {}, SLOW));
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '2.5');
    expect(await guide.findByTestId('stake-guide-missing')).toHaveTextContent(
      'Enter your probability of winning for a Kelly stake.',
    );
    await user.type(guide.getByRole('textbox', { name: /Your probability of winning/ }), '45');
    // Balance 1,000 − 15 = 985 €; ¼ Kelly at 2.50 with p 0.45 = 1/48; 985 ÷ 48 = 20.52 €.
    expect(await guide.findByTestId('stake-guide-suggested')).toHaveTextContent(
      'Suggested by the plan of Main bankroll: €20.52',
    );
    await user.click(guide.getByRole('button', { name: 'Use the suggested stake, €20.52' }));
    expect(q.getByRole('textbox', { name: 'Stake' })).toHaveValue('20.52');
    // Lost 15 € today + 20.52 € at risk = 35.52 € against a 20 € limit: 15.52 € over.
    expect(await guide.findByTestId('stake-guide-limits')).toHaveTextContent(
      'Your daily loss limit of €20.00: this bet would pass it by €15.52.',
    );
    expect(guide.getByTestId('stake-guide-limits')).toHaveTextContent(
      'A warning only: you can still save the bet.',
    );
    // 15 bets in 7 days, none before: the safer-play signal, with what it checks.
    const signal = within(guide.getByTestId('stake-guide-safer-play'));
    expect(signal.getByText(/many more bets than before/)).toBeInTheDocument();
    await user.click(signal.getByRole('button', { name: 'What this signal checks' }));
    expect(signal.getByTestId('stake-guide-safer-play-why')).toHaveTextContent(
      /Real Decreto 176\/2023.*StakeLab’s own reading.*docs\/stake-discipline\.md/,
    );
    // Never a block: the submit button stays enabled.
    expect(q.getByRole('button', { name: 'Add bet' })).toBeEnabled();
  });

  it('says stop while the drawdown rule is crossed (in Spanish)', async () => {
    await i18n.changeLanguage('es');
    try {
      const user = userEvent.setup();
      renderApp({
        route: '/history',
        user: testUser,
        handlers: api(
          {
            plan: { kind: 'PERCENT', percent: 2 },
            // 15 € below the 1,000 € peak is 1.5 %: a 1 % rule is crossed.
            drawdownRule: { thresholdPercent: 1, action: 'STOP' },
          },
          null,
        ),
      });
      await screen.findByTestId('history-summary', {}, SLOW);
      await user.click(screen.getByRole('button', { name: 'Añadir apuesta' }));
      const dialog = await screen.findByRole('dialog');
      const guide = within(await within(dialog).findByTestId('stake-guide', {}, SLOW));
      await waitFor(() =>
        expect(guide.getByTestId('stake-guide-drawdown')).toHaveTextContent(
          /La regla de caída de Banca principal dice parar: está un 1,5\s%/,
        ),
      );
      expect(guide.queryByTestId('stake-guide-suggested')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
