/**
 * What the demo bettor bets on, named as betfair.es names it (the import maps 'Fútbol' to
 * Football and so on, as it does for a real user's file).
 */
export interface DemoCompetition {
  sport: 'Fútbol' | 'Tenis' | 'Baloncesto';
  name: string;
  /** Teams or players; events pair two of them. */
  sides: readonly string[];
  /** How often the bettor picks it, relative to the others. */
  weight: number;
}

export interface DemoMarket {
  name: string;
  /** The selection's name for an event 'home v away'. */
  pick(home: string, away: string, roll: number): string;
  /** Odds range typical of the market. */
  odds: readonly [number, number];
}

export const DEMO_COMPETITIONS: readonly DemoCompetition[] = [
  {
    sport: 'Fútbol',
    name: 'LaLiga',
    weight: 9,
    sides: [
      'Real Madrid',
      'Barcelona',
      'Atlético de Madrid',
      'Athletic Club',
      'Real Sociedad',
      'Real Betis',
      'Villarreal',
      'Sevilla',
      'Valencia',
      'Girona',
    ],
  },
  {
    sport: 'Fútbol',
    name: 'Premier League',
    weight: 8,
    sides: [
      'Arsenal',
      'Liverpool',
      'Manchester City',
      'Chelsea',
      'Tottenham',
      'Newcastle',
      'Aston Villa',
      'Manchester United',
      'Brighton',
    ],
  },
  {
    sport: 'Fútbol',
    name: 'Serie A',
    weight: 4,
    sides: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta'],
  },
  {
    sport: 'Fútbol',
    name: 'Bundesliga',
    weight: 3,
    sides: ['Bayern Múnich', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'Stuttgart'],
  },
  {
    sport: 'Fútbol',
    name: 'UEFA Champions League',
    weight: 4,
    sides: ['Real Madrid', 'Manchester City', 'Bayern Múnich', 'PSG', 'Inter', 'Arsenal'],
  },
  {
    sport: 'Tenis',
    name: 'ATP Madrid',
    weight: 2,
    sides: ['Carlos Alcaraz', 'Jannik Sinner', 'Alexander Zverev', 'Daniil Medvedev'],
  },
  {
    sport: 'Tenis',
    name: 'Roland Garros',
    weight: 2,
    sides: ['Carlos Alcaraz', 'Novak Djokovic', 'Casper Ruud', 'Holger Rune', 'Jannik Sinner'],
  },
  {
    sport: 'Tenis',
    name: 'Wimbledon',
    weight: 2,
    sides: ['Carlos Alcaraz', 'Novak Djokovic', 'Jannik Sinner', 'Taylor Fritz', 'Jack Draper'],
  },
  {
    sport: 'Tenis',
    name: 'US Open',
    weight: 1,
    sides: ['Jannik Sinner', 'Carlos Alcaraz', 'Ben Shelton', 'Frances Tiafoe'],
  },
  {
    sport: 'Baloncesto',
    name: 'NBA',
    weight: 4,
    sides: [
      'Boston Celtics',
      'Denver Nuggets',
      'LA Lakers',
      'Golden State Warriors',
      'Milwaukee Bucks',
      'Oklahoma City Thunder',
    ],
  },
  {
    sport: 'Baloncesto',
    name: 'Euroliga',
    weight: 2,
    sides: ['Real Madrid Baloncesto', 'FC Barcelona Bàsquet', 'Olympiacos', 'Fenerbahçe'],
  },
];

const overUnder = (line: string) => (_h: string, _a: string, roll: number) =>
  `${roll < 0.5 ? 'Más de' : 'Menos de'} ${line}`;

export const DEMO_MARKETS: Record<DemoCompetition['sport'], readonly DemoMarket[]> = {
  Fútbol: [
    {
      name: 'Resultado del partido',
      odds: [1.4, 4.2],
      pick: (h, a, r) => (r < 0.55 ? h : r < 0.8 ? a : 'Empate'),
    },
    { name: 'Más/Menos 2,5 goles', odds: [1.6, 2.4], pick: overUnder('2,5') },
    {
      name: 'Ambos equipos marcan',
      odds: [1.55, 2.2],
      pick: (_h, _a, r) => (r < 0.6 ? 'Sí' : 'No'),
    },
    { name: 'Hándicap asiático', odds: [1.75, 2.15], pick: (h, a, r) => `${r < 0.5 ? h : a} -0,5` },
    {
      name: 'Doble oportunidad',
      odds: [1.15, 1.6],
      pick: (h, a, r) => (r < 0.6 ? `${h} o empate` : `${a} o empate`),
    },
    { name: 'Córners totales', odds: [1.7, 2.1], pick: overUnder('9,5') },
  ],
  Tenis: [
    { name: 'Ganador del partido', odds: [1.2, 3.5], pick: (h, a, r) => (r < 0.6 ? h : a) },
    { name: 'Total de juegos', odds: [1.7, 2.1], pick: overUnder('22,5') },
    { name: 'Hándicap de sets', odds: [1.6, 2.6], pick: (h, a, r) => `${r < 0.5 ? h : a} -1,5` },
  ],
  Baloncesto: [
    { name: 'Ganador (incl. prórroga)', odds: [1.25, 3.2], pick: (h, a, r) => (r < 0.55 ? h : a) },
    { name: 'Hándicap', odds: [1.8, 2.0], pick: (h, a, r) => `${r < 0.5 ? h : a} -4,5` },
    { name: 'Total de puntos', odds: [1.8, 2.0], pick: overUnder('224,5') },
  ],
};
