import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`live favourites and my open bets on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bea: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    ana = await registerUser(server);
    bea = await registerUser(server);
  });
  afterAll(() => server.close());

  const favourites = (user: RegisteredUser, method = 'GET', json?: object) =>
    server.request('/api/live-events/favourites', {
      method,
      ...(json ? { json } : {}),
      headers: { cookie: user.cookie },
    });

  it('refuses a visitor without a session', async () => {
    expect((await server.request('/api/live-events/favourites')).status).toBe(401);
    expect(
      (
        await server.request('/api/live-events/favourites', {
          method: 'PUT',
          json: { kind: 'team', name: 'Sevilla' },
        })
      ).status,
    ).toBe(401);
    expect((await server.request('/api/live-events/my-bets')).status).toBe(401);
  });

  it('stars teams and competitions once each, whatever the case or accents', async () => {
    expect((await favourites(ana, 'PUT', { kind: 'team', name: 'Atlético Madrid' })).status).toBe(
      200,
    );
    await favourites(ana, 'PUT', { kind: 'team', name: 'ATLETICO  madrid' });
    const answer = await favourites(ana, 'PUT', { kind: 'competition', name: 'LaLiga' });
    expect(await bodyOf(answer)).toEqual({
      success: true,
      favourites: [
        { kind: 'team', name: 'Atlético Madrid' },
        { kind: 'competition', name: 'LaLiga' },
      ],
    });
  });

  it('refuses a favourite of another kind or without a name', async () => {
    expect((await favourites(ana, 'PUT', { kind: 'player', name: 'X' })).status).toBe(400);
    expect((await favourites(ana, 'PUT', { kind: 'team', name: '  ' })).status).toBe(400);
  });

  it('keeps each user’s favourites their own: another user neither reads nor changes them', async () => {
    expect(await bodyOf(await favourites(bea))).toEqual({ success: true, favourites: [] });
    // Bea unstarring Ana's team changes nothing of Ana's.
    await favourites(bea, 'DELETE', { kind: 'team', name: 'Atlético Madrid' });
    await favourites(bea, 'PUT', { kind: 'team', name: 'Real Betis' });
    expect((await bodyOf(await favourites(ana))).favourites).toEqual([
      { kind: 'team', name: 'Atlético Madrid' },
      { kind: 'competition', name: 'LaLiga' },
    ]);
    expect((await bodyOf(await favourites(bea))).favourites).toEqual([
      { kind: 'team', name: 'Real Betis' },
    ]);
  });

  it('unstars one of the user’s own', async () => {
    const answer = await favourites(ana, 'DELETE', { kind: 'team', name: 'atlético madrid' });
    expect((await bodyOf(answer)).favourites).toEqual([{ kind: 'competition', name: 'LaLiga' }]);
  });

  it('lists the user’s open bets with their legs’ feed links, and only theirs', async () => {
    const add = (user: RegisteredUser, body: object) =>
      server.request('/api/history/add-bet-full', { json: body, headers: { cookie: user.cookie } });
    const bet = {
      placedDate: '2026-11-29T10:00:00.000Z',
      originalOdds_decimal: 2.2,
      stake: 10,
      sportName: 'Football',
    };
    expect(
      (
        await add(ana, {
          ...bet,
          betId: 'LIVEMINE01',
          status: 'PENDING',
          selections: [
            {
              SelectionName: 'Sevilla',
              Odds: 2.2,
              EventName: 'Sevilla vs Betis',
              FeedEventId: 'sim-football-1',
              FeedOutcome: '1',
            },
          ],
        })
      ).status,
    ).toBe(200);
    await add(ana, { ...bet, betId: 'LIVEMINE02', status: 'WON', selections: [] });
    await add(bea, { ...bet, betId: 'LIVEBEA001', status: 'PENDING', selections: [] });

    const answer = await bodyOf(
      await server.request('/api/live-events/my-bets', { headers: { cookie: ana.cookie } }),
    );
    expect(answer.bets).toHaveLength(1);
    expect(answer.bets[0]).toMatchObject({
      Stake: 10,
      Odds: 2.2,
      Currency: 'EUR',
      Legs: [
        {
          SelectionName: 'Sevilla',
          EventName: 'Sevilla vs Betis',
          Odds: 2.2,
          FeedEventId: 'sim-football-1',
          FeedOutcome: '1',
        },
      ],
    });
  });
});
