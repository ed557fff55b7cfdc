import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** A settled Sportsbook single (the website's answer): `stake` € at 2.00, won. */
const sportsbookBet = (id: number, overrides: Record<string, unknown> = {}) => ({
  betId: `O/9/${id}`,
  placedDate: '2025-03-01T14:43:44.797Z',
  settledDate: '2025-03-01T17:43:44.797Z',
  status: 'SETTLED',
  result: 'WON',
  stake: '10.00',
  returnCash: '20.00',
  originalOdds: { decimal: 2 },
  betType: 'SGL',
  eventDescription: 'Aryna Sabalenka v Coco Gauff',
  marketName: 'Winner',
  selection: 'Aryna Sabalenka',
  ...overrides,
});

describeWithDatabase(`import answers stay small, amounts within bounds, on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (user: RegisteredUser, bets: unknown[], choices: Record<string, unknown> = {}) =>
    server.request('/api/history/upload-betfair-json', {
      json: { data: JSON.stringify({ bets }), userEmail: user.email, ...choices },
      headers: { cookie: user.cookie },
    });
  const betsOf = async (user: RegisteredUser) =>
    (
      (await bodyOf(
        await server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        }),
      )) as { bets: { BetId: string; Stake: number }[] }
    ).bets;

  it('a dry run with a warning on each of 120 bets lists the first 50 and counts 120', async () => {
    const user = await registerUser(server);
    // Odds of 0.84 are below 1.01: each bet is kept without its odds, with a warning.
    const bets = Array.from({ length: 120 }, (_, i) =>
      sportsbookBet(i + 1, { originalOdds: { decimal: 0.84 } }),
    );
    const answer = await bodyOf(await upload(user, bets, { dryRun: true }));
    expect(answer).toMatchObject({ dryRun: true, inserted: 120, warningsTotal: 120 });
    expect(answer.warnings).toHaveLength(50);
    // The first 50, in order: rows 1 … 50.
    expect(answer.warnings.map((w: { row: number }) => w.row)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(answer.warnings[0]).toMatchObject({ code: 'import.oddsBelowMinimum' });
    expect(answer).toMatchObject({ unreadable: [], unreadableTotal: 0 });
  });

  it('stakes over €10,000,000 are set aside, never stored: 50 listed of 70, the file lists all', async () => {
    const user = await registerUser(server);
    const bets = [
      // Three bets within bounds: 10 €, and the form's largest, 10,000,000 € at 2.00.
      sportsbookBet(1),
      sportsbookBet(2),
      sportsbookBet(3, { stake: '10000000.00', returnCash: '20000000.00' }),
      ...Array.from({ length: 70 }, (_, i) =>
        sportsbookBet(100 + i, { stake: '90071992547409.91', returnCash: '0', result: 'LOST' }),
      ),
    ];
    // Not chosen to set them aside: refused, 70 records named, the first 50 listed.
    const refused = await upload(user, bets);
    expect(refused.status).toBe(400);
    const refusal = await bodyOf(refused);
    expect(refusal.code).toBe('IMPORT_UNREADABLE');
    expect(refusal.message).toMatch(/^70 records cannot be read as bets/);
    expect(refusal.errors).toHaveLength(50);
    expect(await betsOf(user)).toEqual([]);

    const res = await upload(user, bets, { setAsideUnreadable: true });
    expect(res.status).toBe(200);
    const answer = await bodyOf(res);
    expect(answer).toMatchObject({ inserted: 3, setAside: 70, unreadableTotal: 70 });
    expect(answer.unreadable).toHaveLength(50);
    expect(answer.unreadable[0]).toMatchObject({
      row: 4,
      code: 'import.amountOutOfRange',
      // Numbers, which the web writes in the user's language (2^53 − 1 cents in euros).
      params: { field: 'stake', value: 90071992547409.91, max: 10000000 },
    });
    const stored = await betsOf(user);
    expect(stored.map((b) => b.Stake).sort((a, b) => a - b)).toEqual([10, 10, 10_000_000]);
    const csv = await server.request(`/api/history/imports/${answer.importId}/set-aside.csv`, {
      headers: { cookie: user.cookie },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(1 + 70); // its header and every record set aside
  });
});
