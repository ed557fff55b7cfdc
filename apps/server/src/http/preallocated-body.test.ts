import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPreallocatedBody } from './preallocated-body.ts';

/** A body sent as these chunks, with this Content-Length header (none when undefined). */
function read(chunks: string[], contentLength: number | undefined, limit = 10) {
  const headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  return readPreallocatedBody({ headers }, Readable.from(chunks.map((c) => Buffer.from(c))), limit);
}

describe('reading a body into one buffer of its declared length', () => {
  it('joins the chunks into a buffer of its own (it can move to a thread)', async () => {
    const body = await read(['{"a":', '1}'], 7);
    expect(body.toString()).toBe('{"a":1}');
    expect(body.byteOffset).toBe(0);
    expect(body.buffer.byteLength).toBe(7);
  });

  it('reads a body sent without a length in chunks, under the same limit', async () => {
    expect((await read(['12345', '6789'], undefined)).toString()).toBe('123456789');
    await expect(read(['123456', '78901'], undefined)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    await expect(read(['1'], 11)).rejects.toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('refuses a body longer or shorter than it declared', async () => {
    await expect(read(['12345', '67'], 6)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    });
    await expect(read(['12345'], 6)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    });
  });
});
