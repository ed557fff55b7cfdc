import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/*
 * The built app as an installable one (decision 030): reads apps/web/dist, so it checks the
 * build `npm run build` made. Without one it is skipped, and says so.
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const built = fs.existsSync(path.join(dist, 'index.html'));
if (!built) console.warn('\n!!! apps/web/dist is not built (npm run build): SKIPPED\n');

/** The home page's JS + CSS on the wire, brotli (bench/first-page-bench.ts's target). */
const FIRST_PAGE_BUDGET_BYTES = 170_000;

const read = (file: string) => fs.readFileSync(path.join(dist, file));

/** Width and height from a PNG's IHDR, which follows the 8-byte signature and chunk header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = read(file);
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The scripts and styles index.html loads, as paths under dist. */
function firstPageFiles(): string[] {
  const html = read('index.html').toString();
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)];
  return refs.map((match) => match[1] ?? '');
}

describe.skipIf(!built)('the installable app in the build', () => {
  it('emits the manifest, linked from index.html, with its fields and icons', () => {
    expect(read('index.html').toString()).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );
    const manifest = JSON.parse(read('manifest.webmanifest').toString()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'StakeLab',
      short_name: 'StakeLab',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b7654',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(pngSize('icons/icon-192.png')).toEqual({ width: 192, height: 192 });
    expect(pngSize('icons/icon-512.png')).toEqual({ width: 512, height: 512 });
    expect(pngSize('icons/icon-maskable-512.png')).toEqual({ width: 512, height: 512 });
  });

  it('emits the service worker with the shell precached and no API in it', () => {
    const worker = read('sw.js').toString();
    expect(worker).toContain('"index.html"');
    const historyChunk = fs.readdirSync(path.join(dist, 'assets')).find((file) => {
      return /^history-page-.+\.js$/.test(file);
    });
    expect(historyChunk).toBeDefined();
    expect(worker).toContain(`assets/${historyChunk}`);
    // The precompressed copies are the server's to pick, never precached.
    expect(worker).not.toMatch(/\.(br|gz)"/);
    expect(worker).not.toContain('"api/');
  });

  it('keeps the worker and its registration out of the first page, within its byte budget', () => {
    const files = firstPageFiles();
    expect(files.some((file) => file.startsWith('assets/boot-'))).toBe(true);
    let bytes = 0;
    for (const file of files) {
      const content = read(file);
      expect(content.toString(), file).not.toContain('workbox');
      bytes += zlib.brotliCompressSync(content).length;
    }
    expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_BYTES);
    // The registration is a chunk of its own, asked for after load.
    const register = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((file) => /^register-service-worker-.+\.js$/.test(file));
    expect(register).toHaveLength(1);
    expect(files).not.toContain(`assets/${register[0]}`);
  });
});
