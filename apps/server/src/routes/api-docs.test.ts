import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RegisteredRoute } from '../plugins/api-docs.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options'] as const;

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<string, { security?: Array<Record<string, string[]>> }>>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

/** `/bets/:id` as OpenAPI spells it: `/bets/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Where the routes and the document disagree: each /api route (but the docs' own, and the HEAD
 * twin fastify adds to a GET) missing from the document, and each documented operation that no
 * route answers.
 */
function disagreements(
  routes: readonly RegisteredRoute[],
  doc: OpenApiDocument,
  hasRoute: (method: string, url: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const { method, url } of routes) {
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || method === 'HEAD') continue;
    if (!doc.paths[openApiPath(url)]?.[method.toLowerCase()])
      found.push(`undocumented ${method} ${url}`);
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const url = path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
      if (!hasRoute(method.toUpperCase(), url))
        found.push(`no route for ${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}

describeWithDatabase(`the OpenAPI document on ${testDialect}`, () => {
  let server: TestServer;
  let doc: OpenApiDocument;
  const hasRoute = (method: string, url: string) =>
    server.app.hasRoute({ method: method as 'GET', url });

  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.request('/api/docs/json');
    expect(res.status).toBe(200);
    doc = (await bodyOf(res)) as OpenApiDocument;
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('holds every /api route, and only routes that exist', () => {
    expect(disagreements(server.app.registeredRoutes, doc, hasRoute)).toEqual([]);
    // 80-odd operations, among them the ones this issue added and the history's.
    expect(doc.paths['/api/auth/tokens']?.post).toBeDefined();
    expect(doc.paths['/api/auth/tokens/{id}']?.delete).toBeDefined();
    expect(doc.paths['/api/history/upload-csv']?.post).toBeDefined();
    expect(doc.paths['/api/docs/json']).toBeUndefined();
  });

  it('notices a route missing from the document and a documented path with no route', () => {
    const tampered = structuredClone(doc);
    delete tampered.paths['/api/history/sports'];
    tampered.paths['/api/history/nowhere'] = { get: {} };
    expect(disagreements(server.app.registeredRoutes, tampered, hasRoute)).toEqual([
      'undocumented GET /api/history/sports',
      'no route for GET /api/history/nowhere',
    ]);
  });

  it("documents the requests and answers from the routes' own zod schemas", () => {
    const create = doc.paths['/api/auth/tokens']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: unknown } } };
    };
    // createApiTokenRequestSchema (packages/core/src/contract/api-tokens.ts), as JSON Schema.
    expect(create.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 60 },
        scope: { type: 'string', enum: ['bets:read', 'bets:write'] },
        expires_in_days: { type: 'number', enum: [30, 90, 365] },
      },
      required: ['name', 'scope', 'expires_in_days'],
    });
  });

  it("documents the uploads' body, which a worker thread reads and checks", () => {
    const upload = doc.paths['/api/history/upload-csv']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(upload.requestBody.content['application/json'].schema.required).toEqual(['data']);
  });

  it('documents the bearer scheme on the history and import routes only', () => {
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const security = (path: string, method: string) => doc.paths[path]?.[method]?.security;
    expect(security('/api/history/user-bets', 'get')).toEqual([
      { sessionCookie: [] },
      { bearerToken: ['bets:read'] },
    ]);
    expect(security('/api/history/upload-csv', 'post')).toEqual([
      { sessionCookie: [] },
      { bearerToken: ['bets:write'] },
    ]);
    for (const [path, method] of [
      ['/api/auth/tokens', 'get'],
      ['/api/auth/change-password', 'post'],
      ['/api/auth/user-profile', 'get'],
      ['/api/admin/mail-outbox', 'get'],
    ] as const) {
      expect([path, security(path, method)]).toEqual([path, [{ sessionCookie: [] }]]);
    }
    expect(security('/api/health', 'get')).toBeUndefined();
  });

  it("serves the reference page under the app's Content-Security-Policy, with its own files", async () => {
    const page = await server.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    // Scripts only from files (none inline), which script-src 'self' allows.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).toEqual([
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/static/swagger-ui-standalone-preset.js',
      '/api/docs/static/swagger-initializer.js',
    ]);
    for (const script of scripts) {
      const res = await server.request(script);
      expect([script, res.status]).toEqual([script, 200]);
      expect(res.headers.get('content-type')).toContain('javascript');
      // Read to the end: an unread body keeps its connection, and the server's close waits.
      await res.arrayBuffer();
    }
    // An unknown path under the docs is the API's JSON 404, not the SPA.
    const missing = await server.request('/api/docs/nothing-here');
    expect(missing.status).toBe(404);
    expect((await bodyOf(missing)).code).toBe('NOT_FOUND');
  });
});
