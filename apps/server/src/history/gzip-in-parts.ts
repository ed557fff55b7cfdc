import zlib from 'node:zlib';

/** Parts are handed to zlib in runs of about this many bytes (see GzipInParts.write). */
const GZIP_RUN_BYTES = 1024 * 1024;

/**
 * One text gzipped (at http/cached-json.ts's gzipJson level) from parts handed in as they come, on zlib's thread pool: the
 * whole text is never copied together, and compressing the first parts overlaps making the
 * next. Small parts are gathered into runs of ~1 MB first: zlib takes each write to its pool
 * and back, and a 10,000-bet history in its 20,000 parts (each bet's text, each comma) took
 * ~600 ms that way.
 */
export class GzipInParts {
  // Larger chunks than zlib's 16 KB: fewer trips through the event loop for a 100 MB text.
  readonly #stream = zlib.createGzip({ level: 6, chunkSize: 256 * 1024 });
  readonly #result: Promise<Buffer>;
  #run: Buffer[] = [];
  #runBytes = 0;

  constructor(first?: Buffer) {
    const out: Buffer[] = [];
    this.#result = new Promise((resolve, reject) => {
      this.#stream.on('data', (chunk: Buffer) => out.push(chunk));
      this.#stream.on('end', () => resolve(Buffer.concat(out)));
      this.#stream.on('error', reject);
    });
    // Abandoned: nobody waits for the result.
    this.#result.catch(() => undefined);
    if (first) this.write(first);
  }

  write(part: Buffer): void {
    this.#run.push(part);
    this.#runBytes += part.length;
    if (this.#runBytes >= GZIP_RUN_BYTES) this.#flushRun();
  }

  /** The last part; resolves with the whole text gzipped. */
  end(last?: Buffer): Promise<Buffer> {
    if (last) this.write(last);
    this.#flushRun();
    this.#stream.end();
    return this.#result;
  }

  /** Stops and frees the stream (the text will not be complete). */
  abandon(): void {
    this.#run = [];
    this.#stream.destroy();
  }

  #flushRun(): void {
    if (this.#run.length === 0) return;
    const run = this.#run;
    this.#run = [];
    this.#runBytes = 0;
    this.#stream.write(run.length === 1 ? (run[0] as Buffer) : Buffer.concat(run));
  }
}

/** An answer in parts gzipped as one text, without copying them together. */
export function gzipJsonParts(parts: readonly Buffer[]): Promise<Buffer> {
  const gzip = new GzipInParts();
  for (const part of parts) gzip.write(part);
  return gzip.end();
}
