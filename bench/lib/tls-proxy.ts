import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tools/free-port.ts';

/** A certificate for 127.0.0.1 and localhost, made for one run and thrown away after. */
export interface SelfSignedCertificate {
  key: string;
  cert: string;
  /**
   * Base64 SHA-256 of the public key: Chromium's --ignore-certificate-errors-spki-list takes it.
   * With it the certificate counts as valid, so responses are cached as from any HTTPS site
   * (with --ignore-certificate-errors Chromium keeps nothing in its HTTP cache, and every reload
   * would fetch every script again).
   */
  spkiSha256: string;
}

/**
 * node:crypto makes keys but no X.509 certificate: openssl (Debian's, on every machine the
 * project runs on) signs one. EC P-256, valid one day.
 */
export function selfSignedCertificate(): SelfSignedCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      throw new Error(`openssl could not make a self-signed certificate: ${String(error)}`, {
        cause: error,
      });
    }
    const key = fs.readFileSync(keyFile, 'utf8');
    const cert = fs.readFileSync(certFile, 'utf8');
    const spki = crypto.createPublicKey(key).export({ type: 'spki', format: 'der' });
    const spkiSha256 = crypto.createHash('sha256').update(spki).digest('base64');
    return { key, cert, spkiSha256 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Connection-level headers HTTP/2 forbids (RFC 9113 §8.2.2): dropped from answers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/**
 * HTTPS with HTTP/2 (ALPN h2, HTTP/1.1 refused) on a port of its own, each stream passed to the
 * HTTP/1.1 server at `upstream` over kept-alive connections. Host is the browser's :authority,
 * so the server's same-origin checks see the proxy's origin as the page's. Answers stream
 * through as they come (event streams too).
 */
export async function startTlsProxy(upstream: string, certificate: SelfSignedCertificate) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    let answered = false;
    const requestHeaders: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) requestHeaders[name] = value;
    }
    requestHeaders.host = String(headers[':authority'] ?? target.host);
    const upstreamRequest = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: String(headers[':method']),
        path: String(headers[':path']),
        headers: requestHeaders,
      },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) {
          response.destroy();
          return;
        }
        stream.respond(answer);
        response.once('end', () => {
          answered = true;
        });
        response.pipe(stream);
      },
    );
    upstreamRequest.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ ':status': 502 });
      stream.end();
    });
    // A stream the browser gave up on (a reload) frees its upstream connection too; a finished
    // one leaves its connection in the pool.
    stream.on('close', () => {
      if (!answered) upstreamRequest.destroy();
    });
    stream.pipe(upstreamRequest);
  });
  // A stream reset by the browser (a reload mid-answer) is no failure of the proxy.
  server.on('sessionError', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const session of sessions) session.destroy();
      agent.destroy();
      await closed;
    },
  };
}
