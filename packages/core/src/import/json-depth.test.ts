import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { findJsonTooDeep, MAX_JSON_DEPTH } from './json-depth.ts';
import { parseJsonText } from './json-text.ts';

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('findJsonTooDeep', () => {
  it.each([
    ['{"a":[1,{"b":2}]}', 3, null],
    // Level 3 opens at position 8 ({ a [ then {).
    ['{"a":[1,{"b":2}]}', 2, 8],
    // Brackets inside strings, escaped quotes included, do not count.
    ['["[[[[", "\\"[[[["]', 1, null],
    // An escaped backslash does not escape the closing quote: level 3 opens at position 8.
    ['["\\\\", [[1]]]', 2, 8],
    // Three backslashes: an escaped one, then an escaped quote; the string ends after "[".
    ['["\\\\\\"[", [[1]]]', 2, 11],
    ['', 1, null],
    ['1', 0, null],
    ['[]', 0, 0],
  ])('%s nested at most %i levels → %s', (text, max, expected) => {
    expect(findJsonTooDeep(text, max)).toBe(expected);
  });

  it('agrees with a character-at-a-time reading on texts of quotes, escapes and brackets', () => {
    // The reading the string skipping must match: a backslash in a string skips the next
    // character, a quote ends the string, brackets count outside strings only.
    const reference = (text: string, max: number): number | null => {
      let depth = 0;
      let inString = false;
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
          if (c === '\\') i++;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '[' || c === '{') {
          depth++;
          if (depth > max) return i;
        } else if (c === ']' || c === '}') depth--;
      }
      return null;
    };
    // A fixed pseudo-random sequence (mulberry32: 32-bit integer steps, so the low bits vary
    // too; a multiply in doubles past 2^53 left them constant), the same every run.
    let seed = 12345;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
      value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
      return (value ^ (value >>> 14)) >>> 0;
    };
    const alphabet = ['"', '\\', '[', ']', '{', '}', 'a', ','];
    for (let round = 0; round < 2000; round++) {
      const length = next() % 40;
      const text = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      const max = next() % 4;
      expect(findJsonTooDeep(text, max), JSON.stringify(text)).toBe(reference(text, max));
    }
  });

  it('lets 100 levels through by default and stops at the 101st', () => {
    expect(MAX_JSON_DEPTH).toBe(100);
    expect(findJsonTooDeep(nested(100))).toBeNull();
    expect(findJsonTooDeep(nested(101))).toBe(100);
  });
});

describe('parseJsonText on deep values', () => {
  it('refuses 10,000 levels with the limit and the place, before JSON.parse', () => {
    const text = `{\n"x": ${nested(10_000)}}`;
    let refusal: unknown;
    try {
      parseJsonText(text);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ImportFormatError);
    // { is level 1 on line 1; on line 2, "x": [ … the 100th [ opens level 101, at column 6 + 99.
    expect(refusal).toMatchObject({
      code: 'import.tooDeep',
      params: { max: 100, line: 2, column: 105 },
      message:
        'The text nests deeper than 100 levels (line 2, column 105): it is not a bet history',
    });
  });

  it('reads a value exactly at the limit', () => {
    expect(parseJsonText(nested(100))).toBeInstanceOf(Array);
  });
});
