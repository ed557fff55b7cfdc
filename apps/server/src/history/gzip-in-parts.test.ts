import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipInParts, gzipJsonParts } from './gzip-in-parts.ts';

describe('gzip of a text in parts', () => {
  it('gives the parts’ text, however many and however large they are', async () => {
    // 20,000 small parts (a history's texts and commas) and parts larger than a run (1 MB).
    const parts = Array.from({ length: 20_000 }, (_, i) =>
      Buffer.from(i % 2 ? ',' : `{"Id":${i}}`),
    );
    parts.splice(5_000, 0, Buffer.alloc(1_500_000, 'a'), Buffer.alloc(3, 'b'));
    const text = Buffer.concat(parts).toString();
    expect(zlib.gunzipSync(await gzipJsonParts(parts)).toString()).toBe(text);
  });

  it('takes parts as they come, and an empty text', async () => {
    const gzip = new GzipInParts(Buffer.from('{"bets":['));
    gzip.write(Buffer.from('1'));
    gzip.write(Buffer.from(',2'));
    expect(zlib.gunzipSync(await gzip.end(Buffer.from(']}'))).toString()).toBe('{"bets":[1,2]}');
    expect(zlib.gunzipSync(await new GzipInParts().end()).toString()).toBe('');
  });
});
