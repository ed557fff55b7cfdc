import { type BetRecord, noBetExtras, type SelectionRecord } from '../bets/bet-record.ts';
import { exchangeMoney, statusFromProfit } from './betfair-exchange-money.ts';
import { type CsvRow, type CsvSheet } from './csv-reader.ts';
import { parseInstant } from './instants.ts';
import { currencyOfHeader } from '../money/currency.ts';
import {
  type DecimalMark,
  describeValue,
  guessDecimalMark,
  parseMoneyCents,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';
import { type ReadRecords, readRecords, type RecordReader } from './record-reader.ts';
import {
  type SiteColumn,
  type SiteColumns,
  siteDateText,
  siteSide,
  siteStatus,
} from './betfair-site-words.ts';

/**
 * Betfair Exchange's website downloads (docs/formats.md §4), in the account's language:
 * - Betting P&L by bet: Market ("Sport / Event / Market"), Selection, Bet type (back or lay),
 *   Bet ID, Placed, Odds requested, Stake, Liability, Average odds matched, Profit/Loss;
 * - settled bets: Placed, Settled, Description (event, selection and market, then
 *   "| … Betfair 1:<bet id> | …"), Type, Odds, Stake, Risk ("--" for none), Profit/Loss, Status.
 * Losses are in brackets "(19.13)" or signed; amounts are in the account's currency, named in
 * the headers' brackets. Both name each bet by its Betfair bet id, as the Exchange's other
 * imports do, so the two files of one account, or an earlier and a later download, hold each
 * bet once. Profit/Loss is per bet as Betfair states it (commission is charged per market and
 * is not in these files).
 */

export type SiteDownload = 'pnl-bets' | 'settled' | 'pnl-markets';

const REQUIRED: Readonly<Record<SiteDownload, readonly SiteColumn[]>> = {
  'pnl-bets': ['market', 'selection', 'side', 'betId', 'placed', 'stake', 'profit'],
  settled: ['placed', 'settled', 'description', 'side', 'odds', 'stake', 'profit'],
  // P&L by market: a line per market with its profit, and no bet, stake or selection.
  'pnl-markets': ['market', 'profit'],
};

/** Which of the site's downloads a header is (the most specific first), or null. */
export function siteDownloadOf(columns: SiteColumns): SiteDownload | null {
  const has = (c: SiteColumn) => columns.at.has(c);
  if (REQUIRED['pnl-bets'].every(has)) return 'pnl-bets';
  if (REQUIRED.settled.every(has)) return 'settled';
  if (REQUIRED['pnl-markets'].every(has) && !has('stake') && !has('betId')) return 'pnl-markets';
  return null;
}

/** "(19.13)" → "-19.13"; "--", "-" or "" → null (no amount); other text as written. */
function amountText(cell: string): string | null {
  const text = cell.trim();
  if (text === '' || text === '--' || text === '-' || text === '—') return null;
  if (text.startsWith('(') && text.endsWith(')')) return `-${text.slice(1, -1).trim()}`;
  return text;
}

/** The bet id in a settled-bets description: "… | ID Aposta Betfair 1:433169213190 | …". */
function betIdInDescription(description: string): string | null {
  for (const part of description.split('|')) {
    const colon = part.lastIndexOf(':');
    if (colon < 1) continue;
    const before = part.slice(0, colon).trim();
    const after = part.slice(colon + 1).trim();
    // "1:433169213190": the exchange's number, then the bet's; a time "23:00" is too short.
    if (/^\d{6,}$/.test(after) && /\d$/.test(before)) return after;
  }
  return null;
}

/** "Futebol / Colômbia x RD Congo / Placar correto" → sport, event, market. */
function marketPath(text: string) {
  const parts = text.split(' / ').map((p) => p.trim());
  if (parts.length >= 3) {
    return {
      sport: parts[0] || null,
      event: parts.slice(1, -1).join(' / ') || null,
      market: parts.at(-1) || null,
    };
  }
  return { sport: null, event: parts[0] || null, market: parts[1] ?? null };
}

interface Cells {
  cell: (row: CsvRow, column: SiteColumn) => string;
  name: (column: SiteColumn) => string;
  mark: (column: SiteColumn) => DecimalMark;
  /** The account's currency as the money headers name it ("Aposta (R$)": BRL), or null. */
  currency: string | null;
}

function cellsOf(sheet: CsvSheet, columns: SiteColumns): Cells {
  const cell = (row: CsvRow, column: SiteColumn) => {
    const i = columns.at.get(column);
    return i === undefined ? '' : (row.cells[i] ?? '').trim();
  };
  const marks = new Map<SiteColumn, DecimalMark>();
  const mark = (column: SiteColumn): DecimalMark => {
    let known = marks.get(column);
    if (known === undefined) {
      const values = sheet.rows.map((row) => amountText(cell(row, column)) ?? '');
      known = guessDecimalMark(values, '.') ?? '.';
      marks.set(column, known);
    }
    return known;
  };
  const name = (column: SiteColumn) => {
    const i = columns.at.get(column);
    return i === undefined ? column : (sheet.columns[i] ?? column).trim();
  };
  // The site writes the account's currency in the money columns' brackets; the first that
  // names one beyond doubt decides (a bare "$" does not: see currencyOfText).
  const moneyColumns: SiteColumn[] = ['stake', 'profit', 'liability', 'risk'];
  const currency =
    moneyColumns
      .filter((c) => columns.at.has(c))
      .map((c) => currencyOfHeader(name(c)))
      .find((c) => c !== null) ?? null;
  return { cell, name, mark, currency };
}

function siteInstant(text: string, field: string, reader: RecordReader): string {
  const iso = siteDateText(text);
  if (iso === null) {
    return reader.refuse('import.notADate', field, { value: describeValue(text) });
  }
  return parseInstant(iso, field);
}

function money(cells: Cells, row: CsvRow, column: SiteColumn): number | null {
  const text = amountText(cells.cell(row, column));
  return text === null ? null : parseMoneyCents(text, cells.name(column), cells.mark(column));
}

function odds(cells: Cells, row: CsvRow, column: SiteColumn, reader: RecordReader) {
  const text = cells.cell(row, column);
  if (text === '' || amountText(text) === null) return null;
  return reader.optional(() => parseOddsMilli(text, cells.name(column), cells.mark(column)));
}

/** What both downloads share: one Exchange bet, settled, with its money. */
function exchangeBet(
  fields: {
    sourceBetId: string;
    placedAt: string;
    settledAt: string | null;
    side: 'BACK' | 'LAY';
    oddsMilli: number | null;
    stakeCents: number;
    liabilityCents: number | null;
    netReturnCents: number;
    status: BetRecord['status'];
    sport: string | null;
    event: string | null;
    market: string | null;
    selection: string | null;
    currency: string | null;
  },
  raw: Record<string, string>,
): BetRecord {
  const { liabilityCents, returnCents } = exchangeMoney(
    fields.side,
    fields.stakeCents,
    fields.oddsMilli,
    fields.netReturnCents,
    fields.liabilityCents,
    fields.status,
  );
  const selections: SelectionRecord[] =
    fields.selection === null
      ? []
      : [
          {
            name: fields.selection,
            oddsMilli: fields.oddsMilli,
            eventName: fields.event,
            marketName: fields.market,
            sport: fields.sport,
            competition: null,
            result: fields.status,
          },
        ];
  return {
    source: 'betfair-exchange-web',
    sourceBetId: fields.sourceBetId,
    aliases: [],
    placedAt: fields.placedAt,
    settledAt: fields.settledAt,
    sport: fields.sport,
    competition: null,
    eventDescription: fields.event,
    oddsMilli: fields.oddsMilli,
    stakeCents: fields.stakeCents,
    returnCents,
    netReturnCents: fields.netReturnCents,
    status: fields.status,
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side: fields.side,
    liabilityCents,
    ...noBetExtras(),
    currency: fields.currency,
    selections,
    raw,
  };
}

function sideOf(cells: Cells, row: CsvRow, reader: RecordReader) {
  const text = cells.cell(row, 'side');
  const side = siteSide(text);
  if (side === null) {
    return reader.refuse('import.unknownSide', cells.name('side'), { value: describeValue(text) });
  }
  return side;
}

export function mapSitePnlBets(
  sheet: CsvSheet,
  columns: SiteColumns,
  rawOf: (row: CsvRow) => Record<string, string>,
): ReadRecords<BetRecord> {
  const cells = cellsOf(sheet, columns);
  return readRecords(
    sheet.rows,
    (row) => ({ row: row.rowNumber, source: () => row.text }),
    (row, reader): BetRecord => {
      const sourceBetId = cells.cell(row, 'betId');
      if (sourceBetId === '') reader.refuse('import.idMissing', cells.name('betId'));
      const side = sideOf(cells, row, reader);
      const profit = money(cells, row, 'profit');
      if (profit === null) reader.refuse('import.valueMissing', cells.name('profit'));
      const net = profit ?? 0;
      const status = statusFromProfit(net);
      const path = marketPath(cells.cell(row, 'market'));
      return exchangeBet(
        {
          sourceBetId,
          placedAt: siteInstant(cells.cell(row, 'placed'), cells.name('placed'), reader),
          settledAt: null,
          side,
          oddsMilli:
            odds(cells, row, 'averageOdds', reader) ?? odds(cells, row, 'oddsRequested', reader),
          stakeCents: parseStakeCents(
            amountText(cells.cell(row, 'stake')) ?? '',
            cells.name('stake'),
            'a stake',
            cells.mark('stake'),
          ),
          liabilityCents: side === 'LAY' ? money(cells, row, 'liability') : null,
          netReturnCents: net,
          status,
          sport: path.sport,
          event: path.event,
          market: path.market,
          selection: cells.cell(row, 'selection') || null,
          currency: cells.currency,
        },
        rawOf(row),
      );
    },
  );
}

export function mapSiteSettled(
  sheet: CsvSheet,
  columns: SiteColumns,
  rawOf: (row: CsvRow) => Record<string, string>,
): ReadRecords<BetRecord> {
  const cells = cellsOf(sheet, columns);
  return readRecords(
    sheet.rows,
    (row) => ({ row: row.rowNumber, source: () => row.text }),
    (row, reader): BetRecord => {
      const description = cells.cell(row, 'description');
      const sourceBetId = betIdInDescription(description);
      if (sourceBetId === null) return reader.refuse('import.idMissing', cells.name('description'));
      const side = sideOf(cells, row, reader);
      const profit = money(cells, row, 'profit');
      if (profit === null) reader.refuse('import.valueMissing', cells.name('profit'));
      const net = profit ?? 0;
      const statusText = cells.cell(row, 'status');
      const status = (statusText === '' ? null : siteStatus(statusText)) ?? statusFromProfit(net);
      const settledText = cells.cell(row, 'settled');
      return exchangeBet(
        {
          sourceBetId,
          placedAt: siteInstant(cells.cell(row, 'placed'), cells.name('placed'), reader),
          settledAt:
            settledText === ''
              ? null
              : reader.optional(() => siteInstant(settledText, cells.name('settled'), reader)),
          side,
          oddsMilli: odds(cells, row, 'odds', reader),
          stakeCents: parseStakeCents(
            amountText(cells.cell(row, 'stake')) ?? '',
            cells.name('stake'),
            'a stake',
            cells.mark('stake'),
          ),
          liabilityCents: side === 'LAY' ? money(cells, row, 'risk') : null,
          netReturnCents: net,
          status,
          sport: null,
          // The description's first part: event, selection and market run together there.
          event: description.split('|')[0]?.trim() || null,
          market: null,
          selection: null,
          currency: cells.currency,
        },
        rawOf(row),
      );
    },
  );
}
