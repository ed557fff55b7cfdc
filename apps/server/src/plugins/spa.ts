import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler.ts';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated. Unknown non-API paths get index.html so client routing handles them; unknown
 * /api paths (and missing assets) get the JSON 404.
 *
 * The web build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (apps/web/build-plugins/precompress.ts): the file the request's Accept-Encoding prefers is
 * sent as it is (br, then gzip, then the original), with Content-Encoding, the original's
 * Content-Type and `Vary: Accept-Encoding` on every answer, compressed or not. Range,
 * If-None-Match and HEAD apply to the bytes sent (each copy has its own ETag).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasIndex = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const fromAssets = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', fromAssets ? IMMUTABLE : 'no-cache');
        // The document policies are ~1 KB on each of the first page's 23 files; a worker's
        // script sets the worker's policy: it keeps them all.
        if (fromAssets && !/worker/i.test(path.basename(filePath))) {
          for (const name of DOCUMENT_ONLY_HEADERS) {
            reply.removeHeader(name);
            reply.raw.removeHeader(name);
          }
        }
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'the web app is not built: serving the API only (run npm run build)',
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasIndex || isApiPath(url) || !wantsPage || url.startsWith('/assets/')) {
      throw new HttpError(404, `Not found: ${request.method} ${url.split('?')[0]}`, 'NOT_FOUND');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
