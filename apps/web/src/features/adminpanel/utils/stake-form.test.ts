import { describe, expect, it } from 'vitest';
import { liveEvent } from '../../../test/feed-events';
import {
  emptyStakeValues,
  potentialWinningsOf,
  toStakeDraft,
  withStakeFeedPick,
} from './stake-form';

describe('the admin form’s worked-out potential winnings', () => {
  it.each<[number | string, number | string, number | null]>([
    // 20 × 2.1 = 42.00, whether the NumberInput hands a number or the text typed so far.
    [20, 2.1, 42],
    ['20', '2.10', 42],
    // 12.5 × 1.85 = 23.125 → 23.13 (to the cent, halves up).
    ['12.5', 1.85, 23.13],
    ['', '2.10', null],
    [20, '2.', 40],
    [20, 'abc', null],
  ])('stake %s at odds %s → %s', (stake, odds, winnings) => {
    const values = { ...emptyStakeValues(), stake_amount: stake, total_odds: odds };
    expect(potentialWinningsOf(values)).toBe(winnings);
  });
});

describe('withStakeFeedPick (issue 36)', () => {
  const event = liveEvent({
    RowId: 'sim-football-3',
    HomeName: 'Sevilla',
    AwayName: 'Betis',
    EventStartTimeUTC: '2026-12-05T20:00:00.000Z',
    Outcome1_Odds: 2.1,
    Outcome2_Odds: 3.6,
  });

  it('fills event, odds and the details’ first line, and a new pick replaces only that line', () => {
    const typed = { ...emptyStakeValues(), bet_details: 'Derby: both in form', stake_amount: 10 };
    const once = withStakeFeedPick(typed, {
      event,
      outcome: '1',
      selection: 'Sevilla',
      market: 'Match result',
    });
    expect(once).toMatchObject({
      bet_description: 'Sevilla vs Betis',
      total_odds: 2.1,
      stake_amount: 10,
      bet_details: 'Match result: Sevilla\nDerby: both in form',
      feed_link: { event_id: 'sim-football-3', outcome: '1' },
    });
    const twice = withStakeFeedPick(once, {
      event,
      outcome: '2',
      selection: 'Betis',
      market: 'Match result',
    });
    expect(twice.bet_details).toBe('Match result: Betis\nDerby: both in form');
    expect(twice.total_odds).toBe(3.6);
    expect(toStakeDraft(twice, undefined, undefined)).toMatchObject({
      feed_link: { event_id: 'sim-football-3', outcome: '2' },
      starts_at: '2026-12-05T20:00:00.000Z',
    });
  });
});
