import { privateCatalogueResponseSchema, type PrivateCatalogueResponse } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`admin catalogue curation on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let admin: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
  });
  afterAll(() => server.close());

  const bet = (sportName: string | null, competitionName: string | null) => ({
    placedDate: '2026-05-04T10:00:00.000Z',
    sportName,
    competitionName,
    originalOdds_decimal: 2,
    status: 'LOST',
    stake: 5,
  });
  const add = async (user: RegisteredUser, sport: string | null, competition: string | null) =>
    expect((await api.addBet(user, bet(sport, competition))).status).toBe(200);
  const as = (
    user: RegisteredUser | null,
    init: { method?: string; json?: unknown } = {},
  ): { method?: string; json?: unknown; headers: Record<string, string> } => ({
    ...init,
    headers: user ? { cookie: user.cookie } : {},
  });
  const list = async (): Promise<PrivateCatalogueResponse> => {
    const res = await server.request('/api/admin/catalogue', as(admin));
    expect(res.status).toBe(200);
    return privateCatalogueResponseSchema.parse(await bodyOf(res));
  };
  const sportRow = async (name: string) => {
    const row = (await list()).sports.find((s) => s.name === name);
    if (!row) throw new Error(`${name} is not in the admin list`);
    return row;
  };
  const competitionRow = async (name: string) => {
    const row = (await list()).competitions.find((c) => c.name === name);
    if (!row) throw new Error(`${name} is not in the admin list`);
    return row;
  };
  const sharedSportId = async (name: string) => {
    const found = (await list()).shared_sports.find((s) => s.name === name);
    if (!found) throw new Error(`${name} is not shared`);
    return found.id;
  };
  const sportsOf = async (user: RegisteredUser) =>
    (await bodyOf(await server.request('/api/history/sports', as(user)))).sports.map(
      (s: { sport_name: string }) => s.sport_name,
    ) as string[];
  const namesOf = async (user: RegisteredUser) =>
    (await api.betsOf(user)).map((b) => [b.Sport, b.Competition]).sort();

  it('refuses anonymous callers (401) and non-admins (403) on every curation route', async () => {
    const user = await registerUser(server);
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/catalogue'],
      ['POST', '/api/admin/catalogue/sports/1/promote'],
      ['POST', '/api/admin/catalogue/sports/1/merge', { into_id: 1 }],
      ['DELETE', '/api/admin/catalogue/sports/1'],
      ['POST', '/api/admin/catalogue/competitions/1/promote'],
      ['POST', '/api/admin/catalogue/competitions/1/merge', { into_id: 1 }],
      ['DELETE', '/api/admin/catalogue/competitions/1'],
    ];
    for (const [method, path, json] of routes) {
      const init = { method, ...(json ? { json } : {}) };
      expect((await server.request(path, as(null, init))).status, path).toBe(401);
      expect((await server.request(path, as(user, init))).status, path).toBe(403);
    }
  });

  it('lists typed names grouped across users, with how many users and bets use them', async () => {
    const ana = await registerUser(server);
    const bruno = await registerUser(server);
    await add(ana, 'Korfball', 'Korf League');
    await add(ana, 'korfball', 'Korf League');
    await add(bruno, 'KORFBALL', null);
    await add(bruno, 'Football', 'Barrio Cup');

    const { sports, competitions, shared_sports } = await list();
    expect(sports.filter((s) => s.name.toLowerCase() === 'korfball')).toEqual([
      { id: expect.any(Number), name: 'Korfball', users: 2, bets: 3 },
    ]);
    expect(competitions.find((c) => c.name === 'Korf League')).toMatchObject({
      users: 1,
      bets: 2,
      sport_name: 'Korfball',
      sport_is_private: true,
    });
    expect(competitions.find((c) => c.name === 'Barrio Cup')).toMatchObject({
      users: 1,
      bets: 1,
      sport_name: 'Football',
      sport_is_private: false,
    });
    expect(shared_sports.map((s) => s.name)).toContain('Football');
    expect(shared_sports.map((s) => s.name)).not.toContain('Korfball');
  });

  it('promotes a name to the shared catalogue: every user sees it, the other copies fold in', async () => {
    const ana = await registerUser(server);
    const bruno = await registerUser(server);
    const carla = await registerUser(server);
    await add(ana, 'Sepak Takraw', 'ISTAF Cup');
    await add(bruno, 'sepak takraw', 'istaf cup');
    expect(await sportsOf(carla)).not.toContain('Sepak Takraw');

    const sport = await sportRow('Sepak Takraw');
    const competition = await competitionRow('ISTAF Cup');
    // Its sport is still private: promote that first.
    const early = await server.request(
      `/api/admin/catalogue/competitions/${competition.id}/promote`,
      as(admin, { method: 'POST' }),
    );
    expect(early.status).toBe(409);

    const promoted = await server.request(
      `/api/admin/catalogue/sports/${sport.id}/promote`,
      as(admin, { method: 'POST' }),
    );
    expect(await bodyOf(promoted)).toEqual({
      success: true,
      message: 'Sport added to the shared catalogue.',
    });
    expect(await sportsOf(carla)).toContain('Sepak Takraw');
    // Bruno's own "sepak takraw" folded into the shared one: his bet shows its name now.
    expect(await namesOf(bruno)).toEqual([['Sepak Takraw', 'istaf cup']]);
    expect((await list()).sports.map((s) => s.name)).not.toContain('Sepak Takraw');
    // Both users' competitions now sit under the one shared sport, as one group.
    const cup = await competitionRow('ISTAF Cup');
    expect(cup).toMatchObject({ users: 2, bets: 2, sport_is_private: false });
    const cupPromoted = await server.request(
      `/api/admin/catalogue/competitions/${cup.id}/promote`,
      as(admin, { method: 'POST' }),
    );
    expect(cupPromoted.status).toBe(200);
    expect(await namesOf(bruno)).toEqual([['Sepak Takraw', 'ISTAF Cup']]);
    const competitions = (
      await bodyOf(await server.request('/api/history/competitions', as(carla)))
    ).competitions.map((c: { competition_name: string }) => c.competition_name);
    expect(competitions).toContain('ISTAF Cup');

    // The next user who types it gets the shared entry, not a new one of theirs.
    await add(carla, 'SEPAK TAKRAW', 'istaf CUP');
    expect(await namesOf(carla)).toEqual([['Sepak Takraw', 'ISTAF Cup']]);
    expect((await list()).sports.map((s) => s.name.toLowerCase())).not.toContain('sepak takraw');
  });

  it('merges a name into a shared entry: bets re-pointed, the name an alias from then on', async () => {
    const ana = await registerUser(server);
    await add(ana, 'Footy', 'Premier Leage');
    await add(ana, 'Footy', 'Premier League');
    const football = await sharedSportId('Football');

    const typo = await competitionRow('Premier Leage');
    const premier = (await list()).shared_competitions.find((c) => c.name === 'Premier League');
    const bad = await server.request(
      `/api/admin/catalogue/competitions/${typo.id}/merge`,
      as(admin, { method: 'POST', json: { into_id: typo.id } }),
    );
    expect(bad.status).toBe(400);

    const footy = await sportRow('Footy');
    const merged = await server.request(
      `/api/admin/catalogue/sports/${footy.id}/merge`,
      as(admin, { method: 'POST', json: { into_id: football } }),
    );
    expect(await bodyOf(merged)).toEqual({ success: true, message: 'Sport merged.' });
    // "Premier League" joined the shared one of Football; the typo moved over as Ana's own.
    expect(await namesOf(ana)).toEqual([
      ['Football', 'Premier Leage'],
      ['Football', 'Premier League'],
    ]);
    const typoAfter = await competitionRow('Premier Leage');
    expect(typoAfter).toMatchObject({ sport_name: 'Football', bets: 1 });
    const mergedCompetition = await server.request(
      `/api/admin/catalogue/competitions/${typoAfter.id}/merge`,
      as(admin, { method: 'POST', json: { into_id: premier?.id } }),
    );
    expect(mergedCompetition.status).toBe(200);
    expect(await namesOf(ana)).toEqual([
      ['Football', 'Premier League'],
      ['Football', 'Premier League'],
    ]);
    const after = await list();
    expect(after.sports.map((s) => s.name)).not.toContain('Footy');
    expect(after.competitions.map((c) => c.name)).not.toContain('Premier Leage');

    // Anyone typing "footy" now gets Football.
    const bruno = await registerUser(server);
    await add(bruno, 'FOOTY', null);
    expect(await namesOf(bruno)).toEqual([['Football', 'Unknown']]);
  });

  it('deletes a name: its bets stay, with the Unknown sport and no competition', async () => {
    const mallory = await registerUser(server);
    await add(mallory, 'VISIT evil.example', 'FREE TIPS');
    await add(mallory, 'Tennis', 'FREE TIPS 2');
    const spam = await sportRow('VISIT evil.example');
    const deleted = await server.request(
      `/api/admin/catalogue/sports/${spam.id}`,
      as(admin, { method: 'DELETE' }),
    );
    expect(await bodyOf(deleted)).toEqual({ success: true, message: 'Sport deleted.' });
    const spamCup = await competitionRow('FREE TIPS 2');
    expect(
      (
        await server.request(
          `/api/admin/catalogue/competitions/${spamCup.id}`,
          as(admin, { method: 'DELETE' }),
        )
      ).status,
    ).toBe(200);

    expect(await namesOf(mallory)).toEqual([
      ['Tennis', 'Unknown'],
      ['Unknown', 'Unknown'],
    ]);
    const db = server.database.db;
    for (const table of ['bets', 'selections'] as const) {
      expect(
        await db.selectFrom(table).select('id').where('sport_id', '=', spam.id).execute(),
      ).toEqual([]);
    }
    const { sports, competitions } = await list();
    expect(sports.map((s) => s.name)).not.toContain('VISIT evil.example');
    expect(competitions.map((c) => c.name)).not.toContain('FREE TIPS');
    // Gone twice: 404.
    expect(
      (
        await server.request(
          `/api/admin/catalogue/sports/${spam.id}`,
          as(admin, { method: 'DELETE' }),
        )
      ).status,
    ).toBe(404);
  });

  it('will not promote a shared name twice or act on a shared entry as if private', async () => {
    const football = await sharedSportId('Football');
    const res = await server.request(
      `/api/admin/catalogue/sports/${football}/promote`,
      as(admin, { method: 'POST' }),
    );
    expect(res.status).toBe(404);
    expect(
      (
        await server.request(
          `/api/admin/catalogue/sports/${football}`,
          as(admin, { method: 'DELETE' }),
        )
      ).status,
    ).toBe(404);
    expect((await sportsOf(admin)).filter((n) => n === 'Football')).toEqual(['Football']);
  });
});
