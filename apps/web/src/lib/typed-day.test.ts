import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './typed-day';

describe('parseTypedDay', () => {
  it.each([
    ['17/05/1990', '1990-05-17'],
    ['7/5/1990', '1990-05-07'],
    [' 17.05.1990 ', '1990-05-17'],
    ['17-05-1990', '1990-05-17'],
    ['1990-05-17', '1990-05-17'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %j as %s', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it.each(['31/02/2000', '29/02/2023', '05/13/1990', '00/01/2000', '17/05/90', 'yesterday', ''])(
    'refuses %j',
    (typed) => {
      expect(parseTypedDay(typed)).toBeNull();
    },
  );
});
