import type { AppNotification } from '@stakelab/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBetNews } from './use-bet-news';

const note = (id: number, kind: AppNotification['kind']): AppNotification => ({
  id,
  kind,
  title: `Notification ${id}`,
  body: '',
  url: '/history',
  createdAt: '2026-11-29T21:00:00.000Z',
  read: false,
});

function setup() {
  const client = new QueryClient();
  const invalidated = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ list }) => useBetNews(list), {
    wrapper,
    initialProps: { list: undefined as AppNotification[] | undefined },
  });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { view, keys, invalidated };
}

describe('news of the bets from the bell', () => {
  it('reloads the history and its results when a newer notification is about bets', () => {
    const { view, keys, invalidated } = setup();
    // The first list is the past, even with a feed result in it.
    view.rerender({ list: [note(7, 'betResultFromFeed'), note(5, 'stakePublished')] });
    expect(invalidated).not.toHaveBeenCalled();
    // A new stake: nothing of the bets.
    view.rerender({ list: [note(8, 'stakePublished'), note(7, 'betResultFromFeed')] });
    expect(invalidated).not.toHaveBeenCalled();
    // A match ended: the bets' changes and the suggestions, once each.
    view.rerender({ list: [note(9, 'betResultFromFeed'), note(8, 'stakePublished')] });
    expect(keys()).toEqual([['history', 'changes'], ['settlement-suggestions']]);
    // The same list again (the bell read it once more): nothing new.
    view.rerender({ list: [note(9, 'betResultFromFeed'), note(8, 'stakePublished')] });
    expect(invalidated).toHaveBeenCalledTimes(2);
    // An import settled bets.
    view.rerender({ list: [note(10, 'betSettledByImport'), note(9, 'betResultFromFeed')] });
    expect(invalidated).toHaveBeenCalledTimes(4);
  });
});
