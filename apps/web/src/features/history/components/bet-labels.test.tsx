import type { BetView } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { bet, BETS, historyApi } from '../test/history-api';

const PAGE_LOAD = { timeout: 10_000 };

/** The user's own labels and bankrolls, as the pickers read them. */
const LABELS: Record<string, StubHandler> = {
  'GET /api/history/bet-labels': () =>
    jsonResponse({
      success: true,
      bookmakers: ['Bet365', 'Pinnacle'],
      tipsters: ['Ana'],
      tags: ['live', 'value'],
    }),
  'GET /api/history/bankrolls': () =>
    jsonResponse({
      success: true,
      bankrolls: [
        {
          id: 3,
          name: 'Main',
          startingBalance: 0,
          createdAt: '2025-01-01T00:00:00Z',
          isDefault: true,
        },
        {
          id: 4,
          name: 'Tennis pot',
          startingBalance: 200,
          createdAt: '2025-01-02T00:00:00Z',
          isDefault: false,
        },
      ],
      movements: [],
    }),
};

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

async function openHistory(bets: BetView[] = BETS, extra: Record<string, StubHandler> = {}) {
  const user = userEvent.setup();
  const log = new BetChangeLog(bets);
  const view = renderApp({
    route: '/history',
    user: testUser,
    handlers: historyApi(bets, { ...LABELS, ...extra }, log),
  });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  return { user, log, ...view };
}

function rowOf(id: number): HTMLElement {
  const row = screen.getAllByTestId('bet-row').find((r) => r.dataset.betId === String(id));
  if (!row) throw new Error(`no row for bet ${id}`);
  return row;
}

describe('bet labels on the history', { timeout: 30_000 }, () => {
  it('adds a bet with bookmaker, tipster, tags, closing odds and bankroll', async () => {
    const { user, fetchMock } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '10');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '2.1');

    // The bookmaker from the user's own list.
    await user.type(q.getByRole('combobox', { name: 'Bookmaker' }), 'Pin');
    await user.click(await screen.findByRole('option', { name: 'Pinnacle' }));
    await user.type(q.getByRole('combobox', { name: 'Tipster' }), 'Ana');
    // One tag picked from the list, one created.
    const tags = q.getByTestId('bet-tags');
    await user.type(tags, 'val');
    await user.click(await screen.findByRole('option', { name: 'value' }));
    await user.type(tags, 'late steam{Enter}');
    await user.type(q.getByRole('textbox', { name: 'Closing odds' }), '1.95');
    await user.click(q.getByRole('combobox', { name: 'Bankroll' }));
    await user.click(await screen.findByRole('option', { name: 'Tennis pot' }));
    await user.click(q.getByRole('button', { name: 'Add bet' }));

    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/history/add-bet-full')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'POST', '/api/history/add-bet-full')[0])).toMatchObject({
      bookmaker: 'Pinnacle',
      tipster: 'Ana',
      tags: ['value', 'late steam'],
      closingOdds: 1.95,
      bankrollId: 4,
    });
    await findToast('Bet added!');
  });

  it('sends a label on an edit only when it changed (absent keeps it, null clears it)', async () => {
    const labelled = BETS.map((one) =>
      one.Id === 1
        ? { ...one, Bookmaker: 'Bet365', Tipster: 'Ana', Tags: ['value'], ClosingOdds: 1.9 }
        : one,
    );
    const { user, fetchMock } = await openHistory(labelled);
    await user.click(within(rowOf(1)).getByRole('button', { name: /Edit the bet placed on/ }));
    const q = within(await screen.findByRole('dialog', { name: 'Edit bet' }));
    expect(q.getByRole('combobox', { name: 'Bookmaker' })).toHaveValue('Bet365');
    expect(q.getByRole('textbox', { name: 'Closing odds' })).toHaveValue('1.9');
    await user.clear(q.getByRole('combobox', { name: 'Bookmaker' }));
    expect(q.getByRole('combobox', { name: 'Bookmaker' })).toHaveValue('');
    await user.click(q.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/history/bets/1')).toHaveLength(1));
    const body = bodyOf(calls(fetchMock, 'PUT', '/api/history/bets/1')[0]);
    expect(body.bookmaker).toBeNull();
    // untouched: not sent, so the server keeps them
    for (const key of ['tipster', 'tags', 'closingOdds', 'bankrollId']) {
      expect(body, key).not.toHaveProperty(key);
    }
  });

  it('edits the tags of an imported bet alone, and shows them on its row', async () => {
    const imported = BETS.map((one) =>
      one.Id === 2 ? { ...one, Source: 'pikkit', Bookmaker: 'Novig', Tags: ['live'] } : one,
    );
    let tagged: BetView | undefined;
    const { user, fetchMock, log } = await openHistory(imported, {
      'PATCH /api/history/bets/2/tags': ({ body }) => {
        const { tags } = body as { tags: string[] };
        tagged = bet({ ...(imported.find((one) => one.Id === 2) as BetView), Tags: tags });
        log.put(tagged);
        return jsonResponse({ success: true, bet: tagged });
      },
    });
    expect(within(rowOf(2)).getByTestId('bet-tags-shown')).toHaveTextContent('live');
    await user.click(within(rowOf(2)).getByRole('button', { name: /Tags of the bet placed on/ }));
    const q = within(await screen.findByRole('dialog', { name: 'Tags' }));
    const box = q.getByTestId('tags-input');
    await user.type(box, 'nba{Enter}');
    await user.click(q.getByRole('button', { name: 'Save tags' }));

    await waitFor(() =>
      expect(calls(fetchMock, 'PATCH', '/api/history/bets/2/tags')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/history/bets/2/tags')[0])).toEqual({
      tags: ['live', 'nba'],
    });
    await findToast('Tags saved!');
    await waitFor(() =>
      expect(within(rowOf(2)).getByTestId('bet-tags-shown')).toHaveTextContent('livenba'),
    );
    expect(tagged?.Bookmaker).toBe('Novig');
  });

  it('refuses a tag over 40 characters before sending', async () => {
    const { user, fetchMock } = await openHistory();
    await user.click(within(rowOf(3)).getByRole('button', { name: /Tags of the bet placed on/ }));
    const q = within(await screen.findByRole('dialog', { name: 'Tags' }));
    await user.type(q.getByTestId('tags-input'), `${'x'.repeat(41)}{Enter}`);
    await user.click(q.getByRole('button', { name: 'Save tags' }));
    expect(await q.findByText('A tag can have at most 40 characters')).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', '/api/history/bets/3/tags')).toHaveLength(0);
  });
});
