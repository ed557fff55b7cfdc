import { describe, expect, it } from 'vitest';
import type { MyLiveBet } from '../contract/live-my-bets.ts';
import { betsOnEvent, liveBetViews, outcomeFromSelection } from './my-bets-live.ts';

const event = (RowId: string, HomeName: string, AwayName: string, home: number, away: number) => ({
  RowId,
  Sport: 'FOOTBALL',
  HomeName,
  AwayName,
  LiveScoreHome: home,
  LiveScoreAway: away,
  OutcomeX_Label: 'X',
});
const leg = (over: Partial<MyLiveBet['Legs'][number]>): MyLiveBet['Legs'][number] => ({
  SelectionId: 1,
  SelectionName: 'Home',
  EventName: null,
  Odds: null,
  FeedEventId: null,
  FeedOutcome: null,
  ...over,
});
const bet = (Id: number, Legs: MyLiveBet['Legs'], over: Partial<MyLiveBet> = {}): MyLiveBet => ({
  Id,
  EventDescription: null,
  Stake: 10,
  Odds: 2,
  Currency: 'EUR',
  Legs,
  ...over,
});

// Sevilla 1-0 Betis; Atlético 0-0 Real Sociedad.
const events = [
  event('e1', 'Sevilla', 'Real Betis', 1, 0),
  event('e2', 'Atlético Madrid', 'Real Sociedad', 0, 0),
];

describe('liveBetViews', () => {
  it('puts a linked single under its event, winning, worth stake × odds', () => {
    const views = liveBetViews(
      [bet(1, [leg({ FeedEventId: 'e1', FeedOutcome: '1', Odds: 2.2 })])],
      events,
    );
    expect(views).toHaveLength(1);
    expect(views[0]?.legs[0]).toMatchObject({ eventId: 'e1', outcome: '1', state: 'winning' });
    // 10 × 2.20 = 22.00.
    expect(views[0]?.valueNow).toBe(22);
  });

  it('matches an unlinked bet by its event text, case and accents aside, and reads the outcome from the selection', () => {
    const views = liveBetViews(
      [
        bet(2, [leg({ SelectionName: 'real betis' })], {
          EventDescription: 'SEVILLA vs real betis',
          Odds: 3.5,
        }),
      ],
      events,
    );
    // Betis (away) is losing 1-0: the single is worth 0.
    expect(views[0]?.legs[0]).toMatchObject({ eventId: 'e1', outcome: '2', state: 'losing' });
    expect(views[0]?.valueNow).toBe(0);
  });

  it('leaves out bets on no feed event, and a link to an event gone from the feed', () => {
    expect(
      liveBetViews(
        [
          bet(3, [leg({ EventName: 'Sevilla v Real Betis' })]),
          bet(4, [leg({ FeedEventId: 'gone', FeedOutcome: '1' })]),
        ],
        events,
      ),
    ).toEqual([]);
  });

  it('values a double across two events: the draw 0-0 winning and the home win 1-0 winning', () => {
    const double = bet(
      5,
      [
        leg({ SelectionId: 1, FeedEventId: 'e1', FeedOutcome: '1', Odds: 1.5 }),
        leg({
          SelectionId: 2,
          EventName: 'atletico madrid vs real sociedad',
          SelectionName: 'Draw',
          Odds: 3.2,
        }),
      ],
      { Stake: 5, Odds: 4.8 },
    );
    const views = liveBetViews([double], events);
    expect(views[0]?.legs.map((l) => l.state)).toEqual(['winning', 'winning']);
    // 5 × 1.5 × 3.2 = 24.00.
    expect(views[0]?.valueNow).toBe(24);
    expect(betsOnEvent(views, 'e2')).toHaveLength(1);
    expect(betsOnEvent(views, 'e3')).toHaveLength(0);
  });

  it('keeps a leg whose selection names no outcome undecided, and the bet without a value', () => {
    const views = liveBetViews(
      [bet(6, [leg({ SelectionName: 'Over 2.5', EventName: 'Sevilla vs Real Betis' })])],
      events,
    );
    expect(views[0]?.legs[0]?.state).toBe('undecided');
    expect(views[0]?.valueNow).toBeNull();
  });
});

describe('outcomeFromSelection', () => {
  const e = { HomeName: 'Atlético Madrid', AwayName: 'Real Betis' };
  it('reads home, away and the draw', () => {
    expect(outcomeFromSelection('ATLETICO MADRID', e)).toBe('1');
    expect(outcomeFromSelection('Real Betis', e)).toBe('2');
    expect(outcomeFromSelection('Empate', e)).toBe('X');
    expect(outcomeFromSelection('Over 2.5', e)).toBeNull();
  });
});

describe('liveBetViews and outcomeFromSelection at their edges', () => {
  it('reads 1, 2, X, Draw and Empate, and nothing from an empty selection', () => {
    const e = { HomeName: 'Sevilla', AwayName: 'Real Betis' };
    expect(outcomeFromSelection('1', e)).toBe('1');
    expect(outcomeFromSelection('2', e)).toBe('2');
    expect(outcomeFromSelection('x', e)).toBe('X');
    expect(outcomeFromSelection('Draw', e)).toBe('X');
    expect(outcomeFromSelection('EMPATE', e)).toBe('X');
    expect(outcomeFromSelection('', e)).toBeNull();
    expect(outcomeFromSelection('Over 2.5', e)).toBeNull();
  });

  it("keeps a double with one leg in the feed, the other leg undecided; a multiple's leg never takes the bet's text", () => {
    const views = liveBetViews(
      [
        bet(
          5,
          [
            leg({ SelectionId: 1, FeedEventId: 'e1', FeedOutcome: '1', Odds: 1.5 }),
            // No event name of its own: the bet's text names Atlético's match, but it is a
            // double's whole description, not this leg's.
            leg({ SelectionId: 2, SelectionName: 'Draw', Odds: 3 }),
          ],
          { EventDescription: 'Atlético Madrid vs Real Sociedad', Odds: 4.5 },
        ),
      ],
      events,
    );
    expect(views).toHaveLength(1);
    expect(views[0]?.legs.map((l) => [l.eventId, l.outcome, l.state])).toEqual([
      ['e1', '1', 'winning'],
      [null, null, 'undecided'],
    ]);
    expect(views[0]?.valueNow).toBeNull();
  });

  it('reads the outcome of a linked leg without one from its selection', () => {
    const views = liveBetViews(
      [bet(6, [leg({ FeedEventId: 'e1', FeedOutcome: null, SelectionName: 'Sevilla', Odds: 2 })])],
      events,
    );
    // Sevilla (home) leads 1-0: 10 × 2 = 20.
    expect(views[0]?.legs[0]).toMatchObject({ eventId: 'e1', outcome: '1', state: 'winning' });
    expect(views[0]?.valueNow).toBe(20);
  });
});
