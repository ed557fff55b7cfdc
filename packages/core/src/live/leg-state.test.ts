import { describe, expect, it } from 'vitest';
import { betValueNow, type LegStateEvent, legStateNow } from './leg-state.ts';
import { eventNameKey, namesFeedEvent } from './event-name-match.ts';

const football = (home: number | null, away: number | null, extra: Partial<LegStateEvent> = {}) =>
  ({
    Sport: 'FOOTBALL',
    LiveScoreHome: home,
    LiveScoreAway: away,
    OutcomeX_Label: 'X',
    ...extra,
  }) satisfies LegStateEvent;

describe('legStateNow', () => {
  it('reads a football score as if the match ended now', () => {
    // 2-1: the home win is winning, the draw and the away win are losing.
    expect(legStateNow(football(2, 1), '1')).toBe('winning');
    expect(legStateNow(football(2, 1), 'X')).toBe('losing');
    expect(legStateNow(football(2, 1), '2')).toBe('losing');
    // 0-3: the away win.
    expect(legStateNow(football(0, 3), '2')).toBe('winning');
    expect(legStateNow(football(0, 3), '1')).toBe('losing');
    // 0-0 at kick-off and 1-1: the draw is winning.
    expect(legStateNow(football(0, 0), 'X')).toBe('winning');
    expect(legStateNow(football(1, 1), '1')).toBe('losing');
  });

  it('says nothing before kick-off or without a score', () => {
    expect(legStateNow(football(0, 0, { State: 'upcoming' }), 'X')).toBe('undecided');
    expect(legStateNow(football(null, null), '1')).toBe('undecided');
    expect(legStateNow(football(null, null, { State: 'live' }), '2')).toBe('undecided');
  });

  it('takes a finished event without a score for void (abandoned)', () => {
    expect(legStateNow(football(null, null, { State: 'finished' }), '1')).toBe('voidLooking');
  });

  it('counts sets in tennis, where level on sets is undecided and there is no draw', () => {
    const tennis = (home: number, away: number) =>
      football(home, away, { Sport: 'TENNIS', OutcomeX_Label: null });
    expect(legStateNow(tennis(1, 0), '1')).toBe('winning');
    expect(legStateNow(tennis(1, 2), '1')).toBe('losing');
    expect(legStateNow(tennis(1, 1), '1')).toBe('undecided');
    expect(legStateNow(tennis(1, 1), '2')).toBe('undecided');
    expect(legStateNow(tennis(0, 0), 'X')).toBe('losing');
  });

  it('leaves a level two-way market undecided in play and void-looking when finished', () => {
    const nba = (extra: Partial<LegStateEvent>) =>
      football(101, 101, { Sport: 'BASKETBALL', OutcomeX_Label: null, ...extra });
    expect(legStateNow(nba({ State: 'live' }), '1')).toBe('undecided');
    expect(legStateNow(nba({ State: 'finished' }), '2')).toBe('voidLooking');
    expect(legStateNow(football(99, 101, { Sport: 'BASKETBALL', OutcomeX_Label: null }), '2')).toBe(
      'winning',
    );
  });
});

describe('betValueNow', () => {
  it('pays stake × odds on a winning single and 0 on a losing one', () => {
    // 10 × 2.35 = 23.50.
    expect(betValueNow(10, 2.35, [{ odds: 2.35, state: 'winning' }])).toBe(23.5);
    // A single without leg odds takes the bet's: 12.5 × 1.8 = 22.50.
    expect(betValueNow(12.5, 1.8, [{ odds: null, state: 'winning' }])).toBe(22.5);
    expect(betValueNow(10, 2.35, [{ odds: 2.35, state: 'losing' }])).toBe(0);
  });

  it('multiplies a multiple’s winning legs, a void leg at 1', () => {
    // 5 × 2.0 × 1.5 = 15.00; with the 1.5 leg void: 5 × 2.0 = 10.00.
    const win = { odds: 2, state: 'winning' } as const;
    expect(betValueNow(5, 3, [win, { odds: 1.5, state: 'winning' }])).toBe(15);
    expect(betValueNow(5, 3, [win, { odds: 1.5, state: 'voidLooking' }])).toBe(10);
    // One losing leg loses it all, even beside an undecided one.
    expect(
      betValueNow(5, 3, [
        { odds: 2, state: 'undecided' },
        { odds: 1.5, state: 'losing' },
      ]),
    ).toBe(0);
  });

  it('has no figure while a leg is undecided or a winning leg of a multiple has no odds', () => {
    expect(betValueNow(10, 2, [{ odds: 2, state: 'undecided' }])).toBeNull();
    expect(
      betValueNow(10, 3, [
        { odds: null, state: 'winning' },
        { odds: 1.5, state: 'winning' },
      ]),
    ).toBeNull();
    expect(betValueNow(10, 2, [])).toBeNull();
  });

  it('keeps cents: 3.33 × 1.91 = 6.3603 → 6.36', () => {
    expect(betValueNow(3.33, 1.91, [{ odds: 1.91, state: 'winning' }])).toBe(6.36);
  });
});

describe('namesFeedEvent', () => {
  const event = { HomeName: 'Atlético Madrid', AwayName: 'Real Betis' };
  it('matches the event text exactly, case, accents and extra spaces aside', () => {
    expect(namesFeedEvent('atletico madrid VS real  betis', event)).toBe(true);
    expect(namesFeedEvent('ATLÉTICO MADRID vs REAL BETIS ', event)).toBe(true);
    expect(eventNameKey('Atlético  Madrid')).toBe('atletico madrid');
  });
  it('does not match another wording or order', () => {
    expect(namesFeedEvent('Atlético Madrid v Real Betis', event)).toBe(false);
    expect(namesFeedEvent('Real Betis vs Atlético Madrid', event)).toBe(false);
    expect(namesFeedEvent(null, event)).toBe(false);
    expect(namesFeedEvent('   ', event)).toBe(false);
  });
});

describe('legStateNow and betValueNow at their edges', () => {
  it('says nothing while either side of the score is missing', () => {
    expect(legStateNow(football(null, 1, { State: 'live' }), '2')).toBe('undecided');
    expect(legStateNow(football(1, null, { State: 'live' }), '1')).toBe('undecided');
  });

  it('knows tennis whatever its case and spaces: level on sets is never a draw, finished or not', () => {
    const tennis = football(1, 1, { Sport: ' Tennis ', OutcomeX_Label: null, State: 'finished' });
    expect(legStateNow(tennis, '1')).toBe('undecided');
    // A feed that writes an X label on tennis still has no draw.
    expect(legStateNow({ ...tennis, OutcomeX_Label: 'X', State: 'live' }, 'X')).toBe('losing');
  });

  it('reads a blank draw label as no draw', () => {
    const level = football(2, 2, { OutcomeX_Label: '  ', State: 'live' });
    expect(legStateNow(level, 'X')).toBe('losing');
    expect(legStateNow(level, '1')).toBe('undecided');
  });

  it('has no figure for a double with one leg winning and the other undecided', () => {
    expect(
      betValueNow(10, 4, [
        { odds: 2, state: 'winning' },
        { odds: 2, state: 'undecided' },
      ]),
    ).toBeNull();
  });
});
