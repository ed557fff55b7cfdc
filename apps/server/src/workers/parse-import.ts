import {
  ImportFormatError,
  parseBetfairJson,
  parseCsvImport,
  type ImportOptions,
  type ParsedImport,
} from '@stakelab/core';

/** Which importer reads the text. */
export type ImportKind = 'betfair-json' | 'csv';

export interface ParseTask {
  kind: ImportKind;
  text: string;
  options: ImportOptions;
}

/** An importer's refusal as plain data: an Error's class does not cross a thread. */
export interface ParseRefusal {
  message: string;
  where: string | undefined;
  tried: readonly string[];
  code: ImportFormatError['code'];
  params: ImportFormatError['params'];
}

export type ParseOutcome =
  { ok: true; parsed: ParsedImport } | { ok: false; refusal: ParseRefusal };

/**
 * Reads and maps a pasted history: the CPU-heavy part of an import, run in the worker pool
 * (services/import-pool.ts) so a 24 MB paste does not stall other requests.
 */
export default function parseImport({ kind, text, options }: ParseTask): ParseOutcome {
  try {
    const parsed = kind === 'csv' ? parseCsvImport(text) : parseBetfairJson(text, options);
    return { ok: true, parsed };
  } catch (err) {
    if (!(err instanceof ImportFormatError)) throw err;
    const { message, where, tried, code, params } = err;
    return { ok: false, refusal: { message, where, tried, code, params } };
  }
}

/** The refusal back as the ImportFormatError the importer threw. */
export function refusalError({ message, where, tried, code, params }: ParseRefusal) {
  return new ImportFormatError(message, where, tried, code, params);
}
