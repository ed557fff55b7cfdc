import v8 from 'node:v8';
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

/**
 * A parse's bets come back serialized in batches (`betBatches`, v8.serialize), the rest as is:
 * copying bytes between threads is cheap, and the main thread deserializes one batch per turn
 * of its event loop instead of a whole 24 MB history's objects at once.
 */
export type ParseOutcome =
  | { ok: true; parsed: Omit<ParsedImport, 'bets'>; betBatches: Uint8Array[] }
  | { ok: false; refusal: ParseRefusal };

/** Bets per serialized batch. */
const BETS_PER_BATCH = 500;

/**
 * Reads and maps a pasted history: the CPU-heavy part of an import, run in the worker pool
 * (services/import-pool.ts) so a 24 MB paste does not stall other requests.
 */
export default function parseImport({ kind, text, options }: ParseTask): ParseOutcome {
  try {
    const { bets, ...parsed } =
      kind === 'csv' ? parseCsvImport(text) : parseBetfairJson(text, options);
    const betBatches: Uint8Array[] = [];
    for (let i = 0; i < bets.length; i += BETS_PER_BATCH)
      betBatches.push(v8.serialize(bets.slice(i, i + BETS_PER_BATCH)));
    return { ok: true, parsed, betBatches };
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
