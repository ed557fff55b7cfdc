import { describe, expect, it } from 'vitest';
import { sportForEventTypeId } from './sports.ts';

describe('sportForEventTypeId: Betfair event type ids', () => {
  it.each<[unknown, string | null]>([
    ['1', 'Soccer'],
    [2, 'Tennis'],
    ['7522', 'Basketball'],
    ['7', 'Horse Racing'],
    ['3', 'Golf'],
    ['4', 'Cricket'],
    ['5', 'Rugby Union'],
    ['6', 'Boxing'],
    ['1477', 'Rugby League'],
    ['3503', 'Darts'],
    ['4339', 'Greyhound Racing'],
    ['6422', 'Snooker'],
    ['6423', 'American Football'],
    ['7511', 'Baseball'],
    ['7524', 'Ice Hockey'],
    ['26420387', 'Mixed Martial Arts'],
    [' 1 ', 'Soccer'], // trimmed
    ['999999', null], // not known
    [null, null],
    [{ id: '1' }, null], // only a number or its text
    [[1], null], // a list is no id, though it reads "1" as text
    [true, null],
  ])('%j → %s', (id, sport) => {
    expect(sportForEventTypeId(id)).toBe(sport);
  });
});
