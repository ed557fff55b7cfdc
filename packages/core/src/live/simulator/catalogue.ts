import { pickOne, type Random } from './random.ts';
import { AUGUST_TO_MAY, type CompetitionSchedule, schedule } from './schedule.ts';
import type { Rated } from './types.ts';

// Real competitions, clubs and players so the demo feed reads like a bookmaker's in-play
// list. Ratings are rough strengths on one scale per sport; only the differences matter.

const r = (name: string, rating: number): Rated => ({ name, rating });

export interface FootballLeague {
  readonly name: string;
  readonly teams: readonly Rated[];
  /** How often this league is drawn relative to the others. */
  readonly weight: number;
  /** Its season and kick-off hours (football: 12:00-21:45 local). */
  readonly schedule: CompetitionSchedule;
}

/** Football kicks off from 12:00 to 21:45 local time. */
const football = (
  timeZone: string,
  months: readonly number[],
  breaks?: readonly { from: string; to: string }[],
) => schedule(timeZone, months, '12:00', '21:45', breaks);

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

const ALLSVENSKAN = [
  r('Malmö FF', 76),
  r('Hammarby IF', 74),
  r('AIK', 73),
  r('Djurgårdens IF', 73),
  r('IFK Göteborg', 71),
  r('BK Häcken', 71),
  r('Mjällby AIF', 70),
  r('IF Elfsborg', 70),
];

const MLS = [
  r('Inter Miami CF', 78),
  r('LA Galaxy', 77),
  r('Los Angeles FC', 77),
  r('Columbus Crew', 76),
  r('FC Cincinnati', 76),
  r('Seattle Sounders FC', 75),
  r('Philadelphia Union', 75),
  r('Vancouver Whitecaps FC', 74),
  r('San Diego FC', 73),
  r('Portland Timbers', 73),
];

const BRASILEIRAO = [
  r('Flamengo', 82),
  r('Palmeiras', 81),
  r('Botafogo', 79),
  r('Cruzeiro', 78),
  r('São Paulo', 77),
  r('Fluminense', 77),
  r('Internacional', 76),
  r('Corinthians', 76),
  r('Atlético Mineiro', 76),
  r('Grêmio', 75),
];

const LIGA_MX = [
  r('Club América', 77),
  r('Cruz Azul', 76),
  r('Tigres UANL', 76),
  r('CF Monterrey', 75),
  r('Toluca', 75),
  r('CD Guadalajara', 73),
  r('Pumas UNAM', 72),
  r('Club León', 72),
];

const J1_LEAGUE = [
  r('Vissel Kobe', 75),
  r('Sanfrecce Hiroshima', 74),
  r('Kashima Antlers', 74),
  r('Machida Zelvia', 73),
  r('Kawasaki Frontale', 73),
  r('Urawa Red Diamonds', 72),
  r('Gamba Osaka', 72),
  r('Yokohama F. Marinos', 71),
];

const A_LEAGUE = [
  r('Auckland FC', 70),
  r('Melbourne Victory', 69),
  r('Melbourne City', 69),
  r('Western United', 68),
  r('Sydney FC', 68),
  r('Adelaide United', 67),
  r('Central Coast Mariners', 66),
  r('Wellington Phoenix', 65),
];

/**
 * Europe's leagues play August to May from midday to evening; the rest of the world fills the
 * other hours and months (Allsvenskan and MLS in the European summer, Liga MX, Brazil and MLS
 * in the European night, Japan and Australia in its early morning), as a bookmaker's in-play
 * list does at any hour.
 */
export const FOOTBALL_LEAGUES: readonly FootballLeague[] = [
  {
    name: 'LaLiga',
    teams: LALIGA,
    weight: 3,
    // No LaLiga over Christmas: the last round before it around 21 December, back on 2 January.
    schedule: football('Europe/Madrid', AUGUST_TO_MAY, [{ from: '12-23', to: '01-01' }]),
  },
  {
    name: 'Premier League',
    teams: PREMIER_LEAGUE,
    weight: 3,
    schedule: football('Europe/London', AUGUST_TO_MAY),
  },
  { name: 'Serie A', teams: SERIE_A, weight: 2, schedule: football('Europe/Rome', AUGUST_TO_MAY) },
  {
    name: 'Bundesliga',
    teams: BUNDESLIGA,
    weight: 2,
    // The winter break: the last round before Christmas, back in the second week of January.
    schedule: football('Europe/Berlin', AUGUST_TO_MAY, [{ from: '12-22', to: '01-08' }]),
  },
  {
    name: 'Champions League',
    teams: CHAMPIONS_LEAGUE,
    weight: 2,
    // Midweek evenings only: 18:45 and 21:00 kick-offs.
    schedule: schedule('Europe/Paris', [9, 10, 11, 12, 1, 2, 3, 4, 5], '18:45', '21:00'),
  },
  {
    name: 'Allsvenskan',
    teams: ALLSVENSKAN,
    weight: 1,
    schedule: football('Europe/Stockholm', [4, 5, 6, 7, 8, 9, 10, 11]),
  },
  {
    name: 'MLS',
    teams: MLS,
    weight: 1,
    schedule: football('America/Los_Angeles', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
  },
  {
    name: 'Brasileirão',
    teams: BRASILEIRAO,
    weight: 1,
    schedule: football('America/Sao_Paulo', [4, 5, 6, 7, 8, 9, 10, 11, 12]),
  },
  {
    name: 'Liga MX',
    teams: LIGA_MX,
    weight: 1,
    // Clausura January to May, Apertura July to December.
    schedule: football('America/Mexico_City', [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]),
  },
  {
    name: 'J1 League',
    teams: J1_LEAGUE,
    weight: 1,
    schedule: football('Asia/Tokyo', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  },
  {
    name: 'A-League',
    teams: A_LEAGUE,
    weight: 1,
    schedule: football('Australia/Sydney', [10, 11, 12, 1, 2, 3, 4, 5]),
  },
];

export interface TennisTournament {
  readonly name: string;
  readonly tour: 'ATP' | 'WTA';
  /** Men's Grand Slams are played to 3 sets won (best of 5); everything else best of 3. */
  readonly bestOf: 3 | 5;
  readonly weight: number;
  /** The weeks of the year it is played in (as months) and its order of play, 10:00-20:00. */
  readonly schedule: CompetitionSchedule;
}

type TennisEntry = [name: string, tour: 'ATP' | 'WTA', bestOf: 3 | 5, weight: number];

/** Tennis starts matches from 10:00 to 20:00 local time. */
const tournaments = (
  timeZone: string,
  months: readonly number[],
  entries: readonly TennisEntry[],
): TennisTournament[] =>
  entries.map(([name, tour, bestOf, weight]) => ({
    name,
    tour,
    bestOf,
    weight,
    schedule: schedule(timeZone, months, '10:00', '20:00'),
  }));

/**
 * The tour's calendar: each event in the months it is played, on its local clock. Challengers
 * and smaller events fill the hours and weeks the big ones leave (December, the night in
 * Europe), as they do on a bookmaker's in-play list.
 */
export const TENNIS_TOURNAMENTS: readonly TennisTournament[] = [
  ...tournaments(
    'Australia/Melbourne',
    [1],
    [
      ['ATP Australian Open', 'ATP', 5, 2],
      ['WTA Australian Open', 'WTA', 3, 2],
    ],
  ),
  ...tournaments('Asia/Bangkok', [1], [['ATP Challenger Nonthaburi', 'ATP', 3, 1]]),
  ...tournaments('Atlantic/Canary', [1, 2], [['ATP Challenger Tenerife', 'ATP', 3, 1]]),
  ...tournaments('America/Montevideo', [1], [['ATP Challenger Punta del Este', 'ATP', 3, 1]]),
  ...tournaments('Australia/Hobart', [1, 2], [['ATP Challenger Burnie', 'ATP', 3, 1]]),
  ...tournaments('Europe/Amsterdam', [2], [['ATP 500 Rotterdam', 'ATP', 3, 1]]),
  ...tournaments('Asia/Qatar', [2], [['WTA 1000 Doha', 'WTA', 3, 1]]),
  ...tournaments('Asia/Kolkata', [2], [['ATP Challenger Chennai', 'ATP', 3, 1]]),
  ...tournaments('America/Mexico_City', [2, 3], [['ATP 500 Acapulco', 'ATP', 3, 1]]),
  ...tournaments(
    'America/Los_Angeles',
    [3],
    [
      ['ATP Masters 1000 Indian Wells', 'ATP', 3, 1],
      ['WTA 1000 Indian Wells', 'WTA', 3, 1],
    ],
  ),
  ...tournaments('America/New_York', [3, 4], [['ATP Masters 1000 Miami', 'ATP', 3, 1]]),
  ...tournaments('Europe/Madrid', [3], [['ATP Challenger Girona', 'ATP', 3, 1]]),
  ...tournaments('Asia/Shanghai', [3, 4], [['ATP Challenger Zhangjiagang', 'ATP', 3, 1]]),
  ...tournaments('America/Chicago', [4], [['ATP 250 Houston', 'ATP', 3, 1]]),
  ...tournaments('Europe/Monaco', [4], [['ATP Masters 1000 Monte-Carlo', 'ATP', 3, 1]]),
  ...tournaments(
    'Europe/Madrid',
    [4, 5],
    [
      ['ATP Masters 1000 Madrid', 'ATP', 3, 2],
      ['WTA 1000 Madrid', 'WTA', 3, 2],
    ],
  ),
  ...tournaments(
    'Europe/Rome',
    [5],
    [
      ['ATP Masters 1000 Rome', 'ATP', 3, 2],
      ['WTA 1000 Rome', 'WTA', 3, 2],
    ],
  ),
  ...tournaments(
    'Europe/Paris',
    [5, 6],
    [
      ['ATP Roland Garros', 'ATP', 5, 2],
      ['WTA Roland Garros', 'WTA', 3, 2],
    ],
  ),
  ...tournaments('Asia/Seoul', [4, 5, 6], [['ATP Challenger Busan', 'ATP', 3, 1]]),
  ...tournaments('America/Chicago', [5, 6], [['ATP Challenger Little Rock', 'ATP', 3, 1]]),
  ...tournaments('Asia/Tokyo', [6, 7], [['ATP Challenger Tokyo', 'ATP', 3, 1]]),
  ...tournaments(
    'Europe/London',
    [6, 7],
    [
      ['ATP Wimbledon', 'ATP', 5, 1],
      ['WTA Wimbledon', 'WTA', 3, 1],
    ],
  ),
  ...tournaments('Europe/Vienna', [7, 8], [['ATP 250 Kitzbühel', 'ATP', 3, 1]]),
  ...tournaments('America/Mazatlan', [7, 8], [['ATP 250 Los Cabos', 'ATP', 3, 1]]),
  ...tournaments('America/New_York', [7, 8], [['ATP 500 Washington', 'ATP', 3, 1]]),
  ...tournaments('Asia/Shanghai', [7, 8], [['ATP Challenger Chengdu', 'ATP', 3, 1]]),
  ...tournaments('America/New_York', [8], [['ATP Masters 1000 Cincinnati', 'ATP', 3, 1]]),
  ...tournaments(
    'America/New_York',
    [8, 9],
    [
      ['ATP US Open', 'ATP', 5, 2],
      ['WTA US Open', 'WTA', 3, 2],
    ],
  ),
  ...tournaments('Europe/Madrid', [9], [['ATP Challenger Sevilla', 'ATP', 3, 1]]),
  ...tournaments('America/Mexico_City', [9], [['WTA 500 Guadalajara', 'WTA', 3, 1]]),
  ...tournaments('Asia/Shanghai', [9], [['ATP 250 Hangzhou', 'ATP', 3, 1]]),
  ...tournaments('Asia/Shanghai', [9, 10], [['WTA 1000 Beijing', 'WTA', 3, 1]]),
  ...tournaments('Asia/Shanghai', [10], [['ATP Masters 1000 Shanghai', 'ATP', 3, 1]]),
  ...tournaments('Europe/Stockholm', [10], [['ATP 250 Stockholm', 'ATP', 3, 1]]),
  ...tournaments('America/Los_Angeles', [10], [['ATP Challenger Las Vegas', 'ATP', 3, 1]]),
  ...tournaments('Europe/Paris', [10, 11], [['ATP Masters 1000 Paris', 'ATP', 3, 1]]),
  ...tournaments('Europe/Rome', [11], [['ATP Finals', 'ATP', 3, 1]]),
  ...tournaments('Asia/Riyadh', [11], [['WTA Finals', 'WTA', 3, 1]]),
  ...tournaments('Asia/Tokyo', [11], [['ATP Challenger Yokohama', 'ATP', 3, 1]]),
  ...tournaments('America/Lima', [11], [['ATP Challenger Lima', 'ATP', 3, 1]]),
  ...tournaments('Asia/Dubai', [12], [['World Tennis League', 'ATP', 3, 1]]),
  ...tournaments('Europe/Lisbon', [12], [['ATP Challenger Maia', 'ATP', 3, 1]]),
  ...tournaments('Australia/Brisbane', [12], [['ATP Challenger Brisbane', 'ATP', 3, 1]]),
  ...tournaments('America/Guayaquil', [12], [['ATP Challenger Guayaquil', 'ATP', 3, 1]]),
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
  /** Its season and tip-off hours on its local clock. */
  readonly schedule: CompetitionSchedule;
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

const NBL = [
  r('Melbourne United', 80),
  r('Illawarra Hawks', 79),
  r('Perth Wildcats', 79),
  r('Sydney Kings', 78),
  r('Tasmania JackJumpers', 77),
  r('South East Melbourne Phoenix', 76),
  r('Adelaide 36ers', 76),
  r('New Zealand Breakers', 75),
];

const CBA = [
  r('Liaoning Flying Leopards', 80),
  r('Guangdong Southern Tigers', 80),
  r('Shanghai Sharks', 78),
  r('Beijing Ducks', 77),
  r('Zhejiang Lions', 77),
  r('Shenzhen Leopards', 75),
  r('Xinjiang Flying Tigers', 76),
  r('Shandong Heroes', 74),
];

const B_LEAGUE = [
  r('Utsunomiya Brex', 77),
  r('Ryukyu Golden Kings', 77),
  r('Chiba Jets', 76),
  r('Alvark Tokyo', 76),
  r('Nagoya Diamond Dolphins', 74),
  r('Shimane Susanoo Magic', 74),
  r('Kawasaki Brave Thunders', 72),
  r('Osaka Evessa', 71),
];

const WNBA = [
  r('New York Liberty', 85),
  r('Minnesota Lynx', 85),
  r('Las Vegas Aces', 84),
  r('Connecticut Sun', 80),
  r('Seattle Storm', 80),
  r('Indiana Fever', 81),
  r('Phoenix Mercury', 79),
  r('Atlanta Dream', 79),
];

const NBL1 = [
  r('Knox Raiders', 68),
  r('Frankston Blues', 67),
  r('Waverley Falcons', 66),
  r('Geelong United', 66),
  r('Ringwood Hawks', 65),
  r('Kilsyth Cobras', 65),
  r('Nunawading Spectres', 64),
  r('Dandenong Rangers', 64),
];

const PBA = [
  r('San Miguel Beermen', 72),
  r('TNT Tropang Giga', 71),
  r('Barangay Ginebra San Miguel', 71),
  r('Meralco Bolts', 69),
  r('Magnolia Hotshots', 69),
  r('Rain or Shine Elasto Painters', 68),
  r('NLEX Road Warriors', 66),
  r('Converge FiberXers', 66),
];

const BSN = [
  r('Cangrejeros de Santurce', 70),
  r('Vaqueros de Bayamón', 70),
  r('Capitanes de Arecibo', 69),
  r('Leones de Ponce', 68),
  r('Gigantes de Carolina', 67),
  r('Atléticos de San Germán', 66),
  r('Criollos de Caguas', 66),
  r('Piratas de Quebradillas', 65),
];

const LIGA_NACIONAL = [
  r('Boca Juniors', 72),
  r('Instituto de Córdoba', 71),
  r('Quimsa', 71),
  r('Obras Sanitarias', 69),
  r('Peñarol de Mar del Plata', 68),
  r('Regatas Corrientes', 68),
  r('San Lorenzo', 67),
  r('Ferro Carril Oeste', 66),
];

const FIBA_POSSESSIONS = { min: 8, max: 26 } as const;
const fiba = (
  name: string,
  teams: readonly Rated[],
  plan: CompetitionSchedule,
  weight = 1,
): BasketballLeague => ({
  name,
  quarterMinutes: 10,
  hasDraw: true,
  possessionSeconds: FIBA_POSSESSIONS,
  teams,
  weight,
  schedule: plan,
});

/**
 * The NBA, EuroLeague and ACB in their seasons, and leagues of other continents and of the
 * northern summer for the hours and months they leave empty.
 */
export const BASKETBALL_LEAGUES: readonly BasketballLeague[] = [
  {
    name: 'NBA',
    quarterMinutes: 12,
    hasDraw: false,
    possessionSeconds: { min: 6, max: 24 },
    teams: NBA,
    weight: 2,
    schedule: schedule('America/New_York', [10, 11, 12, 1, 2, 3, 4, 5, 6], '12:00', '22:30'),
  },
  fiba(
    'EuroLeague',
    EUROLEAGUE,
    schedule('Europe/Madrid', [10, 11, 12, 1, 2, 3, 4, 5], '18:00', '21:30'),
    2,
  ),
  fiba('ACB', ACB, schedule('Europe/Madrid', [9, 10, 11, 12, 1, 2, 3, 4, 5, 6], '12:00', '21:30')),
  fiba('NBL', NBL, schedule('Australia/Sydney', [9, 10, 11, 12, 1, 2, 3], '12:00', '21:30')),
  fiba('CBA', CBA, schedule('Asia/Shanghai', [10, 11, 12, 1, 2, 3, 4], '12:00', '21:30')),
  fiba('B.League', B_LEAGUE, schedule('Asia/Tokyo', [10, 11, 12, 1, 2, 3, 4, 5], '12:00', '21:30')),
  {
    name: 'WNBA',
    quarterMinutes: 10,
    hasDraw: false,
    possessionSeconds: { min: 6, max: 24 },
    teams: WNBA,
    weight: 1,
    // Its 11:00 "camp day" games included.
    schedule: schedule('America/New_York', [5, 6, 7, 8, 9], '11:00', '22:00'),
  },
  fiba('NBL1', NBL1, schedule('Australia/Melbourne', [4, 5, 6, 7, 8], '12:00', '21:30')),
  fiba(
    'PBA',
    PBA,
    schedule('Asia/Manila', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], '12:00', '23:00'),
  ),
  fiba('BSN', BSN, schedule('America/Puerto_Rico', [4, 5, 6, 7, 8], '12:00', '22:00')),
  fiba(
    'Liga Nacional',
    LIGA_NACIONAL,
    schedule('America/Argentina/Buenos_Aires', [10, 11, 12, 1, 2, 3, 4, 5, 6], '12:00', '22:00'),
  ),
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
