import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import { convertedFigures } from '../analytics/converted.ts';
import { EuroRates, parseEcbRates, RatesFormatError } from './fx-rates.ts';

/*
 * Issue 33: the ECB's reference rates (eurofxref-hist.csv's format, written here by hand) and
 * conversions at a bet's settle day. 2026-06-05 is a Friday; 06-06 and 06-07 the weekend.
 */
const HIST = [
  'Date,USD,JPY,BRL,',
  '2026-06-08,1.1800,N/A,6.4000,',
  '2026-06-05,1.1739,172.81,6.3500,',
  '2026-06-04,1.1700,172.00,6.3000,',
].join('\r\n');

describe('ECB reference rates', () => {
  it('reads the history CSV: rates in millionths, N/A left out, the trailing comma ignored', () => {
    const rates = parseEcbRates(`\uFEFF${HIST}\r\n`);
    // 3 days × 3 currencies, less JPY's N/A on 06-08.
    expect(rates).toHaveLength(8);
    expect(rates.slice(0, 3)).toEqual([
      { day: '2026-06-08', currency: 'USD', perEuroMicros: 1_180_000 },
      { day: '2026-06-08', currency: 'BRL', perEuroMicros: 6_400_000 },
      { day: '2026-06-05', currency: 'USD', perEuroMicros: 1_173_900 },
    ]);
    expect(rates).toContainEqual({
      day: '2026-06-05',
      currency: 'JPY',
      perEuroMicros: 172_810_000,
    });
  });

  it("reads the one-day CSV's long date", () => {
    expect(parseEcbRates('Date, USD, GBP\n5 June 2026, 1.1739, 0.84325')).toEqual([
      { day: '2026-06-05', currency: 'USD', perEuroMicros: 1_173_900 },
      { day: '2026-06-05', currency: 'GBP', perEuroMicros: 843_250 },
    ]);
  });

  it('refuses what is not such a file, saying where', () => {
    expect(() => parseEcbRates('Fecha,USD\n2026-06-05,1.1')).toThrow(RatesFormatError);
    expect(() => parseEcbRates('Date,Dollar\n2026-06-05,1.1')).toThrow(/Line 1/);
    expect(() => parseEcbRates('Date,USD\n2026-02-30,1.1')).toThrow(/Line 2: "2026-02-30"/);
    expect(() => parseEcbRates('Date,USD\n2026-06-05,-1.1')).toThrow(/USD rate "-1.1"/);
  });

  it('converts at the rate of the day, a weekend at the Friday before, rounding once', () => {
    const rates = new EuroRates(parseEcbRates(HIST));
    // 100.00 USD → EUR on Friday 06-05: 10,000 × 1,000,000 ÷ 1,173,900 = 8,518.61… → 8,519 c.
    expect(rates.convertCents(10_000, 'USD', 'EUR', '2026-06-05')).toBe(8519);
    // Saturday and Sunday: no rate of their own, Friday's.
    expect(rates.convertCents(10_000, 'USD', 'EUR', '2026-06-06')).toBe(8519);
    expect(rates.convertCents(10_000, 'USD', 'EUR', '2026-06-07')).toBe(8519);
    // Monday: 10,000 ÷ 1.18 = 8,474.58 → 8,475.
    expect(rates.convertCents(10_000, 'USD', 'EUR', '2026-06-08')).toBe(8475);
    // Across two currencies through the euro: 10,000 × 6.35 ÷ 1.1739 = 54,093.19 → 54,093.
    expect(rates.convertCents(10_000, 'USD', 'BRL', '2026-06-05')).toBe(54_093);
    // JPY has N/A on 06-08: the day before's 172.81. 100.00 € → 17,281.00 ¥.
    expect(rates.convertCents(10_000, 'EUR', 'JPY', '2026-06-08')).toBe(1_728_100);
    // Before the first rate, or a currency without any: none.
    expect(rates.convertCents(10_000, 'USD', 'EUR', '2026-06-03')).toBeNull();
    expect(rates.convertCents(10_000, 'GBP', 'EUR', '2026-06-05')).toBeNull();
    expect(rates.convertCents(-10_000, 'USD', 'EUR', '2026-06-05')).toBe(-8519);
  });

  it('converts a set in euros and dollars bet by bet, leaving out what has no rate', () => {
    const rates = new EuroRates(parseEcbRates(HIST));
    const settled = (day: string) => ({ SettledDate: `${day}T20:00:00.000Z` });
    const bets = [
      view(10, 9.5, 'WON', undefined, { Currency: 'EUR', ...settled('2026-06-05') }),
      // Saturday: Friday's 1.1739. 100 → 85.19 staked, −85.19 net.
      view(100, -100, 'LOST', undefined, { Currency: 'USD', ...settled('2026-06-06') }),
      // Monday's 1.18: 50 → 42.37 staked (4,237.29), 45 → 38.14 net (3,813.56).
      view(50, 45, 'WON', undefined, { Currency: 'USD', ...settled('2026-06-08') }),
      // Placed before any rate: left out, counted.
      view(20, -20, 'LOST', '2026-06-01T10:00:00.000Z', { Currency: 'BRL' }),
    ];
    // Staked 10.00 + 85.19 + 42.37 = 137.56; net 9.50 − 85.19 + 38.14 = −37.55;
    // ROI −37.55 ÷ 137.56 = −0.27297… → −0.2730.
    expect(convertedFigures(bets, 'EUR', rates)).toEqual({
      currency: 'EUR',
      stakedCents: 13_756,
      netCents: -3755,
      roiRatio: -0.273,
      open: { bets: 0, stakedCents: 0 },
      unconverted: 1,
    });
  });
});
