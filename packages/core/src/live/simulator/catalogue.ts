import { pickOne, type Random } from './random.ts';
import type { Rated } from './types.ts';

// Real competitions, clubs and players so the demo feed reads like a bookmaker's in-play
// list. Ratings are rough strengths on one scale per sport; only the differences matter.

const r = (name: string, rating: number): Rated => ({ name, rating });

export interface FootballLeague {
  readonly name: string;
  readonly teams: readonly Rated[];
  /** How often this league is drawn relative to the others. */
  readonly weight: number;
}

const LALIGA = [
  r('Real Madrid', 92),
  r('FC Barcelona', 91),
  r('Atlético de Madrid', 87),
  r('Athletic Club', 82),
  r('Villarreal CF', 80),
  r('Real Sociedad', 79),
  r('Real Betis', 79),
  r('Girona FC', 77),
  r('Sevilla FC', 76),
  r('RC Celta', 75),
  r('CA Osasuna', 74),
  r('Valencia CF', 74),
  r('Rayo Vallecano', 73),
  r('RCD Mallorca', 73),
  r('Getafe CF', 72),
  r('Deportivo Alavés', 71),
  r('RCD Espanyol', 71),
  r('UD Las Palmas', 70),
  r('CD Leganés', 69),
  r('Real Valladolid', 67),
];

const PREMIER_LEAGUE = [
  r('Liverpool', 91),
  r('Manchester City', 91),
  r('Arsenal', 90),
  r('Chelsea', 85),
  r('Newcastle United', 83),
  r('Aston Villa', 82),
  r('Tottenham Hotspur', 81),
  r('Manchester United', 80),
  r('Brighton & Hove Albion', 79),
  r('Nottingham Forest', 78),
  r('AFC Bournemouth', 77),
  r('Crystal Palace', 77),
  r('Fulham', 76),
  r('Brentford', 76),
  r('West Ham United', 75),
  r('Everton', 74),
  r('Wolverhampton Wanderers', 73),
];

const SERIE_A = [
  r('Inter', 89),
  r('Napoli', 86),
  r('Atalanta', 85),
  r('Juventus', 84),
  r('AC Milan', 83),
  r('AS Roma', 81),
  r('Lazio', 80),
  r('Bologna', 79),
  r('Fiorentina', 78),
  r('Como', 75),
  r('Torino', 74),
  r('Udinese', 73),
  r('Genoa', 72),
  r('Cagliari', 71),
];

const BUNDESLIGA = [
  r('Bayern München', 91),
  r('Bayer 04 Leverkusen', 87),
  r('Borussia Dortmund', 84),
  r('RB Leipzig', 83),
  r('Eintracht Frankfurt', 81),
  r('VfB Stuttgart', 80),
  r('SC Freiburg', 78),
  r('VfL Wolfsburg', 76),
  r('Borussia Mönchengladbach', 76),
  r('1. FSV Mainz 05', 76),
  r('Werder Bremen', 75),
  r('TSG Hoffenheim', 74),
  r('1. FC Union Berlin', 73),
  r('FC Augsburg', 73),
];

const CHAMPIONS_LEAGUE = [
  r('Real Madrid', 92),
  r('FC Barcelona', 91),
  r('Liverpool', 91),
  r('Manchester City', 91),
  r('Bayern München', 91),
  r('Arsenal', 90),
  r('Paris Saint-Germain', 90),
  r('Inter', 89),
  r('Atlético de Madrid', 87),
  r('Bayer 04 Leverkusen', 87),
  r('Borussia Dortmund', 84),
  r('Juventus', 84),
  r('SL Benfica', 82),
  r('Sporting CP', 81),
  r('PSV Eindhoven', 80),
  r('FC Porto', 80),
  r('Club Brugge', 78),
  r('Feyenoord', 78),
  r('Celtic', 77),
  r('Galatasaray', 78),
];

export const FOOTBALL_LEAGUES: readonly FootballLeague[] = [
  { name: 'LaLiga', teams: LALIGA, weight: 3 },
  { name: 'Premier League', teams: PREMIER_LEAGUE, weight: 3 },
  { name: 'Serie A', teams: SERIE_A, weight: 2 },
  { name: 'Bundesliga', teams: BUNDESLIGA, weight: 2 },
  { name: 'Champions League', teams: CHAMPIONS_LEAGUE, weight: 2 },
];

export interface TennisTournament {
  readonly name: string;
  readonly tour: 'ATP' | 'WTA';
  /** Men's Grand Slams are played to 3 sets won (best of 5); everything else best of 3. */
  readonly bestOf: 3 | 5;
  readonly weight: number;
}

export const TENNIS_TOURNAMENTS: readonly TennisTournament[] = [
  { name: 'ATP Masters 1000 Madrid', tour: 'ATP', bestOf: 3, weight: 2 },
  { name: 'ATP Masters 1000 Rome', tour: 'ATP', bestOf: 3, weight: 2 },
  { name: 'ATP Masters 1000 Indian Wells', tour: 'ATP', bestOf: 3, weight: 1 },
  { name: 'ATP Roland Garros', tour: 'ATP', bestOf: 5, weight: 2 },
  { name: 'ATP Wimbledon', tour: 'ATP', bestOf: 5, weight: 1 },
  { name: 'WTA 1000 Madrid', tour: 'WTA', bestOf: 3, weight: 2 },
  { name: 'WTA 1000 Rome', tour: 'WTA', bestOf: 3, weight: 2 },
  { name: 'WTA Roland Garros', tour: 'WTA', bestOf: 3, weight: 2 },
  { name: 'WTA Wimbledon', tour: 'WTA', bestOf: 3, weight: 1 },
];

export const TENNIS_PLAYERS: Readonly<Record<'ATP' | 'WTA', readonly Rated[]>> = {
  ATP: [
    r('Jannik Sinner', 98),
    r('Carlos Alcaraz', 97),
    r('Novak Djokovic', 94),
    r('Alexander Zverev', 92),
    r('Taylor Fritz', 89),
    r('Jack Draper', 88),
    r('Daniil Medvedev', 88),
    r('Casper Ruud', 87),
    r('Alex de Minaur', 87),
    r('Lorenzo Musetti', 87),
    r('Holger Rune', 86),
    r('Ben Shelton', 86),
    r('Tommy Paul', 86),
    r('Andrey Rublev', 85),
    r('Stefanos Tsitsipas', 85),
    r('Grigor Dimitrov', 84),
    r('Frances Tiafoe', 84),
    r('Hubert Hurkacz', 84),
    r('Alejandro Davidovich Fokina', 83),
    r('Karen Khachanov', 83),
    r('Francisco Cerúndolo', 83),
    r('Pedro Martínez', 78),
  ],
  WTA: [
    r('Aryna Sabalenka', 97),
    r('Iga Swiatek', 95),
    r('Coco Gauff', 94),
    r('Elena Rybakina', 92),
    r('Jessica Pegula', 91),
    r('Jasmine Paolini', 90),
    r('Mirra Andreeva', 90),
    r('Qinwen Zheng', 89),
    r('Madison Keys', 89),
    r('Emma Navarro', 87),
    r('Paula Badosa', 87),
    r('Daria Kasatkina', 86),
    r('Karolina Muchova', 86),
    r('Diana Shnaider', 85),
    r('Barbora Krejcikova', 85),
    r('Ons Jabeur', 84),
    r('Beatriz Haddad Maia', 84),
    r('Marta Kostyuk', 83),
    r('Jessica Bouzas Maneiro', 80),
  ],
};

export interface BasketballLeague {
  readonly name: string;
  /** Quarter length on the game clock: 12 minutes in the NBA, 10 under FIBA rules. */
  readonly quarterMinutes: 12 | 10;
  /**
   * Whether books price a regulation-time 1X2 (European leagues) or only the money line
   * (NBA: home/away, overtime included).
   */
  readonly hasDraw: boolean;
  /**
   * Game-clock seconds a possession takes, drawn evenly from min to max: the NBA plays at
   * about 100 possessions a team per 48 minutes (15 s), European leagues at about 72 per 40
   * (17 s), which with the scoring model gives ~115 and ~80 points a team.
   */
  readonly possessionSeconds: { readonly min: number; readonly max: number };
  readonly teams: readonly Rated[];
  readonly weight: number;
}

const NBA = [
  r('Oklahoma City Thunder', 95),
  r('Boston Celtics', 93),
  r('Cleveland Cavaliers', 92),
  r('Denver Nuggets', 89),
  r('New York Knicks', 89),
  r('Houston Rockets', 88),
  r('Los Angeles Lakers', 88),
  r('Minnesota Timberwolves', 88),
  r('Indiana Pacers', 87),
  r('Golden State Warriors', 87),
  r('Milwaukee Bucks', 86),
  r('Los Angeles Clippers', 86),
  r('Memphis Grizzlies', 85),
  r('Detroit Pistons', 85),
  r('Orlando Magic', 84),
  r('Dallas Mavericks', 83),
  r('Miami Heat', 82),
  r('Sacramento Kings', 82),
  r('Phoenix Suns', 81),
  r('San Antonio Spurs', 80),
];

const EUROLEAGUE = [
  r('Fenerbahçe Beko Istanbul', 90),
  r('Olympiacos Piraeus', 89),
  r('Panathinaikos AKTOR Athens', 89),
  r('Real Madrid', 88),
  r('AS Monaco', 88),
  r('FC Barcelona', 86),
  r('Anadolu Efes Istanbul', 85),
  r('Žalgiris Kaunas', 84),
  r('Crvena Zvezda Meridianbet Belgrade', 84),
  r('Partizan Mozzart Bet Belgrade', 83),
  r('EA7 Emporio Armani Milan', 83),
  r('FC Bayern Munich', 83),
  r('Baskonia Vitoria-Gasteiz', 82),
  r('Virtus Segafredo Bologna', 80),
  r('LDLC ASVEL Villeurbanne', 79),
  r('Paris Basketball', 82),
];

const ACB = [
  r('Real Madrid', 88),
  r('FC Barcelona', 86),
  r('Unicaja', 85),
  r('Valencia Basket', 84),
  r('La Laguna Tenerife', 83),
  r('Baskonia Vitoria-Gasteiz', 82),
  r('UCAM Murcia', 80),
  r('Joventut Badalona', 79),
  r('Dreamland Gran Canaria', 79),
  r('BAXI Manresa', 77),
  r('Casademont Zaragoza', 76),
  r('Surne Bilbao Basket', 76),
  r('MoraBanc Andorra', 75),
  r('Río Breogán', 75),
  r('Hiopos Lleida', 74),
  r('Coviran Granada', 74),
];

export const BASKETBALL_LEAGUES: readonly BasketballLeague[] = [
  {
    name: 'NBA',
    quarterMinutes: 12,
    hasDraw: false,
    possessionSeconds: { min: 6, max: 24 },
    teams: NBA,
    weight: 2,
  },
  {
    name: 'EuroLeague',
    quarterMinutes: 10,
    hasDraw: true,
    possessionSeconds: { min: 8, max: 26 },
    teams: EUROLEAGUE,
    weight: 2,
  },
  {
    name: 'ACB',
    quarterMinutes: 10,
    hasDraw: true,
    possessionSeconds: { min: 8, max: 26 },
    teams: ACB,
    weight: 1,
  },
];

/**
 * Two different entries of `pool`, home first, avoiding the names in `busy` (teams or players
 * already in play elsewhere in the feed) as long as the pool allows it.
 */
export function drawPairing(
  random: Random,
  pool: readonly Rated[],
  busy: ReadonlySet<string>,
): [Rated, Rated] {
  const free = pool.filter((entry) => !busy.has(entry.name));
  // With too many simulated matches for the pool, a team may appear twice: still a valid feed.
  const candidates = free.length >= 2 ? free : pool;
  const home = pickOne(random, candidates);
  const away = pickOne(
    random,
    candidates.filter((entry) => entry.name !== home.name),
  );
  return [home, away];
}
