import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../contract/feed-events.ts';
import { type FeedMarket, feedMarketResult, readFeedMarket } from './feed-markets.ts';

const football = { Sport: 'FOOTBALL', HomeName: 'Real Betis', AwayName: 'Sevilla FC' };
const tennis = { Sport: 'TENNIS', HomeName: 'Carlos Alcaraz', AwayName: 'Jannik Sinner' };

function finished(
  sport: string,
  home: number | null,
  away: number | null,
  sets: [string | null, string | null] = [null, null],
): FeedEvent {
  return {
    RowId: 'e1',
    Sport: sport,
    LeagueName: 'League',
    HomeName: 'Home',
    AwayName: 'Away',
    EventStartTimeUTC: '2026-11-29T15:00:00.000Z',
    LiveScoreHome: home,
    LiveScoreAway: away,
    LiveMatchClockMinute: null,
    LiveMatchClockPeriod: null,
    Outcome1_Label: '1',
    Outcome1_Odds: 2,
    OutcomeX_Label: sport === 'FOOTBALL' ? 'X' : null,
    OutcomeX_Odds: null,
    Outcome2_Label: '2',
    Outcome2_Odds: 2,
    Stats_Tennis_Home_Sets: sets[0],
    Stats_Tennis_Away_Sets: sets[1],
    Stats_Tennis_HomeServe: null,
    State: 'finished',
    FinishedAt: '2026-11-29T17:00:00.000Z',
    PreMatchPrices: [],
  };
}

const over = (line: number): FeedMarket => ({ kind: 'totalGoals', side: 'over', line });
const under = (line: number): FeedMarket => ({ kind: 'totalGoals', side: 'under', line });

describe('readFeedMarket: the market a leg is on, from its names', () => {
  it('reads over/under goals as bookmakers and Betfair write them', () => {
    expect(readFeedMarket('Over 2.5', null, football)).toEqual(over(2.5));
    expect(readFeedMarket('Under 2.5 Goals', null, football)).toEqual(under(2.5));
    expect(readFeedMarket('Over 2.5', 'Over/Under 2.5 Goals', football)).toEqual(over(2.5));
    expect(readFeedMarket('Under 3.5 Goals', 'Over/Under 3.5 Goals', football)).toEqual(under(3.5));
    // The line only in the market's name.
    expect(readFeedMarket('Over', 'Total Goals Over/Under 1.5', football)).toEqual(over(1.5));
    expect(readFeedMarket('Over 2', 'Total Goals', football)).toEqual(over(2));
  });

  it('reads them in Spanish, with a decimal comma', () => {
    expect(readFeedMarket('Más de 2.5', null, football)).toEqual(over(2.5));
    expect(readFeedMarket('Menos de 2,5', null, football)).toEqual(under(2.5));
    expect(readFeedMarket('Más de 1,5 goles', 'Más/Menos goles', football)).toEqual(over(1.5));
    expect(readFeedMarket('Menos de 3,5', 'Total de goles', football)).toEqual(under(3.5));
  });

  it('reads quarter lines (decided later as undecidable) and refuses other lines', () => {
    expect(readFeedMarket('Over 2.25', null, football)).toEqual(over(2.25));
    expect(readFeedMarket('Under 2,75', null, football)).toEqual(under(2.75));
    expect(readFeedMarket('Over 2.3', null, football)).toBeNull();
    expect(readFeedMarket('Over 2.5', 'Over/Under 3.5 Goals', football)).toBeNull(); // lines differ
    expect(readFeedMarket('Over', null, football)).toBeNull(); // no line anywhere
  });

  it('reads both teams to score, in English and Spanish', () => {
    const yes = { kind: 'bothTeamsScore', yes: true };
    const no = { kind: 'bothTeamsScore', yes: false };
    expect(readFeedMarket('Yes', 'Both teams to score', football)).toEqual(yes);
    expect(readFeedMarket('No', 'Both Teams To Score?', football)).toEqual(no);
    expect(readFeedMarket('Both teams to score - No', null, football)).toEqual(no);
    expect(readFeedMarket('Sí', 'Ambos equipos marcan', football)).toEqual(yes);
    expect(readFeedMarket('No', 'Ambos equipos marcan', football)).toEqual(no);
    expect(readFeedMarket('Ambos equipos marcan: Sí', null, football)).toEqual(yes);
    // A bare answer says nothing of its market.
    expect(readFeedMarket('Yes', null, football)).toBeNull();
  });

  it('reads a tennis set winner, the player compared with the event’s names', () => {
    expect(readFeedMarket('Alcaraz', 'Set 1 Winner', tennis)).toEqual({
      kind: 'setWinner',
      set: 1,
      side: 'home',
    });
    expect(readFeedMarket('Jannik Sinner', '2nd Set Winner', tennis)).toEqual({
      kind: 'setWinner',
      set: 2,
      side: 'away',
    });
    expect(readFeedMarket('Sinner', 'Ganador del set 3', tennis)).toEqual({
      kind: 'setWinner',
      set: 3,
      side: 'away',
    });
    expect(readFeedMarket('Alcaraz', 'Ganador 1er set', tennis)).toEqual({
      kind: 'setWinner',
      set: 1,
      side: 'home',
    });
    // A player of neither side, or a set no format plays.
    expect(readFeedMarket('Djokovic', 'Set 1 Winner', tennis)).toBeNull();
    expect(readFeedMarket('Alcaraz', 'Set 6 Winner', tennis)).toBeNull();
  });

  it('reads nothing it cannot decide: other markets, other sports, over-long names', () => {
    expect(readFeedMarket('2-1', 'Correct score', football)).toBeNull();
    expect(readFeedMarket('Correct score 2-1', null, football)).toBeNull();
    expect(readFeedMarket('Over 9.5', 'Total Corners', football)).toBeNull();
    expect(readFeedMarket('Over 1.5', 'First Half Goals', football)).toBeNull();
    expect(readFeedMarket('Over 1.5', 'Real Betis Total Goals', football)).toBeNull();
    expect(readFeedMarket('Real Betis', 'Match Odds', football)).toBeNull();
    expect(readFeedMarket('Over 2.5', null, tennis)).toBeNull(); // goals are football's
    expect(readFeedMarket('Over 210.5', null, { ...football, Sport: 'BASKETBALL' })).toBeNull();
    expect(readFeedMarket('Alcaraz', 'Set 1 Winner', football)).toBeNull();
    expect(readFeedMarket(`Over 2.5${' '.repeat(200)}`, null, football)).toBeNull();
    expect(readFeedMarket('Over 2.5', `Over/Under ${'x'.repeat(200)}`, football)).toBeNull();
    expect(readFeedMarket('', null, football)).toBeNull();
  });

  it('stays quick on a name built to make a regex backtrack', () => {
    // Bounded: the cap refuses it before any pattern runs; below the cap it is simply read.
    expect(readFeedMarket('.'.repeat(10_000), null, football)).toBeNull();
    expect(readFeedMarket(`${'1.'.repeat(59)}x`, null, football)).toBeNull();
  });
});

describe('feedMarketResult: a market decided by the finished event', () => {
  it('decides goal totals from home + away goals', () => {
    // 2-1: 3 goals.
    expect(feedMarketResult(over(2.5), finished('FOOTBALL', 2, 1))).toBe('WON');
    expect(feedMarketResult(under(2.5), finished('FOOTBALL', 2, 1))).toBe('LOST');
    expect(feedMarketResult(over(3.5), finished('FOOTBALL', 2, 1))).toBe('LOST');
    expect(feedMarketResult(under(3.5), finished('FOOTBALL', 2, 1))).toBe('WON');
    // 0-0 under 0.5 won.
    expect(feedMarketResult(under(0.5), finished('FOOTBALL', 0, 0))).toBe('WON');
  });

  it('voids a whole line equal to the total, and decides it otherwise', () => {
    // 1-1: 2 goals on a line of 2 — stakes back.
    expect(feedMarketResult(over(2), finished('FOOTBALL', 1, 1))).toBe('VOID');
    expect(feedMarketResult(under(2), finished('FOOTBALL', 1, 1))).toBe('VOID');
    // 2-1: 3 goals against a line of 2.
    expect(feedMarketResult(over(2), finished('FOOTBALL', 2, 1))).toBe('WON');
    expect(feedMarketResult(under(2), finished('FOOTBALL', 2, 1))).toBe('LOST');
  });

  it('leaves quarter lines to the user', () => {
    expect(feedMarketResult(over(2.25), finished('FOOTBALL', 2, 1))).toBe('undecidable');
    expect(feedMarketResult(under(2.75), finished('FOOTBALL', 1, 1))).toBe('undecidable');
  });

  it('decides both teams to score', () => {
    const yes: FeedMarket = { kind: 'bothTeamsScore', yes: true };
    const no: FeedMarket = { kind: 'bothTeamsScore', yes: false };
    expect(feedMarketResult(no, finished('FOOTBALL', 2, 0))).toBe('WON');
    expect(feedMarketResult(yes, finished('FOOTBALL', 2, 0))).toBe('LOST');
    expect(feedMarketResult(yes, finished('FOOTBALL', 1, 1))).toBe('WON');
    expect(feedMarketResult(no, finished('FOOTBALL', 0, 0))).toBe('WON');
  });

  it('decides a set from the feed’s games per set', () => {
    // Alcaraz (home) v Sinner: 6-4, 3-6, 7-6 — sets 2-1.
    const match = finished('TENNIS', 2, 1, ['6,3,7', '4,6,6']);
    const set = (n: number, side: 'home' | 'away'): FeedMarket => ({
      kind: 'setWinner',
      set: n,
      side,
    });
    expect(feedMarketResult(set(1, 'home'), match)).toBe('WON');
    expect(feedMarketResult(set(1, 'away'), match)).toBe('LOST');
    expect(feedMarketResult(set(2, 'away'), match)).toBe('WON');
    expect(feedMarketResult(set(3, 'home'), match)).toBe('WON'); // 7-6 tie-break
    // No fourth set, a set left at 3-2 by a retirement, no set data: undecidable.
    expect(feedMarketResult(set(4, 'home'), match)).toBe('undecidable');
    const retired = finished('TENNIS', 1, 0, ['6,3', '2,2']);
    expect(feedMarketResult(set(2, 'home'), retired)).toBe('undecidable');
    expect(feedMarketResult(set(1, 'home'), finished('TENNIS', 2, 0))).toBe('undecidable');
  });

  it('decides nothing before the end or without a score', () => {
    const playing = { ...finished('FOOTBALL', 2, 1), State: 'live' as const };
    expect(feedMarketResult(over(2.5), playing)).toBe('undecidable');
    expect(feedMarketResult(over(2.5), finished('FOOTBALL', null, null))).toBe('undecidable');
    expect(
      feedMarketResult({ kind: 'bothTeamsScore', yes: true }, finished('FOOTBALL', 1, null)),
    ).toBe('undecidable');
  });
});
