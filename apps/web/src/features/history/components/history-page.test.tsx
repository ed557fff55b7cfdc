import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  deferredResponse,
  jsonResponse,
  networkFailure,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { BET_CHANGES_ROUTE, BetChangeLog, onTheWire } from '../../../test/bet-changes-api';
import { findToast } from '../../../test/toasts';
import { bet, BETS, historyApi } from '../test/history-api';

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as unknown;
}

/**
 * The page is a lazy route chunk: its first render waits for the module, which on a busy
 * machine takes longer than Testing Library's default second.
 */
const PAGE_LOAD = { timeout: 10_000 };

async function openHistory(handlers: Record<string, StubHandler> = historyApi()) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/history', user: testUser, handlers });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  return { user, ...view };
}

const rowIds = () =>
  screen.getAllByTestId('bet-row').map((row) => Number(row.getAttribute('data-bet-id')));

/** The table row (or phone card) of the bet with internal id `id`. */
function rowOf(id: number): HTMLElement {
  const row = screen.getAllByTestId('bet-row').find((r) => r.dataset.betId === String(id));
  if (!row) throw new Error(`no row for bet ${id}`);
  return row;
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

function summary() {
  return {
    stake: shown('summary-total-stake'),
    net: shown('summary-net-return'),
    roi: shown('summary-roi'),
    bets: shown('summary-bets'),
    won: shown('summary-won'),
    lost: shown('summary-lost'),
    winPercent: shown('summary-win-percent'),
  };
}

/** The local day as the date picker shows it: DD/MM/YYYY. */
function shownDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

describe('history page', { timeout: 30_000 }, () => {
  it('shows a skeleton while loading, then the bets newest first with nested selections', async () => {
    const pending = deferredResponse();
    renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS, { [BET_CHANGES_ROUTE]: () => pending.promise }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet history' }, PAGE_LOAD),
    ).toBeVisible();
    expect(await screen.findByTestId('history-loading')).toBeInTheDocument();
    pending.resolve(
      jsonResponse(onTheWire({ success: true, version: 1, full: true, bets: BETS, deleted: [] })),
    );

    const table = await screen.findByRole('table', { name: 'Your bets, newest first' });
    // Issue 32: the spec's columns in its order, with a box to select each bet first and the
    // bookmaker after the competition.
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 12)
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '',
      'Placed Date',
      'Sport',
      'Competition',
      'Bookmaker',
      'Odds',
      'Status',
      'Stake',
      'Actual Return',
      'Net Return',
      'Selections',
      'Actions',
    ]);
    // Sent 3, 1, 4, 2: shown newest first by PlacedDate.
    expect(rowIds()).toEqual([1, 2, 3, 4]);

    const [first, second, third] = screen.getAllByTestId('bet-row');
    const q = within(first!);
    expect(q.getByTestId('bet-sport')).toHaveTextContent('Football');
    expect(q.getByTestId('bet-competition')).toHaveTextContent('LaLiga');
    expect(q.getByTestId('bet-odds')).toHaveTextContent('2.00');
    expect(q.getByTestId('bet-stake')).toHaveTextContent('€10.00');
    expect(q.getByTestId('bet-return')).toHaveTextContent('€20.00');
    expect(q.getByTestId('bet-net')).toHaveTextContent('+€10.00');
    // A single reads by its selection and event on its one line; a multiple's legs fold out.
    expect(within(third!).getByTestId('bet-what')).toHaveTextContent('Arsenal — Arsenal v Chelsea');
    expect(within(third!).getByTestId('bet-fold')).toHaveTextContent('');
    expect(q.queryByTestId('bet-selections')).not.toBeInTheDocument();
    await userEvent.click(q.getByRole('button', { name: /Show the selections of the bet placed/ }));
    const nested = within(first!.nextElementSibling as HTMLElement).getByTestId('bet-selections');
    expect(
      within(nested)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Selection Name', 'Odds', 'Event', 'Market', 'Result']);
    const legs = within(nested).getAllByTestId('selection');
    expect(legs.map((leg) => within(leg).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Real Madrid',
      'Over 2.5 goals',
    ]);
    expect(legs[1]).toHaveTextContent('1.33');
    expect(legs[1]).toHaveTextContent('Over/Under 2.5');

    expect(within(second!).getByTestId('no-selections')).toHaveTextContent('No selections');
    expect(within(second!).getByTestId('bet-net')).toHaveTextContent('-€20.00');

    // Status colours: WON green, LOST red, anything else neutral.
    const statuses = screen.getAllByTestId('bet-status');
    expect(statuses.map((badge) => badge.textContent)).toEqual(['Won', 'Lost', 'Won', 'Void']);
    expect(statuses[0]!.style.getPropertyValue('--badge-color')).toContain('green');
    expect(statuses[1]!.style.getPropertyValue('--badge-color')).toContain('red');
    expect(statuses[3]!.style.getPropertyValue('--badge-color')).toContain('gray');
  });

  it('summarises all bets, then follows each filter (status, stake min and max, dates)', async () => {
    const { user } = await openHistory();

    // All four: stake 10 + 20 + 5 + 50 = 85; net 10 − 20 + 10 + 0 = 0 → ROI 0.00 %;
    // 2 WON of 4 bets → 50 %.
    expect(summary()).toEqual({
      stake: '€85.00',
      net: '€0.00',
      roi: '0.00%',
      bets: '4',
      won: '2',
      lost: '1',
      winPercent: '50%',
    });

    // Status WON only: bets 1 and 3. Stake 10 + 5 = 15; net 10 + 10 = 20;
    // ROI 20 / 15 × 100 = 133.333… → 133.33 %; 2 of 2 won → 100 %.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // Only the statuses present in the loaded bets are offered.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lost', 'Void', 'Won']);
    await user.click(screen.getByRole('option', { name: 'Won' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 3]));
    expect(summary()).toEqual({
      stake: '€15.00',
      net: '+€20.00',
      roi: '+133.33%',
      bets: '2',
      won: '2',
      lost: '0',
      winPercent: '100%',
    });

    // WON or LOST: bets 1, 2, 3. Stake 35; net 0 → 0.00 %; 2 of 3 won = 66.67 → 67 %.
    await user.click(screen.getByRole('option', { name: 'Lost' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 3]));
    expect(summary()).toMatchObject({ stake: '€35.00', roi: '0.00%', winPercent: '67%' });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 3, 4]));

    // Stake at least 10: bets 1 (10), 2 (20), 4 (50). Stake 80; net 10 − 20 + 0 = −10;
    // ROI −10 / 80 × 100 = −12.50 %; 1 won of 3 = 33.3 → 33 %.
    await user.type(screen.getByRole('textbox', { name: 'Minimum stake' }), '10');
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 4]));
    expect(summary()).toEqual({
      stake: '€80.00',
      net: '-€10.00',
      roi: '-12.50%',
      bets: '3',
      won: '1',
      lost: '1',
      winPercent: '33%',
    });

    // And at most 20: bets 1 and 2. Stake 30; net −10; ROI −33.33 %; 1 of 2 → 50 %.
    await user.type(screen.getByRole('textbox', { name: 'Maximum stake' }), '20');
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    expect(summary()).toMatchObject({ stake: '€30.00', net: '-€10.00', roi: '-33.33%' });
    expect(summary().winPercent).toBe('50%');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('Bets shown: 2 of 4');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 3, 4]));
    expect(screen.getByRole('textbox', { name: 'Minimum stake' })).toHaveValue('');

    // Placed 01/02/2025 to 05/03/2025 (both days included): bets 2 (5 March) and 3
    // (20 February). Stake 20 + 5 = 25; net −20 + 10 = −10; ROI −40.00 %; 1 of 2 won → 50 %.
    await user.type(screen.getByRole('textbox', { name: 'Placed from' }), '01/02/2025');
    await user.type(screen.getByRole('textbox', { name: 'Placed to' }), '05/03/2025');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rowIds()).toEqual([2, 3]));
    expect(summary()).toEqual({
      stake: '€25.00',
      net: '-€10.00',
      roi: '-40.00%',
      bets: '2',
      won: '1',
      lost: '1',
      winPercent: '50%',
    });
  });

  it('says when the filters hide every bet, and resets from there', async () => {
    const { user } = await openHistory();
    await user.type(screen.getByRole('textbox', { name: 'Minimum stake' }), '1000');
    expect(await screen.findByTestId('history-no-matches')).toHaveTextContent(
      'No bets match your filters',
    );
    expect(summary()).toMatchObject({ stake: '€0.00', roi: '0.00%', bets: '0', winPercent: '0%' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(within(screen.getByTestId('history-no-matches')).getByRole('button'));
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 3, 4]));
  });

  // About 100 keystrokes through the whole form: ~25 s on a busy 2-core machine.
  it('adds a bet: the payload (10-char id, date + 12:00, stake, selections), then what changed', async () => {
    const log = new BetChangeLog(BETS);
    const { user, fetchMock } = await openHistory(historyApi(BETS, {}, log));
    // The first read asks for everything.
    expect(log.asked).toEqual([0]);

    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new bet' });
    const q = within(dialog);

    // A fresh form: today, 12:00, WON, one blank selection and no '×'.
    const today = new Date();
    expect(q.getByRole('button', { name: 'Date' })).toHaveTextContent(shownDay(today));
    expect(q.getByLabelText('Time')).toHaveValue('12:00');
    expect(q.getByRole('radio', { name: 'Won' })).toBeChecked();
    expect(q.getAllByTestId('selection-row')).toHaveLength(1);
    expect(q.queryByRole('button', { name: /Remove selection/ })).not.toBeInTheDocument();

    await user.click(q.getByRole('combobox', { name: 'Sport' }));
    // 'Football' is listed twice by the server: one option.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Football',
      'Tennis',
      'Basketball',
    ]);
    await user.click(screen.getByRole('option', { name: 'Football' }));
    await user.type(q.getByRole('combobox', { name: 'Competition' }), 'LaLiga');
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '12.5');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '1.85');
    await user.type(
      q.getByRole('textbox', { name: 'Event description' }),
      'Real Madrid v Barcelona',
    );
    await user.type(
      q.getByRole('textbox', { name: 'Selection name (selection 1)' }),
      'Real Madrid',
    );
    // A single's odds and event are the bet's, typed once: its row asks name and market only.
    expect(q.queryByRole('textbox', { name: 'Odds (selection 1)' })).not.toBeInTheDocument();
    expect(q.queryByRole('textbox', { name: 'Event (selection 1)' })).not.toBeInTheDocument();
    await user.type(q.getByRole('textbox', { name: 'Market (selection 1)' }), 'Match Odds');

    // '+' adds a row; '×' appears on every row while there are two or more. The first leg
    // keeps the single's odds and event, now fields of its own.
    await user.click(q.getByRole('button', { name: 'Add selection' }));
    expect(q.getAllByTestId('selection-row')).toHaveLength(2);
    expect(q.getByRole('textbox', { name: 'Odds (selection 1)' })).toHaveValue('1.85');
    expect(q.getByRole('textbox', { name: 'Event (selection 1)' })).toHaveValue(
      'Real Madrid v Barcelona',
    );
    expect(q.getAllByRole('button', { name: /Remove selection/ })).toHaveLength(2);
    await user.type(q.getByRole('textbox', { name: 'Selection name (selection 2)' }), 'Over 2.5');
    await user.click(q.getByRole('button', { name: 'Add selection' }));
    await user.click(q.getByRole('button', { name: 'Remove selection 3' }));
    expect(q.getAllByTestId('selection-row')).toHaveLength(2);

    await user.click(q.getByRole('button', { name: 'Add bet' }));

    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/history/add-bet-full')).toHaveLength(1),
    );
    const body = bodyOf(calls(fetchMock, 'POST', '/api/history/add-bet-full')[0]) as Record<
      string,
      unknown
    >;
    // Today at 12:00 on the user's clock, as an ISO instant.
    const noon = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0);
    expect(body).toEqual({
      betId: expect.stringMatching(/^[A-Z0-9]{10}$/) as unknown,
      placedDate: noon.toISOString(),
      sportName: 'Football',
      competitionName: 'LaLiga',
      originalOdds_decimal: 1.85,
      status: 'WON',
      eventDescription: 'Real Madrid v Barcelona',
      selections: [
        {
          SelectionName: 'Real Madrid',
          Odds: 1.85,
          EventName: 'Real Madrid v Barcelona',
          MarketName: 'Match Odds',
        },
        { SelectionName: 'Over 2.5', Odds: null, EventName: null, MarketName: null },
      ],
      user_email: testUser.email,
      stake: 12.5,
    });

    await findToast('Bet added!');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new bet' })).not.toBeInTheDocument(),
    );
    // The list asks for what changed since version 1 (only the new bet), and shows it.
    await waitFor(() => expect(log.asked).toEqual([0, 1]));
    await waitFor(() => expect(rowIds()).toContain(99));

    // Opened again: a fresh form.
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    expect(again.getByRole('textbox', { name: 'Stake' })).toHaveValue('');
    expect(again.getByLabelText('Time')).toHaveValue('12:00');
    expect(again.getAllByTestId('selection-row')).toHaveLength(1);
  }, 60_000);

  it('keeps the dialog open with errors under the fields, from the form and from the server', async () => {
    const { user, fetchMock } = await openHistory(
      historyApi(BETS, {
        'POST /api/history/add-bet-full': () =>
          jsonResponse(
            {
              success: false,
              message: 'Invalid originalOdds_decimal: oddsTwoDecimals',
              code: 'VALIDATION_ERROR',
              errors: [{ field: 'selections.0.Odds', message: 'oddsTooLow' }],
            },
            400,
          ),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new bet' });
    const q = within(dialog);

    // Nothing typed: stake and odds are required; nothing is sent.
    await user.click(q.getByRole('button', { name: 'Add bet' }));
    expect(await q.findByText('Enter the stake')).toBeInTheDocument();
    expect(q.getByText('Enter the odds as a decimal number, e.g. 1.85')).toBeInTheDocument();
    expect(q.getByRole('textbox', { name: 'Stake' })).toHaveFocus();
    expect(calls(fetchMock, 'POST', '/api/history/add-bet-full')).toHaveLength(0);

    await user.type(q.getByRole('textbox', { name: 'Stake' }), '0');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '1');
    await user.click(q.getByRole('button', { name: 'Add bet' }));
    expect(await q.findByText('The stake must be greater than 0')).toBeInTheDocument();
    expect(q.getByText('Odds must be at least 1.01')).toBeInTheDocument();

    // The server's field error on a single's selection odds lands under the bet's odds (the
    // one field for both); the dialog stays open.
    await user.clear(q.getByRole('textbox', { name: 'Stake' }));
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '5');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '.5');
    await user.type(q.getByRole('textbox', { name: 'Selection name (selection 1)' }), 'Nadal');
    await user.click(q.getByRole('button', { name: 'Add bet' }));
    expect(await q.findByText('Odds must be at least 1.01')).toBeInTheDocument();
    expect(q.getByRole('textbox', { name: 'Odds' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add new bet' })).toBeInTheDocument();
    await findToast('The bet was not added');
  });

  it('narrows the competition list to the sport and the search, and hides it 120 ms after blur', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    const search = q.getByRole('combobox', { name: 'Competition' });
    const names = () =>
      within(screen.getByRole('listbox', { name: 'Competitions' }))
        .queryAllByRole('option')
        .map((option) => option.textContent);

    await user.click(search);
    expect(await screen.findByRole('listbox', { name: 'Competitions' })).toBeInTheDocument();
    expect(names()).toEqual(['LaLiga', 'Premier League', 'Serie A', 'ATP Madrid', 'NBA']);

    // Football (ids 1 and 9): its competitions only.
    await user.click(q.getByRole('combobox', { name: 'Sport' }));
    await user.click(await screen.findByRole('option', { name: 'Football' }));
    await user.click(search);
    await waitFor(() => expect(names()).toEqual(['LaLiga', 'Premier League', 'Serie A']));

    await user.type(search, 'le');
    expect(names()).toEqual(['Premier League']);
    await user.type(search, 'xyz');
    expect(names()).toEqual([]);
    expect(screen.getByTestId('no-competitions')).toHaveTextContent('No competitions found');

    await user.clear(search);
    await user.type(search, 'liga');
    await user.click(screen.getByRole('option', { name: 'LaLiga' }));
    expect(search).toHaveValue('LaLiga');

    await user.click(search);
    expect(await screen.findByRole('listbox', { name: 'Competitions' })).toBeInTheDocument();
    const blurredAt = performance.now();
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByRole('listbox', { name: 'Competitions' })).not.toBeInTheDocument(),
    );
    expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(100);
  });

  it('offers "No sports found" when the catalogue is empty', async () => {
    const { user } = await openHistory(
      historyApi(BETS, {
        'GET /api/history/sports': () => jsonResponse({ success: true, sports: [] }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    await user.click(q.getByRole('combobox', { name: 'Sport' }));
    expect(await screen.findByText('No sports found')).toBeInTheDocument();
  });

  it('uploads: Uploading... while busy, the rewritten message, an emptied box and a reload', async () => {
    const pending = deferredResponse();
    const { user, fetchMock } = await openHistory(
      historyApi(BETS, { 'POST /api/history/upload-betfair-json': () => pending.promise }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Betfair History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Betfair History' });
    const q = within(dialog);

    const text = q.getByRole('textbox', { name: 'History to upload' });
    expect(text).toHaveAttribute('placeholder', 'Paste Betfair JSON here');
    await user.click(q.getByRole('radio', { name: 'CURL' }));
    expect(text).toHaveAttribute('placeholder', 'Paste Betfair CURL command here');
    await user.click(q.getByRole('radio', { name: 'CSV' }));
    expect(text).toHaveAttribute(
      'placeholder',
      'Paste a CSV here (Betfair’s downloads, Pikkit, Bet-Analytix, StakeLab or a spreadsheet)',
    );
    await user.click(q.getByRole('radio', { name: 'JSON' }));

    await user.click(text);
    await user.paste('{"bets":[]}');
    await user.click(q.getByRole('button', { name: 'Upload' }));
    expect(await q.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    // The dialog asks for a preview first (upload-preview.test.tsx).
    expect(bodyOf(calls(fetchMock, 'POST', '/api/history/upload-betfair-json')[0])).toEqual({
      data: '{"bets":[]}',
      userEmail: testUser.email,
      dryRun: true,
    });

    // An older server imports at once (no dryRun in its answer): that is the result, and its
    // Spanish message is rewritten as docs/product.md §8 says.
    pending.resolve(
      jsonResponse({
        success: true,
        message: 'Insertadas 3 nuevas apuestas y 4 selecciones',
        inserted: 3,
        skipped: 0,
        selections: 4,
      }),
    );
    expect(await q.findByTestId('upload-success')).toHaveTextContent(
      'Inserted 3 new bets and 4 selections.',
    );
    expect(text).toHaveValue('');
    expect(q.queryByTestId('upload-error')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/history/user-bets/changes')).toHaveLength(2),
    );
  });

  it('shows our English upload message in Spanish in the Spanish interface', async () => {
    const { user } = await openHistory(
      historyApi(BETS, {
        'POST /api/history/upload-betfair-curl': () =>
          jsonResponse({
            success: true,
            message: 'Inserted 12 new bets and 15 selections.',
            inserted: 12,
            skipped: 0,
            selections: 15,
          }),
      }),
    );
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await user.click(await screen.findByRole('button', { name: 'Subir historial de Betfair' }));
    const q = within(await screen.findByRole('dialog', { name: 'Subir historial de Betfair' }));
    await user.click(q.getByRole('radio', { name: 'CURL' }));
    const text = q.getByRole('textbox', { name: 'Historial que quieres subir' });
    expect(text).toHaveAttribute('placeholder', 'Pega aquí el comando CURL de Betfair');
    await user.click(text);
    await user.paste("curl 'https://myactivity.betfair.es/activity/sportsbook'");
    await user.click(q.getByRole('button', { name: 'Subir' }));
    expect(await q.findByTestId('upload-success')).toHaveTextContent(
      'Se han insertado 12 apuestas nuevas y 15 selecciones.',
    );
  });

  it.each([
    [
      'the server message',
      () =>
        jsonResponse(
          { success: false, message: 'No known format fits. Tried: betfair-sportsbook.' },
          400,
        ),
      'No known format fits. Tried: betfair-sportsbook.',
    ],
    ['Upload failed. without one', () => jsonResponse({}, 500), 'Upload failed.'],
    ['the exception text', () => networkFailure(), 'Upload failed: Failed to fetch'],
  ])('says why an upload failed: %s', async (_case, answer, expected) => {
    const { user } = await openHistory(
      historyApi(BETS, { 'POST /api/history/upload-csv': answer }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Betfair History' }));
    const q = within(await screen.findByRole('dialog', { name: 'Upload Betfair History' }));
    await user.click(q.getByRole('radio', { name: 'CSV' }));
    const text = q.getByRole('textbox', { name: 'History to upload' });
    await user.click(text);
    await user.paste('Date;Type;Sport');
    await user.click(q.getByRole('button', { name: 'Upload' }));
    expect(await q.findByTestId('upload-error')).toHaveTextContent(expected);
    // The text stays, to fix and try again.
    expect(text).toHaveValue('Date;Type;Sport');
  });

  it('reads a picked file into the box', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Upload Betfair History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Betfair History' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(
      input!,
      new File(['{"bets":[1]}'], 'history.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'History to upload' })).toHaveValue(
        '{"bets":[1]}',
      ),
    );
  });

  it('deletes a bet only after confirming', async () => {
    const { user, fetchMock } = await openHistory();
    const firstRow = () => screen.getAllByTestId('bet-row')[0]!;

    await user.click(within(firstRow()).getByRole('button', { name: /Delete the bet placed on/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this bet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE', '/api/history/bets')).toHaveLength(0);
    // Cancelled: the focus is back on the Delete that opened the dialog.
    await waitFor(() => expect(within(firstRow()).getByTestId('delete-bet')).toHaveFocus());

    await user.click(within(firstRow()).getByRole('button', { name: /Delete the bet placed on/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this bet?' });
    expect(dialog).toHaveTextContent('Football · LaLiga · Real Madrid v Barcelona');
    await user.click(within(dialog).getByRole('button', { name: 'Delete bet' }));

    await findToast('Bet deleted.');
    expect(calls(fetchMock, 'DELETE', '/api/history/bets/1')).toHaveLength(1);
    await waitFor(() => expect(rowIds()).toEqual([2, 3, 4]));
    // Its row gone, the focus is on the Delete of the row that took its place (bet 2).
    await waitFor(() => expect(within(firstRow()).getByTestId('delete-bet')).toHaveFocus());
    // 85 − 10 = 75 staked now.
    expect(shown('summary-total-stake')).toBe('€75.00');
  });

  it('edits a bet: the dialog starts from the bet, PUT sends the changes, the row and summary follow', async () => {
    const { user, fetchMock } = await openHistory();
    expect(rowIds()[0]).toBe(1);

    await user.click(within(rowOf(1)).getByRole('button', { name: /Edit the bet placed on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bet' });
    const q = within(dialog);

    // Filled from bet 1, placed 2025-03-10T18:00Z: its day and time on this machine's clock.
    const placed = new Date('2025-03-10T18:00:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(q.getByRole('button', { name: 'Date' })).toHaveTextContent(shownDay(placed));
    expect(q.getByLabelText('Time')).toHaveValue(
      `${pad(placed.getHours())}:${pad(placed.getMinutes())}`,
    );
    expect(q.getByRole('combobox', { name: 'Sport' })).toHaveValue('Football');
    expect(q.getByRole('combobox', { name: 'Competition' })).toHaveValue('LaLiga');
    expect(q.getByRole('textbox', { name: 'Stake' })).toHaveValue('10');
    expect(q.getByRole('textbox', { name: 'Odds' })).toHaveValue('2');
    expect(q.getByRole('radio', { name: 'Won' })).toBeChecked();
    expect(q.getByRole('textbox', { name: 'Event description' })).toHaveValue(
      'Real Madrid v Barcelona',
    );
    expect(q.getAllByTestId('selection-row')).toHaveLength(2);
    expect(q.getByRole('textbox', { name: 'Selection name (selection 2)' })).toHaveValue(
      'Over 2.5 goals',
    );
    expect(q.getByRole('textbox', { name: 'Odds (selection 2)' })).toHaveValue('1.33');

    await user.clear(q.getByRole('textbox', { name: 'Stake' }));
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '25');
    await user.clear(q.getByRole('textbox', { name: 'Odds' }));
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '2.4');
    await user.click(q.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/history/bets/1')).toHaveLength(1));
    // The whole bet as it should now be; the placed instant untouched (day and time were), and
    // no bet id: the bet keeps its own.
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/history/bets/1')[0])).toEqual({
      placedDate: '2025-03-10T18:00:00.000Z',
      sportName: 'Football',
      competitionName: 'LaLiga',
      // The bet's own currency, as the form showed it.
      currency: 'EUR',
      originalOdds_decimal: 2.4,
      status: 'WON',
      eventDescription: 'Real Madrid v Barcelona',
      selections: [
        {
          SelectionName: 'Real Madrid',
          Odds: 1.5,
          EventName: 'Real Madrid v Barcelona',
          MarketName: 'Match Odds',
        },
        {
          SelectionName: 'Over 2.5 goals',
          Odds: 1.33,
          EventName: 'Real Madrid v Barcelona',
          MarketName: 'Over/Under 2.5',
        },
      ],
      stake: 25,
    });

    await findToast('Bet updated!');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit bet' })).not.toBeInTheDocument(),
    );
    // WON at 2.40 for €25: return 60.00, net +35.00.
    await waitFor(() =>
      expect(within(rowOf(1)).getByTestId('bet-stake')).toHaveTextContent('€25.00'),
    );
    expect(within(rowOf(1)).getByTestId('bet-odds')).toHaveTextContent('2.40');
    expect(within(rowOf(1)).getByTestId('bet-return')).toHaveTextContent('€60.00');
    expect(within(rowOf(1)).getByTestId('bet-net')).toHaveTextContent('+€35.00');
    // Stake 85 − 10 + 25 = 100; net 0 − 10 + 35 = +25; ROI 25 / 100 = +25.00 %.
    expect(summary()).toMatchObject({ stake: '€100.00', net: '+€25.00', roi: '+25.00%' });

    // Opened again: the bet as it is now.
    await user.click(within(rowOf(1)).getByRole('button', { name: /Edit the bet placed on/ }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit bet' }));
    expect(again.getByRole('textbox', { name: 'Stake' })).toHaveValue('25');
    expect(again.getByRole('textbox', { name: 'Odds' })).toHaveValue('2.4');
    await user.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'PUT', '/api/history/bets/1')).toHaveLength(1);
  });

  it('edits an imported VOID bet: shows its status, asks for Won, Lost or Open, keeps server errors in the dialog', async () => {
    const handlers = historyApi();
    const put = handlers['PUT /api/history/bets/4']!;
    let refused = false;
    handlers['PUT /api/history/bets/4'] = (request) => {
      if (refused) return put(request);
      refused = true;
      return jsonResponse(
        {
          success: false,
          message: 'Invalid stake: stakeTooHigh',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'stake', message: 'stakeTooHigh' }],
        },
        400,
      );
    };
    const { user, fetchMock } = await openHistory(handlers);

    await user.click(within(rowOf(4)).getByRole('button', { name: /Edit the bet placed on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bet' });
    const q = within(dialog);
    expect(q.getByRole('radio', { name: 'Void' })).toBeChecked();
    expect(q.getByRole('radiogroup', { name: 'Status' })).toHaveAccessibleDescription(
      'This bet was imported as Void. Here it can be saved as Won, Lost or Open only.',
    );
    // A bet without selections: one blank row.
    expect(q.getAllByTestId('selection-row')).toHaveLength(1);

    // The contract takes WON, LOST or PENDING only: nothing is sent.
    await user.click(q.getByRole('button', { name: 'Save changes' }));
    expect(await q.findByText('Choose Won, Lost or Open')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/history/bets/4')).toHaveLength(0);

    // The server refuses: the error under its field, the dialog stays open.
    await user.click(q.getByRole('radio', { name: 'Lost' }));
    await user.click(q.getByRole('button', { name: 'Save changes' }));
    expect(await q.findByText('The stake is too high')).toBeInTheDocument();
    expect(q.getByRole('textbox', { name: 'Stake' })).toHaveAttribute('aria-invalid', 'true');
    await findToast('The bet was not updated');
    expect(screen.getByRole('dialog', { name: 'Edit bet' })).toBeInTheDocument();

    await user.click(q.getByRole('button', { name: 'Save changes' }));
    await findToast('Bet updated!');
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/history/bets/4')[1])).toMatchObject({
      status: 'LOST',
      stake: 50,
      originalOdds_decimal: 1.9,
      sportName: 'Basketball',
      competitionName: 'NBA',
      selections: [],
    });
    // LOST for €50: net −50.00.
    await waitFor(() =>
      expect(within(rowOf(4)).getByTestId('bet-net')).toHaveTextContent('-€50.00'),
    );
    expect(within(rowOf(4)).getByTestId('bet-status')).toHaveTextContent('Lost');
  });

  it('exports the filtered bets as stakelab-history-YYYY-MM-DD.csv', async () => {
    // Bet 3 in the "Tennis pot" bankroll, bet 1 in the default one; a unit of 2.50 €.
    const bets = BETS.map((b) => (b.Id === 3 ? { ...b, BankrollId: 4 } : b));
    const bankroll = (id: number, name: string, isDefault: boolean) => ({
      id,
      name,
      startingBalance: 0,
      createdAt: '2025-01-01T00:00:00Z',
      isDefault,
    });
    const { user } = await openHistory(
      historyApi(bets, {
        'GET /api/history/bankrolls': () =>
          jsonResponse({
            success: true,
            bankrolls: [bankroll(3, 'Main', true), bankroll(4, 'Tennis pot', false)],
            movements: [],
          }),
        'GET /api/auth/user-profile': () =>
          jsonResponse({
            success: true,
            user: {
              username: testUser.username,
              email: testUser.email,
              first_name: 'Ana',
              last_name: 'Ruiz',
              birth_date: null,
              gender: null,
              city: null,
              country: null,
              state: null,
              is_admin: false,
              user_id: testUser.user_id,
              unit_size: 2.5,
            },
          }),
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:stakelab-export');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 3]));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(downloaded).toBe(
      `stakelab-history-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
    );
    const csv = await createObjectURL.mock.calls[0]![0].text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^BetId,Source,PlacedDate,/);
    // The header and the two WON bets, newest first.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('BET0000001');
    expect(lines[2]).toContain('BET0000003');
    // Bankroll, StakeUnits, NetUnits at 250 c a unit: bet 1 stakes 1,000 c = 4.00 and nets
    // +1,000 c = 4.00; bet 3 stakes 500 c = 2.00 and nets +1,000 c = 4.00.
    expect(lines[1]).toContain(',Main,4.00,4.00,');
    expect(lines[2]).toContain(',Tennis pot,2.00,4.00,');
    // Selections for people: each leg as "name @ odds (result)".
    expect(lines[1]).toContain(',Real Madrid @ 1.5 (WON); Over 2.5 goals @ 1.33 (WON),');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:stakelab-export'));
  });

  it('pages long histories 50 bets at a time, back to page 1 when a filter changes', async () => {
    // 120 bets, one a day, alternately WON and LOST: Id 1 is the newest.
    const many = Array.from({ length: 120 }, (_, i) =>
      bet({
        Id: i + 1,
        PlacedDate: new Date(Date.UTC(2025, 5, 1, 12) - i * 86_400_000).toISOString(),
        Status: i % 2 === 0 ? 'WON' : 'LOST',
      }),
    );
    const { user } = await openHistory(historyApi(many));
    // A screenful first, then the rest of the page.
    await waitFor(() => expect(rowIds()).toHaveLength(50));
    expect(rowIds()[0]).toBe(1);
    expect(screen.getByTestId('bets-range')).toHaveTextContent('Bets 1–50 of 120');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowIds()).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i)));
    expect(screen.getByTestId('bets-range')).toHaveTextContent('Bets 101–120 of 120');

    // The 60 WON bets: two pages, starting again at the first.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() =>
      expect(screen.getByTestId('bets-range')).toHaveTextContent('Bets 1–50 of 60'),
    );
    expect(rowIds()[0]).toBe(1);
  });

  it('shows the newest bets of a first visit before the whole history, summed up only once it is in', async () => {
    // 120 bets, one a day, alternately WON (stake 10, net +10) and LOST (stake 10, net −10).
    const many = Array.from({ length: 120 }, (_, i) =>
      bet({
        Id: i + 1,
        PlacedDate: new Date(Date.UTC(2025, 5, 1, 12) - i * 86_400_000).toISOString(),
        Status: i % 2 === 0 ? 'WON' : 'LOST',
        NetReturn: i % 2 === 0 ? 10 : -10,
        ActualReturn: i % 2 === 0 ? 20 : 0,
      }),
    );
    const log = new BetChangeLog(many);
    const whole = deferredResponse();
    const fetchMock = renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(many, {
        [BET_CHANGES_ROUTE]: () => whole.promise,
        'GET /api/history/user-bets/newest': log.newestHandler(),
      }),
    }).fetchMock;

    // The first page only, with the count of all; no figures over part of a history.
    await waitFor(
      () => expect(rowIds()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1)),
      PAGE_LOAD,
    );
    expect(screen.getByTestId('bets-range')).toHaveTextContent('Bets 1–50 of 120');
    expect(screen.getByTestId('history-summary-loading')).toHaveAccessibleName(
      'Adding up your whole history…',
    );
    expect(screen.queryByTestId('history-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(calls(fetchMock, 'GET', '/api/history/user-bets/newest')[0]?.[0]).toBe(
      '/api/history/user-bets/newest?limit=50',
    );

    whole.resolve(jsonResponse(onTheWire(log.changesSince(0))));
    // 60 WON and 60 LOST at 10 each: staked 1,200, net 0.
    await waitFor(() => expect(shown('summary-bets')).toBe('120'));
    expect(summary()).toMatchObject({ stake: '€1,200.00', net: '€0.00', won: '60', lost: '60' });
    expect(screen.queryByTestId('history-summary-loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(rowIds()[0]).toBe(1);
  });

  it('says what to do next when there are no bets yet', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/history', user: testUser, handlers: historyApi([]) });
    const empty = await screen.findByTestId('history-empty', {}, PAGE_LOAD);
    expect(empty).toHaveTextContent('No bets yet');
    await user.click(within(empty).getByRole('button', { name: 'Upload Betfair History' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Betfair History' })).toBeVisible();
  });

  it('only logs a failed load, and offers to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const user = userEvent.setup();
    renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS, {
        [BET_CHANGES_ROUTE]: () =>
          fail
            ? jsonResponse({ success: false, message: 'Boom' }, 503)
            : jsonResponse(
                onTheWire({ success: true, version: 1, full: true, bets: BETS, deleted: [] }),
              ),
      }),
    });
    const error = await screen.findByTestId('history-load-error', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Your bets could not be loaded');
    expect(warn).toHaveBeenCalledWith('Could not load bets:', 'Boom');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowIds()).toEqual([1, 2, 3, 4]));
  });
});
