import { describe, expect, it } from 'vitest';
import type { BetView } from '../contract/history.ts';
import { EuroRates, parseEcbRates } from '../money/fx-rates.ts';
import { view } from '../history/bet-view.test-support.ts';
import { taxYearReport } from './tax-year.ts';
import {
  TAX_YEAR_BETS,
  TAX_YEAR_EXPECTED,
  TAX_YEAR_RATES_CSV,
  type TaxYearBet,
} from './tax-year.test-support.ts';

/* Issue 37 part 7: the tax year. Every figure is worked out by hand in tax-year.test-support.ts. */

const rates = new EuroRates(parseEcbRates(TAX_YEAR_RATES_CSV));

function betView(b: TaxYearBet): BetView & { key: string } {
  return {
    ...view(b.stakeCents / 100, b.netCents / 100, b.status, b.placedAt, {
      SettledDate: b.settledAt,
      Bookmaker: b.bookmaker,
      Currency: b.currency,
      FreeBet: b.freeBet,
      Odds: b.oddsMilli / 1000,
      EventDescription: b.event,
      BetId: `TAX-${b.key}`,
    }),
    key: b.key,
  };
}
const bets = TAX_YEAR_BETS.map(betView);
const keyOf = (id: number) => bets.find((b) => b.Id === id)?.key;

describe('taxYearReport: a small two-bookmaker, two-currency year worked out by hand', () => {
  const report = taxYearReport(bets, 2026, rates, 'Europe/Madrid');

  it('totals each bookmaker and the year in euros', () => {
    expect(report.bookmakers).toEqual(TAX_YEAR_EXPECTED.bookmakers);
    expect(report.totals).toEqual(TAX_YEAR_EXPECTED.totals);
    expect(report).toMatchObject({ year: 2026, timeZone: 'Europe/Madrid', currency: 'EUR' });
  });

  it('lists the converted bets as evidence, in settle order, with the rate of their day', () => {
    expect(report.evidence.map((row) => keyOf(row.id))).toEqual(TAX_YEAR_EXPECTED.evidenceOrder);
    const row = (key: string) => report.evidence.find((r) => keyOf(r.id) === key);
    // C: $50.00 on Monday 2 March at 1.2500 → €40.00.
    expect(row('C')).toEqual({
      id: expect.any(Number),
      betId: 'TAX-C',
      day: '2026-03-02',
      bookmaker: 'Pinnacle',
      event: 'Celtics v Knicks',
      status: 'WON',
      freeBet: false,
      currency: 'USD',
      stakeCents: 5000,
      odds: 2,
      netCents: 5000,
      perEuroMicros: 1_250_000,
      netEurCents: 4000,
    });
    // D: Saturday 6 June takes Friday 5 June's 1.1000: −30 ÷ 1.1 = −27.2727… → −€27.27.
    expect(row('D')).toMatchObject({ day: '2026-06-06', perEuroMicros: 1_100_000 });
    expect(row('D')?.netEurCents).toBe(-2727);
    // I: 31 Dec 23:30 UTC is 1 Jan 00:30 in Madrid; a euro bet's rate is 1.
    expect(row('I')).toMatchObject({ day: '2026-01-01', bookmaker: null, perEuroMicros: 1e6 });
    // E: a won free bet is a winning of its profit; F: a lost one is 0, not a loss.
    expect(row('E')).toMatchObject({ freeBet: true, netCents: 2000, netEurCents: 2000 });
    expect(row('F')).toMatchObject({ freeBet: true, netCents: 0, netEurCents: 0 });
    // G: a void nets 0.
    expect(row('G')).toMatchObject({ status: 'VOID', netEurCents: 0 });
  });

  it('lists a bet without a rate apart and counts open bets, in no figure', () => {
    expect(report.unconverted.map((row) => keyOf(row.id))).toEqual(TAX_YEAR_EXPECTED.unconverted);
    expect(report.unconverted[0]).toMatchObject({
      currency: 'BRL',
      netCents: 10000,
      perEuroMicros: null,
      netEurCents: null,
    });
    expect(report.openBets).toBe(TAX_YEAR_EXPECTED.openBets);
  });

  it('counts the year in the time zone given: in UTC, I is a bet of 2025 and J of 2026', () => {
    const utc = taxYearReport(bets, 2026, rates, 'UTC');
    expect(utc.evidence.map((row) => keyOf(row.id))).toEqual([
      'A',
      'C',
      'B',
      'E',
      'F',
      'D',
      'G',
      'J',
    ]);
    // Bet365 gains J's €5.00; Unknown is gone with I's €8.00: 83 − 8 + 5 = 80.00.
    expect(utc.totals).toEqual({ bets: 8, winningsCents: 8000, lossesCents: 4727, netCents: 3273 });
    expect(utc.bookmakers.map((b) => b.bookmaker)).toEqual(['Bet365', 'Pinnacle']);
    const madrid2025 = taxYearReport(bets, 2025, rates, 'Europe/Madrid');
    expect(madrid2025.evidence).toEqual([]);
    expect(madrid2025.totals).toEqual({ bets: 0, winningsCents: 0, lossesCents: 0, netCents: 0 });
    expect(
      taxYearReport(bets, 2027, rates, 'Europe/Madrid').evidence.map((r) => keyOf(r.id)),
    ).toEqual(['J']);
  });

  it('never counts a free bet as a loss, even one stored with its stake lost', () => {
    const wronglyStored = view(10, -10, 'LOST', '2026-05-02T15:00:00.000Z', {
      SettledDate: '2026-05-02T17:00:00.000Z',
      FreeBet: true,
      Bookmaker: 'Bet365',
    });
    const alone = taxYearReport([wronglyStored], 2026, rates, 'Europe/Madrid');
    expect(alone.totals).toEqual({ bets: 1, winningsCents: 0, lossesCents: 0, netCents: 0 });
  });

  it('uses the placed day of a settled bet with no settle date, the event of its first leg', () => {
    const undated = view(10, 5, 'WON', '2026-08-01T10:00:00.000Z', {
      Bookmaker: '  ',
      Selections: [
        {
          SelectionId: 1,
          SelectionName: 'Betis',
          Odds: 1.5,
          EventName: 'Betis v Cádiz',
          MarketName: null,
          Sport: 'Soccer',
          Competition: 'LaLiga',
          Result: 'WON',
        },
      ],
    });
    const report = taxYearReport([undated], 2026, rates, 'Europe/Madrid');
    expect(report.evidence[0]).toMatchObject({
      day: '2026-08-01',
      bookmaker: null,
      event: 'Betis v Cádiz',
      netEurCents: 500,
    });
  });
});
