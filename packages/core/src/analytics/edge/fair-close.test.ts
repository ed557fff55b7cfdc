import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../contract/feed-events.ts';
import {
  closingLineOf,
  clvAgainstClose,
  clvAgainstFairClose,
  fairProbabilities,
  feedClosingLine,
} from './fair-close.ts';

// A 1X2 market closing at 2.10 / 3.40 / 3.60, worked by hand in fractions:
//   1/2.10 = 10/21, 1/3.40 = 5/17, 1/3.60 = 5/18; over the common denominator 2142 (2·3²·7·17)
//   that is 1020/2142 + 630/2142 + 595/2142 = 2245/2142 = 1.048086: an overround of 4.81 %.
//   Proportional fair probabilities: each implied one ÷ 2245/2142, i.e. its numerator ÷ 2245:
//   1 → 1020/2245 = 204/449 = 0.454343, X → 630/2245 = 126/449 = 0.280624,
//   2 → 595/2245 = 119/449 = 0.265033 (sum 449/449 = 1).
//   Fair odds: 449/204 = 2.200980, 449/126 = 3.563492, 449/119 = 3.773109.
const CLOSE = [2.1, 3.4, 3.6];

describe('fair closing probabilities, proportional method (issue 36)', () => {
  it('takes the margin out of a 1X2 market in proportion', () => {
    const fair = fairProbabilities(CLOSE);
    expect(fair?.[0]).toBeCloseTo(204 / 449, 12);
    expect(fair?.[1]).toBeCloseTo(126 / 449, 12);
    expect(fair?.[2]).toBeCloseTo(119 / 449, 12);
    expect(fair?.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('gives the closing odds, fair probability, fair odds and overround of an outcome', () => {
    const draw = closingLineOf(CLOSE, 1);
    expect(draw?.closingOdds).toBe(3.4);
    expect(draw?.fairProbability).toBeCloseTo(0.280624, 6);
    expect(draw?.fairOdds).toBeCloseTo(3.563492, 6);
    expect(draw?.overround).toBeCloseTo(2245 / 2142 - 1, 12); // 0.048086
  });

  it('works a two-way market: 1.50 / 2.60', () => {
    // 1/1.50 = 2/3, 1/2.60 = 5/13; sum 26/39 + 15/39 = 41/39 = 1.051282.
    // Fair: (2/3) ÷ (41/39) = 26/41 = 0.634146; (5/13) ÷ (41/39) = 15/41 = 0.365854.
    expect(closingLineOf([1.5, 2.6], 0)?.fairProbability).toBeCloseTo(26 / 41, 12);
    expect(closingLineOf([1.5, 2.6], 1)?.fairProbability).toBeCloseTo(15 / 41, 12);
  });

  it('refuses a market with an outcome unpriced, a bad price or a single outcome', () => {
    expect(fairProbabilities([2.1, null, 3.6])).toBeNull();
    expect(fairProbabilities([2.1, 1, 3.6])).toBeNull();
    expect(fairProbabilities([2.1])).toBeNull();
    expect(closingLineOf(CLOSE, 3)).toBeNull();
  });
});

describe('CLV against the close and against the fair close', () => {
  it('took 2.20 on the home win that closed at 2.10', () => {
    // Against the close: 2.20 ÷ 2.10 − 1 = 22/21 − 1 = 1/21 = +4.7619 %.
    expect(clvAgainstClose(2.2, 2.1)).toBeCloseTo(1 / 21, 12);
    // Against the fair close: 2.20 × 204/449 − 1 = 448.8/449 − 1 = −0.2/449 = −0.0445 %:
    // beating the close by 4.76 % did not beat the margin.
    expect(clvAgainstFairClose(2.2, 204 / 449)).toBeCloseTo(-0.2 / 449, 12);
  });

  it('took 3.80 on the away win that closed at 3.60', () => {
    // 3.80 ÷ 3.60 − 1 = 19/18 − 1 = 1/18 = +5.5556 %; 3.80 × 119/449 − 1 = 452.2/449 − 1
    // = 3.2/449 = +0.7127 %.
    expect(clvAgainstClose(3.8, 3.6)).toBeCloseTo(1 / 18, 12);
    expect(clvAgainstFairClose(3.8, 119 / 449)).toBeCloseTo(3.2 / 449, 12);
  });
});

describe('feedClosingLine', () => {
  const event = (overrides: Partial<FeedEvent>): FeedEvent => ({
    RowId: 'e',
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: 'Real Betis',
    AwayName: 'Sevilla FC',
    EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
    LiveScoreHome: 0,
    LiveScoreAway: 0,
    LiveMatchClockMinute: 1,
    LiveMatchClockPeriod: '1H',
    Outcome1_Label: '1',
    Outcome1_Odds: 1.95,
    OutcomeX_Label: 'X',
    OutcomeX_Odds: 3.5,
    Outcome2_Label: '2',
    Outcome2_Odds: 4.1,
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
    State: 'live',
    FinishedAt: null,
    PreMatchPrices: [
      {
        At: '2026-11-29T18:00:00.000Z',
        Outcome1_Odds: 2.2,
        OutcomeX_Odds: 3.3,
        Outcome2_Odds: 3.5,
      },
      {
        At: '2026-11-29T19:55:00.000Z',
        Outcome1_Odds: 2.1,
        OutcomeX_Odds: 3.4,
        Outcome2_Odds: 3.6,
      },
    ],
    ...overrides,
  });

  it('reads the last pre-match prices, not the in-play ones', () => {
    const home = feedClosingLine(event({}), '1');
    expect(home?.closingOdds).toBe(2.1);
    expect(home?.fairProbability).toBeCloseTo(204 / 449, 12);
  });

  it('has none while upcoming, and none for an outcome the event does not quote', () => {
    expect(feedClosingLine(event({ State: 'upcoming' }), '1')).toBeNull();
    expect(feedClosingLine(event({ PreMatchPrices: [] }), '1')).toBeNull();
    // Tennis: two outcomes, 1.50 / 2.60 (X unquoted, no label): 2 → 15/41 as above.
    const tennis = event({
      Sport: 'TENNIS',
      OutcomeX_Label: null,
      OutcomeX_Odds: null,
      PreMatchPrices: [
        {
          At: '2026-11-29T19:55:00.000Z',
          Outcome1_Odds: 1.5,
          OutcomeX_Odds: null,
          Outcome2_Odds: 2.6,
        },
      ],
    });
    expect(feedClosingLine(tennis, 'X')).toBeNull();
    expect(feedClosingLine(tennis, '2')?.fairProbability).toBeCloseTo(15 / 41, 12);
  });
});

describe('the closing line at its edges', () => {
  it('refuses an infinite price and a market with an unpriced outcome', () => {
    expect(fairProbabilities([Infinity, 2])).toBeNull();
    expect(fairProbabilities([2, Number.NaN])).toBeNull();
    expect(closingLineOf([2, null], 0)).toBeNull();
  });

  it('reads the draw of a feed event: 3.40 of 2.10 / 3.40 / 3.60 is 126/449 fair', () => {
    // 1/2.1 + 1/3.4 + 1/3.6 = (1020 + 630 + 595) / 2142; the draw's share is 630/2245.
    const draw = feedClosingLine(
      {
        RowId: 'e',
        Sport: 'FOOTBALL',
        LeagueName: 'LaLiga',
        HomeName: 'Real Betis',
        AwayName: 'Sevilla FC',
        EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
        LiveScoreHome: 1,
        LiveScoreAway: 1,
        LiveMatchClockMinute: 90,
        LiveMatchClockPeriod: '2H',
        Outcome1_Label: '1',
        Outcome1_Odds: 1.95,
        OutcomeX_Label: 'X',
        OutcomeX_Odds: 3.5,
        Outcome2_Label: '2',
        Outcome2_Odds: 4.1,
        Stats_Tennis_Home_Sets: null,
        Stats_Tennis_Away_Sets: null,
        Stats_Tennis_HomeServe: null,
        State: 'finished',
        FinishedAt: '2026-11-29T21:55:00.000Z',
        PreMatchPrices: [
          {
            At: '2026-11-29T19:55:00.000Z',
            Outcome1_Odds: 2.1,
            OutcomeX_Odds: 3.4,
            Outcome2_Odds: 3.6,
          },
        ],
      },
      'X',
    );
    expect(draw?.closingOdds).toBe(3.4);
    expect(draw?.fairProbability).toBeCloseTo(126 / 449, 12);
    expect(draw?.overround).toBeCloseTo(2245 / 2142 - 1, 12);
  });
});
