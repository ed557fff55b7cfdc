import { type BetView, newBetRequestSchema } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stake, stakesApi } from '../test/stakes-api';

/** The lazy route, the stakes and the user's bets: generous when the machine is busy. */
const SLOW = { timeout: 10_000 };

/** Today's tip: Real Madrid v Barcelona at 2.10, €20, published 25 June 2025 10:30 UTC. */
const TIP = stake({
  event_description: 'Real Madrid v Barcelona',
  bet_details: 'Real Madrid to win\nBoth teams to score',
  tipster_name: 'StakeLab Tipster',
  bookmaker: 'Bet365',
  total_odds: 2.1,
  stake_amount: 20,
});
const OTHER = stake({ event_description: 'Nadal v Djokovic', total_odds: 1.85 });

/** The user's bets (the changes read) and an add-bet-full that keeps what it was sent. */
function api(bets: BetView[]) {
  const log = new BetChangeLog(bets);
  const sent: unknown[] = [];
  const handlers: Record<string, StubHandler> = {
    ...stakesApi([TIP, OTHER], []),
    [BET_CHANGES_ROUTE]: log.handler(),
    'GET /api/history/sports': () => jsonResponse({ success: true, sports: [] }),
    'GET /api/history/competitions': () => jsonResponse({ success: true, competitions: [] }),
    'POST /api/history/add-bet-full': ({ body }) => {
      sent.push(body);
      const request = newBetRequestSchema.parse(body);
      const added = betView({
        Id: 99,
        BetId: String(request.betId),
        Odds: request.originalOdds_decimal,
        Stake: request.stake,
        Status: request.status,
        NetReturn: 0,
        ActualReturn: 0,
        StakeId: request.stakeId ?? null,
      });
      log.put(added);
      return jsonResponse({ success: true, bet: added });
    },
  };
  return { handlers, sent };
}

const cardOf = (event: string) =>
  screen
    .getAllByTestId('stake-card')
    .find((card) => within(card).getByTestId('stake-event').textContent === event) as HTMLElement;

describe('tail a tip on /stakes (issue 34)', { timeout: 30_000 }, () => {
  it('opens the add-bet form prefilled from the tip and saves the bet linked to it', async () => {
    const { handlers, sent } = api([betView({ Id: 1 })]);
    renderApp({ route: '/stakes', user: testUser, handlers });
    const user = userEvent.setup();

    await waitFor(() => expect(screen.getAllByTestId('stake-tail')).toHaveLength(2), SLOW);
    await user.click(
      within(cardOf('Real Madrid v Barcelona')).getByRole('button', {
        name: 'Add to my history: Real Madrid v Barcelona',
      }),
    );

    const dialog = await screen.findByTestId('add-bet-dialog', {}, SLOW);
    const form = within(dialog);
    // The tip as published: event, the first line of its details, tipster, bookmaker, odds.
    expect(form.getByTestId('bet-event-description')).toHaveValue('Real Madrid v Barcelona');
    expect(form.getByLabelText('Selection name (selection 1)')).toHaveValue('Real Madrid to win');
    expect(form.getByTestId('bet-tipster')).toHaveValue('StakeLab Tipster');
    expect(form.getByTestId('bet-bookmaker')).toHaveValue('Bet365');
    expect(form.getByTestId('bet-odds')).toHaveValue('2.1');
    // The stake is the user's own: left empty.
    expect(form.getByTestId('bet-stake')).toHaveValue('');

    // What the user really got: 2.00 for €10.
    await user.clear(form.getByTestId('bet-odds'));
    await user.type(form.getByTestId('bet-odds'), '2');
    await user.type(form.getByTestId('bet-stake'), '10');
    await user.click(form.getByTestId('add-bet-submit'));

    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toMatchObject({
      stakeId: TIP.stake_id,
      originalOdds_decimal: 2,
      stake: 10,
      status: 'PENDING',
      eventDescription: 'Real Madrid v Barcelona',
      tipster: 'StakeLab Tipster',
      bookmaker: 'Bet365',
      selections: [{ SelectionName: 'Real Madrid to win', Odds: 2 }],
    });
    // Synced, the tip says it is in the history and is not offered again; the other still is.
    await waitFor(
      () =>
        expect(
          within(cardOf('Real Madrid v Barcelona')).getByTestId('stake-tailed'),
        ).toHaveTextContent('In your history'),
      SLOW,
    );
    expect(within(cardOf('Real Madrid v Barcelona')).queryByTestId('stake-tail')).toBeNull();
    expect(within(cardOf('Nadal v Djokovic')).getByTestId('stake-tail')).toHaveTextContent(
      'Add to my history',
    );
  });

  it('says so for a tip already in the history, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    try {
      const { handlers } = api([betView({ Id: 7, StakeId: OTHER.stake_id, Odds: 1.8 })]);
      renderApp({ route: '/stakes', user: testUser, handlers });
      await waitFor(
        () =>
          expect(within(cardOf('Nadal v Djokovic')).getByTestId('stake-tailed')).toHaveTextContent(
            'En tu historial',
          ),
        SLOW,
      );
      expect(within(cardOf('Nadal v Djokovic')).queryByTestId('stake-tail')).toBeNull();
      expect(
        within(cardOf('Real Madrid v Barcelona')).getByRole('button', {
          name: 'Añadir a mi historial: Real Madrid v Barcelona',
        }),
      ).toHaveTextContent('Añadir a mi historial');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
