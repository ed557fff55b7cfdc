import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and e-mailed links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are random and long, so a fast hash suffices; the database never holds the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_LIFETIME_MS = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
} as const;
