import type { MessagePort } from 'node:worker_threads';
// The importers and the upload's contract only, not core's index: the thread (a spare one waits
// in the server) loads and holds less (docs/decisions/011).
import type { FieldError } from '@stakelab/core/contract/error';
import {
  ImportFormatError,
  type ImportOptions,
  type ParsedImport,
} from '@stakelab/core/bets/bet-record';
import { uploadRequestSchema, type UploadRequest } from '@stakelab/core/contract/history';
import { parseBetfairJson } from '@stakelab/core/import/betfair-json';
import { parseCsvImport, SheetNeedsMapping } from '@stakelab/core/import/csv';
import { parseCurlCommand, type CurlRequest } from '@stakelab/core/import/curl/parse-command';
import { detectImportKind, type ImportTextKind } from '@stakelab/core/import/detect-kind';
import type { SheetGuess } from '@stakelab/core/import/sheet-guess';
import { findJsonTooDeep } from '@stakelab/core/import/json-depth';
import secureJson from 'secure-json-parse';
import { isOwnEmail } from '../auth/own-email.ts';
import { fieldErrorsOf } from '../http/validation-errors.ts';
import { requestValidatorCompiler } from '../http/request-validator.ts';

/**
 * Which importer reads the text when it is none of JSON, cURL or CSV: the endpoint's own (the
 * text's kind, detected, decides otherwise, whichever endpoint it came to).
 */
export type ImportKind = 'betfair-json' | 'csv';

/** The importer of a detected kind of text. */
export const IMPORT_KIND_OF: Readonly<Record<Exclude<ImportTextKind, 'curl'>, ImportKind>> = {
  json: 'betfair-json',
  csv: 'csv',
};

export interface ParseTask {
  kind: ImportKind;
  /**
   * The upload's raw JSON body (docs/product.md §7's `{ data, userEmail, … }`), moved to the
   * worker, not copied: decoding, parsing and validating 24 MB of JSON is work for this thread.
   */
  body: Uint8Array;
  /** The signed-in user's e-mail: the body's userEmail must name it. */
  ownEmail: string;
  options: ImportOptions;
}

/** An importer's refusal as plain data: an Error's class does not cross a thread. */
export interface ParseRefusal {
  message: string;
  where: string | undefined;
  tried: readonly string[];
  code: ImportFormatError['code'];
  params: ImportFormatError['params'];
  /** A sheet no known format fits: the mapper's first guess and the header's signature. */
  needsMapping?: { guess: SheetGuess; signature: string };
}

/** The upload request's fields but the pasted text. */
export type UploadChoicesRequest = Omit<UploadRequest, 'data'>;

/** A parse as a thread runs it: the upload, and the port its bets go back through. */
export interface ThreadTask extends ParseTask {
  /**
   * The bets are posted here in batches as they are ready, each `raw` as its JSON text (read
   * back as a RawJson): the main thread reads a batch, in a few ms, while the thread readies
   * the next, instead of a whole 24 MB history's objects at once after it.
   */
  betsPort: MessagePort;
}

/** A parse's outcome; its bets went through the task's port (`batches` of them). */
export type ParseOutcome =
  | {
      ok: true;
      request: UploadChoicesRequest;
      parsed: Omit<ParsedImport, 'bets'>;
      batches: number;
    }
  /**
   * The text is a cURL command (pasted on another tab): the request it describes, which the
   * main thread replays through its guarded fetch (a thread makes no network requests).
   */
  | { ok: true; request: UploadChoicesRequest; curl: CurlRequest }
  | { ok: false; refusal: ParseRefusal }
  /** The body is not JSON (the same 400 as fastify's own JSON parser answers). */
  | { ok: false; invalidJson: true }
  /** The body is JSON but not an upload request: the fields and reasons of a schema's 400. */
  | { ok: false; invalidFields: FieldError[] }
  /** The body names another user's e-mail. */
  | { ok: false; notOwnEmail: true };

const EMPTY_BODY = new Uint8Array(0);

/** How deep an upload request's JSON may nest (it needs two levels). */
const UPLOAD_MAX_DEPTH = 8;

/** The message a thread posts on a task's bets port as it starts reading. */
export const PARSE_STARTED = 'started';

/** Bets per serialized batch. */
const BETS_PER_BATCH = 200;

/** The same checks a route's body schema makes (the NUL refusal, then the zod schema). */
const validateUpload = requestValidatorCompiler({
  schema: uploadRequestSchema,
  method: 'POST',
  url: '/api/history/upload',
  httpPart: 'body',
});

/** The body as an upload request, or the answer refusing it. */
function readRequest(body: Uint8Array): { request: UploadRequest } | { refused: ParseOutcome } {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  // The request is an object of strings and a list of ids (two levels): JSON.parse of millions
  // of nested brackets takes seconds before any schema looks at it; one pass refuses them first.
  if (findJsonTooDeep(text, UPLOAD_MAX_DEPTH) !== null)
    return { refused: { ok: false, invalidFields: [{ field: 'body', message: 'tooDeep' }] } };
  let json: unknown;
  try {
    // As fastify's own JSON parser: a body with __proto__ or constructor.prototype is refused.
    json = secureJson.parse(text, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    return { refused: { ok: false, invalidJson: true } };
  }
  const checked = validateUpload(json) as { value?: UploadRequest; error?: Error[] };
  if (checked.error) {
    const issues = checked.error as unknown as { instancePath: string; message?: string }[];
    return { refused: { ok: false, invalidFields: fieldErrorsOf(issues, 'body') } };
  }
  return { request: checked.value as UploadRequest };
}

/**
 * The pasted history mapped to bets, read as what it is (JSON, CSV), else as the endpoint's
 * kind; a cURL command as the request to replay. The text (up to 25 MB) is let go once read.
 */
function parseHistory(
  kind: ImportKind,
  request: UploadRequest,
  options: ImportOptions,
): ParsedImport | { curl: CurlRequest } {
  const text = request.data;
  request.data = '';
  const detected = detectImportKind(text);
  if (detected === 'curl') return { curl: parseCurlCommand(text) };
  const importer = detected === null ? kind : IMPORT_KIND_OF[detected];
  if (importer === 'betfair-json') return parseBetfairJson(text, options);
  // A CSV is read with the request's column mapping when it has one.
  return parseCsvImport(text, request.mapping ? { ...options, csvMapping: request.mapping } : {});
}

/**
 * Reads an upload: its JSON body, its fields, then the pasted history, mapped to bets. The
 * CPU-heavy part of an import, run in the worker pool (services/import-pool.ts) so a 24 MB
 * paste does not stall other requests.
 */
export function parseUpload(task: ThreadTask): ParseOutcome {
  const { kind, ownEmail, options, betsPort } = task;
  const read = readRequest(task.body);
  // The body's bytes (up to 25 MB) are not needed once read: they go before the history is
  // parsed, the thread's heaviest moment.
  task.body = EMPTY_BODY;
  if ('refused' in read) return read.refused;
  if (!isOwnEmail(read.request.userEmail, ownEmail)) return { ok: false, notOwnEmail: true };
  try {
    const history = parseHistory(kind, read.request, options);
    const { data: _read, ...request } = read.request;
    if ('curl' in history) return { ok: true, request, curl: history.curl };
    const { bets, ...parsed } = history;
    let batches = 0;
    // Each batch leaves the thread's hands as it goes: the main thread builds its copy while
    // this one still holds the rest, and both at once were the process's memory peak.
    for (let batch; (batch = bets.splice(0, BETS_PER_BATCH)).length > 0; batches += 1) {
      // The source as JSON text here: cheaper to copy and read back than its objects, and the
      // main thread stores it as text anyway (repositories/raw-json.ts).
      for (const bet of batch) if (bet.raw !== undefined) bet.raw = JSON.stringify(bet.raw);
      betsPort.postMessage(batch);
    }
    return { ok: true, request, parsed, batches };
  } catch (err) {
    if (!(err instanceof ImportFormatError)) throw err;
    const { message, where, tried, code, params } = err;
    const refusal: ParseRefusal = { message, where, tried, code, params };
    // The guess is plain data: it crosses the thread as it is, the class is made again there.
    if (err instanceof SheetNeedsMapping)
      refusal.needsMapping = { guess: err.guess, signature: err.signature };
    return { ok: false, refusal };
  }
}

/** The worker's entry. */
export default function parseImport(task: ThreadTask): ParseOutcome {
  // The pool's time budget starts now, not while the thread was starting (services/import-pool.ts).
  task.betsPort.postMessage(PARSE_STARTED);
  return parseUpload(task);
}

/** The refusal back as the ImportFormatError (or SheetNeedsMapping) the importer threw. */
export function refusalError({ message, where, tried, code, params, needsMapping }: ParseRefusal) {
  const err = new ImportFormatError(message, where, tried, code, params);
  return needsMapping
    ? new SheetNeedsMapping(err, needsMapping.guess, needsMapping.signature)
    : err;
}
