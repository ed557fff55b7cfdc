import { randomBytes } from 'node:crypto';
import type { RegisterRequest } from '@stakelab/core';
import type { TestServer } from './test-server.ts';

/** The `name=value` part of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('stakelab_session='));
  if (!cookie) throw new Error(`no session cookie in ${res.status} response`);
  return cookie.split(';')[0] ?? '';
}

let sequence = 0;

/**
 * A valid register payload (docs/product.md §3) with unique username and e-mail;
 * override any field.
 */
export function registrationPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  const tag = `${randomBytes(3).toString('hex')}${sequence}`;
  return {
    username: `user${tag}`,
    first_name: 'Lucia',
    last_name: 'Fernandez',
    gender: 'F',
    country: null,
    state: null,
    email: `user${tag}@example.com`,
    password_hash: 'secret123',
    terms_accepted: true,
    terms_accepted_date: new Date().toISOString(),
    birth_date: '2000-01-01',
    ...overrides,
  };
}

export interface RegisteredUser {
  userId: number;
  username: string;
  email: string;
  password: string;
  /** Cookie header value of the session opened by registration. */
  cookie: string;
}

/** Registers through the real endpoint, as a browser would. */
export async function registerUser(
  server: TestServer,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisteredUser> {
  const payload = registrationPayload(overrides);
  const res = await server.request('/api/auth/register', { json: payload });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user_id: number };
  return {
    userId: body.user_id,
    username: payload.username,
    email: payload.email.toLowerCase(),
    password: payload.password_hash,
    cookie: sessionCookieOf(res),
  };
}

/**
 * Whom GET /api/auth/me says this Cookie header signs in: their e-mail, or null for a visitor
 * (the route answers 200 either way; any other status fails the test).
 */
export async function signedInEmail(server: TestServer, cookie: string): Promise<string | null> {
  const res = await server.request('/api/auth/me', { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/auth/me: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { email: string } | null };
  return user?.email ?? null;
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
): Promise<Response> {
  return server.request('/api/auth/login', { json: { email, password_hash: password } });
}

/** The token in a mailed link such as APP_URL/verify?token=… */
export function tokenFromMail(text: string | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}
