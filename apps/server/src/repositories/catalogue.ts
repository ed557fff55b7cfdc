import type { Kysely, Transaction } from 'kysely';
import { catalogueKey, UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listSports(db: Db): Promise<Array<{ sport_id: number; sport_name: string }>> {
  const rows = await db.selectFrom('sports').select(['id', 'name']).orderBy('name').execute();
  return rows.map((r) => ({ sport_id: r.id, sport_name: r.name }));
}

export async function listCompetitions(
  db: Db,
): Promise<Array<{ competition_id: number; competition_name: string; sport_id: number }>> {
  const rows = await db
    .selectFrom('competitions')
    .select(['id', 'name', 'sport_id'])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    competition_id: r.id,
    competition_name: r.name,
    sport_id: r.sport_id,
  }));
}

export interface CatalogueResolver {
  /** The sport's id by name or alias, created when new; blank → the 'Unknown' sport. */
  sportId(name: string | null): Promise<number>;
  /** The competition's id within a sport, created when new; blank → null. */
  competitionId(sportId: number, name: string | null): Promise<number | null>;
}

/**
 * Resolves names for one import, inside its transaction, loading the catalogue once and
 * remembering what it creates, so 10,000 bets cost a handful of queries, not 20,000.
 */
export async function createCatalogueResolver(db: Db): Promise<CatalogueResolver> {
  const sports = new Map<string, number>();
  for (const s of await db.selectFrom('sports').select(['id', 'name_key']).execute())
    sports.set(s.name_key, s.id);
  for (const a of await db
    .selectFrom('sport_aliases')
    .select(['alias_key', 'sport_id'])
    .execute()) {
    if (!sports.has(a.alias_key)) sports.set(a.alias_key, a.sport_id);
  }
  const competitions = new Map<string, number>();
  const competitionKey = (sportId: number, key: string) => `${sportId}\u0001${key}`;
  for (const c of await db
    .selectFrom('competitions')
    .select(['id', 'sport_id', 'name_key'])
    .execute()) {
    competitions.set(competitionKey(c.sport_id, c.name_key), c.id);
  }

  return {
    async sportId(name) {
      const display = name?.trim() || UNKNOWN_SPORT;
      const key = catalogueKey(display);
      const known = sports.get(key);
      if (known !== undefined) return known;
      const { id } = await db
        .insertInto('sports')
        .values({ name: display, name_key: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      sports.set(key, id);
      return id;
    },
    async competitionId(sportId, name) {
      const display = name?.trim();
      if (!display) return null;
      const key = competitionKey(sportId, catalogueKey(display));
      const known = competitions.get(key);
      if (known !== undefined) return known;
      const { id } = await db
        .insertInto('competitions')
        .values({ sport_id: sportId, name: display, name_key: catalogueKey(display) })
        .returning('id')
        .executeTakeFirstOrThrow();
      competitions.set(key, id);
      return id;
    },
  };
}
