import { EuroRates, parseEcbRates, taxYearReport } from '@stakelab/core';
import { view } from '@stakelab/core/history/bet-view.test-support';
import { TAX_YEAR_BETS, TAX_YEAR_RATES_CSV } from '@stakelab/core/analytics/tax-year.test-support';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { taxReportPdf } from './tax-report-pdf.ts';
import { TAX_REPORT_TEXTS } from './tax-report-texts.ts';

/* The PDF lists a bounded number of bets (its layout costs CPU per row); the CSV lists all. */
describe('the tax report PDF', () => {
  const bets = TAX_YEAR_BETS.map((b) =>
    view(b.stakeCents / 100, b.netCents / 100, b.status, b.placedAt, {
      SettledDate: b.settledAt,
      Bookmaker: b.bookmaker,
      Currency: b.currency,
      FreeBet: b.freeBet,
      Odds: b.oddsMilli / 1000,
      EventDescription: b.event,
    }),
  );
  const report = taxYearReport(
    bets,
    2026,
    new EuroRates(parseEcbRates(TAX_YEAR_RATES_CSV)),
    'Europe/Madrid',
  );

  it.each([
    ['en', 'The first 2 of'],
    ['es', 'Las primeras 2 de'],
  ] as const)(
    'past its limit lists the first bets and says the CSV has them all (%s)',
    async (lang, said) => {
      expect(report.evidence.length).toBeGreaterThan(2);
      const pdf = await taxReportPdf(
        report,
        TAX_REPORT_TEXTS[lang],
        lang,
        'Lucía',
        '2026-11-29',
        2,
      );
      const text = pdfText(pdf);
      expect(text).toContain(`${said} ${report.evidence.length}`);
      const listed = report.evidence.filter(
        (row) => row.event !== null && text.includes(row.event),
      );
      expect(listed).toHaveLength(2);
    },
  );
});
