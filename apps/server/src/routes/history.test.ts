import { userBetsResponseSchema } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBets } from '../repositories/bet-inserts.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`history API on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    // Histories of 2 bets or more go through the read threads, as production's large ones do.
    server = await startTestServer({ env: { HISTORY_THREAD_MIN_BETS: '2' } });
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
    expect(userBetsResponseSchema.parse(own)).toEqual(own);
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

  it('answers a reload with 304 until the bets change, on any kind of change', async () => {
    const carla = await registerUser(server);
    const path = `/api/history/user-bets?email=${encodeURIComponent(carla.email)}`;
    const read = (etag?: string) =>
      server.request(path, {
        headers: { cookie: carla.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etagAfter = async (change: () => Promise<unknown>) => {
      const before = (await read()).headers.get('etag') ?? '';
      await change();
      const after = await read(before);
      expect(after.status).toBe(200);
      return after.headers.get('etag') ?? '';
    };

    const first = await read();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"bets-\d+-\d+"$/);
    const again = await read(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // A manual bet, an import, an edit and a delete each give a new version.
    const tags = new Set([etag]);
    tags.add(
      await etagAfter(() =>
        server.request('/api/history/add-bet-full', {
          method: 'POST',
          headers: { cookie: carla.cookie },
          json: {
            placedDate: '2025-05-01T12:00:00.000Z',
            sportName: 'Tennis',
            originalOdds_decimal: 1.8,
            status: 'WON',
            stake: 10,
          },
        }),
      ),
    );
    const [bet] = (await bodyOf(await read())).bets;
    expect(bet).toMatchObject({ Sport: 'Tennis', Stake: 10, NetReturn: 8 });
    tags.add(
      await etagAfter(() =>
        insertBets(
          server.database.db,
          carla.userId,
          [betRecord({ sourceBetId: 'C-1' })],
          new Date(),
        ),
      ),
    );
    tags.add(
      await etagAfter(() =>
        server.request(`/api/history/bets/${bet.Id}`, {
          method: 'PUT',
          headers: { cookie: carla.cookie },
          json: {
            placedDate: '2025-05-01T12:00:00.000Z',
            sportName: 'Tennis',
            originalOdds_decimal: 2.5,
            status: 'WON',
            stake: 10,
          },
        }),
      ),
    );
    expect((await bodyOf(await get(`/api/history/bets/${bet.Id}`, carla))).bet.NetReturn).toBe(15);
    tags.add(
      await etagAfter(() =>
        server.request(`/api/history/bets/${bet.Id}`, {
          method: 'DELETE',
          headers: { cookie: carla.cookie },
        }),
      ),
    );
    expect(tags.size).toBe(5);
    // Re-importing what is already there changes nothing, so the version stays.
    const unchanged = (await read()).headers.get('etag') ?? '';
    await insertBets(
      server.database.db,
      carla.userId,
      [betRecord({ sourceBetId: 'C-1' })],
      new Date(),
    );
    expect((await read(unchanged)).status).toBe(304);
    // Another user's ETag is not this user's.
    const other = await server.request(path.replace(carla.email, ana.email), {
      headers: { cookie: ana.cookie, 'if-none-match': unchanged },
    });
    expect(other.status).toBe(403);
    const anasOwn = await get(`/api/history/user-bets?email=${encodeURIComponent(ana.email)}`, ana);
    expect(anasOwn.headers.get('etag')).not.toBe(unchanged);
  });

  it('sends the same bets gzipped to clients that accept gzip, plain to the others', async () => {
    const path = `/api/history/user-bets?email=${encodeURIComponent(ana.email)}`;
    const plain = await server.request(path, {
      headers: { cookie: ana.cookie, 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const zipped = await server.request(path, {
      headers: { cookie: ana.cookie, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    // fetch decodes gzip: both answers carry the same bets.
    expect(await zipped.json()).toEqual(await plain.json());
  });

  it('tells the browser to drop its cache on logout', async () => {
    const dora = await registerUser(server);
    const out = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: dora.cookie },
    });
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
  });
});
