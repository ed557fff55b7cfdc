import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../auth/api-tokens.ts';
import { requestLanguage } from '../auth/request-language.ts';
import { HttpError } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal, in the language the SPA asked in (Accept-Language); English is the API's own. */
export const CROSS_ORIGIN_TEXTS = {
  en: 'Cross-origin requests are not allowed.',
  es: 'No se permiten solicitudes desde otro origen.',
} as const;

/**
 * The path as a router could read it: percent-decoded (a few rounds, so %2561 is caught too),
 * backslashes and repeated slashes as one slash, dot segments resolved, lower-cased. Fastify
 * itself decodes %61 to `a` before routing, so the check must not read the raw URL.
 */
export function normalisedPath(rawUrl: string): string {
  let path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** `scheme://host[:port]` as an Origin header spells it, or null when it is not one. */
function originOf(scheme: string, host: string): string | null {
  if (host === '') return null;
  try {
    const url = new URL(`${scheme}://${host}`);
    // A Host with a path, credentials or a query in it names no origin.
    const plain = url.pathname === '/' && url.username === '' && url.password === '';
    return plain && url.search === '' && url.hash === '' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser sent this request to: the scheme and Host it reached us with (with
 * TRUST_PROXY, the proxy's X-Forwarded-Proto and X-Forwarded-Host, which Fastify reads only
 * then). A page cannot choose either: Host is a forbidden header, and a custom X-Forwarded-*
 * header would need a CORS preflight this server never grants.
 */
function targetOrigin(request: FastifyRequest): string | null {
  return originOf(request.protocol, request.host);
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing API request from a browser must
 * come from the origin it was sent to (whatever address the server was opened on: 127.0.0.1,
 * localhost, a LAN name), or from APP_URL's origin (a proxy that rewrites Host). The browser's
 * own verdict, `Sec-Fetch-Site: same-origin`, also suffices: pages cannot set Sec-* headers.
 * `Origin: null` (sandboxed frames, some redirects) is never an allowed origin. Requests with
 * neither header come from non-browser clients, which carry no victim's cookies.
 *
 * Which requests are checked is judged on the route Fastify matched and on the normalised
 * path, never on the raw URL: `/%61pi/auth/login` reaches the login route.
 *
 * A request with a Bearer token and no cookie at all is not checked: it is signed in by its
 * token alone (plugins/api-token-auth.ts), which a forged cross-site request cannot hold. One
 * with both is checked as any cookie request is, though only its token will be read.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const appOrigin = new URL(app.config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!(route !== undefined && isApiPath(route)) && !isApiPath(normalisedPath(request.url))) {
      return;
    }
    if (bearerTokenOf(request) !== null && request.headers.cookie === undefined) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin') return;
    const allowed =
      origin !== undefined
        ? origin !== 'null' && (origin === appOrigin || origin === targetOrigin(request))
        : fetchSite === undefined || fetchSite === 'none';
    if (!allowed) {
      request.log.warn({ origin, fetchSite }, 'cross-origin request refused');
      throw new HttpError(403, CROSS_ORIGIN_TEXTS[requestLanguage(request)], 'CROSS_ORIGIN');
    }
  });
}
