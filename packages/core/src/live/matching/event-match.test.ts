import { describe, expect, it } from 'vitest';
import {
  createEventMatcher,
  feedOutcomeOf,
  teamsScore,
  type MatchCandidate,
  matchConfidence,
  type MatchLeg,
  matchLeg,
} from './event-match.ts';
import { parseEventTeams } from './event-teams.ts';
import { normaliseTeam, teamSimilarity } from './team-names.ts';

const START = '2026-03-10T20:00:00.000Z';

function event(home: string, away: string, extra: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    RowId: `ev-${home}-${away}`,
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: home,
    AwayName: away,
    EventStartTimeUTC: START,
    ...extra,
  };
}

function leg(eventName: string, extra: Partial<MatchLeg> = {}): MatchLeg {
  return {
    eventName,
    competition: 'La Liga',
    sport: 'Football',
    // 34 hours before kick-off: within the week.
    placedAt: '2026-03-09T10:00:00.000Z',
    settledAt: '2026-03-10T22:00:00.000Z',
    ...extra,
  };
}

describe('parseEventTeams', () => {
  it('reads the separators importers write', () => {
    expect(parseEventTeams('Real Madrid v Barcelona')).toEqual({
      home: 'Real Madrid',
      away: 'Barcelona',
    });
    expect(parseEventTeams('Real Madrid vs. Barcelona')).toEqual({
      home: 'Real Madrid',
      away: 'Barcelona',
    });
    expect(parseEventTeams('Real Madrid VS Barcelona')?.away).toBe('Barcelona');
    expect(parseEventTeams('Flamengo x Palmeiras')).toEqual({
      home: 'Flamengo',
      away: 'Palmeiras',
    });
    expect(parseEventTeams('Betis - Sevilla')).toEqual({ home: 'Betis', away: 'Sevilla' });
  });

  it('reads "@" as away first', () => {
    expect(parseEventTeams('Lakers @ Celtics')).toEqual({ home: 'Celtics', away: 'Lakers' });
  });

  it('gives nothing for what is not two sides', () => {
    expect(parseEventTeams('Premier League outright')).toBeNull();
    expect(parseEventTeams(null)).toBeNull();
    expect(parseEventTeams(' v Barcelona')).toBeNull();
  });
});

describe('normaliseTeam', () => {
  it('drops accents, case, punctuation and club words', () => {
    expect(normaliseTeam('Atlético Madrid')).toBe('atletico madrid');
    expect(normaliseTeam('Club Atlético de Madrid')).toBe('atletico madrid');
    expect(normaliseTeam('Sevilla FC')).toBe('sevilla');
    expect(normaliseTeam('A.C. Milan')).toBe('milan');
    expect(normaliseTeam('Bayern München')).toBe('bayern munich');
  });

  it('reads the usual shortenings', () => {
    expect(normaliseTeam('Man Utd')).toBe('manchester united');
    expect(normaliseTeam('Manchester United FC')).toBe('manchester united');
    expect(normaliseTeam('Man City')).toBe('manchester city');
    expect(normaliseTeam("Nott'm Forest")).toBe('nottingham forest');
    expect(normaliseTeam('Brighton & Hove Albion')).toBe('brighton and hove albion');
    expect(normaliseTeam('Brighton')).toBe('brighton and hove albion');
  });

  it('is partly sure of a name within another', () => {
    expect(teamSimilarity('Betis', 'Real Betis')).toBe(0.8);
    expect(teamSimilarity('CR Flamengo', 'Flamengo')).toBe(0.8);
    expect(teamSimilarity('Real Madrid', 'Real Sociedad')).toBe(0);
    expect(teamSimilarity('Man City', 'Manchester United')).toBe(0);
  });
});

describe('matchConfidence', () => {
  it('is sure of the same teams, whatever the spelling', () => {
    // Teams 1 × competition ("La Liga" = "LaLiga") 1 × sport 1 × time 1.
    expect(
      matchConfidence(leg('Atlético Madrid v Sevilla FC'), event('Atletico Madrid', 'Sevilla')),
    ).toBe(1);
    expect(
      matchConfidence(
        leg('Man Utd vs. Liverpool', { competition: 'Premier League' }),
        event('Manchester United', 'Liverpool FC', { LeagueName: 'English Premier League' }),
      ),
    ).toBe(1);
  });

  it('lowers reversed sides a little', () => {
    // (1 + 1) / 2 × 0.85.
    expect(matchConfidence(leg('Barcelona v Real Madrid'), event('Real Madrid', 'Barcelona'))).toBe(
      0.85,
    );
  });

  it('lowers a side named in part', () => {
    // Teams (0.8 + 1) / 2 = 0.9; competition unknown 0.95 → 0.855.
    expect(
      matchConfidence(
        leg('Betis v Girona', { competition: null }),
        event('Real Betis', 'Girona FC'),
      ),
    ).toBe(0.855);
    // "Flamengo x Palmeiras" against "CR Flamengo" / "SE Palmeiras": (0.8 + 0.8) / 2 × 1.
    expect(
      matchConfidence(
        leg('Flamengo x Palmeiras', { competition: 'Serie A' }),
        event('CR Flamengo', 'SE Palmeiras', { LeagueName: 'Brasileirão Série A' }),
      ),
    ).toBe(0.8);
  });

  it('weighs the times against the start', () => {
    const e = event('Real Madrid', 'Barcelona');
    // In play, an hour after the start: 0.95.
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { placedAt: '2026-03-10T21:00:00Z' }), e),
    ).toBe(0.95);
    // Ten days before: 0.8.
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { placedAt: '2026-02-28T20:00:00Z' }), e),
    ).toBe(0.8);
    // Settled before the start: 0.5.
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { settledAt: '2026-03-10T12:00:00Z' }), e),
    ).toBe(0.5);
    // Four hours after the start, or forty days before: not this event.
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { placedAt: '2026-03-11T00:00:01Z' }), e),
    ).toBe(0);
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { placedAt: '2026-01-29T20:00:00Z' }), e),
    ).toBe(0);
  });

  it('lowers another competition or sport', () => {
    const e = event('Real Madrid', 'Barcelona');
    expect(
      matchConfidence(leg('Real Madrid v Barcelona', { competition: 'Copa del Rey' }), e),
    ).toBe(0.85);
    expect(matchConfidence(leg('Real Madrid v Barcelona', { sport: 'Basketball' }), e)).toBe(0.5);
  });
});

describe('matchLeg', () => {
  const clasico = event('Real Madrid', 'Barcelona');
  const derby = event('Atletico Madrid', 'Real Madrid');

  it('links a sure match', () => {
    expect(matchLeg(leg('Real Madrid vs Barcelona'), [derby, clasico])).toEqual({
      kind: 'link',
      eventId: clasico.RowId,
      confidence: 1,
    });
  });

  it('offers an unsure one, never links it', () => {
    expect(matchLeg(leg('Barcelona v Real Madrid'), [derby, clasico])).toEqual({
      kind: 'offer',
      eventId: clasico.RowId,
      confidence: 0.85,
    });
    expect(
      matchLeg(leg('Flamengo x Palmeiras', { competition: null }), [
        event('CR Flamengo', 'SE Palmeiras'),
      ]),
    ).toEqual({ kind: 'offer', eventId: 'ev-CR Flamengo-SE Palmeiras', confidence: 0.76 });
  });

  it('offers the best of two near-equal events rather than pick one', () => {
    const other = { ...clasico, RowId: 'ev-copy' };
    expect(matchLeg(leg('Real Madrid v Barcelona'), [clasico, other]).kind).toBe('offer');
  });

  it('leaves alone what is too far', () => {
    // Reversed (0.85) and another sport (0.5): 0.425, below the offer's 0.6.
    expect(matchLeg(leg('Barcelona v Real Madrid', { sport: 'Tennis' }), [clasico])).toEqual({
      kind: 'none',
    });
    expect(matchLeg(leg('Valencia v Villarreal'), [clasico, derby])).toEqual({ kind: 'none' });
  });
});

describe('feedOutcomeOf', () => {
  const e = event('Manchester United', 'Liverpool');
  it('tells the side or the draw of a result market', () => {
    expect(feedOutcomeOf('Man Utd', 'Match Odds', e)).toBe('1');
    expect(feedOutcomeOf('Liverpool', null, e)).toBe('2');
    expect(feedOutcomeOf('The Draw', '1X2', e)).toBe('X');
  });
  it('gives none for another market or an unknown name', () => {
    expect(feedOutcomeOf('Over 2.5 Goals', 'Over/Under 2.5 Goals', e)).toBeNull();
    expect(feedOutcomeOf('Liverpool', 'Asian Handicap', e)).toBeNull();
    expect(feedOutcomeOf('Arsenal', 'Match Odds', e)).toBeNull();
  });
});

describe('createEventMatcher', () => {
  const clasico = event('Real Madrid', 'Barcelona');
  const derby = event('Manchester City', 'Manchester United', { LeagueName: 'Premier League' });
  // Made in each test, not while the tests are collected (Stryker counts what runs then as
  // covered by no one test, and a mutant that throws there fails no test).
  const matcher = () => createEventMatcher([clasico, derby]);

  it('finds the event by a word of a team, as matchLeg would', () => {
    const match = matcher();
    expect(match(leg('Man City v Man Utd', { competition: 'Premier League' }))).toEqual({
      kind: 'link',
      eventId: derby.RowId,
      confidence: 1,
    });
    expect(match(leg('Barcelona v Real Madrid'))).toEqual({
      kind: 'offer',
      eventId: clasico.RowId,
      confidence: 0.85,
    });
    expect(match(leg('Not an event'))).toEqual({ kind: 'none' });
  });

  it('leaves out the events the user refused for the leg', () => {
    expect(matcher()(leg('Barcelona v Real Madrid'), new Set([clasico.RowId]))).toEqual({
      kind: 'none',
    });
  });
});

describe('players named by an initial', () => {
  const tennis = { Sport: 'TENNIS', LeagueName: 'ATP Finals' } as const;
  const final = event('Jannik Sinner', 'Carlos Alcaraz', tennis);
  const atp = { sport: 'Tennis', competition: 'ATP Finals' };

  it('links "Sinner J. - Alcaraz C." to the feed\'s full names', () => {
    // Teams (0.9 + 0.9) / 2 = 0.9, competition, sport and time 1: 0.9, the link's threshold.
    expect(matchLeg(leg('Sinner J. - Alcaraz C.', atp), [final])).toEqual({
      kind: 'link',
      eventId: final.RowId,
      confidence: 0.9,
    });
    // One full name, one initial: (1 + 0.9) / 2 = 0.95.
    expect(matchConfidence(leg('Jannik Sinner v C. Alcaraz', atp), final)).toBe(0.95);
    expect(feedOutcomeOf('Alcaraz C.', 'Match Odds', final)).toBe('2');
  });

  it('offers, never links, when two players share the surname and the initial', () => {
    const karolina = event('Karolina Pliskova', 'Simona Halep', tennis);
    const kristyna = event('Kristyna Pliskova', 'Simona Halep', tennis);
    // Both (0.9 + 1) / 2 = 0.95: a toss-up, the first by id offered.
    expect(matchLeg(leg('K. Pliskova v Simona Halep', atp), [kristyna, karolina])).toEqual({
      kind: 'offer',
      eventId: karolina.RowId,
      confidence: 0.95,
    });
  });
});

describe('matching at its edges', () => {
  const clasico = event('Real Madrid', 'Barcelona');

  it('scores the teams only when both sides are recognised', () => {
    expect(teamsScore('Real Madrid v Barcelona', clasico)).toBe(1);
    expect(teamsScore('Real Madrid v Valencia', clasico)).toBe(0);
    expect(teamsScore('Valencia v Barcelona', clasico)).toBe(0);
    expect(teamsScore('Premier League outright', clasico)).toBe(0);
    expect(parseEventTeams('Real Madrid v Barcelona v Sevilla')).toBeNull();
  });

  it('reads competitions by their words, whichever side names more', () => {
    const leagueOf = (competition: string | null, LeagueName: string) =>
      matchConfidence(
        leg('Real Madrid v Barcelona', { competition }),
        event('Real Madrid', 'Barcelona', { LeagueName }),
      );
    expect(leagueOf('LaLiga', 'La Liga')).toBe(1);
    expect(leagueOf('English Premier League', 'Premier League')).toBe(1);
    expect(leagueOf('Premier League', 'English Premier League')).toBe(1);
    // One word in common is not enough.
    expect(leagueOf('Premier League', 'Super League')).toBe(0.85);
    // A blank name is no name: unknown, 0.95.
    expect(leagueOf('   ', 'LaLiga')).toBe(0.95);
    expect(leagueOf('LaLiga', '  ')).toBe(0.95);
  });

  it('lowers only sports both known and different', () => {
    const e = event('Real Madrid', 'Barcelona');
    expect(matchConfidence(leg('Real Madrid v Barcelona', { sport: null }), e)).toBe(1);
    expect(matchConfidence(leg('Real Madrid v Barcelona', { sport: 'Curling' }), e)).toBe(1);
    expect(
      matchConfidence(
        leg('Real Madrid v Barcelona'),
        event('Real Madrid', 'Barcelona', { Sport: 'Curling' }),
      ),
    ).toBe(1);
  });

  it('weighs the times at their bounds', () => {
    const at = (placedAt: string, settledAt: string | null = '2026-03-10T22:00:00.000Z') =>
      matchConfidence(leg('Real Madrid v Barcelona', { placedAt, settledAt }), clasico);
    // At the start: not yet in play.
    expect(at('2026-03-10T20:00:00.000Z')).toBe(1);
    // Exactly 3 hours after: still in play.
    expect(at('2026-03-10T23:00:00.000Z')).toBe(0.95);
    // Exactly 7 days before: as on the day; exactly 30 days before: early, still this event.
    expect(at('2026-03-03T20:00:00.000Z')).toBe(1);
    expect(at('2026-02-08T20:00:00.000Z')).toBe(0.8);
    // Settled at the very start: not before it.
    expect(at('2026-03-09T10:00:00.000Z', '2026-03-10T20:00:00.000Z')).toBe(1);
    expect(at('2026-03-09T10:00:00.000Z', null)).toBe(1);
    // Dates it cannot read: not this event.
    expect(at('yesterday')).toBe(0);
    expect(
      matchConfidence(
        leg('Real Madrid v Barcelona'),
        event('Real Madrid', 'Barcelona', { EventStartTimeUTC: 'soon' }),
      ),
    ).toBe(0);
  });

  it('links the best candidate wherever it stands in the list, and at 0.9 exactly', () => {
    const reversed = event('Barcelona', 'Real Madrid');
    expect(matchLeg(leg('Real Madrid v Barcelona'), [reversed, clasico])).toEqual({
      kind: 'link',
      eventId: clasico.RowId,
      confidence: 1,
    });
    // "Real Madrid" within "Real Madrid Castilla": (0.8 + 1) / 2 = 0.9, linked.
    const castilla = event('Real Madrid Castilla', 'Barcelona');
    expect(matchLeg(leg('Real Madrid v Barcelona'), [castilla])).toEqual({
      kind: 'link',
      eventId: castilla.RowId,
      confidence: 0.9,
    });
    // 1 and 0.9: 0.1 apart, clear.
    expect(matchLeg(leg('Real Madrid v Barcelona'), [castilla, clasico])).toMatchObject({
      kind: 'link',
      eventId: clasico.RowId,
    });
  });

  it('offers two candidates 0.05 apart or less, the first by id of two equal', () => {
    // 1 and 0.95 (the second's competition unknown): 0.05 apart, a toss-up.
    const noLeague = event('Real Madrid', 'Barcelona', { RowId: 'a-no-league', LeagueName: '' });
    expect(matchLeg(leg('Real Madrid v Barcelona'), [clasico, noLeague])).toEqual({
      kind: 'offer',
      eventId: clasico.RowId,
      confidence: 1,
    });
    // 0.95 (competition unknown) and 0.9 (a side named in part): a toss-up too.
    const castilla = event('Real Madrid Castilla', 'Barcelona');
    expect(matchLeg(leg('Real Madrid v Barcelona'), [castilla, noLeague])).toEqual({
      kind: 'offer',
      eventId: noLeague.RowId,
      confidence: 0.95,
    });
    // Equal: the smaller id.
    const b = { ...clasico, RowId: 'b' };
    const a = { ...clasico, RowId: 'a' };
    expect(matchLeg(leg('Real Madrid v Barcelona'), [b, a])).toEqual({
      kind: 'offer',
      eventId: 'a',
      confidence: 1,
    });
  });

  it('tells every draw word and every result market', () => {
    const e = event('Sevilla', 'Real Betis');
    for (const draw of ['Draw', 'X', 'Tie', 'Empate', 'Empat', 'The Draw']) {
      expect(feedOutcomeOf(draw, 'Match Odds', e)).toBe('X');
    }
    for (const market of [
      'Match Odds',
      'Match Result',
      'Full Time Result',
      '1X2',
      'Moneyline',
      'Money Line',
      'Match Winner',
      'Winner',
      'Resultado',
      'Resultado final',
      'Ganador del partido',
    ]) {
      expect(feedOutcomeOf('Sevilla', market, e)).toBe('1');
    }
    // Both sides as like: none.
    expect(feedOutcomeOf('Real', null, event('Real Madrid', 'Real Betis'))).toBeNull();
  });

  it('finds candidates through every event sharing a word, and none for names it has never seen', () => {
    const madrid = event('Real Madrid', 'Barcelona');
    const atletico = event('Atletico Madrid', 'Barcelona B');
    const match = createEventMatcher([madrid, atletico]);
    // "Madrid" is within both home names, "Barcelona" within both away names: 0.9 and
    // (0.8 + 0.8) / 2 = 0.8, so the first is linked.
    expect(match(leg('Madrid v Barcelona'))).toEqual({
      kind: 'link',
      eventId: madrid.RowId,
      confidence: 0.9,
    });
    expect(match(leg('Valencia v Villarreal'))).toEqual({ kind: 'none' });
  });
});
