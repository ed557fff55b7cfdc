import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads from a QR code. One step of clock drift either way is accepted.
 */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  // 20 bytes (160 bits), RFC 4226's recommended length for SHA-1.
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: 'StakeLab', label: accountName, secret });
}

/**
 * The time step the code belongs to, or null when it is wrong, or not newer than
 * `afterTimeStep` (a code that was already used, replayed).
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The functional API's result type covers HOTP too; a TOTP match always carries its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Base32 without padding: the alphabet recovery codes are written in. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Ten recovery codes of 16 base32 characters (80 random bits each), shown as xxxx-xxxx-xxxx-xxxx.
 * With that much randomness a SHA-256 stores them as safely as a slow hash would.
 */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = Array.from(bytes, (b) => BASE32[b % 32]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** The stored form of a recovery code typed as the contract normalises it (no dashes, upper case). */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}
