import type { PrivateCatalogueResponse } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testAdmin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { adminApi } from '../test/admin-api';

/** The lazy route and its queries: generous when the machine is busy. */
const SLOW = { timeout: 5_000 };

type FetchMock = ReturnType<typeof stubApi>;

const catalogue = (): PrivateCatalogueResponse => ({
  success: true,
  sports: [
    { id: 41, name: 'Padel', users: 3, bets: 12 },
    { id: 42, name: 'VISIT evil.example', users: 1, bets: 1 },
  ],
  competitions: [
    {
      id: 77,
      name: 'Liga Local',
      users: 1,
      bets: 4,
      sport_id: 1,
      sport_name: 'Football',
      sport_is_private: false,
    },
    {
      id: 78,
      name: 'Padel Open',
      users: 2,
      bets: 2,
      sport_id: 41,
      sport_name: 'Padel',
      sport_is_private: true,
    },
  ],
  shared_sports: [
    { id: 1, name: 'Football' },
    { id: 2, name: 'Tennis' },
  ],
  shared_competitions: [{ id: 10, name: 'LaLiga', sport_id: 1 }],
});

function calls(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
}

async function openCuration(extra: Record<string, StubHandler> = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/adminpanel',
    user: testAdmin,
    handlers: adminApi([], {
      'GET /api/admin/catalogue': () => jsonResponse(catalogue()),
      ...extra,
    }),
  });
  const panel = await screen.findByTestId('catalogue-curation', {}, SLOW);
  await within(panel).findByText('Padel', {}, SLOW);
  return { user, panel, ...view };
}

const rowOf = (panel: HTMLElement, name: string) => {
  const row = within(panel)
    .getAllByTestId('catalogue-entry')
    .find((r) => within(r).queryByText(name) !== null);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('admin panel: typed sports and competitions', { timeout: 60_000 }, () => {
  it('lists typed sports with how many users and bets use them, and competitions with their sport', async () => {
    const { user, panel } = await openCuration();
    const padel = rowOf(panel, 'Padel');
    expect(padel).toHaveTextContent('3 users · 12 bets');
    expect(rowOf(panel, 'VISIT evil.example')).toHaveTextContent('1 user · 1 bet');

    await user.click(within(panel).getByText('Competitions (2)'));
    const local = await waitFor(() => rowOf(panel, 'Liga Local'));
    expect(local).toHaveTextContent('Football');
    expect(local).toHaveTextContent('1 user · 4 bets');
    // A competition of a private sport waits for its sport to be promoted.
    const open = rowOf(panel, 'Padel Open');
    expect(open).toHaveTextContent('private sport');
    expect(within(open).getByRole('button', { name: 'Promote' })).toBeDisabled();
    expect(within(local).getByRole('button', { name: 'Promote' })).toBeEnabled();

    await user.type(within(panel).getByRole('textbox', { name: 'Filter by name' }), 'local');
    expect(within(panel).getAllByTestId('catalogue-entry')).toHaveLength(1);
  });

  it('promotes a sport and reloads the list', async () => {
    let listed = catalogue();
    const { user, panel, fetchMock } = await openCuration({
      'GET /api/admin/catalogue': () => jsonResponse(listed),
      'POST /api/admin/catalogue/sports/41/promote': () => {
        listed = { ...listed, sports: listed.sports.filter((s) => s.id !== 41) };
        return jsonResponse({ success: true, message: 'Sport added to the shared catalogue.' });
      },
    });
    await user.click(within(rowOf(panel, 'Padel')).getByRole('button', { name: 'Promote' }));
    await findToast('"Padel" is in the shared catalogue.');
    await waitFor(() => expect(within(panel).queryByText('Padel')).toBeNull());
    expect(calls(fetchMock, 'POST', '/api/admin/catalogue/sports/41/promote')).toHaveLength(1);
  });

  it('merges a sport into the shared entry the admin chooses', async () => {
    const { user, panel, fetchMock } = await openCuration({
      'POST /api/admin/catalogue/sports/41/merge': () =>
        jsonResponse({ success: true, message: 'Sport merged.' }),
    });
    const row = rowOf(panel, 'Padel');
    await user.click(within(row).getByRole('button', { name: 'Merge…' }));
    const confirm = within(row).getByRole('button', { name: 'Merge' });
    expect(confirm).toBeDisabled();
    await user.click(within(row).getByRole('combobox', { name: 'Merge into' }));
    await user.click(await screen.findByRole('option', { name: 'Tennis' }));
    await user.click(confirm);
    await findToast('"Padel" merged.');
    const [call] = calls(fetchMock, 'POST', '/api/admin/catalogue/sports/41/merge');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ into_id: 2 });
  });

  it('deletes only after the admin confirms, and shows the server’s refusal', async () => {
    const { user, panel, fetchMock } = await openCuration({
      'DELETE /api/admin/catalogue/sports/42': () =>
        jsonResponse({ success: false, message: 'No such private entry.', code: 'NOT_FOUND' }, 404),
    });
    const row = rowOf(panel, 'VISIT evil.example');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(row).toHaveTextContent('Delete it? Its 1 bet stays, without this name.');
    expect(calls(fetchMock, 'DELETE', '/api/admin/catalogue/sports/42')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('No such private entry.');
    expect(toast).toHaveTextContent('The change was not made');
    expect(calls(fetchMock, 'DELETE', '/api/admin/catalogue/sports/42')).toHaveLength(1);
  });
});
