import { describe, expect, it } from 'vitest';
import {
  createEventMatcher,
  feedOutcomeOf,
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
  const match = createEventMatcher([clasico, derby]);

  it('finds the event by a word of a team, as matchLeg would', () => {
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
    expect(match(leg('Barcelona v Real Madrid'), new Set([clasico.RowId]))).toEqual({
      kind: 'none',
    });
  });
});
