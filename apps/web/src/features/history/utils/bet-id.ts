const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of 36 under 256: bytes at or above it are drawn again, so no bias. */
const UNBIASED_LIMIT = 252;

/**
 * docs/product.md §3/§9: a new bet's id is 10 random upper-case letters and digits, made
 * on the client.
 */
export function newBetId(length = 10): string {
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHANUMERIC[byte % 36];
    }
  }
  return id;
}
