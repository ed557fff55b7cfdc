import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deletePendingLogin,
  findPendingLogin,
  insertPendingLogin,
} from '../repositories/pending-logins.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Long enough to open an authenticator app, short enough that a stolen cookie soon dies. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

/**
 * A login whose password was right and whose second factor is awaited: an opaque token in its
 * own httpOnly cookie (the database keeps its SHA-256), which opens no session by itself.
 */
export function pendingLogins(app: FastifyInstance) {
  const secure = app.config.appUrl.startsWith('https:');
  const cookieName = secure ? '__Host-stakelab_2fa' : 'stakelab_2fa';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
  const db = app.database.db;
  return {
    async start(reply: FastifyReply, userId: number): Promise<void> {
      const token = generateToken();
      const now = new Date();
      await insertPendingLogin(db, {
        userId,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + PENDING_LOGIN_TTL_MS),
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: PENDING_LOGIN_TTL_MS / 1000 });
    },
    /** The waiting user and the token's hash, or null without a live pending login. */
    async find(request: FastifyRequest): Promise<{ userId: number; tokenHash: string } | null> {
      const token = request.cookies[cookieName];
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const userId = await findPendingLogin(db, tokenHash, new Date());
      return userId === null ? null : { userId, tokenHash };
    },
    async finish(reply: FastifyReply, tokenHash: string): Promise<void> {
      await deletePendingLogin(db, tokenHash);
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}
