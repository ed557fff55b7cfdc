import type { Bankroll, BankrollMovement, UserProfile } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { i18n } from '../../../lib/i18n';

// recharts draws nothing in jsdom: the balance chart is a list of its days.
vi.mock('./lazy-balance-chart', () => ({
  LazyBalanceChart: ({ data }: { data: { label: string }[] }) => (
    <ol data-testid="balance-chart-stub">
      {data.map((datum) => (
        <li key={datum.label}>{datum.label}</li>
      ))}
    </ol>
  ),
}));

const SLOW = { timeout: 10_000 };

const BANKROLLS: Bankroll[] = [
  {
    id: 2,
    name: 'Tennis',
    startingBalance: 50,
    createdAt: '2025-01-01T00:00:00Z',
    isDefault: false,
  },
  {
    id: 1,
    name: 'Main bankroll',
    startingBalance: 100,
    createdAt: '2025-01-01T00:00:00Z',
    isDefault: true,
  },
];
const MOVEMENTS: BankrollMovement[] = [
  { id: 5, bankrollId: 1, kind: 'DEPOSIT', amount: 20, date: '2025-01-01T12:00:00.000Z' },
  { id: 6, bankrollId: 2, kind: 'WITHDRAWAL', amount: 10, date: '2025-01-04T12:00:00.000Z' },
];
/**
 * Main (no BankrollId): +10 € on 10 € (2 Jan), then −10 € on 10 € (3 Jan).
 * Tennis: −5 € on 5 € (2 Jan). An open bet moves nothing.
 */
const BETS = [
  betView({ Id: 1, PlacedDate: '2025-01-02T12:00:00.000Z', Stake: 10, NetReturn: 10 }),
  betView({
    Id: 2,
    PlacedDate: '2025-01-03T12:00:00.000Z',
    Status: 'LOST',
    Stake: 10,
    ActualReturn: 0,
    NetReturn: -10,
  }),
  betView({
    Id: 3,
    PlacedDate: '2025-01-02T12:00:00.000Z',
    Status: 'LOST',
    Stake: 5,
    ActualReturn: 0,
    NetReturn: -5,
    BankrollId: 2,
  }),
  betView({
    Id: 4,
    PlacedDate: '2025-01-05T12:00:00.000Z',
    Status: 'PENDING',
    Stake: 30,
    ActualReturn: 0,
    NetReturn: 0,
  }),
];

function api(extra: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    [BET_CHANGES_ROUTE]: new BetChangeLog(BETS).handler(),
    'GET /api/history/bankrolls': () =>
      jsonResponse({ success: true, bankrolls: BANKROLLS, movements: MOVEMENTS }),
    'GET /api/auth/user-profile': () =>
      jsonResponse({
        success: true,
        user: {
          username: testUser.username,
          email: testUser.email,
          first_name: 'Pat',
          last_name: 'Punter',
          birth_date: null,
          gender: null,
          city: null,
          country: null,
          state: null,
          is_admin: false,
          user_id: testUser.user_id,
          unit_size: 5,
        } satisfies UserProfile,
      }),
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

async function open(extra: Record<string, StubHandler> = {}) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/bankrolls', user: testUser, handlers: api(extra) });
  await screen.findByRole('heading', { level: 1, name: 'Bankrolls' }, SLOW);
  return { user, ...view };
}

const card = (name: string) =>
  screen
    .getAllByTestId('bankroll-card')
    .find((one) => within(one).queryByRole('heading', { level: 2, name }) !== null) as HTMLElement;

describe('bankrolls screen', { timeout: 30_000 }, () => {
  it('counts a bankroll in the currency of most of its bets and says which it left out', async () => {
    const dollars = { BankrollId: 2, Currency: 'USD' };
    const bets = [
      betView({
        Id: 1,
        PlacedDate: '2025-01-02T12:00:00.000Z',
        Stake: 10,
        NetReturn: 8,
        ...dollars,
      }),
      betView({
        Id: 2,
        PlacedDate: '2025-01-03T12:00:00.000Z',
        Status: 'LOST',
        Stake: 20,
        ActualReturn: 0,
        NetReturn: -20,
        ...dollars,
      }),
      betView({
        Id: 3,
        PlacedDate: '2025-01-02T12:00:00.000Z',
        Status: 'LOST',
        Stake: 5,
        ActualReturn: 0,
        NetReturn: -5,
        BankrollId: 2,
      }),
    ];
    await open({ [BET_CHANGES_ROUTE]: new BetChangeLog(bets).handler() });
    await screen.findAllByTestId('bankroll-card', {}, SLOW);
    const tennis = within(card('Tennis'));
    // 50 (read in dollars) + 8 − 20 − 10 withdrawn = 28; the euro bet's −5 is not in it
    expect(await tennis.findByTestId('bankroll-current')).toHaveTextContent('US$28.00');
    expect(tennis.getByTestId('bankroll-bet-net')).toHaveTextContent('-US$12.00');
    expect(tennis.getByTestId('bankroll-other-currencies')).toHaveTextContent(
      'Its figures are in USD, the currency of most of its bets; not counted in them: 1 bet in EUR.',
    );
  });

  it('shows each bankroll’s balance, drawdown, losing run and turnover, in units too', async () => {
    await open();
    // the main bankroll first
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('bankroll-card')
          .map((one) => within(one).getAllByRole('heading', { level: 2 })[0]?.textContent),
      ).toEqual(['Main bankroll', 'Tennis']),
    );
    const main = within(card('Main bankroll'));
    // 100 € + 20 deposited + 10 − 10 = 120 € = 24 units of 5 €
    expect(await main.findByTestId('bankroll-current')).toHaveTextContent('€120.00 (24.00 u)');
    expect(main.getByTestId('bankroll-movements')).toHaveTextContent('€20.00 / €0.00');
    expect(main.getByTestId('bankroll-bet-net')).toHaveTextContent('€0.00');
    expect(main.getByTestId('bankroll-turnover')).toHaveTextContent('€20.00 (4.00 u)');
    // peak 130 €, then 120: 10 € below it, 10 ÷ 130 = 7.7 %
    expect(main.getByTestId('bankroll-drawdown')).toHaveTextContent('€10.00 (7.7%) (2.00 u)');
    expect(main.getByTestId('bankroll-losing-run')).toHaveTextContent('1 bet, -€10.00');
    expect(main.getByTestId('bankroll-bets')).toHaveTextContent('2');

    const tennis = within(card('Tennis'));
    // 50 € − 5 − 10 withdrawn = 35 €; 5 € below the 50 € start: 10 %
    expect(tennis.getByTestId('bankroll-current')).toHaveTextContent('€35.00 (7.00 u)');
    expect(tennis.getByTestId('bankroll-drawdown')).toHaveTextContent('€5.00 (10.0%)');
    expect(tennis.getAllByTestId('movement-row')[0]).toHaveTextContent('Withdrawal€10.00');
  });

  it('creates a bankroll, adds a deposit, and deletes a bankroll after asking', async () => {
    const { user, fetchMock } = await open({
      'POST /api/history/bankrolls': ({ body }) =>
        jsonResponse({
          success: true,
          bankroll: {
            id: 9,
            createdAt: '2025-02-01T00:00:00Z',
            isDefault: false,
            ...(body as object),
          },
        }),
      'POST /api/history/bankrolls/2/movements': ({ body }) =>
        jsonResponse({ success: true, movement: { id: 7, bankrollId: 2, ...(body as object) } }),
      'DELETE /api/history/bankrolls/2': () =>
        jsonResponse({ success: true, message: 'Bankroll deleted.' }),
    });
    const form = within(await screen.findByRole('form', { name: 'New bankroll' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Football');
    await user.type(form.getByRole('textbox', { name: 'Starting balance' }), '250.5');
    await user.click(form.getByRole('button', { name: 'Create bankroll' }));
    await findToast('Bankroll created!');
    expect(bodyOf(calls(fetchMock, 'POST', '/api/history/bankrolls')[0])).toEqual({
      name: 'Football',
      startingBalance: 250.5,
    });

    const tennis = within(card('Tennis'));
    const movement = within(tennis.getByRole('form', { name: 'Add a deposit or withdrawal' }));
    await user.type(movement.getByRole('textbox', { name: 'Amount' }), '40');
    await user.click(movement.getByRole('button', { name: 'Add' }));
    await findToast('Saved!');
    const sent = bodyOf(calls(fetchMock, 'POST', '/api/history/bankrolls/2/movements')[0]);
    expect(sent).toMatchObject({ kind: 'DEPOSIT', amount: 40 });
    expect(typeof sent.date).toBe('string');

    await user.click(tennis.getByRole('button', { name: 'Delete the bankroll Tennis' }));
    const dialog = within(await screen.findByTestId('delete-bankroll-dialog'));
    expect(dialog.getByText(/its bets move to the main bankroll/)).toBeInTheDocument();
    await user.click(dialog.getByTestId('confirm-delete-bankroll'));
    await findToast('Bankroll deleted.');
    expect(calls(fetchMock, 'DELETE', '/api/history/bankrolls/2')).toHaveLength(1);
    // the main bankroll has no delete button
    expect(
      within(card('Main bankroll')).queryByRole('button', { name: /Delete the bankroll/ }),
    ).not.toBeInTheDocument();
  });

  it('renames a bankroll and sets its starting balance, sending only what changed', async () => {
    const { user, fetchMock } = await open({
      'PATCH /api/history/bankrolls/2': ({ body }) =>
        jsonResponse({ success: true, bankroll: { ...BANKROLLS[0], ...(body as object) } }),
      'PATCH /api/history/bankrolls/1': ({ body }) =>
        jsonResponse({ success: true, bankroll: { ...BANKROLLS[1], ...(body as object) } }),
    });
    await waitFor(() => expect(card('Tennis')).toBeDefined());
    await user.click(
      within(card('Tennis')).getByRole('button', { name: 'Rename or edit the bankroll Tennis' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit bankroll' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Tennis');
    await user.clear(name);
    await user.type(name, 'Padel');
    const balance = form.getByRole('textbox', { name: 'Starting balance' });
    await user.clear(balance);
    await user.type(balance, '75.5');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await findToast('Bankroll saved.');
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/history/bankrolls/2')[0])).toEqual({
      name: 'Padel',
      startingBalance: 75.5,
    });
    expect(screen.queryByRole('form', { name: 'Edit bankroll' })).not.toBeInTheDocument();

    // The main bankroll: its balance changes, its name (shown translated) is not sent.
    await user.click(
      within(card('Main bankroll')).getByRole('button', {
        name: 'Rename or edit the bankroll Main bankroll',
      }),
    );
    const main = within(await screen.findByRole('form', { name: 'Edit bankroll' }));
    const mainBalance = main.getByRole('textbox', { name: 'Starting balance' });
    await user.clear(mainBalance);
    await user.type(mainBalance, '0');
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'PATCH', '/api/history/bankrolls/1')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/history/bankrolls/1')[0])).toEqual({
      startingBalance: 0,
    });
  });

  it('refuses an empty name without asking the server', async () => {
    const { user, fetchMock } = await open();
    await waitFor(() => expect(card('Tennis')).toBeDefined());
    await user.click(
      within(card('Tennis')).getByRole('button', { name: 'Rename or edit the bankroll Tennis' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit bankroll' }));
    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Required')).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', '/api/history/bankrolls/2')).toHaveLength(0);
  });

  it('in Spanish: "Banca principal", and units grouped as on the dashboards', async () => {
    await i18n.changeLanguage('es');
    renderApp({
      route: '/bankrolls',
      user: testUser,
      handlers: api({
        'GET /api/auth/user-profile': () =>
          jsonResponse({
            success: true,
            user: {
              username: testUser.username,
              email: testUser.email,
              first_name: 'Pat',
              last_name: 'Punter',
              birth_date: null,
              gender: null,
              city: null,
              country: null,
              state: null,
              is_admin: false,
              user_id: testUser.user_id,
              unit_size: 0.05,
            } satisfies UserProfile,
          }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Bancas' }, SLOW);
    const main = within(await waitFor(() => card('Banca principal')));
    // 120 € ÷ 0,05 € = 2.400 units; turnover 20 € ÷ 0,05 = 400.
    expect(await main.findByTestId('bankroll-current')).toHaveTextContent('120,00 € (2.400,00 u)');
    expect(main.getByTestId('bankroll-turnover')).toHaveTextContent('20,00 € (400,00 u)');
    expect(
      main.getByRole('button', { name: 'Renombrar o editar la banca Banca principal' }),
    ).toBeInTheDocument();
  });
});
