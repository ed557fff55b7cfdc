/** Every bench account's password (they log in again with it). */
export const BENCH_PASSWORD = 'bench12345';

let registered = 0;

/**
 * A fresh account on a bench server, logged in: its session cookie and e-mail. `clientIp` is
 * sent as X-Forwarded-For, for a server started with TRUST_PROXY=true, so many accounts can be
 * made without meeting the per-address registration limit.
 */
export async function registerBenchUser(
  baseUrl: string,
  clientIp?: string,
): Promise<{ cookie: string; email: string }> {
  registered += 1;
  const email = `bench${Date.now()}-${registered}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: JSON.stringify({
      username: `bench${(Date.now() % 1e8) * 100 + (registered % 100)}`,
      first_name: 'Bench',
      last_name: 'Marker',
      gender: 'F',
      country: null,
      state: null,
      email,
      password_hash: BENCH_PASSWORD,
      terms_accepted: true,
      terms_accepted_date: new Date().toISOString(),
      birth_date: '2000-01-01',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { cookie, email };
}
