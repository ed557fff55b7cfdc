import { formatCents, type TaxEvidenceRow, type TaxYearReport } from '@stakelab/core';
import { yieldToEventLoop } from '../../db/yield.ts';
import type { TaxReportTexts } from './tax-report-texts.ts';

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 text cell: quoted when it must be, a leading ' defusing a formula. */
function text(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows turned to text between turns of the event loop. */
const ROWS_PER_TURN = 5_000;

/** A rate in millionths as the ECB writes it: 1,100,000 → "1.1" (up to 6 decimals). */
export function rateText(perEuroMicros: number): string {
  return String(perEuroMicros / 1_000_000);
}

/**
 * The tax report as CSV ("," separated, CRLF, UTF-8 with a BOM so a spreadsheet reads the
 * accents): the title and the statement, the per-bookmaker totals, then every bet of the
 * evidence and the bets without a rate. Amounts are plain numbers with a "." (45.10, −27.27),
 * whatever the language, so a spreadsheet adds them; only the words are translated.
 */
export async function taxReportCsv(
  report: TaxYearReport,
  texts: TaxReportTexts,
  name: string,
): Promise<string> {
  const c = texts.columns;
  const lines: string[] = [
    text(texts.title(report.year)),
    text(texts.preparedFor(name)),
    ...texts.statement(report.timeZone).map(text),
    '',
    [c.bookmaker, c.bets, `${c.winnings} (EUR)`, `${c.losses} (EUR)`, c.netEur].map(text).join(','),
  ];
  for (const b of report.bookmakers) {
    lines.push(
      [
        text(b.bookmaker ?? texts.unknownBookmaker),
        b.bets,
        formatCents(b.winningsCents),
        formatCents(b.lossesCents),
        formatCents(b.netCents),
      ].join(','),
    );
  }
  const t = report.totals;
  lines.push(
    [
      text(texts.allBookmakers),
      t.bets,
      formatCents(t.winningsCents),
      formatCents(t.lossesCents),
      formatCents(t.netCents),
    ].join(','),
  );
  if (report.openBets > 0) lines.push(text(texts.openNote(report.openBets)));
  lines.push(
    '',
    [
      c.date,
      c.bookmaker,
      c.event,
      c.betId,
      c.status,
      c.freeBet,
      c.currency,
      c.stake,
      c.odds,
      c.net,
      c.rate,
      c.netEur,
    ]
      .map(text)
      .join(','),
  );
  const rows = [...report.evidence, ...report.unconverted];
  for (let i = 0; i < rows.length; i += 1) {
    lines.push(evidenceLine(rows[i] as TaxEvidenceRow, texts));
    if ((i + 1) % ROWS_PER_TURN === 0) await yieldToEventLoop();
  }
  // The rows without a rate are the last ones, their rate and euros empty: say why.
  if (report.unconverted.length > 0) lines.push('', text(texts.unconvertedNote));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function evidenceLine(row: TaxEvidenceRow, texts: TaxReportTexts): string {
  return [
    row.day,
    text(row.bookmaker ?? texts.unknownBookmaker),
    text(row.event),
    text(row.betId),
    text(row.status),
    row.freeBet ? text(texts.yes) : text(texts.no),
    row.currency,
    formatCents(row.stakeCents),
    row.odds ?? '',
    formatCents(row.netCents),
    row.perEuroMicros === null ? '' : rateText(row.perEuroMicros),
    row.netEurCents === null ? '' : formatCents(row.netEurCents),
  ].join(',');
}
