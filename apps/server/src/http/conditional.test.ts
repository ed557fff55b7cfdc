import { describe, expect, it } from 'vitest';
import { acceptsGzip, matchesEtag } from './conditional.ts';

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['W/"bets-1-2"', true],
    ['"bets-1-2"', true],
    ['"x", W/"bets-1-2"', true],
    ['*', true],
    ['W/"bets-1-3"', false],
    ['W/"bets-11-2"', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"bets-1-2"')).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['deflate, *;q=0.1', true],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
