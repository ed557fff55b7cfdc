import { describe, expect, it } from 'vitest';
import { liveEvent, tennisMatch } from '../../../test/feed-events';
import { withFeedPick } from './feed-pick';
import { blankSelection, emptyBetValues, toNewBetDraft } from './new-bet';

const EVENT = liveEvent({ ...tennisMatch(), RowId: 'sim-tennis-2' });
const pick = { event: EVENT, sport: 'Tennis', market: 'Match result' };

describe('feed pick', () => {
  it('fills a single: the bet’s odds and event, the leg’s name, market and link', () => {
    const values = withFeedPick(emptyBetValues(), {
      ...pick,
      outcome: '2',
      selection: 'Jannik Sinner',
    });
    expect(values).toMatchObject({
      sport: 'Tennis',
      competition: 'ATP Finals',
      odds: 1.75,
      eventDescription: 'Carlos Alcaraz vs Jannik Sinner',
    });
    const draft = toNewBetDraft(values, undefined, undefined);
    expect(draft.selections).toEqual([
      {
        SelectionName: 'Jannik Sinner',
        Odds: 1.75,
        EventName: 'Carlos Alcaraz vs Jannik Sinner',
        MarketName: 'Match result',
        FeedEventId: 'sim-tennis-2',
        FeedOutcome: '2',
      },
    ]);
  });

  it('puts a multiple’s pick in its first empty row, or a new one', () => {
    const filled = { ...blankSelection(), name: 'Over 2.5', event: 'Sevilla vs Betis', odds: 1.9 };
    const double = { ...emptyBetValues(), selections: [filled, blankSelection()] };
    const once = withFeedPick(double, { ...pick, outcome: '1', selection: 'Carlos Alcaraz' });
    expect(once.selections).toHaveLength(2);
    expect(once.selections[1]).toMatchObject({
      name: 'Carlos Alcaraz',
      odds: 2.1,
      event: 'Carlos Alcaraz vs Jannik Sinner',
      feed: { eventId: 'sim-tennis-2', outcome: '1' },
    });
    const twice = withFeedPick(once, { ...pick, outcome: '2', selection: 'Jannik Sinner' });
    expect(twice.selections).toHaveLength(3);
    expect(twice.selections[0]?.name).toBe('Over 2.5');
    expect(twice.selections[2]?.feed).toEqual({ eventId: 'sim-tennis-2', outcome: '2' });
  });
});
