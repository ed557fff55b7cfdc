import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cachedDataDirCheck, probeDataDir } from '../services/data-dir-check.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>StakeLab</title></head><body>spa</body></html>';

describeWithDatabase(`platform API on ${testDialect}`, () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    server = await startTestServer({
      beforeListen(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail');
        });
      },
      env: { WEB_DIST_DIR: makeWebBuild() },
    });
  });
  afterAll(() => server.close());

  function makeWebBuild(): string {
    webDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'stakelab-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'color-scheme.js'), '/* bootstrap */');
    return webDir;
  }

  it('GET /api/health checks the database', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ success: true, status: 'ok', database: testDialect });
  });

  it('GET /api/config gives the public settings only', async () => {
    const body = await bodyOf(await server.request('/api/config'));
    expect(body).toEqual({
      supportEmail: 'support@stakelab.app',
      socialLinks: {
        messaging: 'https://t.me/stakelab',
        video: 'https://www.youtube.com/@stakelab',
        shortPost: 'https://x.com/stakelab',
        photo: 'https://www.instagram.com/stakelab',
      },
      tipsterName: 'StakeLab Tipster',
    });
  });

  it.each(['/', '/whatever', '/history', '/stakes', '/stakes/', '/deep/client/route?x=1'])(
    'serves the SPA at %s',
    async (url) => {
      const res = await server.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await server.request('/color-scheme.js');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/whatever'],
    ['POST', '/api/whatever'],
    ['GET', '/api'],
    ['GET', '/assets/missing.js'],
  ])('%s %s is a JSON 404', async (method, url) => {
    const res = await server.request(url, { method });
    expect(res.status).toBe(404);
    expect(await bodyOf(res)).toEqual({
      success: false,
      message: `Not found: ${method} ${url}`,
      code: 'NOT_FOUND',
    });
  });

  it('hides internal errors behind the one error shape', async () => {
    const res = await server.request('/api/test/explode');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Internal server error',
      code: 'INTERNAL',
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await server.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      success: false,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await server.request('/api/contact', {
      json: { name: 'A', email: 'a@example.com', message: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await bodyOf(res)).toMatchObject({
      success: false,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'The request is too large: uploads may be up to 25 MB, other requests 100 KB.',
    });
  });

  it('sends security headers with a CSP that allows only its own scripts', async () => {
    const res = await server.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports 503 from the health check when the data directory takes no writes', async () => {
    const broken = await startTestServer();
    // Root ignores file modes, so the directory is replaced by a file rather than made
    // read-only: every write under it now fails, as on a full or read-only disk.
    fs.rmSync(broken.config.dataDir, { recursive: true, force: true });
    fs.writeFileSync(broken.config.dataDir, 'not a directory');
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await bodyOf(res)).toEqual({
      success: false,
      message: 'The data directory cannot be written to',
      code: 'DATA_DIR_NOT_WRITABLE',
    });
    await broken.close();
  });

  it('writes the health probe under DATA_DIR once for two health calls in a row', async () => {
    let probes = 0;
    let dataDir = '';
    const counted = await startTestServer({
      // A clock that stands still: the second call is as fresh as the first, however slow.
      dataDirCheck: cachedDataDirCheck({
        probe: () => {
          probes += 1;
          return probeDataDir(dataDir);
        },
        now: () => 0,
      }),
    });
    dataDir = counted.config.dataDir;
    expect((await counted.request('/api/health')).status).toBe(200);
    expect((await counted.request('/api/health')).status).toBe(200);
    expect(probes).toBe(1);
    await counted.close();
  });

  it('reports 503 from the health check when the database is gone', async () => {
    const broken = await startTestServer();
    await broken.database.destroy();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await bodyOf(res)).toEqual({
      success: false,
      message: 'Database unavailable',
      code: 'DATABASE_UNAVAILABLE',
    });
    await broken.close();
  });
});
