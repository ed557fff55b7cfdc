import { describe, expect, it } from 'vitest';
import { formatAxisDay, formatEuros, formatSignedEuroCents, formatUnits } from './format';

const NBSP = '\u00a0';

// The web's euro texts are core's formatter's (analytics/format.ts): the history, the forms and
// the dashboards read the same amount the same way, zero included.
describe('formatEuros: one euro formatter with core', () => {
  it.each([
    ['0', 0, 'en', false, '€0.00'],
    ['-0', -0, 'en', false, '€0.00'], // read "-€0.00" here while core read "€0.00"
    ['-0.004', -0.004, 'en', false, '€0.00'], // rounds to zero: no minus
    ['-0', -0, 'es', false, `0,00${NBSP}€`],
    ['-0', -0, 'en', true, '€0.00'],
    ['-3', -3, 'en', false, '-€3.00'],
    ['1234.5', 1234.5, 'es', false, `1.234,50${NBSP}€`],
    ['12.5', 12.5, 'en', true, '+€12.50'],
  ])('formatEuros(%s, %s, signed %s) = %s', (_label, euros, language, signed, text) => {
    expect(formatEuros(euros, language, signed)).toBe(text);
  });

  it('signed euros from cents: grouped, and no sign on zero', () => {
    expect(formatSignedEuroCents(41_250, 'en')).toBe('+€412.50');
    expect(formatSignedEuroCents(123_450, 'es')).toBe(`+1.234,50${NBSP}€`);
    expect(formatSignedEuroCents(-0, 'en')).toBe('€0.00');
  });
});

describe('formatUnits: the dashboards’ and the bankrolls’ units', () => {
  it('groups in both languages, 2 decimals', () => {
    expect(formatUnits(2251.9, 'es')).toBe('2.251,90');
    expect(formatUnits(2251.9, 'en')).toBe('2,251.90');
    expect(formatUnits(4.925, 'en')).toBe('4.93');
  });

  it('signs gains when asked, and never zero', () => {
    expect(formatUnits(1.5, 'en', true)).toBe('+1.50');
    expect(formatUnits(-1.5, 'es', true)).toBe('-1,50');
    expect(formatUnits(0, 'en', true)).toBe('0.00');
  });
});

describe('formatAxisDay: short dates for a chart axis', () => {
  it('day and month within a year, month and year across years', () => {
    expect(formatAxisDay('2025-03-04', 'en', false)).toBe('4 Mar');
    expect(formatAxisDay('2025-03-04', 'en', true)).toBe('Mar 25');
    expect(formatAxisDay('2025-03-04', 'es', false)).toBe('4 mar');
  });
});
