import { describe, expect, it } from 'vitest';
import { asText, commonValue, firstPresent, isAbsent, isJsonObject, textOf } from './fields.ts';

describe('isJsonObject', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['{}', false],
  ])('%j → %s', (value, expected) => {
    expect(isJsonObject(value)).toBe(expected);
  });
});

describe('isAbsent: what an importer treats as no value', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \t', true], // blank text
    [[], true], // Betfair's empty list for "none"
    [' x ', false],
    [0, false], // a zero is a value
    [false, false],
    [[0], false],
    [{}, false],
    [{ length: 0 }, false], // only a real list can be empty
  ])('%j → %s', (value, expected) => {
    expect(isAbsent(value)).toBe(expected);
  });
});

describe('firstPresent', () => {
  it('the first key that holds a present value, with the key', () => {
    expect(firstPresent({ a: '', b: [], c: 0, d: 'x' }, ['a', 'b', 'c', 'd'])).toEqual({
      key: 'c',
      value: 0,
    });
    expect(firstPresent({ a: null }, ['a', 'z'])).toBeNull();
  });
});

describe('asText and textOf', () => {
  it.each<[unknown, string | null]>([
    ['  Soccer ', 'Soccer'], // trimmed
    ['   ', null], // blank
    [12, '12'], // numbers as written
    [2.5, '2.5'],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['NaN', 'NaN'], // text stays text
    [{ id: 1, name: ' Tennis ' }, 'Tennis'], // a sport as {id, name}
    [{ id: 1 }, null],
    [{ name: { name: 'Deep' } }, 'Deep'],
    [true, null],
    [null, null],
    [['Soccer'], null], // a list is not a text
  ])('asText(%j) → %j', (value, expected) => {
    expect(asText(value)).toBe(expected);
  });

  it('textOf: the first key with a text', () => {
    expect(textOf({ a: ' ', b: NaN, c: 'x', d: 'y' }, ['a', 'b', 'c', 'd'])).toBe('x');
    expect(textOf({ a: ' ' }, ['a', 'b'])).toBeNull();
  });
});

describe('commonValue', () => {
  it.each<[(string | null)[], string | null]>([
    [['A', 'A'], 'A'],
    [['A', null, 'A'], 'A'], // nulls do not count
    [[null, null], null],
    [[], null],
    [['A', 'B'], null],
  ])('%j → %j', (values, expected) => {
    expect(commonValue(values)).toBe(expected);
  });
});
