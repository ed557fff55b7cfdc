/**
 * Each leg's sport and league for a Pikkit parlay. Pikkit writes `sports` and `leagues` as
 * de-duplicated lists for the whole bet ("Basketball | Ice Hockey" for three legs), not one
 * entry per leg, so a leg's own sport is read from what can be told soundly:
 * - one sport (league) in the list: every leg has it;
 * - as many as legs: each leg has its own, in order (distinct entries, one per leg);
 * - otherwise from the leg's text: market words only one listed sport uses ("Rebounds",
 *   "Shots On Goal", "Receiving Yards"); words several sports use ("Points", "Assists") tell
 *   nothing. Then, since every listed sport is some leg's, a lone leg left over takes the lone
 *   sport left over. A leg's league follows from its sport when exactly one listed league
 *   belongs to that sport and every listed league is one this table knows.
 * The bet's sport is the list's one value, else its first (never "Unknown" for all); its league
 * the list's one value, else the one all legs share.
 */

/** Market words in a leg's text that belong to a sport (lower case; matched as words). */
const SPORT_WORDS: Readonly<Record<string, RegExp>> = {
  Basketball:
    /\b(?:rebounds?|rebs|reb|3-?pt|3-pointers?|three-made|threes|made threes|blocks|steals|blks|stls|free throws|double double|triple double)\b/i,
  'Ice Hockey':
    /\b(?:shots on goal|sog|saves|goalie saves|power ?play points|blocked shots|hits)\b/i,
  'American Football':
    /\b(?:receptions?|receiving|rushing|rush(?: \+ rec)? (?:yards|yds|tds)|rush yards|rush\+rec|pass(?:ing)?[ -](?:yards|yds|completions|attempts|tds|touchdowns)|pass \+ rush|anytime[ -]touchdowns?|touchdowns?|sacks|completions|interceptions|longest (?:rush|reception|completion)|targets|kicking points|field goals|solo tackles|rushing attempts)\b/i,
  Soccer:
    /\b(?:shots on target|shots attempted|fouls(?: drawn)?|dribbles|attempted dribbles|corners|tackles|saves|goalie saves)\b/i,
  Baseball:
    /\b(?:total bases|hits|strikeouts|home runs?|rbis?|earned runs|stolen bases|pitching outs)\b/i,
  Tennis: /\b(?:aces|total games|double faults|games won|tie ?breaks?)\b/i,
  MMA: /\b(?:takedowns|significant strikes|fight time)\b/i,
};

/** Leagues as Pikkit names them, by sport (upper case). */
const LEAGUE_SPORTS: Readonly<Record<string, string>> = {
  NBA: 'Basketball',
  WNBA: 'Basketball',
  NCAAM: 'Basketball',
  NCAAB: 'Basketball',
  NCAAW: 'Basketball',
  EUROLEAGUE: 'Basketball',
  NHL: 'Ice Hockey',
  NFL: 'American Football',
  NCAAFB: 'American Football',
  NCAAF: 'American Football',
  CFL: 'American Football',
  MLB: 'Baseball',
  'ENGLISH PREMIER LEAGUE': 'Soccer',
  'LA LIGA': 'Soccer',
  'SERIE A': 'Soccer',
  BUNDESLIGA: 'Soccer',
  'LIGUE 1': 'Soccer',
  MLS: 'Soccer',
  'LIGA MX': 'Soccer',
  'UEFA CHAMPIONS LEAGUE': 'Soccer',
  'UEFA EUROPA LEAGUE': 'Soccer',
  UFC: 'MMA',
  ATP: 'Tennis',
  WTA: 'Tennis',
  TENNIS: 'Tennis',
  OTHER: 'other',
};

export interface LegPlaces {
  /** Per leg: its sport and league, or null where they cannot be told. */
  legs: { sport: string | null; competition: string | null }[];
  sport: string | null;
  competition: string | null;
}

/** A market's words come first in a leg's text: the words are looked for in this much of it. */
const SPORT_WORDS_WITHIN = 300;

function sportByWords(text: string, sports: readonly string[]): string | null {
  const start = text.slice(0, SPORT_WORDS_WITHIN);
  const matching = sports.filter((sport) => SPORT_WORDS[sport]?.test(start) ?? false);
  return matching.length === 1 ? (matching[0] ?? null) : null;
}

function legSports(legs: readonly string[], sports: readonly string[]): (string | null)[] {
  if (sports.length === 1) return legs.map(() => sports[0] ?? null);
  if (sports.length === legs.length) return [...sports];
  const found = legs.map((leg) => sportByWords(leg, sports));
  const unassignedLegs = found.flatMap((sport, i) => (sport === null ? [i] : []));
  const unusedSports = sports.filter((sport) => !found.includes(sport));
  const [leg] = unassignedLegs;
  if (unassignedLegs.length === 1 && unusedSports.length === 1 && leg !== undefined) {
    found[leg] = unusedSports[0] ?? null;
  }
  return found;
}

function legCompetition(
  sport: string | null,
  leagues: readonly string[],
  allKnown: boolean,
): string | null {
  if (sport === null || !allKnown) return null;
  const candidates = leagues.filter((league) => LEAGUE_SPORTS[league.toUpperCase()] === sport);
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** Each leg's sport and league, and the bet's, from a Pikkit row's lists (see above). */
export function pikkitLegPlaces(
  legs: readonly string[],
  sports: readonly string[],
  leagues: readonly string[],
): LegPlaces {
  const sportsOfLegs = legSports(legs, sports);
  const allKnown = leagues.every((league) => league.toUpperCase() in LEAGUE_SPORTS);
  const competitions: (string | null)[] =
    leagues.length === 1
      ? legs.map(() => leagues[0] ?? null)
      : leagues.length === legs.length
        ? [...leagues]
        : sportsOfLegs.map((sport) => legCompetition(sport, leagues, allKnown));
  const distinctCompetitions = new Set(competitions);
  const [onlyCompetition] = distinctCompetitions;
  return {
    legs: legs.map((_, i) => ({
      sport: sportsOfLegs[i] ?? null,
      competition: competitions[i] ?? null,
    })),
    sport: sports[0] ?? null,
    competition:
      leagues.length === 1
        ? (leagues[0] ?? null)
        : distinctCompetitions.size === 1 && legs.length > 0
          ? (onlyCompetition ?? null)
          : null,
  };
}
