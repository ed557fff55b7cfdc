import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { setAdmin } from '../repositories/users.ts';

/* Issue 33: the ECB's reference rates, loaded by an admin and read by users. Hand-written CSV. */

const HIST = [
  'Date,USD,JPY,BRL,',
  '2026-06-08,1.1800,N/A,6.4000,',
  '2026-06-05,1.1739,172.81,6.3500,',
].join('\r\n');

describeWithDatabase(`ECB rates on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const load = (who: RegisteredUser, data: string) =>
    server.request('/api/admin/fx-rates', { json: { data }, headers: { cookie: who.cookie } });
  const ratesOf = async (who: RegisteredUser, currencies: string) => {
    const res = await server.request(`/api/fx-rates?currencies=${currencies}`, {
      headers: { cookie: who.cookie },
    });
    expect(res.status).toBe(200);
    return (await bodyOf(res)).rates;
  };

  it('lets an admin load the CSV, and users read the rates of their currencies', async () => {
    const res = await load(admin, HIST);
    expect(res.status).toBe(200);
    // 2 days × 3 currencies, less JPY's N/A.
    expect(await bodyOf(res)).toMatchObject({ rates: 5, from: '2026-06-05', to: '2026-06-08' });
    expect(await ratesOf(user, 'USD,brl')).toEqual({
      USD: [
        ['2026-06-05', 1_173_900],
        ['2026-06-08', 1_180_000],
      ],
      BRL: [
        ['2026-06-05', 6_350_000],
        ['2026-06-08', 6_400_000],
      ],
    });
    // A day loaded again takes the new rate; others stay.
    expect((await load(admin, 'Date,USD\n2026-06-08,1.1900')).status).toBe(200);
    expect(await ratesOf(user, 'USD')).toEqual({
      USD: [
        ['2026-06-05', 1_173_900],
        ['2026-06-08', 1_190_000],
      ],
    });
    expect(await ratesOf(user, 'GBP')).toEqual({});
  });

  it('refuses a file that is not the ECB format, and anyone but an admin', async () => {
    const bad = await load(admin, 'Fecha,USD\n2026-06-05,1.1');
    expect(bad.status).toBe(400);
    expect(await bodyOf(bad)).toMatchObject({ code: 'RATES_UNREADABLE' });
    expect((await load(user, HIST)).status).toBe(403);
    expect((await server.request('/api/fx-rates?currencies=USD')).status).toBe(401);
  });
});
