import type { StakeSettledResult } from '@stakelab/core';

/** A tipster stake of the demo data: days before "now", and its outcome (null: still open). */
export interface DemoStake {
  daysAgo: number;
  hour: number;
  description: string;
  bookmaker: string;
  details: string;
  odds: number;
  stake: number;
  result: StakeSettledResult | null;
}

/** A fortnight of a tipster's published stakes: mostly settled, two open today. */
export const DEMO_STAKES: readonly DemoStake[] = [
  {
    daysAgo: 14,
    hour: 18,
    description: 'Real Madrid v Sevilla',
    bookmaker: 'Bet365',
    details: 'Real Madrid -1 asian handicap',
    odds: 1.95,
    stake: 20,
    result: 'won',
  },
  {
    daysAgo: 13,
    hour: 20,
    description: 'Arsenal v Chelsea',
    bookmaker: 'Betfair',
    details: 'Both teams to score',
    odds: 1.72,
    stake: 25,
    result: 'won',
  },
  {
    daysAgo: 12,
    hour: 19,
    description: 'Carlos Alcaraz v Jannik Sinner',
    bookmaker: 'Bwin',
    details: 'Over 38.5 games',
    odds: 2.1,
    stake: 15,
    result: 'lost',
  },
  {
    daysAgo: 11,
    hour: 21,
    description: 'Inter v Napoli',
    bookmaker: 'Bet365',
    details: 'Under 2.5 goals',
    odds: 1.9,
    stake: 20,
    result: 'won',
  },
  {
    daysAgo: 10,
    hour: 2,
    description: 'Boston Celtics v Denver Nuggets',
    bookmaker: 'Codere',
    details: 'Celtics -4.5',
    odds: 1.91,
    stake: 20,
    result: 'lost',
  },
  {
    daysAgo: 9,
    hour: 18,
    description: 'Athletic Club v Real Sociedad',
    bookmaker: 'Betfair',
    details: 'Draw',
    odds: 3.3,
    stake: 10,
    result: 'void',
  },
  {
    daysAgo: 8,
    hour: 20,
    description: 'Bayern Múnich v Borussia Dortmund',
    bookmaker: 'Bet365',
    details: 'Bayern and over 2.5 goals',
    odds: 1.85,
    stake: 25,
    result: 'won',
  },
  {
    daysAgo: 7,
    hour: 16,
    description: 'Liverpool v Manchester City',
    bookmaker: 'William Hill',
    details: 'Liverpool draw no bet',
    odds: 2.05,
    stake: 20,
    result: 'cashed_out',
  },
  {
    daysAgo: 6,
    hour: 19,
    description: 'Real Madrid Baloncesto v Olympiacos',
    bookmaker: 'Codere',
    details: 'Real Madrid to win',
    odds: 1.6,
    stake: 30,
    result: 'won',
  },
  {
    daysAgo: 5,
    hour: 21,
    description: 'Barcelona v Atlético de Madrid',
    bookmaker: 'Bet365',
    details: 'Barcelona to win',
    odds: 2.2,
    stake: 20,
    result: 'lost',
  },
  {
    daysAgo: 3,
    hour: 15,
    description: 'Novak Djokovic v Casper Ruud',
    bookmaker: 'Bwin',
    details: 'Djokovic 2-0',
    odds: 1.8,
    stake: 20,
    result: 'won',
  },
  {
    daysAgo: 2,
    hour: 20,
    description: 'Milan v Juventus',
    bookmaker: 'Betfair',
    details: 'Under 2.5 goals',
    odds: 1.75,
    stake: 25,
    result: 'won',
  },
  {
    daysAgo: 0,
    hour: 8,
    description: 'Girona v Villarreal',
    bookmaker: 'Bet365',
    details: 'Over 2.5 goals',
    odds: 1.83,
    stake: 20,
    result: null,
  },
  {
    daysAgo: 0,
    hour: 9,
    description: 'Oklahoma City Thunder v LA Lakers',
    bookmaker: 'Codere',
    details: 'Thunder -6.5',
    odds: 1.9,
    stake: 15,
    result: null,
  },
];
