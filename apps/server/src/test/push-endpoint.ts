import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its own P-256 key pair and auth secret. */
export interface TestSubscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** PushSubscription.toJSON() for this endpoint. */
  subscription(endpoint: string): { endpoint: string; keys: { p256dh: string; auth: string } };
}

export function newSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: (endpoint) => ({
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    }),
  };
}

/**
 * Decrypts an aes128gcm Web Push message (RFC 8291 on RFC 8188) as a browser does, written
 * here from the RFCs with node:crypto alone, so the test does not trust the library it checks.
 */
export function decryptPush(body: Buffer, subscriber: TestSubscriber): string {
  // RFC 8188 §2.1 header: salt (16) | record size (4) | idlen (1) | keyid (the sender's key).
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = subscriber.ecdh.getPublicKey();
  // RFC 8291 §3.3-3.4: IKM from the ECDH secret, the auth secret and both public keys.
  const ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  // One record (the message is small): ciphertext then the 16-byte tag.
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record's padding: a 0x02 delimiter then zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: keeps each POST, answers with `statusFor(path)` (201 default). */
export async function startPushEndpoint(statusFor: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(parts) });
      res.writeHead(statusFor(req.url ?? '')).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Resolves once `count` pushes to `path` have arrived. */
    waitFor(path: string, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hits = received.filter((r) => r.path === path);
          if (hits.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hits);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${count} push(es) to ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
