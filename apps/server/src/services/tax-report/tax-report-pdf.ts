import type { TaxEvidenceRow, TaxReportLanguage, TaxYearReport } from '@stakelab/core';
import PDFDocument from 'pdfkit';
import { yieldToEventLoop } from '../../db/yield.ts';
import { rateText } from './tax-report-csv.ts';
import type { TaxReportTexts } from './tax-report-texts.ts';

/**
 * The tax report as a PDF (pdfkit, on the server): A4 landscape, the title, the user's name and
 * the year, the statement, the per-bookmaker table with the totals, then the bets as evidence,
 * a new page (with the table's header again) whenever one is full, and the page number at the
 * foot of each. pdfkit's standard Helvetica (WinAnsi) has the Spanish letters and "€"; other
 * currencies are written by their code ("50.00 USD"), which every font has.
 */

const MARGIN = 36;
const ROW = 15;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** Evidence rows drawn between turns of the event loop. */
const ROWS_PER_TURN = 200;

interface Column {
  key: keyof TaxReportTexts['columns'];
  width: number;
  align: 'left' | 'right';
}

/** 770 points: the width of A4 landscape inside the margins. */
const EVIDENCE_COLUMNS: readonly Column[] = [
  { key: 'date', width: 62, align: 'left' },
  { key: 'bookmaker', width: 100, align: 'left' },
  { key: 'event', width: 210, align: 'left' },
  { key: 'status', width: 90, align: 'left' },
  { key: 'stake', width: 70, align: 'right' },
  { key: 'odds', width: 40, align: 'right' },
  { key: 'net', width: 70, align: 'right' },
  { key: 'rate', width: 58, align: 'right' },
  { key: 'netEur', width: 70, align: 'right' },
];

const BOOKMAKER_COLUMNS: readonly Column[] = [
  { key: 'bookmaker', width: 240, align: 'left' },
  { key: 'bets', width: 70, align: 'right' },
  { key: 'winnings', width: 110, align: 'right' },
  { key: 'losses', width: 110, align: 'right' },
  { key: 'net', width: 110, align: 'right' },
];

/**
 * The most bets the PDF lists (about 125 pages): a year of 100,000 took 15–20 s of the server's
 * CPU to lay out, which any user could ask for again and again. The CSV lists every bet.
 */
export const PDF_EVIDENCE_MAX_ROWS = 5_000;

export async function taxReportPdf(
  report: TaxYearReport,
  texts: TaxReportTexts,
  lang: TaxReportLanguage,
  name: string,
  today: string,
  maxRows = PDF_EVIDENCE_MAX_ROWS,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: texts.title(report.year), Author: 'StakeLab', Subject: name },
  });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });

  const number = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  /** "-€27.27" and "-27,27 €" as each language writes euros; other currencies by their code. */
  const money = (cents: number, currency: string) => {
    const sign = cents < 0 ? '-' : '';
    const amount = number.format(Math.abs(cents) / 100);
    if (currency !== 'EUR') return `${sign}${amount} ${currency}`;
    return lang === 'es' ? `${sign}${amount} €` : `${sign}€${amount}`;
  };
  const euros = (cents: number) => money(cents, 'EUR');

  let page = 1;
  const footer = () => {
    const bottom = doc.page.height - MARGIN + 8;
    // Below the bottom margin, where pdfkit would otherwise start a new page for the text.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#666666')
      .text(`${texts.title(report.year)} · ${texts.page(page)}`, MARGIN, bottom, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
      .fillColor('black');
    doc.page.margins = margins;
  };
  const bottomLimit = () => doc.page.height - MARGIN - ROW;
  const newPage = () => {
    doc.addPage();
    page += 1;
    footer();
    doc.x = MARGIN;
    doc.y = MARGIN;
  };

  const cells = (columns: readonly Column[], values: readonly string[], bold = false) => {
    if (doc.y + ROW > bottomLimit()) return false;
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? BOLD : FONT).fontSize(8.5);
    columns.forEach((column, i) => {
      doc.text(values[i] ?? '', x + 2, y + 3, {
        width: column.width - 4,
        height: ROW,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc.y = y + ROW;
    doc.x = MARGIN;
    return true;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  const header = (columns: readonly Column[]) => {
    cells(
      columns,
      columns.map((c) => texts.columns[c.key]),
      true,
    );
    rule();
  };
  const paragraph = (text: string, size = 9.5, font = FONT) => {
    doc
      .font(font)
      .fontSize(size)
      .text(text, MARGIN, doc.y, {
        width: doc.page.width - 2 * MARGIN,
      });
    doc.moveDown(0.4);
  };

  // Page 1: who, what year, what the figures are, the totals.
  footer();
  doc.x = MARGIN;
  doc.y = MARGIN;
  paragraph(texts.title(report.year), 18, BOLD);
  paragraph(`${texts.preparedFor(name)} · ${texts.generatedOn(today)}`, 10);
  doc.moveDown(0.5);
  paragraph(texts.statementTitle, 11, BOLD);
  for (const line of texts.statement(report.timeZone)) paragraph(line, 9);
  doc.moveDown(0.5);

  paragraph(texts.byBookmaker, 12, BOLD);
  header(BOOKMAKER_COLUMNS);
  for (const b of report.bookmakers) {
    if (!cells(BOOKMAKER_COLUMNS, bookmakerValues(b, b.bookmaker ?? texts.unknownBookmaker))) {
      newPage();
      header(BOOKMAKER_COLUMNS);
      cells(BOOKMAKER_COLUMNS, bookmakerValues(b, b.bookmaker ?? texts.unknownBookmaker));
    }
  }
  rule();
  if (!cells(BOOKMAKER_COLUMNS, bookmakerValues(report.totals, texts.allBookmakers), true)) {
    newPage();
    cells(BOOKMAKER_COLUMNS, bookmakerValues(report.totals, texts.allBookmakers), true);
  }
  doc.moveDown(0.5);
  if (report.bookmakers.length === 0) paragraph(texts.noBets);
  if (report.openBets > 0) paragraph(texts.openNote(report.openBets), 9);

  function bookmakerValues(
    t: { bets: number; winningsCents: number; lossesCents: number; netCents: number },
    label: string,
  ): string[] {
    return [label, String(t.bets), euros(t.winningsCents), euros(t.lossesCents), euros(t.netCents)];
  }

  const evidenceValues = (row: TaxEvidenceRow): string[] => [
    row.day,
    row.bookmaker ?? texts.unknownBookmaker,
    row.event ?? '',
    row.freeBet ? `${row.status} (${texts.columns.freeBet.toLowerCase()})` : row.status,
    money(row.stakeCents, row.currency),
    row.odds === null ? '' : row.odds.toFixed(2),
    money(row.netCents, row.currency),
    row.perEuroMicros === null ? '' : rateText(row.perEuroMicros),
    row.netEurCents === null ? '' : euros(row.netEurCents),
  ];

  const list = async (title: string, rows: readonly TaxEvidenceRow[], note?: string) => {
    // The evidence starts on a page of its own: the first page is the summary.
    newPage();
    paragraph(title, 12, BOLD);
    if (note) paragraph(note, 9);
    header(EVIDENCE_COLUMNS);
    for (let i = 0; i < rows.length; i += 1) {
      const values = evidenceValues(rows[i] as TaxEvidenceRow);
      if (!cells(EVIDENCE_COLUMNS, values)) {
        newPage();
        header(EVIDENCE_COLUMNS);
        cells(EVIDENCE_COLUMNS, values);
      }
      if ((i + 1) % ROWS_PER_TURN === 0) await yieldToEventLoop();
    }
  };
  if (report.evidence.length > maxRows) {
    await list(
      texts.evidence,
      report.evidence.slice(0, maxRows),
      texts.evidenceCut(maxRows, report.evidence.length),
    );
  } else if (report.evidence.length > 0) await list(texts.evidence, report.evidence);
  if (report.unconverted.length > 0)
    await list(texts.unconvertedTitle, report.unconverted, texts.unconvertedNote);

  doc.end();
  return done;
}
