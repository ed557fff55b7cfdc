import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { bet } from '../test/history-api';
import { EditTagsDialog } from './edit-tags-dialog';

const BET = bet({ Id: 7, Tags: ['value'] });

describe('EditTagsDialog', () => {
  it('keeps Save reachable while the suggestions are open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { fetchMock } = renderWithProviders(
      <EditTagsDialog opened bet={BET} onClose={onClose} />,
      {
        user: testUser,
        handlers: {
          'GET /api/history/bet-labels': () =>
            jsonResponse({
              success: true,
              bookmakers: [],
              tipsters: [],
              tags: ['value', 'tennis', 'live'],
            }),
          'PATCH /api/history/bets/7/tags': ({ body }) =>
            jsonResponse({
              success: true,
              bet: { ...BET, Tags: (body as { tags: string[] }).tags },
            }),
        },
      },
    );

    const input = await screen.findByTestId('tags-input');
    await user.click(input);
    await user.type(input, 'te');
    // The suggestions are open ('value' is picked already, so only 'tennis' matches "te") and
    // they open above the input, never flipped below it onto the dialog's buttons.
    const option = await screen.findByRole('option', { name: 'tennis' });
    const dropdown = option.closest('[data-position]');
    expect(dropdown).toHaveAttribute('data-position', 'top');
    await user.click(option);

    // Still open (the input keeps focus and shows the rest), Save takes the click at once.
    expect(await screen.findByRole('option', { name: 'live' })).toBeVisible();
    await user.click(screen.getByTestId('save-tags'));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/history/bets/7/tags' && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ tags: ['value', 'tennis'] });
  });
});
