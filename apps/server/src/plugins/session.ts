import cookie from '@fastify/cookie';
import { isOwnEmail } from '../auth/own-email.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../auth/api-tokens.ts';
import { coarseAddress } from '../auth/coarse-address.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { hasTwoFactor } from '../repositories/two-factor.ts';
import {
  deleteSessionByTokenHash,
  findActiveSession,
  insertSession,
  touchSession,
} from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import type { BearerAuthenticator } from './api-token-auth.ts';
import { HttpError } from './error-handler.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * last_used_at (and the coarse address) is written at most this often per session, not on
 * every request: the list of devices needs minutes, not milliseconds.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthenticatedUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user; null when the request carries no live session. */
    user: AuthenticatedUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Opens a new session for the user and sets its cookie. */
      start(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void>;
      /** Ends this request's session and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

export function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  return { id: row.id, username: row.username, email: row.email, isAdmin: row.is_admin === 1, row };
}

/**
 * The session's (or API token's) user, for handlers behind requireUser; 401 if there is none.
 * A Bearer token on a route that does not take tokens is told so (api-token-auth.ts).
 */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user && bearerTokenOf(request) !== null) {
    throw new HttpError(
      401,
      'Personal API tokens are accepted only on the history and import routes; sign in for this one.',
      'API_TOKEN_NOT_ACCEPTED',
    );
  }
  if (!request.user) throw new HttpError(401, 'Please log in to continue.', 'UNAUTHENTICATED');
  return request.user;
}

/**
 * The spec's client names the account by e-mail (user-profile?email=, userEmail, user_email).
 * The session decides whose data it is; a different e-mail is refused, never followed.
 */
/** The 403 for a request naming another user's e-mail. */
export const notOwnDataError = () =>
  new HttpError(403, 'You can only see and change your own data.', 'FORBIDDEN');

export function ensureOwnEmail(user: AuthenticatedUser, email: string | undefined): void {
  if (!isOwnEmail(email, user.email)) throw notOwnDataError();
}

/**
 * 401 without a session. Routes run it in onRequest, before the body is read: an anonymous
 * upload is refused without reading or parsing its megabytes.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/**
 * After requireUser: 403 for a user who is not an admin, and, with ADMIN_REQUIRE_2FA, for an
 * admin who has not set up two-factor sign-in yet (code TWO_FACTOR_REQUIRED, so the web can
 * send them to /profile).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!user.isAdmin) throw new HttpError(403, 'Only administrators can do this.', 'FORBIDDEN');
  const app = request.server;
  if (app.config.adminRequire2fa && !(await hasTwoFactor(app.database.reader, user.id))) {
    throw new HttpError(
      403,
      'Set up two-factor sign-in on your profile before using the admin pages.',
      'TWO_FACTOR_REQUIRED',
    );
  }
}

/**
 * Sessions: an opaque 256-bit token in an httpOnly, SameSite=Lax cookie (Secure, with the
 * __Host- prefix, when APP_URL is https); the database keeps only its SHA-256.
 */
const SESSION_PATHS = ['/api/', '/stakes/', '/public/stakes/'];

export async function registerSessions(
  app: FastifyInstance,
  bearer: BearerAuthenticator,
): Promise<void> {
  const secure = app.config.appUrl.startsWith('https:');
  const cookieName = secure ? '__Host-stakelab_session' : 'stakelab_session';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  const db = app.database.db;

  await app.register(cookie);
  // Decorating gives every request these properties up front (one object shape). Undecorated,
  // they would read undefined, which currentUser and end() treat exactly like null.
  // Stryker disable next-line StringLiteral: see above.
  app.decorateRequest('user', null);
  // Stryker disable next-line StringLiteral: see above.
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request, reply) => {
    // Only the API and the stake images (for logged-in users) need to know who is asking.
    if (!SESSION_PATHS.some((prefix) => request.url.startsWith(prefix))) return;
    // A Bearer request is judged by its token alone: its cookie, if any, is never read.
    const bearerToken = bearerTokenOf(request);
    if (bearerToken !== null) return bearer(request, reply, bearerToken);
    const token = request.cookies[cookieName];
    if (!token) return;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a longer cookie cannot match a stored hash either; this only spares hashing it.
    if (token.length > 100) return;
    const tokenHash = hashToken(token);
    const now = new Date();
    // The reader: a request is not kept waiting behind another user's import.
    const session = await findActiveSession(app.database.reader, tokenHash, now);
    if (!session) return;
    request.user = toAuthenticatedUser(session.user);
    request.sessionTokenHash = tokenHash;
    // Stryker disable next-line EqualityOperator: > and >= differ only on the exact millisecond.
    if (now.getTime() - Date.parse(session.lastUsedAt) > TOUCH_INTERVAL_MS) {
      await touchSession(db, session.sessionId, now, coarseAddress(request.ip));
    }
  });

  app.decorate('sessions', {
    async start(request, reply, user) {
      const userAgent = request.headers['user-agent'];
      const token = generateToken();
      const now = new Date();
      await insertSession(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        userAgent: userAgent?.slice(0, 300) ?? null,
        address: coarseAddress(request.ip),
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    },
    async end(request, reply) {
      // Stryker disable next-line ConditionalExpression: without a session there is no row to delete; the query would find none.
      if (request.sessionTokenHash) await deleteSessionByTokenHash(db, request.sessionTokenHash);
      reply.clearCookie(cookieName, cookieOptions);
    },
  });
}
