import {
  type BetRecord,
  type ImportFormat,
  ImportFormatError,
  type ParsedImport,
} from '../bets/bet-record.ts';
import type { ReadRecords } from './record-reader.ts';
import { BET_ANALYTIX_REQUIRED_COLUMNS, mapBetAnalytixSheet } from './bet-analytix-csv.ts';
import { type CsvSheet, readCsvSheet } from './csv-reader.ts';
import { mapPikkitSheet, PIKKIT_REQUIRED_COLUMNS } from './pikkit-csv.ts';
import { mapStakeLabSheet, STAKELAB_REQUIRED_COLUMNS } from './stakelab-csv.ts';

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
  map: (sheet: CsvSheet) => ReadRecords<BetRecord>;
}

const CSV_FORMATS: readonly CsvFormat[] = [
  {
    format: 'stakelab-csv',
    label: 'StakeLab CSV export',
    required: STAKELAB_REQUIRED_COLUMNS,
    map: mapStakeLabSheet,
  },
  {
    format: 'bet-analytix-csv',
    label: 'Bet-Analytix CSV export',
    required: BET_ANALYTIX_REQUIRED_COLUMNS,
    map: mapBetAnalytixSheet,
  },
  {
    format: 'pikkit-csv',
    label: 'Pikkit CSV export',
    required: PIKKIT_REQUIRED_COLUMNS,
    map: mapPikkitSheet,
  },
];

export const CSV_IMPORT_FORMATS = CSV_FORMATS.map((f) => f.format);

/**
 * Parses CSV text into bets. A record that cannot be read is a problem of that record (its row,
 * field and reason), the others are read; ImportFormatError (where and why) only when the text
 * as a whole is not a history this reader knows.
 */
export function parseCsvImport(text: string): ParsedImport {
  const tried = CSV_FORMATS.map((f) => f.format);
  const labels = CSV_FORMATS.map((f) => f.label).join(', ');
  const sheet = readCsvSheet(text);
  if (sheet === null) {
    throw new ImportFormatError(
      `The text is empty: nothing to import. Tried: ${labels}.`,
      'row 1',
      tried,
      'import.empty',
    );
  }
  const format = CSV_FORMATS.find((f) => f.required.every((key) => sheet.index.has(key)));
  if (format) {
    const { bets, problems } = format.map(sheet);
    return { format: format.format, bets, problems, morePages: false };
  }

  // Nothing fits: name the closest format and the columns it lacks.
  const ranked = CSV_FORMATS.map((f) => ({
    f,
    missing: f.required.filter((key) => !sheet.index.has(key)),
  })).sort((a, b) => a.missing.length - b.missing.length);
  const closest = ranked[0];
  const found = sheet.columns
    .slice(0, 6)
    .map((c) => JSON.stringify(c.trim().slice(0, 30)))
    .join(', ');
  const isClose = closest !== undefined && closest.missing.length < closest.f.required.length;
  const detail = isClose
    ? `the closest, ${closest.f.label}, lacks the columns ${closest.missing.join(', ')}`
    : `the first line (${found}) has none of their columns`;
  throw new ImportFormatError(
    `Not a bet history this importer knows: tried ${labels}; ${detail}.`,
    `row ${sheet.headerRow}`,
    tried,
    isClose ? 'import.csvColumnsMissing' : 'import.unknownFormat',
    isClose ? { format: closest.f.label, columns: closest.missing.join(', ') } : { tried: labels },
  );
}
