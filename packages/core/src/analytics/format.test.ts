import { describe, expect, it } from 'vitest';
import { formatEuro, formatPercent, formatSignedEuro, truncateLabel } from './format.ts';

const NBSP = '\u00a0';

describe('money and percentages (docs/product.md §9: euro with 2 decimals, percentages 1 decimal)', () => {
  it.each([
    // value, locale → text
    [1234.5, 'en-GB', '€1,234.50'],
    [1234.5, 'es-ES', `1.234,50${NBSP}€`], // grouped even with 4 digits
    [-3, 'es-ES', `-3,00${NBSP}€`],
    [0.005, 'en-GB', '€0.01'], // halves away from zero
    [-0.004, 'en-GB', '€0.00'], // rounds to zero: no minus
    [0, 'en-GB', '€0.00'],
    [-0, 'en-GB', '€0.00'], // negative zero (0 × a negative ratio): no minus either
    [-0, 'es-ES', `0,00${NBSP}€`],
  ])('formatEuro(%d, %s) = %s', (value, locale, text) => {
    expect(formatEuro(value, locale)).toBe(text);
  });

  it.each([
    [12.5, 'en-GB', '+€12.50'],
    [-3, 'en-GB', '-€3.00'],
    [0, 'en-GB', '€0.00'],
    [-0, 'en-GB', '€0.00'],
    [-0.004, 'es-ES', `0,00${NBSP}€`],
    [1234.5, 'es-ES', `+1.234,50${NBSP}€`],
  ])('formatSignedEuro(%d, %s) = %s', (value, locale, text) => {
    expect(formatSignedEuro(value, locale)).toBe(text);
  });

  it.each([
    // ratio, options, locale → text (×100, then rounded to the decimals, halves away from 0)
    [0.12345, {}, 'en-GB', '12.3%'], // 12.345 % → 1 decimal by default
    [0.12345, { decimals: 2 }, 'es-ES', `12,35${NBSP}%`], // 12.345 → 12.35
    [-0.35, {}, 'en-GB', '-35.0%'],
    [-0.0004, {}, 'en-GB', '0.0%'], // −0.04 % rounds to zero: no minus
    [12.3456, {}, 'es-ES', `1.234,6${NBSP}%`], // 1234.56 % → 1.234,6, grouped
    [0.054, { signed: true }, 'en-GB', '+5.4%'],
    [-0.054, { signed: true }, 'es-ES', `-5,4${NBSP}%`],
    [0.0004, { signed: true }, 'en-GB', '0.0%'], // rounds to zero: no plus either
    [-0.0222, { decimals: 2, signed: true }, 'en-GB', '-2.22%'],
    [0.75, { decimals: 0, signed: true }, 'es-ES', `+75${NBSP}%`],
    [2 / 3, { decimals: 0 }, 'en-GB', '67%'], // 66.67 % → 67
  ])('formatPercent(%d, %o, %s) = %s', (ratio, options, locale, text) => {
    expect(formatPercent(ratio, locale, options)).toBe(text);
  });
});

describe('truncateLabel (docs/product.md §2, §9: over 20 characters → 18 plus an ellipsis)', () => {
  it.each([
    ['LaLiga', 'LaLiga'],
    ['', ''],
    ['UEFA Champions Lg 1', 'UEFA Champions Lg 1'], // 19
    ['Premier League Cup A', 'Premier League Cup A'], // exactly 20: whole
    ['Premier League Cup AB', 'Premier League Cup…'], // 21: the first 18 + "…"
    ['Borussia Mönchengladbach Cup', 'Borussia Mönchengl…'], // 28
    ['⚽'.repeat(21), `${'⚽'.repeat(18)}…`], // counted in characters
    ['🏆'.repeat(20), '🏆'.repeat(20)], // 20 astral characters (40 UTF-16 units): whole
  ])('%s → %s', (name, label) => {
    expect(truncateLabel(name)).toBe(label);
  });

  it('takes another limit', () => {
    // 10 → the first 8 + "…"
    expect(truncateLabel('Segunda División', 10)).toBe('Segunda …');
    expect(truncateLabel('Segunda Di', 10)).toBe('Segunda Di');
  });
});

describe('formatters are kept per kind and locale', () => {
  it('a plain and a signed euro in the same locale each keep their own sign rule', () => {
    expect(formatEuro(12.5, 'fr-FR')).toBe(`12,50${NBSP}€`);
    expect(formatSignedEuro(12.5, 'fr-FR')).toBe(`+12,50${NBSP}€`);
    expect(formatEuro(7, 'fr-FR')).toBe(`7,00${NBSP}€`);
  });

  it('a percent keeps its own decimals and sign in the same locale', () => {
    expect(formatPercent(0.1234, 'de-DE')).toBe(`12,3${NBSP}%`);
    expect(formatPercent(0.1234, 'de-DE', { signed: true })).toBe(`+12,3${NBSP}%`);
    expect(formatPercent(0.1234, 'de-DE', { decimals: 2 })).toBe(`12,34${NBSP}%`);
    expect(formatPercent(0.1234, 'de-DE')).toBe(`12,3${NBSP}%`);
  });
});
