import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBets } from '../repositories/bets.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`history API on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    ana = await registerUser(server);
    bruno = await registerUser(server);
    await insertBets(
      server.database.db,
      ana.userId,
      [betRecord({ sourceBetId: 'ANA-1' }), betRecord({ sourceBetId: 'ANA-2' })],
      new Date(),
    );
    await insertBets(
      server.database.db,
      bruno.userId,
      [betRecord({ sourceBetId: 'BRUNO-1' })],
      new Date(),
    );
  });
  afterAll(() => server.close());

  const get = (path: string, user?: RegisteredUser) =>
    server.request(path, { headers: user ? { cookie: user.cookie } : {} });

  it('lists sports and competitions for logged-in users', async () => {
    const sports = await bodyOf(await get('/api/history/sports', ana));
    expect(sports.sports).toContainEqual({ sport_id: expect.any(Number), sport_name: 'Football' });
    const competitions = await bodyOf(await get('/api/history/competitions', ana));
    expect(
      competitions.competitions.map((c: { competition_name: string }) => c.competition_name),
    ).toContain('LaLiga');
    expect((await get('/api/history/sports')).status).toBe(401);
  });

  it("gives each user their own bets, refuses another user's e-mail and anonymous calls", async () => {
    const own = await bodyOf(
      await get(`/api/history/user-bets?email=${encodeURIComponent(ana.email)}`, ana),
    );
    expect(own.bets.map((b: { BetId: string }) => b.BetId).sort()).toEqual(['ANA-1', 'ANA-2']);
    const other = await get(`/api/history/user-bets?email=${encodeURIComponent(bruno.email)}`, ana);
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain('BRUNO-1');
    expect(
      (await get(`/api/history/user-bets?email=${encodeURIComponent(ana.email)}`)).status,
    ).toBe(401);
  });

  it('deletes only its owner’s bet', async () => {
    const [brunoBet] = (
      await bodyOf(
        await get(`/api/history/user-bets?email=${encodeURIComponent(bruno.email)}`, bruno),
      )
    ).bets;
    const byAna = await server.request(`/api/history/bets/${brunoBet.Id}`, {
      method: 'DELETE',
      headers: { cookie: ana.cookie },
    });
    expect(byAna.status).toBe(404);
    expect((await get(`/api/history/bets/${brunoBet.Id}`, bruno)).status).toBe(200);
    const byBruno = await server.request(`/api/history/bets/${brunoBet.Id}`, {
      method: 'DELETE',
      headers: { cookie: bruno.cookie },
    });
    expect(await bodyOf(byBruno)).toEqual({ success: true, message: 'Bet deleted.' });
    expect((await get(`/api/history/bets/${brunoBet.Id}`, bruno)).status).toBe(404);
    const left = await server.database.db
      .selectFrom('selections')
      .select('id')
      .where('bet_id', '=', brunoBet.Id)
      .execute();
    expect(left).toEqual([]);
  });
});
