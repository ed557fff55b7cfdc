import type { FastifyRequest } from 'fastify';

/** Headers that carry a credential: a session cookie, a bearer or basic token. */
const SECRET_HEADERS = ['cookie', 'authorization', 'proxy-authorization'];

/**
 * Fields that carry a secret wherever they appear in a logged object: passwords (the API names
 * the plain password `password_hash`, docs/product.md §7), mailed tokens, and the pasted cURL
 * command of a history replay (`data`), which holds the user's bookmaker cookies.
 */
const SECRET_FIELDS = ['password', 'password_hash', 'new_password', 'token', 'data', 'curl'];

/** pino `redact` paths: the headers above on requests and answers, the fields at any two levels. */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.map((header) => `req.headers["${header}"]`),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Pages and API paths whose query string is a token (mailed links and their API calls). */
const TOKEN_PATHS = /\/(verify|verify-email|reset-password)(\/|$)/;
const TOKEN_PARAMETER = /(^|&)[^=&]*token[^=&]*=/i;

/**
 * The URL as it may be logged: a token-bearing query string (a verification or reset link, or
 * any `…token=` parameter) is replaced by `?[REDACTED]`; other URLs are left whole.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  const query = url.slice(queryAt + 1);
  return TOKEN_PATHS.test(pathname) || TOKEN_PARAMETER.test(query) ? `${pathname}?[REDACTED]` : url;
}

/** Fastify's own request serializer, with the URL made loggable. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggableUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Enough of an address to tell mails apart in a log, not enough to collect it: `l***@example.com`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
