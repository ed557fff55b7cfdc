/**
 * SHA-256 hex with the browser's WebCrypto: the hash core's verifyStakeRecord is given here,
 * so the page checks the record without trusting the server's own verdict.
 */
export async function webSha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
