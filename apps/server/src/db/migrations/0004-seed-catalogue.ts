import type { Kysely } from 'kysely';
import { catalogueKey } from '../../catalogue/catalogue-key.ts';
import { SEED_SPORTS } from '../../catalogue/seed-data.ts';
import type { Database } from '../schema.ts';

/** A realistic starting catalogue of sports, their other names, and their main competitions. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  for (const sport of SEED_SPORTS) {
    const { id } = await db
      .insertInto('sports')
      .values({ name: sport.name, name_key: catalogueKey(sport.name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const aliases = [...new Set(sport.aliases.map(catalogueKey))].filter(
      (key) => key !== catalogueKey(sport.name),
    );
    if (aliases.length) {
      await db
        .insertInto('sport_aliases')
        .values(aliases.map((alias_key) => ({ alias_key, sport_id: id })))
        .execute();
    }
    if (sport.competitions.length) {
      await db
        .insertInto('competitions')
        .values(
          sport.competitions.map((name) => ({ sport_id: id, name, name_key: catalogueKey(name) })),
        )
        .execute();
    }
  }
}
