import v8 from 'node:v8';
import {
  ImportFormatError,
  parseBetfairJson,
  parseCsvImport,
  uploadRequestSchema,
  type FieldError,
  type ImportOptions,
  type ParsedImport,
  type UploadRequest,
} from '@stakelab/core';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import secureJson from 'secure-json-parse';
import { isOwnEmail } from '../auth/own-email.ts';
import { fieldErrorsOf } from '../http/validation-errors.ts';
import { requestValidatorCompiler } from '../http/request-validator.ts';

/** Which importer reads the text. */
export type ImportKind = 'betfair-json' | 'csv';

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
}

/** The upload request's fields but the pasted text. */
export type UploadChoicesRequest = Omit<UploadRequest, 'data'>;

/**
 * A parse's bets come back serialized in batches (`betBatches`, v8.serialize), the rest as is:
 * copying bytes between threads is cheap, and the main thread deserializes one batch per turn
 * of its event loop instead of a whole 24 MB history's objects at once.
 */
export type ParseOutcome =
  | {
      ok: true;
      request: UploadChoicesRequest;
      parsed: Omit<ParsedImport, 'bets'>;
      betBatches: Uint8Array[];
    }
  | { ok: false; refusal: ParseRefusal }
  /** The body is not JSON (the same 400 as fastify's own JSON parser answers). */
  | { ok: false; invalidJson: true }
  /** The body is JSON but not an upload request: the fields and reasons of a schema's 400. */
  | { ok: false; invalidFields: FieldError[] }
  /** The body names another user's e-mail. */
  | { ok: false; notOwnEmail: true };

const EMPTY_BODY = new Uint8Array(0);

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
  let json: unknown;
  try {
    // As fastify's own JSON parser: a body with __proto__ or constructor.prototype is refused.
    json = secureJson.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength), {
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
 * Reads an upload: its JSON body, its fields, then the pasted history, mapped to bets. The
 * CPU-heavy part of an import, run in the worker pool (services/import-pool.ts) so a 24 MB
 * paste does not stall other requests.
 */
export function parseUpload(task: ParseTask): ParseOutcome {
  const { kind, ownEmail, options } = task;
  const read = readRequest(task.body);
  // The body's bytes (up to 25 MB) are not needed once read: they go before the history is
  // parsed, the thread's heaviest moment.
  task.body = EMPTY_BODY;
  if ('refused' in read) return read.refused;
  const { data, ...request } = read.request;
  if (!isOwnEmail(request.userEmail, ownEmail)) return { ok: false, notOwnEmail: true };
  try {
    const { bets, ...parsed } =
      kind === 'csv' ? parseCsvImport(data) : parseBetfairJson(data, options);
    const betBatches: Uint8Array[] = [];
    for (let i = 0; i < bets.length; i += BETS_PER_BATCH)
      betBatches.push(ownBuffer(v8.serialize(bets.slice(i, i + BETS_PER_BATCH))));
    return { ok: true, request, parsed, betBatches };
  } catch (err) {
    if (!(err instanceof ImportFormatError)) throw err;
    const { message, where, tried, code, params } = err;
    return { ok: false, refusal: { message, where, tried, code, params } };
  }
}

/** The bytes in an ArrayBuffer of their own, so that moving it moves nothing else. */
function ownBuffer(bytes: Buffer): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : new Uint8Array(bytes);
}

/**
 * The worker's entry: parseUpload, with the serialized bets moved to the main thread, not
 * copied (about 37 MB for a 24 MB paste, which the thread would otherwise hold until it ends
 * while the main thread holds the copy).
 */
export default function parseImport(task: ParseTask): ParseOutcome {
  const outcome = parseUpload(task);
  if (!outcome.ok) return outcome;
  return move({
    [transferableSymbol]: outcome.betBatches.map((batch) => batch.buffer),
    [valueSymbol]: outcome,
  }) as unknown as ParseOutcome;
}

/** The refusal back as the ImportFormatError the importer threw. */
export function refusalError({ message, where, tried, code, params }: ParseRefusal) {
  return new ImportFormatError(message, where, tried, code, params);
}
