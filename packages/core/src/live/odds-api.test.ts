import { describe, expect, it } from 'vitest';
import { liveEventListSchema } from '../contract/live-events.ts';
import {
  mapOddsApiEvents,
  mapOddsApiFeed,
  oddsApiOddsResponseSchema,
  oddsApiScoresResponseSchema,
  sportFromOddsApiKey,
  type OddsApiOddsEvent,
  type OddsApiScoreEvent,
} from './odds-api.ts';

const NOW = new Date('2026-05-03T19:30:00Z');

function scoreEvent(overrides: Partial<OddsApiScoreEvent> = {}): OddsApiScoreEvent {
  return {
    id: 'e1',
    sport_key: 'soccer_spain_la_liga',
    sport_title: 'La Liga - Spain',
    commence_time: '2026-05-03T18:30:00Z',
    completed: false,
    home_team: 'Real Madrid',
    away_team: 'Celta Vigo',
    scores: [
      { name: 'Real Madrid', score: '2' },
      { name: 'Celta Vigo', score: '1' },
    ],
    last_update: '2026-05-03T19:29:41Z',
    ...overrides,
  };
}

function h2h(
  key: string,
  outcomes: { name: string; price: number }[],
): OddsApiOddsEvent['bookmakers'][number] {
  return {
    key,
    title: key,
    last_update: '2026-05-03T19:29:00Z',
    markets: [{ key: 'h2h', last_update: '2026-05-03T19:29:00Z', outcomes }],
  };
}

function oddsEvent(bookmakers: OddsApiOddsEvent['bookmakers'], id = 'e1'): OddsApiOddsEvent {
  return {
    id,
    sport_key: 'soccer_spain_la_liga',
    sport_title: 'La Liga - Spain',
    commence_time: '2026-05-03T18:30:00Z',
    home_team: 'Real Madrid',
    away_team: 'Celta Vigo',
    bookmakers,
  };
}

describe('sportFromOddsApiKey', () => {
  it.each([
    ['soccer_spain_la_liga', 'FOOTBALL'],
    ['soccer_uefa_champs_league', 'FOOTBALL'],
    ['tennis_atp_madrid_open', 'TENNIS'],
    ['tennis_wta_french_open', 'TENNIS'],
    ['basketball_euroleague', 'BASKETBALL'],
    ['icehockey_nhl', 'ICEHOCKEY'],
    ['americanfootball_nfl', 'AMERICANFOOTBALL'],
    ['mma_mixed_martial_arts', 'MMA'],
  ])('%s → %s', (key, sport) => {
    expect(sportFromOddsApiKey(key)).toBe(sport);
  });
});

describe('mapOddsApiEvents', () => {
  it('maps a live match with the best single bookmaker', () => {
    // Overrounds: book-a 1/1.36 + 1/5.3 + 1/8.4 = 1.0430; book-b 1/1.33 + 1/5 + 1/8 = 1.0769;
    // book-c has better prices for the draw and away but a worse overall book (0.8 + 0.1818 + 0.1111 = 1.0929).
    const odds = oddsEvent([
      h2h('book-b', [
        { name: 'Real Madrid', price: 1.33 },
        { name: 'Draw', price: 5 },
        { name: 'Celta Vigo', price: 8 },
      ]),
      h2h('book-a', [
        { name: 'Celta Vigo', price: 8.4 },
        { name: 'Real Madrid', price: 1.36 },
        { name: 'Draw', price: 5.3 },
      ]),
      h2h('book-c', [
        { name: 'Real Madrid', price: 1.25 },
        { name: 'Draw', price: 5.5 },
        { name: 'Celta Vigo', price: 9 },
      ]),
    ]);
    expect(mapOddsApiEvents([scoreEvent()], [odds], NOW)).toEqual([
      {
        RowId: 'odds-api-e1',
        Sport: 'FOOTBALL',
        LeagueName: 'La Liga - Spain',
        HomeName: 'Real Madrid',
        AwayName: 'Celta Vigo',
        EventStartTimeUTC: '2026-05-03T18:30:00.000Z',
        LiveScoreHome: 2,
        LiveScoreAway: 1,
        LiveMatchClockMinute: null,
        LiveMatchClockPeriod: null,
        Outcome1_Label: '1',
        Outcome1_Odds: 1.36,
        OutcomeX_Label: 'X',
        OutcomeX_Odds: 5.3,
        Outcome2_Label: '2',
        Outcome2_Odds: 8.4,
        Stats_Tennis_Home_Sets: null,
        Stats_Tennis_Away_Sets: null,
        Stats_Tennis_HomeServe: null,
      },
    ]);
  });

  it('keeps only events in play: started and not completed', () => {
    const events = mapOddsApiEvents(
      [
        scoreEvent({ id: 'live' }),
        scoreEvent({ id: 'done', completed: true }),
        scoreEvent({ id: 'later', commence_time: '2026-05-03T21:00:00Z', scores: null }),
        scoreEvent({ id: 'just-now', commence_time: NOW.toISOString(), scores: null }),
        scoreEvent({ id: 'bad-date', commence_time: 'soon' }),
        scoreEvent({ id: 'outright', home_team: null, away_team: null }),
        scoreEvent({ id: 'live' }),
      ],
      [],
      NOW,
    );
    expect(events.map((e) => e.RowId)).toEqual(['odds-api-live', 'odds-api-just-now']);
  });

  it('leaves scores null when the API has none and reads the leading number otherwise', () => {
    const [noScores, cricket, odd] = mapOddsApiEvents(
      [
        scoreEvent({ id: 'a', scores: null }),
        scoreEvent({
          id: 'b',
          scores: [
            { name: 'Real Madrid', score: '245/6' },
            { name: 'Celta Vigo', score: 180 },
          ],
        }),
        scoreEvent({ id: 'c', scores: [{ name: 'Real Madrid', score: 'n/a' }] }),
      ],
      [],
      NOW,
    );
    expect([noScores?.LiveScoreHome, noScores?.LiveScoreAway]).toEqual([null, null]);
    expect([cricket?.LiveScoreHome, cricket?.LiveScoreAway]).toEqual([245, 180]);
    expect([odd?.LiveScoreHome, odd?.LiveScoreAway]).toEqual([null, null]);
  });

  it('shows no odds and no labels when no bookmaker prices both sides', () => {
    const odds = oddsEvent([
      { key: 'book-a', title: 'A', markets: [] },
      h2h('book-b', [{ name: 'Real Madrid', price: 1.4 }]),
      h2h('book-c', [
        { name: 'Real Madrid', price: 1 },
        { name: 'Celta Vigo', price: 7 },
      ]),
    ]);
    const [event] = mapOddsApiEvents([scoreEvent()], [odds], NOW);
    expect(event).toMatchObject({
      Outcome1_Label: null,
      Outcome1_Odds: null,
      OutcomeX_Label: null,
      OutcomeX_Odds: null,
      Outcome2_Label: null,
      Outcome2_Odds: null,
    });
  });

  it('has no X outcome for two-way markets and rounds prices to 3 decimals', () => {
    const scores = scoreEvent({
      sport_key: 'tennis_atp_madrid_open',
      sport_title: 'ATP Madrid Open',
      home_team: 'Carlos Alcaraz',
      away_team: 'Jack Draper',
      scores: null,
    });
    const odds = {
      ...oddsEvent([
        h2h('book-a', [
          { name: 'Carlos Alcaraz', price: 1.2850001 },
          { name: 'Jack Draper', price: 3.9 },
        ]),
      ]),
      home_team: 'Carlos Alcaraz',
      away_team: 'Jack Draper',
    };
    const [event] = mapOddsApiEvents([scores], [odds], NOW);
    expect(event).toMatchObject({
      Sport: 'TENNIS',
      Outcome1_Label: '1',
      Outcome1_Odds: 1.285,
      OutcomeX_Label: null,
      OutcomeX_Odds: null,
      Outcome2_Label: '2',
      Outcome2_Odds: 3.9,
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_HomeServe: null,
    });
    expect(liveEventListSchema.parse([event])).toHaveLength(1);
  });
});

describe('the response schemas', () => {
  it('accept the documented shapes and ignore extra fields', () => {
    const scores = oddsApiScoresResponseSchema.parse([
      { ...scoreEvent(), something_new: true },
      { ...scoreEvent({ id: 'x', scores: null, last_update: null }) },
    ]);
    expect(scores[0]).not.toHaveProperty('something_new');
    const odds = oddsApiOddsResponseSchema.parse([
      { ...oddsEvent([h2h('a', [{ name: 'Real Madrid', price: 1.5 }])]), extra: 1 },
    ]);
    expect(odds[0]?.bookmakers[0]?.markets[0]?.outcomes).toEqual([
      { name: 'Real Madrid', price: 1.5 },
    ]);
  });

  it('reject what is not a list of events', () => {
    expect(oddsApiScoresResponseSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(oddsApiOddsResponseSchema.safeParse([{ id: 1 }]).success).toBe(false);
  });
});

describe('mapOddsApiFeed (issue 36)', () => {
  const prices = [
    { name: 'Real Madrid', price: 2.1 },
    { name: 'Draw', price: 3.4 },
    { name: 'Celta Vigo', price: 3.6 },
  ];

  it('adds the upcoming games within two days with their pre-match odds and no score', () => {
    const scores = [
      scoreEvent(), // in play since 18:30
      scoreEvent({ id: 'e2', commence_time: '2026-05-04T19:00:00Z', scores: null }), // tomorrow
      scoreEvent({ id: 'e3', commence_time: '2026-05-06T19:00:00Z', scores: null }), // 3 days on
      scoreEvent({ id: 'e4', completed: true }), // over: not in the answer it costs 1 credit for
    ];
    const odds = [oddsEvent([h2h('b1', prices)]), oddsEvent([h2h('b1', prices)], 'e2')];
    const feed = mapOddsApiFeed(scores, odds, NOW);
    expect(feed.map((e) => [e.RowId, e.State])).toEqual([
      ['odds-api-e1', 'live'],
      ['odds-api-e2', 'upcoming'],
    ]);
    expect(feed[1]).toMatchObject({
      LiveScoreHome: null,
      LiveScoreAway: null,
      Outcome1_Odds: 2.1,
      OutcomeX_Odds: 3.4,
      Outcome2_Odds: 3.6,
    });
    // The live list of mapOddsApiEvents is the feed's live part.
    const { State: _state, ...live } = feed[0] ?? { State: 'live' };
    expect(mapOddsApiEvents(scores, odds, NOW)).toEqual([live]);
  });
});
