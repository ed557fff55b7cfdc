import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSpa } from './spa.ts';

// A built SPA as apps/web's build leaves it: text files with .br and .gz copies beside them.
const INDEX_HTML = `<!doctype html><html><head><title>StakeLab</title></head><body>${'<p>spa</p>'.repeat(40)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const GZIP_ONLY_CSS = `${'.card { padding: 4px; }\n'.repeat(50)}`;
const PLAIN_JS = '/* bootstrap */';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text));
const gzip = (text: string) => zlib.gzipSync(Buffer.from(text));

function writeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, content: string | Buffer) =>
    fs.writeFileSync(path.join(dir, file), content);
  write('index.html', INDEX_HTML);
  write('index.html.br', brotli(INDEX_HTML));
  write('index.html.gz', gzip(INDEX_HTML));
  write('assets/app-abc123.js', APP_JS);
  write('assets/app-abc123.js.br', brotli(APP_JS));
  write('assets/app-abc123.js.gz', gzip(APP_JS));
  write('assets/style-def456.css', GZIP_ONLY_CSS);
  write('assets/style-def456.css.gz', gzip(GZIP_ONLY_CSS));
  write('color-scheme.js', PLAIN_JS);
  return dir;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('SPA serving of precompressed files', () => {
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = writeWebBuild();
    app = Fastify();
    registerErrorHandler(app);
    await registerSpa(app, webDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });
  const fileSize = (file: string) => fs.statSync(path.join(webDir, file)).size;

  it('sends the brotli copy when the browser accepts br, as a browser asks', async () => {
    const res = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The type of what was compressed, the same as the original's.
    const original = await get('/assets/app-abc123.js');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-type']).toBe(original.headers['content-type']);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(fileSize('assets/app-abc123.js.br'));
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(decode(res.rawPayload, 'br')).toBe(APP_JS);
  });

  it('falls back to gzip when br is not accepted', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(fileSize('assets/app-abc123.js.gz'));
    expect(decode(res.rawPayload, 'gzip')).toBe(APP_JS);
  });

  it('honours q=0: br refused by the browser is not sent', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res.rawPayload, 'gzip')).toBe(APP_JS);
  });

  it('falls back to gzip when the file has no brotli copy', async () => {
    const res = await get('/assets/style-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(res.rawPayload, 'gzip')).toBe(GZIP_ONLY_CSS);
  });

  it.each<Record<string, string>>([
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'deflate' },
  ])('sends the original bytes when neither br nor gzip is accepted (%o)', async (headers) => {
    const res = await get('/assets/app-abc123.js', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
    expect(res.body).toBe(APP_JS);
  });

  it('sends the original of a file without compressed copies, with Vary', async () => {
    const res = await get('/color-scheme.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(PLAIN_JS);
  });

  it.each(['/', '/history', '/deep/client/route?x=1'])(
    'sends index.html compressed and revalidated at %s',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, 'br')).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD with the headers of the copy it would send and no body', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(fileSize('assets/app-abc123.js.br'));
    expect(res.rawPayload.length).toBe(0);
  });

  it('revalidates each encoding with its own ETag', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-abc123.js');
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a byte range of the original when no encoding is accepted', async () => {
    const res = await get('/assets/app-abc123.js', { range: 'bytes=0-11' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-11/${Buffer.byteLength(APP_JS)}`);
    expect(res.body).toBe('export const');
  });

  it('serves a byte range of the compressed copy it names in Content-Encoding', async () => {
    const res = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      range: 'bytes=0-9',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBe('gzip');
    const gz = fs.readFileSync(path.join(webDir, 'assets/app-abc123.js.gz'));
    expect(res.headers['content-range']).toBe(`bytes 0-9/${gz.length}`);
    expect(res.rawPayload).toEqual(gz.subarray(0, 10));
  });

  it('keeps missing assets a JSON 404 whatever the encoding', async () => {
    const res = await get('/assets/missing.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Not found: GET /assets/missing.js',
      code: 'NOT_FOUND',
    });
  });
});

describe('security headers on the SPA', () => {
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = writeWebBuild();
    fs.writeFileSync(path.join(webDir, 'assets/history.worker-aa11.js'), PLAIN_JS);
    app = Fastify();
    registerErrorHandler(app);
    await registerSecurityHeaders(app, false);
    await registerSpa(app, webDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('the page carries the document policies; a hashed script only nosniff and CORP', async () => {
    const page = await app.inject({ url: '/history' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("a worker's script keeps the policy the worker runs under", async () => {
    const worker = await app.inject({ url: '/assets/history.worker-aa11.js' });
    expect(worker.headers['content-security-policy']).toContain("connect-src 'self'");
  });
});
