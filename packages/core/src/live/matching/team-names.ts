/**
 * Team names as sources write them, brought to one form so an imported bet's event can be
 * compared with the feed's (issue 36): accents, case and punctuation dropped, club-form words
 * (FC, CF, SC, AC…) dropped, "Utd" read as "United", a small alias table for the
 * shortenings bookmakers use ("Man City", "Spurs", "PSG"), and players' first names as
 * initials ("R. Nadal").
 */

/** Club-form words that say nothing of which club it is: dropped wherever they stand. */
const CLUB_WORDS = new Set([
  'fc',
  'cf',
  'sc',
  'ac',
  'afc',
  'cfc',
  'fk',
  'sk',
  'bk',
  'cd',
  'ud',
  'sd',
  'ssc',
  'ss',
  'sv',
  'vfb',
  'vfl',
  'club',
  'calcio',
]);

/** Word spellings read as one word. */
const WORDS: Readonly<Record<string, string>> = {
  utd: 'united',
  st: 'saint',
  munchen: 'munich',
  '&': 'and',
};

/** Whole names (after the steps above) read as the feed's usual name. */
const ALIASES: Readonly<Record<string, string>> = {
  'man city': 'manchester city',
  'man united': 'manchester united',
  'man u': 'manchester united',
  spurs: 'tottenham hotspur',
  tottenham: 'tottenham hotspur',
  wolves: 'wolverhampton wanderers',
  wolverhampton: 'wolverhampton wanderers',
  'nottm forest': 'nottingham forest',
  'sheff united': 'sheffield united',
  'sheff wed': 'sheffield wednesday',
  newcastle: 'newcastle united',
  'west ham': 'west ham united',
  brighton: 'brighton and hove albion',
  psg: 'paris saint germain',
  'paris sg': 'paris saint germain',
  atleti: 'atletico madrid',
  'atletico de madrid': 'atletico madrid',
  'atl madrid': 'atletico madrid',
  barca: 'barcelona',
  'athletic bilbao': 'athletic',
  inter: 'internazionale',
  'inter milan': 'internazionale',
  bayern: 'bayern munich',
  'b munich': 'bayern munich',
  gladbach: 'borussia monchengladbach',
  'b monchengladbach': 'borussia monchengladbach',
  dortmund: 'borussia dortmund',
  leverkusen: 'bayer leverkusen',
};

/** Lower case, accents and punctuation gone: the words. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '') // "A.C." and "Nott'm" stay one word
    .replace(/&/g, ' & ')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** A name brought to its form, with its words for the partial comparisons. */
interface TeamForm {
  form: string;
  words: ReadonlySet<string>;
  /** In order, repeats kept: the initials' comparison pairs them one to one. */
  list: readonly string[];
}

/**
 * Names already brought to their form: a run scores thousands of legs against hundreds of
 * events with the same few hundred names. Bounded: emptied when it grows past the limit.
 */
const forms = new Map<string, TeamForm>();
const CACHE_LIMIT = 20_000;

function teamForm(name: string): TeamForm {
  let known = forms.get(name);
  if (known === undefined) {
    if (forms.size >= CACHE_LIMIT) forms.clear();
    const form = normaliseUncached(name);
    const list = form === '' ? [] : form.split(' ');
    known = { form, words: new Set(list), list };
    forms.set(name, known);
  }
  return known;
}

/** A team's name in the one form matching compares ('' when nothing is left). */
export function normaliseTeam(name: string): string {
  return teamForm(name).form;
}

function normaliseUncached(name: string): string {
  const words = plainWords(name)
    .map((word) => WORDS[word] ?? word)
    .filter((word) => !CLUB_WORDS.has(word));
  const joined = words.join(' ');
  return ALIASES[joined] ?? joined;
}

/**
 * How sure two team names are the same team, 0-1: 1 when their normal forms are equal; 0.9
 * when one gives a first name as its initial ("R. Nadal", "Nadal R." for "Rafael Nadal"),
 * since two players can share a surname and an initial (the Pliskova twins); 0.8 when every
 * word of one is in the other ("Betis" and "Real Betis", "Flamengo" and "CR Flamengo"), since
 * the shorter one could be another club of the same town; else 0.
 */
export function teamSimilarity(a: string, b: string): number {
  const x = teamForm(a);
  const y = teamForm(b);
  if (x.form === '' || y.form === '') return 0;
  if (x.form === y.form) return 1;
  if (initialsOf(x.list, y.list) || initialsOf(y.list, x.list)) return INITIALS_SIMILARITY;
  const [short, long] = x.words.size <= y.words.size ? [x.words, y.words] : [y.words, x.words];
  for (const word of short) if (!long.has(word)) return 0;
  return SUBSET_SIMILARITY;
}

/**
 * Whether `short` is `long` with first names as initials: each of its words is a word of
 * `long`, or the initial of one, each word of `long` standing for one of `short` at most; at
 * least one is an initial and at least one a whole word ("R. N." says too little). `long`
 * may have words more ("J. del Potro" for "Juan Martin del Potro").
 */
function initialsOf(short: readonly string[], long: readonly string[]): boolean {
  const free = [...long];
  const take = (found: number) => found >= 0 && free.splice(found, 1).length === 1;
  const initials = short.filter((word) => word.length === 1);
  const whole = short.filter((word) => word.length > 1);
  if (initials.length === 0 || whole.length === 0) return false;
  // Whole words first, so an initial never takes the word a whole word needs.
  return (
    whole.every((word) => take(free.indexOf(word))) &&
    initials.every((initial) => take(free.findIndex((word) => word.startsWith(initial))))
  );
}

export const INITIALS_SIMILARITY = 0.9;
export const SUBSET_SIMILARITY = 0.8;
