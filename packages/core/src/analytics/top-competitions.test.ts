import { describe, expect, it } from 'vitest';
import { competitionSports, topCompetitions } from './top-competitions.ts';
import type { CompetitionFigures } from './types.ts';

/** A competition with only its net profit meaningful (stake 100, so ROI = net ÷ 100). */
const competition = (name: string, sport: string, netProfit: number): CompetitionFigures => ({
  name,
  sport,
  bets: 1,
  staked: 100,
  netProfit,
  roiRatio: netProfit / 100,
});

// 7 gainers and 6 losers over three sports, one break-even, in no particular order.
const competitions = [
  competition('LaLiga', 'Soccer', 50),
  competition('ATP Madrid', 'Tennis', -40),
  competition('Premier League', 'Soccer', -12.5),
  competition('NBA', 'Basketball', 30),
  competition('Serie A', 'Soccer', 5),
  competition('Wimbledon', 'Tennis', 80),
  competition('Bundesliga', 'Soccer', -3),
  competition('ACB', 'Basketball', -70),
  competition('Ligue 1', 'Soccer', 0),
  competition('US Open', 'Tennis', 12),
  competition('Copa del Rey', 'Soccer', 20),
  competition('EuroLeague', 'Basketball', -1),
  competition('Roland Garros', 'Tennis', 7),
  competition('Eredivisie', 'Soccer', -25),
  competition('Segunda División', 'Soccer', 20),
];
const names = (list: CompetitionFigures[]) => list.map((c) => `${c.name} ${c.netProfit}`);

describe('topCompetitions (docs/product.md §2, §9: up to 5 gainers and 5 losers)', () => {
  it('all sports: the 5 biggest gains, then the 5 biggest losses, biggest loss last', () => {
    // gains 80, 50, 30, 20, 20, 12, 7, 5 → the first five (the two 20s by name: Copa before
    // Segunda); losses −1, −3, −12.5, −25, −40, −70 → the five most negative, −1 left out;
    // break-even Ligue 1 never shows
    expect(names(topCompetitions(competitions, null))).toEqual([
      'Wimbledon 80',
      'LaLiga 50',
      'NBA 30',
      'Copa del Rey 20',
      'Segunda División 20',
      'Bundesliga -3',
      'Premier League -12.5',
      'Eredivisie -25',
      'ATP Madrid -40',
      'ACB -70',
    ]);
  });

  it.each([
    // Soccer: gains 50, 20, 20, 5; losses −3, −12.5, −25 (fewer than five each: all of them)
    [
      'Soccer',
      [
        'LaLiga 50',
        'Copa del Rey 20',
        'Segunda División 20',
        'Serie A 5',
        'Bundesliga -3',
        'Premier League -12.5',
        'Eredivisie -25',
      ],
    ],
    ['Tennis', ['Wimbledon 80', 'US Open 12', 'Roland Garros 7', 'ATP Madrid -40']],
    ['Basketball', ['NBA 30', 'EuroLeague -1', 'ACB -70']],
    ['Darts', []],
  ])('sport %s', (sport, expected) => {
    expect(names(topCompetitions(competitions, sport))).toEqual(expected);
  });

  it('leaves its input alone', () => {
    const copy = [...competitions];
    topCompetitions(competitions, null);
    expect(competitions).toEqual(copy);
  });
});

describe('competitionSports', () => {
  it('lists each sport once, sorted', () => {
    expect(competitionSports(competitions)).toEqual(['Basketball', 'Soccer', 'Tennis']);
    expect(competitionSports([])).toEqual([]);
  });
});

describe('equal profits', () => {
  const shown = (list: CompetitionFigures[]) => list.map((c) => `${c.name} (${c.sport})`);
  it('go by name, numbers in a name by their value, then by sport', () => {
    const tied = [
      competition('Premier League', 'Soccer', 20),
      competition('Liga 10', 'Soccer', 20),
      competition('Serie B 2', 'Soccer', -20),
      competition('Premier League', 'Darts', 20),
      competition('Liga 9', 'Soccer', 20),
      competition('Serie B 10', 'Soccer', -20),
    ];
    // gains by name: Liga 9 before Liga 10, then the two Premier Leagues by sport;
    // losses, shown biggest loss last: sorted Serie B 2, Serie B 10, then reversed
    expect(shown(topCompetitions(tied, null))).toEqual([
      'Liga 9 (Soccer)',
      'Liga 10 (Soccer)',
      'Premier League (Darts)',
      'Premier League (Soccer)',
      'Serie B 10 (Soccer)',
      'Serie B 2 (Soccer)',
    ]);
  });

  it('competitionSports sorts numbers in names by their value', () => {
    const sports = [competition('A', 'Sport 10', 1), competition('B', 'Sport 9', 1)];
    expect(competitionSports(sports)).toEqual(['Sport 9', 'Sport 10']);
  });
});
