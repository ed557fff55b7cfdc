import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './conditional.ts';

const gzip = promisify(zlib.gzip);

/**
 * Gzip's default level 6: on a 10,000-bet history (10.6 MB of JSON) it writes 325 KB in ~60 ms
 * on zlib's thread pool, where level 3 wrote 460 KB in ~25 ms and level 9 267 KB in ~110 ms.
 * A history travels whole once per browser (later only its changes), so bytes matter more
 * than the 35 ms.
 */
export const gzipJson = (json: Buffer): Promise<Buffer> => gzip(json, { level: 6 });

/**
 * A JSON answer encoded once and served many times, gzipped on the first request that asks.
 * Its text is kept in parts that every request sends as they are: a client that reads slowly
 * (or never) holds references to the same memory, never a copy of its own (a 53 MB history
 * copied together per request took 20 such clients to 1 GB of RSS).
 */
export interface CachedJson {
  /** The text, in order; shared by every request (never written to). */
  readonly parts: readonly Buffer[];
  gzipped(): Promise<Buffer>;
}

export function cachedJson(json: Buffer): CachedJson {
  let compressed: Promise<Buffer> | undefined;
  return { parts: [json], gzipped: () => (compressed ??= gzipJson(json)) };
}

/** The whole text of an answer, copied together (tests; a route sends the parts). */
export const jsonOf = (answer: CachedJson): Buffer => Buffer.concat(answer.parts);

/**
 * The parts as the body of a reply, with their length: one Buffer as it is, several as a
 * stream over the same Buffers (piped, so a client that stops reading stops the stream; what
 * waits is references, not copies).
 */
export function sendParts(reply: FastifyReply, parts: readonly Buffer[]): FastifyReply {
  if (parts.length === 1) return reply.send(parts[0]);
  reply.header(
    'content-length',
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  return reply.send(Readable.from(parts));
}

/** Sends a cached answer, gzipped when the client accepts it. */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding, cookie');
  if (!acceptsGzip(request.headers['accept-encoding'])) return sendParts(reply, answer.parts);
  reply.header('content-encoding', 'gzip');
  return reply.send(await answer.gzipped());
}
