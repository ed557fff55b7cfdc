import {
  IMPORT_MESSAGE_CODES,
  type ImportFormat,
  type ImportMessageCode,
  type ImportProblemView,
} from '@stakelab/core';
import type { ParseKeys, TFunction } from 'i18next';
import { formatOdds, numberFormat } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';

const MESSAGE_CODES: ReadonlySet<string> = new Set(IMPORT_MESSAGE_CODES);

/** A key of the importers' messages (`import.…`), which the i18n resources word by the same key. */
export function isImportMessageCode(code: string | undefined): code is ImportMessageCode {
  return code !== undefined && MESSAGE_CODES.has(code);
}

/** Places in the text (row 1047, line 1, column 3): written as they are, never grouped. */
const POSITION_PARAMS: ReadonlySet<string> = new Set(['row', 'line', 'column']);
/** Odds and their bound, as the rest of the app writes odds (2 decimals, 3 when given). */
const ODDS_PARAMS: ReadonlySet<string> = new Set(['odds', 'min']);
/** Amounts of money, with their cents. */
const MONEY_PARAMS: ReadonlySet<string> = new Set(['commission', 'profit']);

/** A number parameter in the language's own format ("0,84", "10.000.000"). */
function localNumber(name: string, value: number, language: string): string {
  if (POSITION_PARAMS.has(name)) return String(value);
  if (ODDS_PARAMS.has(name)) return formatOdds(value, language);
  // Amounts and counts alike to the cent at most (an amount beyond the bounds is 9×10^13 €).
  return numberFormat(language, {
    minimumFractionDigits: MONEY_PARAMS.has(name) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * A message's parameters in the interface language: numbers in its format (the server sends
 * them as numbers), and formats by their names in it where the server gives their ids
 * (`formats` for the list tried, `formatId` for the one the text is close to).
 */
function localParams(
  t: TFunction,
  params: Readonly<Record<string, string | number>>,
  language: string,
): Record<string, string | number> {
  const local: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    local[name] = typeof value === 'number' ? localNumber(name, value, language) : value;
  }
  const { formats, formatId } = params;
  if (typeof formats === 'string' && formats.trim() !== '') {
    local['tried'] = formats
      .trim()
      .split(/\s+/)
      .map((format) => formatLabel(t, format))
      .join(', ');
  }
  if (typeof formatId === 'string') local['format'] = formatLabel(t, formatId);
  return local;
}

/**
 * An importer's message in the interface language, from its key and parameters; a key this
 * web does not know (a newer server) keeps the server's English text.
 */
export function importMessageText(
  t: TFunction,
  code: string | undefined,
  params: Readonly<Record<string, string | number>>,
  english: string,
): string {
  if (!isImportMessageCode(code)) return english;
  return t(code, localParams(t, params, i18n.language));
}

/** A problem of the preview (one record) in the interface language. */
export function problemText(t: TFunction, problem: ImportProblemView): string {
  return importMessageText(t, problem.code, problem.params, problem.message);
}

const FORMAT_LABEL_KEYS = {
  'betfair-sportsbook': 'history.upload.formats.betfairSportsbook',
  'betfair-exchange-web': 'history.upload.formats.betfairExchangeWeb',
  'betfair-exchange-api-rest': 'history.upload.formats.betfairExchangeApiRest',
  'betfair-exchange-api-jsonrpc': 'history.upload.formats.betfairExchangeApiJsonrpc',
  'bet-analytix-csv': 'history.upload.formats.betAnalytixCsv',
  'pikkit-csv': 'history.upload.formats.pikkitCsv',
  'stakelab-csv': 'history.upload.formats.stakelabCsv',
  'betfair-site-pnl-csv': 'history.upload.formats.betfairSitePnlCsv',
  'betfair-site-settled-csv': 'history.upload.formats.betfairSiteSettledCsv',
  'mapped-csv': 'history.upload.formats.mappedCsv',
} as const satisfies Record<ImportFormat, ParseKeys>;

/** The detected format's name ("Pikkit export (CSV)"); one this web does not know shows as it came. */
export function formatLabel(t: TFunction, format: string): string {
  return Object.hasOwn(FORMAT_LABEL_KEYS, format)
    ? t(FORMAT_LABEL_KEYS[format as ImportFormat])
    : format;
}
