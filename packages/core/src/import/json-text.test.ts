import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { locateJsonError, parseJsonText } from './json-text.ts';

describe('locateJsonError: the first syntax error of a JSON text, where and why', () => {
  it.each<[string, number, string]>([
    // text, position (0-based index of the offending character), reason
    ['', 0, 'the text ends too early (truncated?)'],
    ['{', 1, 'the text ends too early (truncated?)'],
    ['[', 1, 'the text ends too early (truncated?)'],
    ['[1', 2, 'the text ends too early (truncated?)'],
    ['[1,', 3, 'the text ends too early (truncated?)'],
    ['{"a"', 4, 'the text ends too early (truncated?)'],
    ['{"a":1,', 7, 'the text ends too early (truncated?)'],
    ['{"a":1,"b"', 10, 'the text ends too early (truncated?)'],
    ['"abc', 4, 'the text ends inside a string (truncated?)'],
    ['"\\', 2, 'the text ends inside a string (truncated?)'], // a backslash as the last character
    ['"a\u0001b"', 2, 'a control character inside a string'],
    ['"\\x"', 2, 'a bad escape in a string'],
    ['"\\u12G4"', 2, 'a bad \\u escape'],
    ['{"b\\x":1}', 4, 'a bad escape in a string'], // in the first property name
    ['{"a":1,"b\\x":2}', 10, 'a bad escape in a string'], // in a later one
    ['{"a":1,}', 7, 'expected a "quoted" property name'],
    ["{'a':1}", 1, 'expected a "quoted" property name'],
    ['{"a" 1}', 5, "expected ':' after a property name"],
    ['{"a":1,"b" 2}', 11, "expected ':' after a property name"],
    ['[1 2]', 3, "expected ',' or ']'"],
    ['{"a":1 "b":2}', 7, "expected ',' or '}'"],
    ['[1,]', 3, 'an unexpected character "]"'],
    ['tru', 0, 'an unexpected character "t"'],
    ['-', 0, 'an unexpected character "-"'],
    ['+1', 0, 'an unexpected character "+"'],
    ['{"a":1} x', 8, 'more text after the JSON value'],
    ['01', 1, 'more text after the JSON value'], // no leading zeros
    ['1.', 1, 'more text after the JSON value'], // a fraction needs digits
  ])('%j: position %i, %s', (text, position, reason) => {
    expect(locateJsonError(text)).toEqual({ position, reason });
  });

  it.each([
    '{}',
    '[]',
    ' \t\r\n[ 1 , 2 ] \n',
    '[[],{}]',
    '{"a":{"b":[]}}',
    '{"a":[1,{"b":null}],"c":"x\\"y\\u00e9\\n\\/","d":-1.5e+3,"e":true,"f":false}',
    '0',
    '-0.5E-2',
    '"\\b\\f\\r\\t\\\\"',
  ])('%j has no error', (text) => {
    expect(locateJsonError(text)).toBeNull();
    expect(() => JSON.parse(text) as unknown).not.toThrow(); // the scanner agrees with JSON.parse
  });
});

describe('parseJsonText', () => {
  it('parses JSON, a UTF-8 byte-order mark first included', () => {
    expect(parseJsonText('\uFEFF{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('says where the error is as line, column and position', () => {
    // '{\n  "a": 1,\n}': after the comma a name is expected; "}" is at index 12, line 3, column 1
    const run = () => parseJsonText('{\n  "a": 1,\n}');
    expect(run).toThrow(ImportFormatError);
    expect(run).toThrow(
      expect.objectContaining({
        message:
          'the pasted text is not valid JSON: expected a "quoted" property name at line 3, column 1 (position 12)',
        where: 'line 3, column 1 (position 12)',
      }),
    );
  });

  it('counts columns from the start of the line, and positions without the byte-order mark', () => {
    // without the BOM the second "," is at index 7; line 2 starts at index 2 → column 6
    expect(() => parseJsonText('\uFEFF[\n  [1,,', 'the request body')).toThrow(
      expect.objectContaining({
        message:
          'the request body is not valid JSON: an unexpected character "," at line 2, column 6 (position 7)',
      }),
    );
  });
});
