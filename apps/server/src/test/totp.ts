import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (no padding) to bytes, as authenticator apps read a secret. */
export function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/**
 * RFC 6238 TOTP written out from the RFC (HMAC-SHA1 of the 8-byte big-endian time step, RFC
 * 4226 dynamic truncation, 6 digits), independent of the library the server uses.
 */
export function totpAt(key: Buffer, timeStep: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(timeStep));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step now. */
export const timeStepNow = () => Math.floor(Date.now() / 1000 / 30);
