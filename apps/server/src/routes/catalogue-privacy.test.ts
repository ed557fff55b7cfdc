import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '../catalogue/catalogue-limits.ts';
import { chunks } from '../repositories/chunks.ts';
import { createCatalogueResolver } from '../repositories/catalogue.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const SPAM = 'VISIT evil.example FOR FREE TIPS';

describeWithDatabase(`private catalogue on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
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
  const sportNames = async (user: RegisteredUser) =>
    (
      await bodyOf(
        await server.request('/api/history/sports', { headers: { cookie: user.cookie } }),
      )
    ).sports.map((s: { sport_name: string }) => s.sport_name) as string[];
  const competitionNames = async (user: RegisteredUser) =>
    (
      await bodyOf(
        await server.request('/api/history/competitions', { headers: { cookie: user.cookie } }),
      )
    ).competitions.map((c: { competition_name: string }) => c.competition_name) as string[];

  it("keeps what one user types out of another user's pickers", async () => {
    const mallory = await registerUser(server);
    const ana = await registerUser(server);
    expect((await api.addBet(mallory, bet(SPAM, `${SPAM} league`))).status).toBe(200);
    expect((await api.addBet(mallory, bet('Football', 'Sunday League Madrid'))).status).toBe(200);

    expect(await sportNames(mallory)).toContain(SPAM);
    expect(await competitionNames(mallory)).toEqual(
      expect.arrayContaining([`${SPAM} league`, 'Sunday League Madrid']),
    );
    const anaSports = await sportNames(ana);
    expect(anaSports).toContain('Football');
    expect(anaSports).not.toContain(SPAM);
    const anaCompetitions = await competitionNames(ana);
    expect(anaCompetitions).toContain('LaLiga');
    expect(anaCompetitions).not.toContain(`${SPAM} league`);
    expect(anaCompetitions).not.toContain('Sunday League Madrid');

    // Mallory's own bets still show the names Mallory typed.
    expect((await api.betsOf(mallory)).map((b) => [b.Sport, b.Competition]).sort()).toEqual([
      ['Football', 'Sunday League Madrid'],
      [SPAM, `${SPAM} league`],
    ]);
  });

  it('resolves a typed name to the shared entry first, then the user’s own, else a new one of theirs', async () => {
    const ana = await registerUser(server);
    const bruno = await registerUser(server);
    expect((await api.addBet(ana, bet('Pádel', 'Liga Local'))).status).toBe(200);
    expect((await api.addBet(ana, bet('PADEL', ' liga  local '))).status).toBe(200);
    expect((await api.addBet(ana, bet('soccer', 'laliga'))).status).toBe(200);
    expect((await api.addBet(bruno, bet('padel', null))).status).toBe(200);

    expect((await api.betsOf(ana)).map((b) => [b.Sport, b.Competition]).sort()).toEqual([
      ['Football', 'LaLiga'],
      ['Pádel', 'Liga Local'],
      ['Pádel', 'Liga Local'],
    ]);
    // Bruno typed the same name: his own entry, under the spelling he used.
    expect((await api.betsOf(bruno)).map((b) => b.Sport)).toEqual(['padel']);
    expect((await sportNames(ana)).filter((n) => n.toLowerCase().includes('del'))).toEqual([
      'Pádel',
    ]);
    const rows = await server.database.db
      .selectFrom('sports')
      .select(['name', 'owner_user_id'])
      .where('name_key', '=', 'padel')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Pádel', owner_user_id: ana.userId },
      { name: 'padel', owner_user_id: bruno.userId },
    ]);
  });

  /** Fills the user's own catalogue up to one entry below the cap, straight in the database. */
  async function nearlyFull(user: RegisteredUser) {
    const db = server.database.db;
    const sports = Array.from({ length: CATALOGUE_LIMITS.ownSports - 1 }, (_, i) => ({
      name: `Own sport ${i}`,
      name_key: `own sport ${i}`,
      owner_user_id: user.userId,
    }));
    for (const part of chunks(sports)) await db.insertInto('sports').values(part).execute();
    const { id: football } = await db
      .selectFrom('sports')
      .select('id')
      .where('name_key', '=', 'football')
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    const competitions = Array.from({ length: CATALOGUE_LIMITS.ownCompetitions - 1 }, (_, i) => ({
      sport_id: football,
      name: `Own cup ${i}`,
      name_key: `own cup ${i}`,
      owner_user_id: user.userId,
    }));
    for (const part of chunks(competitions))
      await db.insertInto('competitions').values(part).execute();
  }

  it('refuses a sport or competition beyond the cap with 400 naming the field, until then takes it', async () => {
    const user = await registerUser(server);
    await nearlyFull(user);
    // The last allowed of each.
    expect((await api.addBet(user, bet('Sport 500', 'Cup 5000'))).status).toBe(200);
    // Names already in the catalogue (shared or own) still go.
    expect((await api.addBet(user, bet('Tennis', null))).status).toBe(200);
    expect((await api.addBet(user, bet('Football', 'own CUP 7'))).status).toBe(200);

    const sport = await api.addBet(user, bet('Sport 501', null));
    expect(sport.status).toBe(400);
    expect(await bodyOf(sport)).toMatchObject({
      code: 'CATALOGUE_LIMIT',
      params: { limit: 500 },
      errors: [{ field: 'sportName', message: 'tooManyOwnSports' }],
    });
    const competition = await api.addBet(user, bet('Football', 'Cup 5001'));
    expect(competition.status).toBe(400);
    expect(await bodyOf(competition)).toMatchObject({
      code: 'CATALOGUE_LIMIT',
      params: { limit: 5000 },
      errors: [{ field: 'competitionName', message: 'tooManyOwnCompetitions' }],
    });
    expect((await api.betsOf(user)).map((b) => b.Sport).sort()).toEqual([
      'Football',
      'Sport 500',
      'Tennis',
    ]);

    // Another user is not affected by this one's full catalogue.
    const other = await registerUser(server);
    expect((await api.addBet(other, bet('Sport 501', 'Cup 5001'))).status).toBe(200);
  });

  it('refuses an import that would pass the cap, and writes none of it', async () => {
    const user = await registerUser(server);
    await nearlyFull(user);
    const header =
      'bet_id,sportsbook,type,status,odds,amount,profit,time_placed_iso,time_settled_iso,bet_info,sports,leagues';
    const row = (id: string, sport: string) =>
      `${id},Novig,straight,SETTLED_LOSS,2.00,10.00,-10.00,2026-03-01T18:00:00.000Z,2026-03-01T20:00:00.000Z,A v B,${sport},`;
    const csv = [header, row('i1', 'Import sport A'), row('i2', 'Import sport B')].join('\n');
    const res = await api.upload(user, 'upload-csv', csv);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'CATALOGUE_LIMIT',
      errors: [{ field: 'sportName', message: 'tooManyOwnSports' }],
    });
    expect(await api.betsOf(user)).toEqual([]);
    expect(await sportNames(user)).not.toContain('Import sport A');
  });

  it('refuses over-long names from the form with 400 (the schema’s limit)', async () => {
    const user = await registerUser(server);
    const res = await api.addBet(user, bet('x'.repeat(101), 'y'.repeat(201)));
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'competitionName',
      'sportName',
    ]);
  });

  it('refuses an over-long name from any path (an import has no schema limit on it)', async () => {
    const user = await registerUser(server);
    const db = server.database.db;
    const resolver = await createCatalogueResolver(db, user.userId);
    await expect(resolver.sportId('s'.repeat(101))).rejects.toMatchObject({
      field: 'sport',
      reason: 'tooLong',
      limit: 100,
    });
    const football = await resolver.sportId('Football');
    await expect(resolver.competitionId(football, 'c'.repeat(201))).rejects.toMatchObject({
      field: 'competition',
      reason: 'tooLong',
      limit: 200,
    });
    // Exactly at the limit is fine.
    expect(await resolver.sportId('s'.repeat(100))).toEqual(expect.any(Number));
    expect(await resolver.competitionId(football, 'c'.repeat(200))).toEqual(expect.any(Number));
  });
});
