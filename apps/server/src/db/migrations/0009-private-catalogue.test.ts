import { Migrator, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { listBetViews } from '../../repositories/bet-views.ts';
import { listCompetitions, listSports } from '../../repositories/catalogue.ts';
import {
  createEmptyDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/database.ts';
import { createUserRow } from '../../test/factories.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { migrationsFor } from './index.ts';

describeWithDatabase(`migration 0009 (private catalogue) on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  /** Catalogue rows as the old, shared-for-all code wrote them. */
  async function oldSport(db: Kysely<Database>, name: string, key: string) {
    const { id } = await db
      .insertInto('sports')
      .values({ name, name_key: key } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function oldCompetition(db: Kysely<Database>, sportId: number, name: string, key: string) {
    const { id } = await db
      .insertInto('competitions')
      .values({ sport_id: sportId, name, name_key: key } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function oldBet(
    db: Kysely<Database>,
    userId: number,
    id: string,
    sportId: number,
    competitionId: number | null,
    selectionSportId = sportId,
  ) {
    const { id: betId } = await db
      .insertInto('bets')
      .values({
        user_id: userId,
        source: 'manual',
        source_bet_id: id,
        placed_at: '2026-01-01T10:00:00.000Z',
        sport_id: sportId,
        competition_id: competitionId,
        stake_cents: 1000,
        return_cents: 0,
        net_return_cents: -1000,
        status: 'LOST',
        created_at: '2026-01-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('selections')
      .values({
        bet_id: betId,
        position: 0,
        name: 'Pick',
        sport_id: selectionSportId,
        competition_id: competitionId,
      })
      .execute();
  }

  it('keeps the seed shared, gives typed entries to their users (a copy each), drops unused ones', async () => {
    database = await createEmptyDatabase();
    const db = database.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(database?.dialect ?? testDialect) },
    });
    const before = await migrator.migrateTo('0008-import-updates');
    expect(before.error).toBeUndefined();

    const ana = await createUserRow(db);
    const bruno = await createUserRow(db);
    const carla = await createUserRow(db);
    const football = (
      await db
        .selectFrom('sports')
        .select('id')
        .where('name_key', '=', 'football')
        .executeTakeFirstOrThrow()
    ).id;
    const laLiga = (
      await db
        .selectFrom('competitions')
        .select('id')
        .where('name_key', '=', 'laliga')
        .executeTakeFirstOrThrow()
    ).id;
    const padel = await oldSport(db, 'Padel', 'padel');
    const spam = await oldSport(db, 'VISIT evil.example', 'visit evil.example');
    await oldCompetition(db, spam, 'FREE TIPS', 'free tips');
    const curling = await oldSport(db, 'Curling', 'curling');
    const copaX = await oldCompetition(db, curling, 'Copa X', 'copa x');
    const ligaLocal = await oldCompetition(db, football, 'Liga Local', 'liga local');

    await oldBet(db, ana.id, 'A-PADEL', padel, null);
    await oldBet(db, ana.id, 'A-CURLING', curling, copaX);
    await oldBet(db, bruno.id, 'B-CURLING', curling, copaX);
    await oldBet(db, ana.id, 'A-LALIGA', football, laLiga);
    await oldBet(db, bruno.id, 'B-LALIGA', football, laLiga);
    await oldBet(db, bruno.id, 'B-LOCAL', football, ligaLocal);

    // The later migrations run too; this one comes first.
    expect((await migrateToLatest(database))[0]).toBe('0009-private-catalogue');

    const sports = await db
      .selectFrom('sports')
      .select(['id', 'name', 'owner_user_id'])
      .where('name_key', 'in', ['football', 'padel', 'curling', 'visit evil.example'])
      .orderBy('id')
      .execute();
    expect(sports).toEqual([
      { id: football, name: 'Football', owner_user_id: null },
      { id: padel, name: 'Padel', owner_user_id: ana.id },
      { id: curling, name: 'Curling', owner_user_id: ana.id },
      { id: expect.any(Number), name: 'Curling', owner_user_id: bruno.id },
    ]);
    const brunoCurling = sports[3]?.id ?? 0;
    expect(brunoCurling).toBeGreaterThan(curling);
    expect(
      await db
        .selectFrom('competitions')
        .select('id')
        .where('name_key', '=', 'free tips')
        .execute(),
    ).toEqual([]);

    const competitions = await db
      .selectFrom('competitions')
      .select(['id', 'name', 'sport_id', 'owner_user_id'])
      .where('name_key', 'in', ['laliga', 'copa x', 'liga local'])
      .orderBy('id')
      .execute();
    expect(competitions).toEqual([
      { id: laLiga, name: 'LaLiga', sport_id: football, owner_user_id: null },
      { id: copaX, name: 'Copa X', sport_id: curling, owner_user_id: ana.id },
      { id: ligaLocal, name: 'Liga Local', sport_id: football, owner_user_id: bruno.id },
      { id: expect.any(Number), name: 'Copa X', sport_id: brunoCurling, owner_user_id: bruno.id },
    ]);
    const brunoCopaX = competitions[3]?.id ?? 0;

    // Bruno's bet and its leg now point at his own copies.
    const brunoRows = await db
      .selectFrom('bets')
      .innerJoin('selections', 'selections.bet_id', 'bets.id')
      .select([
        'bets.source_bet_id',
        'bets.sport_id',
        'bets.competition_id',
        'selections.sport_id as leg_sport',
        'selections.competition_id as leg_competition',
      ])
      .where('bets.user_id', '=', bruno.id)
      .orderBy('bets.source_bet_id')
      .execute();
    expect(brunoRows).toEqual([
      {
        source_bet_id: 'B-CURLING',
        sport_id: brunoCurling,
        competition_id: brunoCopaX,
        leg_sport: brunoCurling,
        leg_competition: brunoCopaX,
      },
      {
        source_bet_id: 'B-LALIGA',
        sport_id: football,
        competition_id: laLiga,
        leg_sport: football,
        leg_competition: laLiga,
      },
      {
        source_bet_id: 'B-LOCAL',
        sport_id: football,
        competition_id: ligaLocal,
        leg_sport: football,
        leg_competition: ligaLocal,
      },
    ]);

    // Names shown to their owners are unchanged; a third user sees none of them.
    const brunoBets = await listBetViews(db, bruno.id);
    expect(brunoBets.map((b) => [b.BetId, b.Sport, b.Competition]).sort()).toEqual([
      ['B-CURLING', 'Curling', 'Copa X'],
      ['B-LALIGA', 'Football', 'LaLiga'],
      ['B-LOCAL', 'Football', 'Liga Local'],
    ]);
    const carlaSports = (await listSports(db, carla.id)).map((s) => s.sport_name);
    expect(carlaSports).toContain('Football');
    expect(carlaSports).not.toContain('Padel');
    expect(carlaSports).not.toContain('Curling');
    expect(carlaSports).not.toContain('VISIT evil.example');
    const carlaCompetitions = (await listCompetitions(db, carla.id)).map((c) => c.competition_name);
    expect(carlaCompetitions).toContain('LaLiga');
    expect(carlaCompetitions).not.toContain('Liga Local');
    expect(carlaCompetitions).not.toContain('Copa X');
    expect((await listSports(db, ana.id)).map((s) => s.sport_name)).toEqual(
      expect.arrayContaining(['Padel', 'Curling']),
    );
  });
});
