/**
 * Sports stay data (the name as the source wrote it); the web shows a known sport in the
 * user's language through its translation key, and any other name as written. The keys live
 * under `sports.` in the web's resources (en, es), which must have every one of SPORT_KEYS.
 */
export const SPORT_KEYS = [
  'soccer',
  'tennis',
  'basketball',
  'americanFootball',
  'iceHockey',
  'baseball',
  'horseRacing',
  'greyhoundRacing',
  'golf',
  'cricket',
  'rugbyUnion',
  'rugbyLeague',
  'boxing',
  'mma',
  'darts',
  'snooker',
  'volleyball',
  'handball',
  'tableTennis',
  'cycling',
  'motorSport',
  'esports',
  'other',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

/** Names sources use (Betfair's event types, Pikkit, Spanish sportsbooks), normalised. */
const NAMES: Readonly<Record<string, SportKey>> = {
  soccer: 'soccer',
  football: 'soccer', // Betfair and every European source: association football
  futbol: 'soccer',
  tennis: 'tennis',
  tenis: 'tennis',
  basketball: 'basketball',
  baloncesto: 'basketball',
  'american football': 'americanFootball',
  'futbol americano': 'americanFootball',
  'ice hockey': 'iceHockey',
  'hockey sobre hielo': 'iceHockey',
  baseball: 'baseball',
  beisbol: 'baseball',
  'horse racing': 'horseRacing',
  'carreras de caballos': 'horseRacing',
  hipica: 'horseRacing',
  'greyhound racing': 'greyhoundRacing',
  galgos: 'greyhoundRacing',
  golf: 'golf',
  cricket: 'cricket',
  criquet: 'cricket',
  'rugby union': 'rugbyUnion',
  'rugby league': 'rugbyLeague',
  boxing: 'boxing',
  boxeo: 'boxing',
  mma: 'mma',
  'mixed martial arts': 'mma',
  'artes marciales mixtas': 'mma',
  ufc: 'mma',
  darts: 'darts',
  dardos: 'darts',
  snooker: 'snooker',
  volleyball: 'volleyball',
  voleibol: 'volleyball',
  handball: 'handball',
  balonmano: 'handball',
  'table tennis': 'tableTennis',
  'tenis de mesa': 'tableTennis',
  cycling: 'cycling',
  ciclismo: 'cycling',
  'motor sport': 'motorSport',
  motorsport: 'motorSport',
  automovilismo: 'motorSport',
  esports: 'esports',
  'e sports': 'esports',
  other: 'other',
  otros: 'other',
};

/** Lower case, accents and punctuation gone, one space between words: "Fútbol" → "futbol". */
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key of a sport's name ("Fútbol", "Soccer" → 'soccer'), or null when it is not known. */
export function sportKey(name: string | null | undefined): SportKey | null {
  if (name === null || name === undefined) return null;
  return NAMES[normalise(name)] ?? null;
}

/** The web's translation key of a sport's name ("sports.iceHockey"), or null: show the name. */
export function sportTranslationKey(name: string | null | undefined): `sports.${SportKey}` | null {
  const key = sportKey(name);
  return key === null ? null : `sports.${key}`;
}
