import type { Kysely, Transaction } from 'kysely';
import { catalogueKey, UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import { CATALOGUE_LIMITS, CatalogueLimitError } from '../catalogue/catalogue-limits.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const competitionKey = (sportId: number, key: string) => `${sportId}\u0001${key}`;

/*
 * The catalogue a user sees is the shared one (owner_user_id null) plus their own entries
 * (docs/decisions/010-private-catalogue.md); what another user typed never reaches them.
 */

function visibleSports(db: Db, userId: number) {
  return db
    .selectFrom('sports')
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]));
}

function visibleCompetitions(db: Db, userId: number) {
  return db
    .selectFrom('competitions')
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]));
}

export async function listSports(
  db: Db,
  userId: number,
): Promise<Array<{ sport_id: number; sport_name: string }>> {
  const rows = await visibleSports(db, userId)
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ sport_id: r.id, sport_name: r.name }));
}

export async function listCompetitions(
  db: Db,
  userId: number,
): Promise<Array<{ competition_id: number; competition_name: string; sport_id: number }>> {
  const rows = await visibleCompetitions(db, userId)
    .select(['id', 'name', 'sport_id'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    competition_id: r.id,
    competition_name: r.name,
    sport_id: r.sport_id,
  }));
}

/** What the user's catalogue holds, by matching key; a shared entry wins over their own. */
async function loadVisible(db: Db, userId: number) {
  const [sports, aliases, competitions] = await Promise.all([
    visibleSports(db, userId).select(['id', 'name', 'name_key', 'owner_user_id']).execute(),
    db.selectFrom('sport_aliases').select(['alias_key', 'sport_id']).execute(),
    visibleCompetitions(db, userId)
      .select(['id', 'sport_id', 'name', 'name_key', 'owner_user_id'])
      .execute(),
  ]);
  const shared = <T extends { owner_user_id: number | null }>(row: T) => row.owner_user_id === null;
  const sportIdByKey = new Map<string, number>();
  const addSport = (key: string, id: number) => {
    if (!sportIdByKey.has(key)) sportIdByKey.set(key, id);
  };
  // Shared names, then aliases (which belong to shared sports), then the user's own names.
  for (const s of sports) if (shared(s)) addSport(s.name_key, s.id);
  for (const a of aliases) addSport(a.alias_key, a.sport_id);
  for (const s of sports) if (!shared(s)) addSport(s.name_key, s.id);
  const competitionIdByKey = new Map<string, number>();
  for (const c of [...competitions.filter(shared), ...competitions.filter((c) => !shared(c))]) {
    const key = competitionKey(c.sport_id, c.name_key);
    if (!competitionIdByKey.has(key)) competitionIdByKey.set(key, c.id);
  }
  return {
    sports,
    competitions,
    sportIdByKey,
    competitionIdByKey,
    ownSports: sports.filter((s) => s.owner_user_id !== null).length,
    ownCompetitions: competitions.filter((c) => c.owner_user_id !== null).length,
  };
}

export interface CatalogueResolver {
  /** The sport's id by name or alias, created as the user's own when new; blank → 'Unknown'. */
  sportId(name: string | null): Promise<number>;
  /** The competition's id within a sport, created as the user's own when new; blank → null. */
  competitionId(sportId: number, name: string | null): Promise<number | null>;
}

/**
 * Resolves names for one user's bets (a form or an import), inside its transaction, loading
 * the user's catalogue once and remembering what it creates, so 10,000 bets cost a handful of
 * queries. A shared entry wins, then the user's own, else a new one of theirs; a name over the
 * length or count limits throws CatalogueLimitError (the request answers 400, nothing written).
 */
export async function createCatalogueResolver(db: Db, userId: number): Promise<CatalogueResolver> {
  const visible = await loadVisible(db, userId);
  const sports = visible.sportIdByKey;
  const competitions = visible.competitionIdByKey;
  let ownSports = visible.ownSports;
  let ownCompetitions = visible.ownCompetitions;
  // An import names the same few hundred sports and competitions on every bet and leg.
  const keys = new Map<string, string>();
  const keyOf = (display: string) => {
    let key = keys.get(display);
    if (key === undefined) {
      key = catalogueKey(display);
      keys.set(display, key);
    }
    return key;
  };

  return {
    async sportId(name) {
      const display = name?.trim() || UNKNOWN_SPORT;
      const key = keyOf(display);
      const known = sports.get(key);
      if (known !== undefined) return known;
      if (display.length > CATALOGUE_LIMITS.sportNameLength)
        throw new CatalogueLimitError('sport', 'tooLong', CATALOGUE_LIMITS.sportNameLength);
      if (ownSports >= CATALOGUE_LIMITS.ownSports)
        throw new CatalogueLimitError('sport', 'tooMany', CATALOGUE_LIMITS.ownSports);
      const { id } = await db
        .insertInto('sports')
        .values({ name: display, name_key: key, owner_user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      ownSports += 1;
      sports.set(key, id);
      return id;
    },
    async competitionId(sportId, name) {
      const display = name?.trim();
      if (!display) return null;
      const key = competitionKey(sportId, keyOf(display));
      const known = competitions.get(key);
      if (known !== undefined) return known;
      if (display.length > CATALOGUE_LIMITS.competitionNameLength)
        throw new CatalogueLimitError(
          'competition',
          'tooLong',
          CATALOGUE_LIMITS.competitionNameLength,
        );
      if (ownCompetitions >= CATALOGUE_LIMITS.ownCompetitions)
        throw new CatalogueLimitError('competition', 'tooMany', CATALOGUE_LIMITS.ownCompetitions);
      const { id } = await db
        .insertInto('competitions')
        .values({
          sport_id: sportId,
          name: display,
          name_key: keyOf(display),
          owner_user_id: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ownCompetitions += 1;
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
export async function loadCatalogueNames(db: Db, userId: number): Promise<CatalogueNames> {
  const { sports, competitions, sportIdByKey, competitionIdByKey } = await loadVisible(db, userId);
  const sportName = new Map(sports.map((s) => [s.id, s.name]));
  const competitionName = new Map(competitions.map((c) => [c.id, c.name]));

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
      const id = competitionIdByKey.get(competitionKey(sportId, catalogueKey(display)));
      return (id === undefined ? undefined : competitionName.get(id)) ?? display;
    },
    sportById: (id) => sportName.get(id) ?? UNKNOWN_SPORT,
    competitionById: (id) => (id === null ? null : (competitionName.get(id) ?? null)),
  };
}

/** A catalogue entry a staged import needs and the final transaction creates. */
export type PendingCatalogueEntry =
  | { placeholder: number; kind: 'sport'; name: string }
  /** `sportId` may itself be a placeholder. */
  | { placeholder: number; kind: 'competition'; sportId: number; name: string };

/**
 * A resolver for an import written in several transactions (docs/decisions/020): it creates
 * nothing, so a half-written import leaves no entry in the user's catalogue. A name the
 * catalogue lacks gets a negative placeholder id, listed in `pending` in the order met;
 * `createPendingEntries` makes them in the transaction that shows the import. The limits are
 * checked as createCatalogueResolver checks them, so the same import is refused the same way.
 */
export async function createDeferredCatalogueResolver(
  db: Db,
  userId: number,
): Promise<{ resolver: CatalogueResolver; pending: PendingCatalogueEntry[] }> {
  const visible = await loadVisible(db, userId);
  const sports = visible.sportIdByKey;
  const competitions = visible.competitionIdByKey;
  let ownSports = visible.ownSports;
  let ownCompetitions = visible.ownCompetitions;
  const pending: PendingCatalogueEntry[] = [];
  const keys = new Map<string, string>();
  const keyOf = (display: string) => {
    let key = keys.get(display);
    if (key === undefined) {
      key = catalogueKey(display);
      keys.set(display, key);
    }
    return key;
  };
  const resolver: CatalogueResolver = {
    sportId(name) {
      const display = name?.trim() || UNKNOWN_SPORT;
      const key = keyOf(display);
      const known = sports.get(key);
      if (known !== undefined) return Promise.resolve(known);
      if (display.length > CATALOGUE_LIMITS.sportNameLength)
        throw new CatalogueLimitError('sport', 'tooLong', CATALOGUE_LIMITS.sportNameLength);
      if (ownSports >= CATALOGUE_LIMITS.ownSports)
        throw new CatalogueLimitError('sport', 'tooMany', CATALOGUE_LIMITS.ownSports);
      const placeholder = -(pending.length + 1);
      pending.push({ placeholder, kind: 'sport', name: display });
      ownSports += 1;
      sports.set(key, placeholder);
      return Promise.resolve(placeholder);
    },
    competitionId(sportId, name) {
      const display = name?.trim();
      if (!display) return Promise.resolve(null);
      const key = competitionKey(sportId, keyOf(display));
      const known = competitions.get(key);
      if (known !== undefined) return Promise.resolve(known);
      if (display.length > CATALOGUE_LIMITS.competitionNameLength)
        throw new CatalogueLimitError(
          'competition',
          'tooLong',
          CATALOGUE_LIMITS.competitionNameLength,
        );
      if (ownCompetitions >= CATALOGUE_LIMITS.ownCompetitions)
        throw new CatalogueLimitError('competition', 'tooMany', CATALOGUE_LIMITS.ownCompetitions);
      const placeholder = -(pending.length + 1);
      pending.push({ placeholder, kind: 'competition', sportId, name: display });
      ownCompetitions += 1;
      competitions.set(key, placeholder);
      return Promise.resolve(placeholder);
    },
  };
  return { resolver, pending };
}

/**
 * Creates (or finds, if someone made them meanwhile) the entries a deferred resolver left
 * pending; returns each placeholder with the real id. Call inside the showing transaction.
 */
export async function createPendingEntries(
  db: Db,
  userId: number,
  pending: readonly PendingCatalogueEntry[],
): Promise<Array<{ placeholder: number; realId: number }>> {
  if (pending.length === 0) return [];
  const real = await createCatalogueResolver(db, userId);
  const ids = new Map<number, number>();
  for (const entry of pending) {
    const realId =
      entry.kind === 'sport'
        ? await real.sportId(entry.name)
        : await real.competitionId(ids.get(entry.sportId) ?? entry.sportId, entry.name);
    if (realId === null) throw new Error(`competition ${entry.name} resolved to none`);
    ids.set(entry.placeholder, realId);
  }
  return [...ids].map(([placeholder, realId]) => ({ placeholder, realId }));
}
