import { NEWEST_FIRST } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../hooks/use-history-filters';
import { bulkParts } from '../api/bulk-bets';
import { readHistoryUrl, writeHistoryUrl } from './history-url';

describe('the history in its URL (issue 32)', () => {
  it('writes the filter bar, search and sort, and reads them back the same', () => {
    const state = {
      filters: {
        stakeMin: 5,
        stakeMax: 50.5,
        statuses: ['WON', 'LOST'],
        placedFrom: '2025-01-01',
        placedTo: '2025-03-31',
      },
      search: 'real madrid',
      sort: { key: 'odds', direction: 'asc' } as const,
    };
    // Other parameters (the facets', say) are kept as they were.
    const params = writeHistoryUrl(new URLSearchParams('bookmaker=Bet365'), state);
    expect(params.toString()).toBe(
      'bookmaker=Bet365&stakeMin=5&stakeMax=50.5&status=WON&status=LOST&from=2025-01-01&to=2025-03-31&q=real+madrid&sort=odds&dir=asc',
    );
    expect(readHistoryUrl(params)).toEqual(state);
  });

  it('leaves nothing for what is unset, and reads an unreadable link as unset', () => {
    const none = { filters: NO_FILTERS, search: '', sort: NEWEST_FIRST };
    expect(writeHistoryUrl(new URLSearchParams('q=x&sort=net'), none).toString()).toBe('');
    expect(
      readHistoryUrl(new URLSearchParams('stakeMin=-3&stakeMax=abc&from=31/01/2025&sort=colour')),
    ).toEqual(none);
    // A known column without a direction sorts highest first.
    expect(readHistoryUrl(new URLSearchParams('sort=net')).sort).toEqual({
      key: 'net',
      direction: 'desc',
    });
  });
});

describe('bulk requests in parts', () => {
  it('sends at most 5,000 distinct ids a request', () => {
    const ids = Array.from({ length: 12_001 }, (_, i) => i + 1);
    // 12,001 = 5,000 + 5,000 + 2,001; a repeated id counts once.
    expect(bulkParts([...ids, 7]).map((part) => part.length)).toEqual([5000, 5000, 2001]);
    expect(bulkParts([3, 3, 4])).toEqual([[3, 4]]);
    expect(bulkParts([])).toEqual([]);
  });
});
