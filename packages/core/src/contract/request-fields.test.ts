import { describe, expect, it } from 'vitest';
import { findNulText, instantField, noNulText } from './request-fields.ts';

describe('instantField', () => {
  it.each([
    ['1970-01-01T00:00:00Z', true],
    ['2999-12-31T23:59:59.999Z', true],
    // 00:30 on 1 Jan 1970 in Madrid is still 1969 in UTC.
    ['1970-01-01T00:30:00+01:00', false],
    ['1969-12-31T23:59:59Z', false],
    ['3000-01-01T00:00:00Z', false],
    ['0001-01-01T00:00:00Z', false],
  ])('%s in range: %s', (value, ok) => {
    const result = instantField.safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('dateOutOfRange');
  });

  it('keeps invalidDate for text that is not an instant', () => {
    expect(instantField.safeParse('2025-13-01T00:00:00Z').error?.issues[0]?.message).toBe(
      'invalidDate',
    );
  });
});

describe('findNulText / noNulText', () => {
  it.each([
    [{ a: 'fine', b: ['ok', { c: 'x\u0000y' }] }, ['b', 1, 'c']],
    [['\u0000'], [0]],
    ['\u0000', []],
    [{ 'key\u0000': 'value' }, ['key\u0000']],
    [{ a: 'fine', n: 1, t: true, z: null }, null],
    // The first in document order is reported.
    [{ first: '\u0000', second: '\u0000' }, ['first']],
  ])('%j → %j', (value, path) => {
    expect(findNulText(value)).toEqual(path);
  });

  it('walks a 100,000-deep value without overflowing the stack', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findNulText(value)).toHaveLength(100_000);
  });

  it('reports the path and message key as a zod issue', () => {
    const result = noNulText.safeParse({ sportName: 'Foot\u0000ball' });
    expect(result.error?.issues).toMatchObject([
      { path: ['sportName'], message: 'invalidCharacters' },
    ]);
    expect(noNulText.safeParse({ sportName: 'Football' }).success).toBe(true);
  });
});
