import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const SCRIPT = `export const words = ${JSON.stringify('stake '.repeat(300))};\n`;
const STYLE = '.card { padding: 4px; }\n'.repeat(40);

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function build(files: Record<string, string | Buffer>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-precompress-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }
  const read = (file: string) => fs.readFileSync(path.join(dir, file));

  it('writes .br and .gz copies of text files that decode to the original', async () => {
    build({
      'index.html': `<p>${'hello '.repeat(100)}</p>`,
      'assets/app-1.js': SCRIPT,
      'assets/app-1.css': STYLE,
    });
    const report = await precompressDir(dir);

    for (const file of ['index.html', 'assets/app-1.js', 'assets/app-1.css']) {
      expect(zlib.brotliDecompressSync(read(`${file}.br`))).toEqual(read(file));
      expect(zlib.gunzipSync(read(`${file}.gz`))).toEqual(read(file));
    }
    const script = report.find((f) => f.file === 'assets/app-1.js');
    expect(script).toEqual({
      file: 'assets/app-1.js',
      bytes: Buffer.byteLength(SCRIPT),
      brotliBytes: read('assets/app-1.js.br').length,
      gzipBytes: read('assets/app-1.js.gz').length,
    });
    // 300 repeats of one word: far smaller than the 1,829 bytes it came from.
    expect(script?.brotliBytes).toBeLessThan(100);
  });

  it('leaves binary files, tiny files and files that do not shrink alone', async () => {
    build({
      'logo.png': SCRIPT,
      'tiny.js': 'let a = 1;',
      // Random bytes do not compress: both encoders' output is larger than the input.
      'random.txt': crypto.randomBytes(4096),
    });
    const report = await precompressDir(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'random.txt', 'tiny.js']);
    expect(report.find((f) => f.file === 'random.txt')).toEqual({
      file: 'random.txt',
      bytes: 4096,
      brotliBytes: null,
      gzipBytes: null,
    });
  });
});
