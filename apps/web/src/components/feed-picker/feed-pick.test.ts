import type { LiveEvent } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { feedEventName, matchesFeedSearch, offeredOutcomes, outcomeOdds } from './feed-pick';

const EVENT: LiveEvent = {
  RowId: 'sim-tennis-2',
  Sport: 'TENNIS',
  LeagueName: 'ATP Finals',
  HomeName: 'Carlos Alcaraz',
  AwayName: 'Jannik Sinner',
  EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
  LiveScoreHome: null,
  LiveScoreAway: null,
  LiveMatchClockMinute: null,
  LiveMatchClockPeriod: null,
  Outcome1_Label: '1',
  Outcome1_Odds: 2.1,
  OutcomeX_Label: null,
  OutcomeX_Odds: null,
  Outcome2_Label: '2',
  Outcome2_Odds: 1.75,
  Stats_Tennis_Home_Sets: null,
  Stats_Tennis_Away_Sets: null,
  Stats_Tennis_HomeServe: null,
};
describe('feed pick', () => {
  it('offers the outcomes with a label and finds events by any word, accents aside', () => {
    expect(offeredOutcomes(EVENT)).toEqual(['1', '2']);
    expect(matchesFeedSearch(EVENT, 'sinner atp')).toBe(true);
    expect(matchesFeedSearch({ ...EVENT, HomeName: 'Rafael Nadal Parera' }, 'nadal')).toBe(true);
    expect(matchesFeedSearch(EVENT, 'nadal')).toBe(false);
    expect(outcomeOdds(EVENT, '2')).toBe(1.75);
    expect(outcomeOdds(EVENT, 'X')).toBeNull();
    expect(feedEventName(EVENT)).toBe('Carlos Alcaraz vs Jannik Sinner');
  });
});
