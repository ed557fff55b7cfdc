import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated. Unknown non-API paths get index.html so client routing handles them; unknown
 * /api paths (and missing assets) get the JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasIndex = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const fromAssets = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', fromAssets ? IMMUTABLE : 'no-cache');
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
