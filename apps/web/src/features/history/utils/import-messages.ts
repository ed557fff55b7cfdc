import {
  IMPORT_MESSAGE_CODES,
  type ImportFormat,
  type ImportMessageCode,
  type ImportProblemView,
} from '@stakelab/core';
import type { ParseKeys, TFunction } from 'i18next';

const MESSAGE_CODES: ReadonlySet<string> = new Set(IMPORT_MESSAGE_CODES);

/** A key of the importers' messages (`import.…`), which the i18n resources word by the same key. */
export function isImportMessageCode(code: string | undefined): code is ImportMessageCode {
  return code !== undefined && MESSAGE_CODES.has(code);
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
  return t(code, { ...params });
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

/** The detected format's name ("Pikkit CSV"); one this web does not know shows as it came. */
export function formatLabel(t: TFunction, format: string): string {
  return Object.hasOwn(FORMAT_LABEL_KEYS, format)
    ? t(FORMAT_LABEL_KEYS[format as ImportFormat])
    : format;
}
