import { sql, type Kysely } from 'kysely';
import { catalogueKey } from '../../catalogue/catalogue-key.ts';
import { SEED_SPORTS } from '../../catalogue/seed-data.ts';
import type { DialectName } from '../connection.ts';
import type { Database } from '../schema.ts';

/**
 * Private catalogue (docs/decisions/010-private-catalogue.md): sports and competitions get
 * `owner_user_id`, null for the shared catalogue. A name is unique among the shared entries,
 * and among one user's own; two users may each have their own "Padel".
 *
 * Existing entries: the seed catalogue stays shared; any other entry becomes private to the
 * one user whose bets use it, is copied for each further user (their bets re-pointed to their
 * copy), and is deleted when no bet uses it.
 */
export async function up(untyped: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const db = untyped as Kysely<Database>;
  if (dialect === 'postgres') {
    // Kysely runs PostgreSQL migrations inside one transaction already.
    await sql`alter table sports drop constraint sports_name_key_key`.execute(db);
    await sql`alter table competitions drop constraint competitions_sport_name_key`.execute(db);
    for (const table of ['sports', 'competitions'] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('owner_user_id', 'integer', (col) =>
          col.references('users.id').onDelete('cascade'),
        )
        .execute();
    }
    await createUniqueIndexes(db);
    await assignOwners(db);
    return;
  }
  // SQLite cannot drop a UNIQUE constraint: rebuild both tables. Foreign keys must be off while
  // the old tables are dropped (else the drop deletes their rows and cascades to aliases), and
  // that pragma only takes effect outside a transaction; Kysely runs SQLite migrations outside one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuildSqliteTable(trx, 'sports', ['id', 'name', 'name_key'], (t) =>
        t
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('name_key', 'text', (col) => col.notNull())
          .addColumn('owner_user_id', 'integer', (col) =>
            col.references('users.id').onDelete('cascade'),
          ),
      );
      await rebuildSqliteTable(trx, 'competitions', ['id', 'sport_id', 'name', 'name_key'], (t) =>
        t
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
          .addColumn('sport_id', 'integer', (col) =>
            col.notNull().references('sports.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('name_key', 'text', (col) => col.notNull())
          .addColumn('owner_user_id', 'integer', (col) =>
            col.references('users.id').onDelete('cascade'),
          ),
      );
      await createUniqueIndexes(trx);
      await assignOwners(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('private catalogue: foreign keys broken');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

type Trx = Kysely<Database>;
type TableBuilder = ReturnType<Trx['schema']['createTable']>;

/** SQLite's table rebuild: same ids (and AUTOINCREMENT counter) under the new definition. */
async function rebuildSqliteTable(
  trx: Trx,
  table: 'sports' | 'competitions',
  columns: string[],
  define: (t: TableBuilder) => TableBuilder,
): Promise<void> {
  const next = `${table}_next`;
  await define(trx.schema.createTable(next)).execute();
  const list = sql.raw(columns.join(', '));
  await sql`insert into ${sql.table(next)} (${list}) select ${list} from ${sql.table(table)}`.execute(
    trx,
  );
  const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`
    .execute(trx)
    .then((r) => r.rows[0]?.seq);
  await trx.schema.dropTable(table).execute();
  await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(trx);
  if (seq !== undefined)
    await sql`update sqlite_sequence set seq = ${seq} where name = ${table}`.execute(trx);
}

async function createUniqueIndexes(trx: Trx): Promise<void> {
  const shared = sql.ref('owner_user_id');
  await trx.schema
    .createIndex('sports_shared_name_key')
    .on('sports')
    .column('name_key')
    .unique()
    .where(sql<boolean>`${shared} is null`)
    .execute();
  await trx.schema
    .createIndex('sports_owner_name_key')
    .on('sports')
    .columns(['owner_user_id', 'name_key'])
    .unique()
    .where(sql<boolean>`${shared} is not null`)
    .execute();
  await trx.schema
    .createIndex('competitions_shared_name_key')
    .on('competitions')
    .columns(['sport_id', 'name_key'])
    .unique()
    .where(sql<boolean>`${shared} is null`)
    .execute();
  await trx.schema
    .createIndex('competitions_owner_name_key')
    .on('competitions')
    .columns(['owner_user_id', 'sport_id', 'name_key'])
    .unique()
    .where(sql<boolean>`${shared} is not null`)
    .execute();
}

/** Who uses each entry: [entry id, user id, the sport id of the using row]. */
async function usesOf(trx: Trx, column: 'sport_id' | 'competition_id') {
  const fromBets = await trx
    .selectFrom('bets')
    .select([`${column} as entry`, 'user_id', 'sport_id'])
    .where(column, 'is not', null)
    .groupBy([column, 'user_id', 'sport_id'])
    .execute();
  const fromSelections = await trx
    .selectFrom('selections')
    .innerJoin('bets', 'bets.id', 'selections.bet_id')
    .select([`selections.${column} as entry`, 'bets.user_id', 'selections.sport_id'])
    .where(`selections.${column}`, 'is not', null)
    .groupBy([`selections.${column}`, 'bets.user_id', 'selections.sport_id'])
    .execute();
  const users = new Map<number, Map<number, number>>();
  for (const { entry, user_id, sport_id } of [...fromBets, ...fromSelections]) {
    if (entry === null) continue;
    let byUser = users.get(entry);
    if (!byUser) users.set(entry, (byUser = new Map()));
    byUser.set(user_id, sport_id);
  }
  return users;
}

const betsOf = (trx: Trx, userId: number) =>
  trx.selectFrom('bets').select('id').where('user_id', '=', userId);

async function assignOwners(trx: Trx): Promise<void> {
  const seedSports = new Set(SEED_SPORTS.map((s) => catalogueKey(s.name)));
  const seedCompetitions = new Set(
    SEED_SPORTS.flatMap((s) =>
      s.competitions.map((c) => `${catalogueKey(s.name)}\u0001${catalogueKey(c)}`),
    ),
  );

  const sportUses = await usesOf(trx, 'sport_id');
  for (const sport of await trx.selectFrom('sports').select(['id', 'name', 'name_key']).execute()) {
    if (seedSports.has(sport.name_key)) continue;
    // The first user (lowest id) keeps the row; the others get copies.
    const [first, ...others] = [...(sportUses.get(sport.id)?.keys() ?? [])].sort((a, b) => a - b);
    if (first === undefined) {
      await trx.deleteFrom('sports').where('id', '=', sport.id).execute();
      continue;
    }
    await trx
      .updateTable('sports')
      .set({ owner_user_id: first })
      .where('id', '=', sport.id)
      .execute();
    for (const userId of others) {
      const { id } = await trx
        .insertInto('sports')
        .values({ name: sport.name, name_key: sport.name_key, owner_user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('bets')
        .set({ sport_id: id })
        .where('sport_id', '=', sport.id)
        .where('user_id', '=', userId)
        .execute();
      await trx
        .updateTable('selections')
        .set({ sport_id: id })
        .where('sport_id', '=', sport.id)
        .where('bet_id', 'in', betsOf(trx, userId))
        .execute();
    }
  }

  // After the sports: a user's copy of a sport is the sport_id their rows now carry.
  const sportKeyById = new Map(
    (
      await trx
        .selectFrom('sports')
        .select(['id', 'name_key'])
        .where('owner_user_id', 'is', null)
        .execute()
    ).map((s) => [s.id, s.name_key]),
  );
  const competitionUses = await usesOf(trx, 'competition_id');
  for (const competition of await trx
    .selectFrom('competitions')
    .select(['id', 'sport_id', 'name', 'name_key'])
    .execute()) {
    const sportKey = sportKeyById.get(competition.sport_id);
    if (sportKey !== undefined && seedCompetitions.has(`${sportKey}\u0001${competition.name_key}`))
      continue;
    const [first, ...others] = [...(competitionUses.get(competition.id)?.entries() ?? [])].sort(
      ([a], [b]) => a - b,
    );
    if (first === undefined) {
      await trx.deleteFrom('competitions').where('id', '=', competition.id).execute();
      continue;
    }
    await trx
      .updateTable('competitions')
      .set({ owner_user_id: first[0], sport_id: first[1] })
      .where('id', '=', competition.id)
      .execute();
    for (const [userId, sportId] of others) {
      const { id } = await trx
        .insertInto('competitions')
        .values({
          sport_id: sportId,
          name: competition.name,
          name_key: competition.name_key,
          owner_user_id: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('bets')
        .set({ competition_id: id })
        .where('competition_id', '=', competition.id)
        .where('user_id', '=', userId)
        .execute();
      await trx
        .updateTable('selections')
        .set({ competition_id: id })
        .where('competition_id', '=', competition.id)
        .where('bet_id', 'in', betsOf(trx, userId))
        .execute();
    }
  }
}
