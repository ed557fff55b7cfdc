import { describe, expect, it } from 'vitest';
import {
  INITIALS_SIMILARITY,
  normaliseTeam,
  plainWords,
  SUBSET_SIMILARITY,
  teamSimilarity,
} from './team-names.ts';

/* Each entry of the tables, and the steps of plainWords, one by one (event-match.test.ts reads
 * whole names through them). */

describe('plainWords', () => {
  it('keeps letters and digits as lower-case words, accents and punctuation gone', () => {
    expect(plainWords('  A.C. Milan  ')).toEqual(['ac', 'milan']);
    expect(plainWords("Nott'm Forest")).toEqual(['nottm', 'forest']);
    expect(plainWords('Borussia Mönchengladbach')).toEqual(['borussia', 'monchengladbach']);
    expect(plainWords('1. FC Köln — II')).toEqual(['1', 'fc', 'koln', 'ii']);
    expect(plainWords('Brighton&Hove')).toEqual(['brighton', '&', 'hove']);
    expect(plainWords('Chievo’s')).toEqual(['chievos']);
  });

  it('gives no word for a text of none', () => {
    expect(plainWords('')).toEqual([]);
    expect(plainWords(' -- ')).toEqual([]);
  });
});

describe('normaliseTeam: the tables', () => {
  it.each([
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
  ])('drops the club word %s', (word) => {
    expect(normaliseTeam(`${word.toUpperCase()} Sevilla`)).toBe('sevilla');
  });

  it.each([
    ['Leeds Utd', 'leeds united'],
    ['St Pauli', 'saint pauli'],
    ['Gladbach München', 'gladbach munich'],
    ['Hove & Brighton', 'hove and brighton'],
  ])('reads the word of %s', (name, form) => {
    expect(normaliseTeam(name)).toBe(form);
  });

  it.each([
    ['Man City', 'manchester city'],
    ['Man United', 'manchester united'],
    ['Man U', 'manchester united'],
    ['Spurs', 'tottenham hotspur'],
    ['Tottenham', 'tottenham hotspur'],
    ['Wolves', 'wolverhampton wanderers'],
    ['Wolverhampton', 'wolverhampton wanderers'],
    ['Nottm Forest', 'nottingham forest'],
    ['Sheff Utd', 'sheffield united'],
    ['Sheff Wed', 'sheffield wednesday'],
    ['Newcastle', 'newcastle united'],
    ['West Ham', 'west ham united'],
    ['Brighton', 'brighton and hove albion'],
    ['PSG', 'paris saint germain'],
    ['Paris SG', 'paris saint germain'],
    ['Atleti', 'atletico madrid'],
    ['Atlético de Madrid', 'atletico madrid'],
    ['Atl. Madrid', 'atletico madrid'],
    ['Barça', 'barcelona'],
    ['Athletic Bilbao', 'athletic'],
    ['Inter', 'internazionale'],
    ['Inter Milan', 'internazionale'],
    ['Bayern', 'bayern munich'],
    ['B. München', 'bayern munich'],
    ['Gladbach', 'borussia monchengladbach'],
    ['B. Mönchengladbach', 'borussia monchengladbach'],
    ['Dortmund', 'borussia dortmund'],
    ['Leverkusen', 'bayer leverkusen'],
  ])('reads %s as %s', (name, form) => {
    expect(normaliseTeam(name)).toBe(form);
  });

  it('leaves a name with no alias as its words', () => {
    expect(normaliseTeam('Real Sociedad')).toBe('real sociedad');
    expect(normaliseTeam('FC')).toBe('');
  });
});

describe('teamSimilarity at its edges', () => {
  it('is 0 when either name has nothing left once club words are gone', () => {
    expect(teamSimilarity('FC', 'Sevilla')).toBe(0);
    expect(teamSimilarity('Sevilla', 'CF')).toBe(0);
    expect(teamSimilarity('FC', 'CF')).toBe(0);
  });

  it('compares whole words, not letters', () => {
    expect(teamSimilarity('Leeds', 'Sheffield United')).toBe(0);
    expect(teamSimilarity('Leeds', 'Leeds United')).toBe(SUBSET_SIMILARITY);
    expect(SUBSET_SIMILARITY).toBe(0.8);
  });
});

describe('teamSimilarity of players named by an initial', () => {
  it('reads a first name given as its initial, before or after the surname', () => {
    expect(INITIALS_SIMILARITY).toBe(0.9);
    expect(teamSimilarity('R. Nadal', 'Rafael Nadal')).toBe(0.9);
    expect(teamSimilarity('Nadal R.', 'Rafael Nadal')).toBe(0.9);
    expect(teamSimilarity('Rafael Nadal', 'Nadal, R.')).toBe(0.9);
    expect(teamSimilarity('Alcaraz C.', 'Carlos Alcaraz Garfia')).toBe(0.9);
    // Two initials and a surname of two words, the middle name left out.
    expect(teamSimilarity('J. del Potro', 'Juan Martín del Potro')).toBe(0.9);
    expect(teamSimilarity('J. M. del Potro', 'Juan Martín del Potro')).toBe(0.9);
  });

  it('needs the initial to be the first letter of a word the surname did not use', () => {
    expect(teamSimilarity('A. Zverev', 'Mischa Zverev')).toBe(0);
    // "N" cannot stand for "Nadal" too: only the partial rule holds ("Nadal" is in both).
    expect(teamSimilarity('N. Nadal', 'Nadal')).toBe(SUBSET_SIMILARITY);
    // Every whole word must be there: a second surname is another player.
    expect(teamSimilarity('R. Nadal Perez', 'Rafael Nadal')).toBe(0);
    // Two initials for one first name.
    expect(teamSimilarity('R. R. Nadal', 'Rafael Nadal')).toBe(0);
    // Initials alone say too little, and a surname alone is the partial case.
    expect(teamSimilarity('R. N.', 'Rafael Nadal')).toBe(0);
    expect(teamSimilarity('Nadal', 'Rafael Nadal')).toBe(SUBSET_SIMILARITY);
  });
});
