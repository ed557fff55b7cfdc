import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { e2eSettings } from './browser';

/** An account made or logged in through the API, with the session cookie to give a page. */
export interface Account {
  email: string;
  cookie: { name: string; value: string };
}

function sessionCookieOf(res: Response): Account['cookie'] {
  const [name = '', value = ''] =
    (res.headers.getSetCookie()[0] ?? '').split(';')[0]?.split('=') ?? [];
  return { name, value };
}

/**
 * Registers a new account through the API, as if from an address of its own: the e2e server
 * trusts X-Forwarded-For (as behind a proxy) and allows 10 registrations an hour per address,
 * which the suite's API accounts alone would use up. The browser's own registrations still
 * come from 127.0.0.1. `baseUrl`: another server than the suite's (a test's own).
 */
export async function registerAccount(
  prefix: string,
  person: { firstName: string; lastName: string },
  baseUrl = e2eSettings().baseUrl,
): Promise<Account> {
  const tag = randomBytes(3).toString('hex');
  const email = `${prefix}${tag}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    body: JSON.stringify({
      username: `${prefix}${tag}`,
      first_name: person.firstName,
      last_name: person.lastName,
      gender: 'F',
      country: null,
      state: null,
      email,
      password_hash: `${prefix}Pass1`,
      terms_accepted: true,
      terms_accepted_date: new Date().toISOString(),
      birth_date: '2000-01-01',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { email, cookie: sessionCookieOf(res) };
}

/**
 * Logs an existing account in through the API (the e2e admin, the demo bettor). `baseUrl`:
 * another server than the suite's (a test's own).
 */
export async function logInAccount(
  email: string,
  password: string,
  baseUrl = e2eSettings().baseUrl,
): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password_hash: password }),
  });
  expect(res.status).toBe(200);
  return { email, cookie: sessionCookieOf(res) };
}
