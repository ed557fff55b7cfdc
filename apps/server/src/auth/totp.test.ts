import { describe, expect, it } from 'vitest';
import { base32Bytes, totpAt } from '../test/totp.ts';
import { checkTotp, newRecoveryCodes } from './totp.ts';

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1: the key is the ASCII "12345678901234567890"; the published
  // 8-digit values, of which authenticator apps show the last 6.
  const rfcKey = Buffer.from('12345678901234567890', 'ascii');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it("the tests' own RFC 6238 code gives the RFC's published values", () => {
    for (const [seconds, expected] of vectors) {
      expect(totpAt(rfcKey, Math.floor(seconds / 30), 8)).toBe(expected);
    }
  });

  it('base32 decodes as RFC 4648 says ("GEZDGNBVGY3TQOJQ" is "1234567890")', () => {
    expect(base32Bytes('GEZDGNBVGY3TQOJQ').toString('ascii')).toBe('1234567890');
  });

  it("accepts the server's secret's current code once, and refuses a wrong one", async () => {
    // The base32 of the RFC key; the server checks 6 digits at the current time.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const step = Math.floor(Date.now() / 30_000);
    const code = totpAt(base32Bytes(secret), step);
    const accepted = await checkTotp(secret, code, null);
    expect(accepted === step || accepted === step + 1).toBe(true);
    expect(await checkTotp(secret, code, accepted)).toBeNull();
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await checkTotp(secret, wrong, null)).toBeNull();
  });

  it('makes ten distinct recovery codes of 16 base32 characters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  });
});
