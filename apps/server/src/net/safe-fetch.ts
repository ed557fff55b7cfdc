import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { ImportMessageCode, ImportMessageParams } from '@stakelab/core';
import { isInternalAddress } from './address-policy.ts';

/**
 * A replay refused or failed. `message` is the English for logs and API clients; `code` and
 * `params` (core's import/problem-codes.ts) are what the web words in the user's language.
 */
export class OutboundRequestError extends Error {
  override name = 'OutboundRequestError';
  constructor(
    message: string,
    readonly code: ImportMessageCode = 'import.replayFailed',
    readonly params: ImportMessageParams = {},
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

export interface OutboundPolicy {
  /** Exact origins (scheme://host[:port]) that may be contacted. */
  allowedOrigins: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  /** DNS resolution; replaceable in tests. */
  resolve?: (hostname: string) => Promise<string[]>;
}

const defaultResolve = async (hostname: string) =>
  (await dns.lookup(hostname, { all: true })).map((a) => a.address);

// Hop-by-hop and length headers are the client's to set; a pasted command's are dropped.
const DROPPED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  // Ours, below: a browser's list may name an encoding Node cannot decode (Firefox's zstd).
  'accept-encoding',
]);

/** The encodings a decoder below exists for. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * A streaming decoder for the answer's Content-Encoding (inflating as it arrives, so the cap
 * stops a bomb after `maxBytes`, not after it is inflated whole); null for a plain answer,
 * 'unknown' for an encoding we did not ask for.
 */
function decoderFor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | null | 'unknown' {
  switch (encoding?.trim().toLowerCase() ?? 'identity') {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return 'unknown';
  }
}

/**
 * Sends a request a user pasted, to an allowed origin only. The origin is checked before any
 * connection; every address its host resolves to must be public unless the origin itself is
 * listed as internal-capable (an exact listed origin is trusted as configured); the socket then
 * connects to the address that was checked (no second DNS answer can swap it); redirects are
 * never followed; time and size are capped. Headers and bodies are never logged.
 */
export async function safeFetch(
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<{ status: number; body: string; bytes: Buffer }> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new OutboundRequestError('The command has no valid URL.', 'import.curlNoUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundRequestError(
      `Only http(s) URLs can be replayed, not ${url.protocol}`,
      'import.curlNotHttp',
    );
  }
  if (!policy.allowedOrigins.includes(url.origin)) {
    throw new OutboundRequestError(
      `${url.origin} is not an allowed Betfair address.`,
      'import.replayNotAllowed',
      { origin: url.origin },
    );
  }

  // An IPv6 literal comes bracketed ([::1]); DNS and the address checks want it bare.
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const addresses = await (policy.resolve ?? defaultResolve)(hostname).catch(() => {
    throw new OutboundRequestError(
      `${hostname} could not be resolved.`,
      'import.replayUnresolved',
      {
        host: hostname,
      },
    );
  });
  const literalHost = /^[\d.]+$|:/.test(hostname);
  // An internal address is accepted only when the operator listed that very origin with a
  // literal or local host name; a public name resolving inside the network is refused.
  const internalAllowed = literalHost || hostname === 'localhost';
  // Any answer may be the one a later lookup returns, so one internal answer refuses them all.
  const pinned = addresses[0];
  if (!pinned || (!internalAllowed && addresses.some(isInternalAddress))) {
    throw new OutboundRequestError(
      `${hostname} resolves to an internal address; refused.`,
      'import.replayInternal',
      { host: hostname },
    );
  }
  const family = pinned.includes(':') ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    // Node 20+ connects with autoSelectFamily, which always asks for `all`; the single-address
    // answer serves a runtime that turns it off.
    // Stryker disable next-line ConditionalExpression: `all` is always true on Node 20+ (above).
    if (options.all) callback(null, [{ address: pinned, family }]);
    else callback(null, pinned, family);
  };

  const headers = {
    ...Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
    ),
    'accept-encoding': ACCEPT_ENCODING,
    // A binary body (an encrypted Web Push message) goes with its length: push services
    // expect it, where a pasted command's text body is sent as it always was.
    ...(Buffer.isBuffer(request.body) ? { 'content-length': String(request.body.length) } : {}),
  };
  const client = url.protocol === 'https:' ? https : http;

  const limit =
    policy.maxBytes >= 1048576
      ? `${Math.round(policy.maxBytes / 1048576)} MB`
      : `${policy.maxBytes} bytes`;
  const tooSlow = () =>
    new OutboundRequestError(
      `Betfair did not answer within ${policy.timeoutMs / 1000} s.`,
      'import.replayTimeout',
      { seconds: policy.timeoutMs / 1000 },
    );
  const tooLarge = () =>
    new OutboundRequestError(`The answer is larger than ${limit}.`, 'import.replayTooLarge', {
      mb: Math.round((policy.maxBytes / 1048576) * 1000) / 1000,
    });

  return new Promise((resolve, reject) => {
    let settled = false;
    let decoder: zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | null = null;
    // The whole exchange, not only an idle socket: a server that trickles a byte a second
    // is cut off at the same time as one that says nothing.
    const deadline = setTimeout(() => fail(tooSlow()), policy.timeoutMs);
    // A promise settles once, so `settled` only spares work after the outcome is known (a
    // second rejection, decoding a body already refused): removing it changes no answer.
    const fail = (err: unknown) => {
      // Stryker disable next-line ConditionalExpression: see `settled` above.
      if (settled) return;
      // Stryker disable next-line BooleanLiteral: see `settled` above.
      settled = true;
      clearTimeout(deadline);
      reject(
        err instanceof OutboundRequestError
          ? err
          : new OutboundRequestError(
              `Could not reach Betfair: ${String(err)}`,
              'import.replayUnreachable',
              {
                error: String(err),
              },
            ),
      );
      req.destroy();
      decoder?.destroy();
    };
    const req = client.request(
      url,
      {
        method: request.method,
        headers,
        lookup,
        timeout: policy.timeoutMs,
        servername: literalHost ? undefined : hostname,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          fail(
            new OutboundRequestError(
              `Betfair answered with a redirect (${status}); redirects are not followed.`,
              'import.replayRedirect',
              { status },
            ),
          );
          return;
        }
        const encoding = res.headers['content-encoding'];
        const chosen = decoderFor(encoding);
        if (chosen === 'unknown') {
          fail(
            new OutboundRequestError(
              `The answer is encoded as ${encoding}, which was not asked for.`,
              'import.replayEncoding',
              { encoding: String(encoding) },
            ),
          );
          return;
        }
        decoder = chosen;
        let wireSize = 0;
        res.on('data', (chunk: Buffer) => {
          wireSize += chunk.length;
          if (wireSize > policy.maxBytes) fail(tooLarge());
        });
        res.on('error', fail);
        const body = decoder ?? res;
        if (decoder) {
          decoder.on('error', () =>
            fail(
              new OutboundRequestError(
                'The answer could not be decoded.',
                'import.replayUndecodable',
              ),
            ),
          );
          res.pipe(decoder);
        }
        const parts: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) fail(tooLarge());
          else parts.push(chunk);
        });
        body.on('end', () => {
          // Stryker disable next-line ConditionalExpression: see `settled` above.
          if (settled) return;
          // Stryker disable next-line BooleanLiteral: see `settled` above.
          settled = true;
          clearTimeout(deadline);
          // `bytes` for a binary answer (a time-stamp reply), `body` for text.
          const bytes = Buffer.concat(parts);
          resolve({ status, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    req.on('timeout', () => fail(tooSlow()));
    req.on('error', (err) =>
      fail(
        new OutboundRequestError(
          `Could not reach Betfair: ${err.message}`,
          'import.replayUnreachable',
          {
            error: err.message,
          },
        ),
      ),
    );
    if (request.body !== null) req.write(request.body);
    req.end();
  });
}
