import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

const PAGE_LOAD = { timeout: 10_000 };

/** Sports as sources spell them: a known one in any spelling, one core does not know, none. */
const BETS = [
  bet({ Id: 1, PlacedDate: '2025-03-04T12:00:00.000Z', Sport: 'Soccer' }),
  bet({ Id: 2, PlacedDate: '2025-03-03T12:00:00.000Z', Sport: 'ICE HOCKEY' }),
  bet({ Id: 3, PlacedDate: '2025-03-02T12:00:00.000Z', Sport: 'Pelota vasca' }),
  bet({ Id: 4, PlacedDate: '2025-03-01T12:00:00.000Z', Sport: 'Unknown' }),
];

const sports = () => screen.getAllByTestId('bet-sport').map((cell) => cell.textContent);

describe('sport names in the history', { timeout: 30_000 }, () => {
  it('shows known sports in the interface language, others as written', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS),
    });
    await screen.findByTestId('bets-table', {}, PAGE_LOAD);
    expect(sports()).toEqual(['Football', 'Ice hockey', 'Pelota vasca', 'Unknown']);

    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await waitFor(() =>
      expect(sports()).toEqual(['Fútbol', 'Hockey sobre hielo', 'Pelota vasca', 'Desconocido']),
    );

    // The form's sport list too: the catalogue's names (Football, Tennis, Basketball) in Spanish.
    await user.click(screen.getByRole('button', { name: 'Añadir apuesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir apuesta' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Deporte' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Fútbol',
      'Tenis',
      'Baloncesto',
    ]);
    // What is saved is the catalogue's name, not the label.
    await user.click(screen.getByRole('option', { name: 'Fútbol' }));
    const q = within(dialog);
    await user.type(q.getByRole('textbox', { name: 'Importe' }), '10');
    await user.type(q.getByRole('textbox', { name: 'Cuota' }), '2');
    await user.click(q.getByRole('button', { name: 'Añadir apuesta' }));
    await waitFor(() => {
      const added = fetchMock.mock.calls.find(([url]) => url === '/api/history/add-bet-full');
      expect(JSON.parse(String(added?.[1]?.body))).toMatchObject({ sportName: 'Football' });
    });
  });
});
