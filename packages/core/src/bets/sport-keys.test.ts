import { describe, expect, it } from 'vitest';
import { BETFAIR_EVENT_TYPE_SPORTS } from '../import/sports.ts';
import { SPORT_KEYS, sportKey, sportTranslationKey } from './sport-keys.ts';

describe('sport translation keys', () => {
  it.each<[string | null, string | null]>([
    ['Soccer', 'sports.soccer'],
    ['Football', 'sports.soccer'],
    ['Fútbol', 'sports.soccer'],
    ['  FUTBOL ', 'sports.soccer'],
    ['American Football', 'sports.americanFootball'],
    ['Fútbol americano', 'sports.americanFootball'],
    ['Ice Hockey', 'sports.iceHockey'],
    ['Baloncesto', 'sports.basketball'],
    ['Horse Racing', 'sports.horseRacing'],
    ['MMA', 'sports.mma'],
    ['other', 'sports.other'], // Pikkit's own word
    ['Kabaddi', null], // not known: the web shows the name as written
    ['', null],
    [null, null],
  ])('%j → %s', (name, key) => {
    expect(sportTranslationKey(name)).toBe(key);
  });

  it('every sport a Betfair event type names has a key', () => {
    for (const name of Object.values(BETFAIR_EVENT_TYPE_SPORTS)) {
      expect(SPORT_KEYS).toContain(sportKey(name));
    }
  });
});
