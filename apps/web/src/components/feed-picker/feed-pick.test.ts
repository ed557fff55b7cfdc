import { describe, expect, it } from 'vitest';
import { liveEvent, tennisMatch } from '../../test/feed-events';
import { feedEventName, matchesFeedSearch, offeredOutcomes, outcomeOdds } from './feed-pick';

const EVENT = liveEvent({ ...tennisMatch(), RowId: 'sim-tennis-2' });
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
