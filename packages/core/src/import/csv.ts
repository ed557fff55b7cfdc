import {
  type BetRecord,
  type ImportFormat,
  ImportFormatError,
  type ImportOptions,
  type ParsedImport,
} from '../bets/bet-record.ts';
import { mapMappedSheet, mappedColumns } from './mapped-sheet.ts';
import { guessSheet, headerSignature, type SheetGuess } from './sheet-guess.ts';
import type { ReadRecords } from './record-reader.ts';
import { BET_ANALYTIX_REQUIRED_COLUMNS, mapBetAnalytixSheet } from './bet-analytix-csv.ts';
import { type CsvRow, type CsvSheet, readCsvSheet, rowObject } from './csv-reader.ts';
import { mapPikkitSheet, PIKKIT_REQUIRED_COLUMNS } from './pikkit-csv.ts';
import { mapStakeLabSheet, STAKELAB_REQUIRED_COLUMNS } from './stakelab-csv.ts';
import { mapSitePnlBets, mapSiteSettled, siteDownloadOf } from './betfair-site-csv.ts';
import { siteColumns } from './betfair-site-words.ts';

/**
 * Bet histories pasted or uploaded as CSV: StakeLab's own export, Bet-Analytix's and Pikkit's
 * (docs/formats.md §4). The format is detected by the header's columns (case, spaces and
 * underscores ignored); the delimiter (";" "," or tab) by the header line.
 */

interface CsvFormat {
  format: ImportFormat;
  label: string;
  /** Column keys (see columnKey) the header must have. */
  required: readonly string[];
  /** The same columns as the format's own header writes them, for messages ("bet_id"). */
  headers: readonly string[];
  map: (sheet: CsvSheet) => ReadRecords<BetRecord>;
  /** The currency of the format's amounts where its rows do not say (ParsedImport.currency). */
  currency?: string;
}

const CSV_FORMATS: readonly CsvFormat[] = [
  {
    format: 'stakelab-csv',
    label: 'StakeLab CSV export',
    required: STAKELAB_REQUIRED_COLUMNS,
    headers: ['BetId', 'PlacedDate', 'Status', 'Stake', 'NetReturn', 'Selections'],
    map: mapStakeLabSheet,
  },
  {
    format: 'bet-analytix-csv',
    label: 'Bet-Analytix CSV export',
    required: BET_ANALYTIX_REQUIRED_COLUMNS,
    headers: ['Date', 'Type', 'Label', 'Odds', 'Stake', 'State'],
    map: mapBetAnalytixSheet,
  },
  {
    format: 'pikkit-csv',
    label: 'Pikkit CSV export',
    required: PIKKIT_REQUIRED_COLUMNS,
    headers: ['bet_id', 'status', 'odds', 'amount', 'profit'],
    map: mapPikkitSheet,
    // Pikkit tracks American sportsbooks and writes their dollars without a sign or a code.
    currency: 'USD',
  },
];

/** Betfair's website downloads, told by their header words in the account's language. */
const SITE_LABELS = 'Betfair Exchange Betting P&L by bet, Betfair Exchange settled bets';

export const CSV_IMPORT_FORMATS = [
  ...CSV_FORMATS.map((f) => f.format),
  'betfair-site-pnl-csv',
  'betfair-site-settled-csv',
] as const;

/**
 * No known format fits, and a column mapping would read it: the refusal carries the mapper's
 * first guess and the header's signature (to find a mapping saved for the same header).
 */
export class SheetNeedsMapping extends ImportFormatError {
  override name = 'SheetNeedsMapping';
  constructor(
    base: ImportFormatError,
    readonly guess: SheetGuess,
    readonly signature: string,
  ) {
    super(base.message, base.where, base.tried, base.code, base.params);
  }
}

/** A spreadsheet read with the user's mapping; a mapped header the text lacks refuses it. */
function parseMapped(sheet: CsvSheet, mapping: NonNullable<ImportOptions['csvMapping']>) {
  const { missing } = mappedColumns(sheet, mapping);
  if (missing.length > 0) {
    throw ImportFormatError.of(
      'import.mappingColumnsMissing',
      { columns: missing.map((c) => JSON.stringify(c)).join(', ') },
      `row ${sheet.headerRow}`,
      ['mapped-csv'],
    );
  }
  const { bets, problems } = mapMappedSheet(sheet, mapping);
  return {
    format: 'mapped-csv' as const,
    bets,
    problems,
    morePages: false,
    sheetSignature: headerSignature(sheet),
  };
}
/** A Betfair website download's bets, a refusal of its P&L by market, or null: not one. */
function parseSiteDownload(sheet: CsvSheet): ParsedImport | null {
  const columns = siteColumns(sheet.columns);
  const download = siteDownloadOf(columns);
  if (download === null) return null;
  if (download === 'pnl-markets') {
    throw ImportFormatError.of('import.betfairMarketPnl', {}, `row ${sheet.headerRow}`, [
      ...CSV_IMPORT_FORMATS,
    ]);
  }
  const raw = (row: CsvRow) => rowObject(sheet, row);
  const { bets, problems } =
    download === 'pnl-bets'
      ? mapSitePnlBets(sheet, columns, raw)
      : mapSiteSettled(sheet, columns, raw);
  const format = download === 'pnl-bets' ? 'betfair-site-pnl-csv' : 'betfair-site-settled-csv';
  return { format, bets, problems, morePages: false };
}

/**
 * Parses CSV text into bets. A record that cannot be read is a problem of that record (its row,
 * field and reason), the others are read; ImportFormatError (where and why) only when the text
 * as a whole is not a history this reader knows.
 */
export function parseCsvImport(text: string, options: ImportOptions = {}): ParsedImport {
  const tried = [...CSV_IMPORT_FORMATS];
  const labels = [...CSV_FORMATS.map((f) => f.label), SITE_LABELS].join(', ');
  const sheet = readCsvSheet(text);
  if (sheet === null) {
    throw new ImportFormatError(
      `The text is empty: nothing to import. Tried: ${labels}.`,
      'row 1',
      tried,
      'import.empty',
    );
  }
  if (options.csvMapping) return parseMapped(sheet, options.csvMapping);
  const format = CSV_FORMATS.find((f) => f.required.every((key) => sheet.index.has(key)));
  if (format) {
    const { bets, problems } = format.map(sheet);
    const currency = format.currency === undefined ? {} : { currency: format.currency };
    return { format: format.format, bets, problems, morePages: false, ...currency };
  }
  const site = parseSiteDownload(sheet);
  if (site) return site;

  // Nothing fits: name the closest format and the columns it lacks.
  const ranked = CSV_FORMATS.map((f) => ({
    f,
    missing: f.headers.filter((_, i) => !sheet.index.has(f.required[i] ?? '')),
  })).sort((a, b) => a.missing.length - b.missing.length);
  const closest = ranked[0];
  const found = sheet.columns
    .slice(0, 6)
    .map((c) => JSON.stringify(c.trim().slice(0, 30)))
    .join(', ');
  // Close only when the text has most of a format's columns: advice to add the rest of a
  // format that shares one column with the text would have it misread.
  const isClose = closest !== undefined && closest.missing.length * 2 < closest.f.required.length;
  const detail = isClose
    ? `the closest, ${closest.f.label}, lacks the columns ${closest.missing.join(', ')}`
    : `the first line (${found}) has none of their columns`;
  const refusal = new ImportFormatError(
    `Not a bet history this importer knows: tried ${labels}; ${detail}.`,
    `row ${sheet.headerRow}`,
    tried,
    isClose ? 'import.csvColumnsMissing' : 'import.unknownFormat',
    // The format's id beside its English label, which the web words in the reader's language.
    isClose
      ? { format: closest.f.label, formatId: closest.f.format, columns: closest.missing.join(', ') }
      : { tried: labels },
  );
  throw isClose
    ? refusal
    : new SheetNeedsMapping(refusal, guessSheet(sheet), headerSignature(sheet));
}
