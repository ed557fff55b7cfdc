import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing API request from a browser must
 * come from APP_URL's origin. Browsers send Origin on such requests (and Sec-Fetch-Site);
 * requests with neither come from non-browser clients, which carry no victim's cookies.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const allowedOrigin = new URL(app.config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossOrigin =
      origin !== undefined
        ? origin !== allowedOrigin
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (crossOrigin) {
      request.log.warn({ origin, fetchSite }, 'cross-origin request refused');
      throw new HttpError(403, 'Cross-origin requests are not allowed.', 'CROSS_ORIGIN');
    }
  });
}
