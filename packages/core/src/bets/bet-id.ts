/** Spec §3/§9: a bet's id is 10 upper-case letters and digits. */
export const BET_ID_PATTERN = /^[A-Z0-9]{10}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 10;
/**
 * The largest multiple of 36 not above 256: a byte at or above it is drawn again. `byte % 36`
 * over all 256 values would give A–D (the 4 left over) 8 chances in 256 instead of 7.
 */
const UNBIASED_LIMIT = 252;

/**
 * Fills `bytes` with cryptographically strong random bytes: crypto.getRandomValues in the
 * browser, node:crypto's randomFillSync on the server.
 */
export type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => void;

/**
 * A new bet id (BET_ID_PATTERN), each character uniform over A–Z0–9: bytes by rejection
 * sampling (see UNBIASED_LIMIT). The random source is an argument, as time is: core reads no
 * ambient state (its build has no `crypto` global either), and a test can script the bytes.
 */
export function newBetId(fillRandom: FillRandom): string {
  let id = '';
  // 16 bytes for 10 characters: the rare rejected byte (4 in 256) seldom needs a second draw.
  const bytes = new Uint8Array(16);
  while (id.length < LENGTH) {
    fillRandom(bytes);
    for (const byte of bytes) {
      if (id.length === LENGTH) break;
      if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
