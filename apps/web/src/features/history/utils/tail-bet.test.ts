import { describe, expect, it } from 'vitest';
import { stakeView } from '../../../test/stake-views';
import { toNewBetDraft } from './new-bet';
import { tailBetValues } from './tail-bet';

describe('tailBetValues (issue 34)', () => {
  it('starts from the tip: event, first line of its details, labels, odds; the stake is the user’s', () => {
    const tip = stakeView({
      event_description: 'Sinner v Alcaraz',
      bet_details: 'Sinner to win\nIn straight sets',
      tipster_name: 'Ana',
      bookmaker: 'Pinnacle',
      total_odds: 1.95,
    });
    const values = tailBetValues(tip);
    expect(values).toMatchObject({
      eventDescription: 'Sinner v Alcaraz',
      tipster: 'Ana',
      bookmaker: 'Pinnacle',
      odds: 1.95,
      stake: '',
      status: 'PENDING',
      stakeId: tip.stake_id,
      sport: '',
    });
    expect(values.selections.map((row) => row.name)).toEqual(['Sinner to win']);
    // The payload links the bet to the stake; a bet of the user's own sends no stakeId.
    expect(toNewBetDraft(values, 'me@example.com', 'TAIL000001').stakeId).toBe(tip.stake_id);
    expect(
      toNewBetDraft({ ...values, stakeId: undefined }, 'me@example.com', 'TAIL000002'),
    ).not.toHaveProperty('stakeId');
  });

  it('takes a settled tip’s won or lost as the bet’s; any other outcome is left open', () => {
    const status = (final_result: string) => tailBetValues(stakeView({ final_result })).status;
    expect(['won', 'lost', 'void', 'cashed_out', 'half_won', 'IN PROGRESS'].map(status)).toEqual([
      'WON',
      'LOST',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
  });
});
