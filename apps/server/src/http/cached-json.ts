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

/** The same for an answer in parts, compressed as one text without copying them together. */
export function gzipJsonParts(parts: readonly Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Larger chunks than zlib's 16 KB: fewer trips through the event loop for a 100 MB text.
    const stream = zlib.createGzip({ level: 6, chunkSize: 256 * 1024 });
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(out)));
    stream.on('error', reject);
    for (const part of parts) stream.write(part);
    stream.end();
  });
}

/** A JSON answer encoded once and served many times, gzipped on the first request that asks. */
export interface CachedJson {
  readonly json: Buffer;
  gzipped(): Promise<Buffer>;
}

export function cachedJson(json: Buffer): CachedJson {
  let compressed: Promise<Buffer> | undefined;
  return { json, gzipped: () => (compressed ??= gzipJson(json)) };
}

/** Sends a cached answer, gzipped when the client accepts it. */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding, cookie');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer.json);
  reply.header('content-encoding', 'gzip');
  return reply.send(await answer.gzipped());
}
