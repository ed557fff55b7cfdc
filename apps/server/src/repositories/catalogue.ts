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

export interface CatalogueNames {
  /** The name a sport is stored under: the catalogue's for a known name or alias, else as given. */
  sport(name: string | null): string;
  /** The name a competition of that sport is stored under; blank → null. */
  competition(sportName: string, name: string | null): string | null;
  /** The catalogue's names by id, as stored bets refer to them. */
  sportById(id: number): string;
  competitionById(id: number | null): string | null;
}

/**
 * The catalogue's names, read once and never written: what createCatalogueResolver would
 * store a name as, so an incoming bet compares with a stored one ("Soccer" is "Football").
 */
export async function loadCatalogueNames(db: Db): Promise<CatalogueNames> {
  const [sports, aliases, competitions] = await Promise.all([
    db.selectFrom('sports').select(['id', 'name', 'name_key']).execute(),
    db.selectFrom('sport_aliases').select(['alias_key', 'sport_id']).execute(),
    db.selectFrom('competitions').select(['id', 'sport_id', 'name', 'name_key']).execute(),
  ]);
  const sportName = new Map(sports.map((s) => [s.id, s.name]));
  const sportIdByKey = new Map(sports.map((s) => [s.name_key, s.id]));
  for (const a of aliases)
    if (!sportIdByKey.has(a.alias_key)) sportIdByKey.set(a.alias_key, a.sport_id);
  const competitionName = new Map(competitions.map((c) => [c.id, c.name]));
  const competitionByKey = new Map(
    competitions.map((c) => [`${c.sport_id}\u0001${c.name_key}`, c.name]),
  );

  const sport = (name: string | null) => {
    const display = name?.trim() || UNKNOWN_SPORT;
    const id = sportIdByKey.get(catalogueKey(display));
    return (id === undefined ? undefined : sportName.get(id)) ?? display;
  };
  return {
    sport,
    competition(sportDisplay, name) {
      const display = name?.trim();
      if (!display) return null;
      const sportId = sportIdByKey.get(catalogueKey(sportDisplay));
      if (sportId === undefined) return display;
      return competitionByKey.get(`${sportId}\u0001${catalogueKey(display)}`) ?? display;
    },
    sportById: (id) => sportName.get(id) ?? UNKNOWN_SPORT,
    competitionById: (id) => (id === null ? null : (competitionName.get(id) ?? null)),
  };
}
