import type { PrivateCatalogueResponse } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import { catalogueKey, UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { Database } from '../db/schema.ts';
import { bumpBetsVersion, stampBetsChanged } from './bets-version.ts';

/*
 * Admin curation of the private catalogue (docs/decisions/010-private-catalogue.md). Entries
 * with one matching key (a competition: within one sport) form a group, one row of the admin
 * list, and every action applies to the whole group: "Padel" typed by forty users is promoted
 * once. Every user whose entries change gets a new bets version, and each bet that showed one
 * of the entries' names (on itself or a leg) is stamped with it, so cached history answers
 * and the changes read (bets.change_seq) show the new names.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type CurationOutcome =
  | { ok: true }
  | { ok: false; reason: 'notFound' | 'badTarget' | 'alreadyShared' | 'sportIsPrivate' };

interface Entry {
  id: number;
  name: string;
  name_key: string;
  owner_user_id: number | null;
}

/** How many distinct bets use each entry, through the bet itself or one of its legs. */
async function betCounts(
  db: Db,
  column: 'sport_id' | 'competition_id',
  table: 'sports' | 'competitions',
) {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('bets')
        .select([`${column} as entry`, 'id as bet_id'])
        .union(eb.selectFrom('selections').select([`${column} as entry`, 'bet_id']))
        .as('uses'),
    )
    .select((eb) => ['uses.entry', eb.fn.countAll<number>().as('bets')])
    .where(
      'uses.entry',
      'in',
      db.selectFrom(table).select('id').where('owner_user_id', 'is not', null),
    )
    .groupBy('uses.entry')
    .execute();
  return new Map(rows.map((r) => [r.entry, Number(r.bets)]));
}

function grouped<T extends Entry>(entries: T[], keyOf: (e: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const e of [...entries].sort((a, b) => a.id - b.id)) {
    const key = keyOf(e);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()];
}

const byUse = (a: { bets: number; users: number; name: string }, b: typeof a) =>
  b.bets - a.bets || b.users - a.users || a.name.localeCompare(b.name);

export async function listPrivateCatalogue(
  db: Db,
): Promise<Omit<PrivateCatalogueResponse, 'success'>> {
  const [sports, competitions, sportBets, competitionBets] = await Promise.all([
    db.selectFrom('sports').select(['id', 'name', 'name_key', 'owner_user_id']).execute(),
    db
      .selectFrom('competitions')
      .select(['id', 'name', 'name_key', 'owner_user_id', 'sport_id'])
      .execute(),
    betCounts(db, 'sport_id', 'sports'),
    betCounts(db, 'competition_id', 'competitions'),
  ]);
  const sportById = new Map(sports.map((s) => [s.id, s]));
  const isPrivate = (e: Entry) => e.owner_user_id !== null;
  const summary = <T extends Entry>(group: T[], counts: Map<number | null, number>) => {
    const first = group[0] as T;
    return {
      first,
      id: first.id,
      name: first.name,
      users: new Set(group.map((e) => e.owner_user_id)).size,
      bets: group.reduce((sum, e) => sum + (counts.get(e.id) ?? 0), 0),
    };
  };
  return {
    sports: grouped(sports.filter(isPrivate), (s) => s.name_key)
      .map((g) => {
        const { first: _first, ...row } = summary(g, sportBets);
        return row;
      })
      .sort(byUse),
    competitions: grouped(competitions.filter(isPrivate), (c) => `${c.sport_id}\u0001${c.name_key}`)
      .map((g) => {
        const { first, ...row } = summary(g, competitionBets);
        const sport = sportById.get(first.sport_id);
        return {
          ...row,
          sport_id: first.sport_id,
          sport_name: sport?.name ?? UNKNOWN_SPORT,
          sport_is_private: sport ? isPrivate(sport) : false,
        };
      })
      .sort(byUse),
    shared_sports: sports
      .filter((s) => !isPrivate(s))
      .map((s) => ({ id: s.id, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    shared_competitions: competitions
      .filter((c) => !isPrivate(c))
      .map((c) => ({ id: c.id, name: c.name, sport_id: c.sport_id }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

async function sportGroup(db: Db, id: number) {
  const entry = await db
    .selectFrom('sports')
    .select('name_key')
    .where('id', '=', id)
    .where('owner_user_id', 'is not', null)
    .executeTakeFirst();
  if (!entry) return [];
  return db
    .selectFrom('sports')
    .select(['id', 'name', 'name_key', 'owner_user_id'])
    .where('name_key', '=', entry.name_key)
    .where('owner_user_id', 'is not', null)
    .orderBy('id')
    .execute();
}

async function competitionGroup(db: Db, id: number) {
  const entry = await db
    .selectFrom('competitions')
    .select(['name_key', 'sport_id'])
    .where('id', '=', id)
    .where('owner_user_id', 'is not', null)
    .executeTakeFirst();
  if (!entry) return [];
  return db
    .selectFrom('competitions')
    .select(['id', 'name', 'name_key', 'owner_user_id', 'sport_id'])
    .where('name_key', '=', entry.name_key)
    .where('sport_id', '=', entry.sport_id)
    .where('owner_user_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Bets by owner that show one of these sports or competitions, on the bet or one of its legs. */
async function betsShowing(
  db: Db,
  sportIds: readonly number[],
  competitionIds: readonly number[],
): Promise<Map<number, number[]>> {
  const [onBets, onLegs] = await Promise.all([
    db
      .selectFrom('bets')
      .select(['id', 'user_id'])
      .where((eb) =>
        eb.or([
          ...(sportIds.length > 0 ? [eb('sport_id', 'in', sportIds)] : []),
          ...(competitionIds.length > 0 ? [eb('competition_id', 'in', competitionIds)] : []),
        ]),
      )
      .execute(),
    db
      .selectFrom('selections')
      .innerJoin('bets', 'bets.id', 'selections.bet_id')
      .select(['bets.id', 'bets.user_id'])
      .where((eb) =>
        eb.or([
          ...(sportIds.length > 0 ? [eb('selections.sport_id', 'in', sportIds)] : []),
          ...(competitionIds.length > 0
            ? [eb('selections.competition_id', 'in', competitionIds)]
            : []),
        ]),
      )
      .execute(),
  ]);
  const byOwner = new Map<number, Set<number>>();
  for (const { id, user_id } of [...onBets, ...onLegs]) {
    let ids = byOwner.get(user_id);
    if (!ids) byOwner.set(user_id, (ids = new Set()));
    ids.add(id);
  }
  return new Map([...byOwner].map(([owner, ids]) => [owner, [...ids]]));
}

/** The bets showing a group of sports: those sports, or any competition of them. */
async function betsShowingSports(db: Db, group: Entry[]) {
  const sportIds = group.map((e) => e.id);
  if (sportIds.length === 0) return new Map<number, number[]>();
  const competitions = await db
    .selectFrom('competitions')
    .select('id')
    .where('sport_id', 'in', sportIds)
    .execute();
  return betsShowing(
    db,
    sportIds,
    competitions.map((c) => c.id),
  );
}

const betsShowingCompetitions = (db: Db, group: Entry[]) =>
  betsShowing(
    db,
    [],
    group.map((e) => e.id),
  );

/**
 * After the change: the group's owners get a new bets version, and the bets that showed the
 * group (found before it) are stamped with it.
 */
async function bumpOwners(db: Db, group: Entry[], showing: Map<number, number[]>) {
  const owners = new Set([...group.map((e) => e.owner_user_id), ...showing.keys()]);
  for (const userId of owners) {
    if (userId === null) continue;
    const betIds = showing.get(userId);
    if (betIds) await stampBetsChanged(db, userId, betIds);
    else await bumpBetsVersion(db, userId);
  }
}

/** Points bets and legs from one competition to another (and to that one's sport). */
async function repointCompetition(db: Db, fromId: number, to: { id: number; sport_id: number }) {
  for (const table of ['bets', 'selections'] as const) {
    await db
      .updateTable(table)
      .set({ competition_id: to.id, sport_id: to.sport_id })
      .where('competition_id', '=', fromId)
      .execute();
  }
}

/**
 * Folds one user's sport into another sport: its bets and legs move over; each of its
 * competitions joins the same-named one there (shared, or the user's own), or moves over.
 */
async function foldSport(db: Db, from: Entry, toId: number) {
  const competitions = await db
    .selectFrom('competitions')
    .select(['id', 'name_key'])
    .where('sport_id', '=', from.id)
    .execute();
  for (const c of competitions) {
    const same = await db
      .selectFrom('competitions')
      .select(['id', 'sport_id', 'owner_user_id'])
      .where('sport_id', '=', toId)
      .where('name_key', '=', c.name_key)
      .where((eb) =>
        eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', from.owner_user_id)]),
      )
      .execute();
    // A shared one wins over the user's own.
    const target = same.find((s) => s.owner_user_id === null) ?? same[0];
    if (target) {
      await repointCompetition(db, c.id, target);
      await db.deleteFrom('competitions').where('id', '=', c.id).execute();
    } else {
      await db.updateTable('competitions').set({ sport_id: toId }).where('id', '=', c.id).execute();
    }
  }
  for (const table of ['bets', 'selections'] as const) {
    await db.updateTable(table).set({ sport_id: toId }).where('sport_id', '=', from.id).execute();
  }
  await db.deleteFrom('sports').where('id', '=', from.id).execute();
}

/** Whether the shared catalogue already knows this sport key, by name or alias. */
async function sharedSportKnows(db: Db, key: string): Promise<boolean> {
  const [byName, byAlias] = await Promise.all([
    db
      .selectFrom('sports')
      .select('id')
      .where('name_key', '=', key)
      .where('owner_user_id', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('sport_aliases')
      .select('sport_id')
      .where('alias_key', '=', key)
      .executeTakeFirst(),
  ]);
  return byName !== undefined || byAlias !== undefined;
}

/** The group becomes one shared sport (its first entry); the other users' copies fold into it. */
export async function promoteSport(db: Db, id: number): Promise<CurationOutcome> {
  const group = await sportGroup(db, id);
  const [keep, ...others] = group;
  if (!keep) return { ok: false, reason: 'notFound' };
  if (await sharedSportKnows(db, keep.name_key)) return { ok: false, reason: 'alreadyShared' };
  const showing = await betsShowingSports(db, group);
  for (const other of others) await foldSport(db, other, keep.id);
  await db.updateTable('sports').set({ owner_user_id: null }).where('id', '=', keep.id).execute();
  await bumpOwners(db, group, showing);
  return { ok: true };
}

/**
 * Every entry of the group folds into a shared sport, and the typed name becomes an alias
 * of it, so the next user who types it gets the shared sport.
 */
export async function mergeSport(db: Db, id: number, intoId: number): Promise<CurationOutcome> {
  const group = await sportGroup(db, id);
  const first = group[0];
  if (!first) return { ok: false, reason: 'notFound' };
  const target = await db
    .selectFrom('sports')
    .select('id')
    .where('id', '=', intoId)
    .where('owner_user_id', 'is', null)
    .executeTakeFirst();
  if (!target) return { ok: false, reason: 'badTarget' };
  const showing = await betsShowingSports(db, group);
  for (const entry of group) await foldSport(db, entry, target.id);
  if (!(await sharedSportKnows(db, first.name_key)))
    await db
      .insertInto('sport_aliases')
      .values({ alias_key: first.name_key, sport_id: target.id })
      .execute();
  await bumpOwners(db, group, showing);
  return { ok: true };
}

/** The shared 'Unknown' sport, where bets of a deleted sport go (created if it was removed). */
async function unknownSportId(db: Db): Promise<number> {
  const key = catalogueKey(UNKNOWN_SPORT);
  const found = await db
    .selectFrom('sports')
    .select('id')
    .where('name_key', '=', key)
    .where('owner_user_id', 'is', null)
    .executeTakeFirst();
  if (found) return found.id;
  const { id } = await db
    .insertInto('sports')
    .values({ name: UNKNOWN_SPORT, name_key: key })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The group goes; its bets stay, with the 'Unknown' sport and no competition. */
export async function deleteSport(db: Db, id: number): Promise<CurationOutcome> {
  const group = await sportGroup(db, id);
  if (group.length === 0) return { ok: false, reason: 'notFound' };
  const showing = await betsShowingSports(db, group);
  const unknown = await unknownSportId(db);
  for (const entry of group) {
    const competitions = db
      .selectFrom('competitions')
      .select('id')
      .where('sport_id', '=', entry.id);
    for (const table of ['bets', 'selections'] as const) {
      await db
        .updateTable(table)
        .set({ competition_id: null })
        .where('competition_id', 'in', competitions)
        .execute();
      await db
        .updateTable(table)
        .set({ sport_id: unknown })
        .where('sport_id', '=', entry.id)
        .execute();
    }
    await db.deleteFrom('competitions').where('sport_id', '=', entry.id).execute();
    await db.deleteFrom('sports').where('id', '=', entry.id).execute();
  }
  await bumpOwners(db, group, showing);
  return { ok: true };
}

/** The group becomes one shared competition; its sport must be shared already. */
export async function promoteCompetition(db: Db, id: number): Promise<CurationOutcome> {
  const group = await competitionGroup(db, id);
  const [keep, ...others] = group;
  if (!keep) return { ok: false, reason: 'notFound' };
  const sport = await db
    .selectFrom('sports')
    .select('owner_user_id')
    .where('id', '=', keep.sport_id)
    .executeTakeFirstOrThrow();
  if (sport.owner_user_id !== null) return { ok: false, reason: 'sportIsPrivate' };
  const shared = await db
    .selectFrom('competitions')
    .select('id')
    .where('sport_id', '=', keep.sport_id)
    .where('name_key', '=', keep.name_key)
    .where('owner_user_id', 'is', null)
    .executeTakeFirst();
  if (shared) return { ok: false, reason: 'alreadyShared' };
  const showing = await betsShowingCompetitions(db, group);
  for (const other of others) {
    await repointCompetition(db, other.id, keep);
    await db.deleteFrom('competitions').where('id', '=', other.id).execute();
  }
  await db
    .updateTable('competitions')
    .set({ owner_user_id: null })
    .where('id', '=', keep.id)
    .execute();
  await bumpOwners(db, group, showing);
  return { ok: true };
}

/** Every entry of the group folds into a shared competition; its bets take that one's sport. */
export async function mergeCompetition(
  db: Db,
  id: number,
  intoId: number,
): Promise<CurationOutcome> {
  const group = await competitionGroup(db, id);
  if (group.length === 0) return { ok: false, reason: 'notFound' };
  const target = await db
    .selectFrom('competitions')
    .select(['id', 'sport_id'])
    .where('id', '=', intoId)
    .where('owner_user_id', 'is', null)
    .executeTakeFirst();
  if (!target) return { ok: false, reason: 'badTarget' };
  const showing = await betsShowingCompetitions(db, group);
  for (const entry of group) {
    await repointCompetition(db, entry.id, target);
    await db.deleteFrom('competitions').where('id', '=', entry.id).execute();
  }
  await bumpOwners(db, group, showing);
  return { ok: true };
}

/** The group goes; its bets stay, with no competition. */
export async function deleteCompetition(db: Db, id: number): Promise<CurationOutcome> {
  const group = await competitionGroup(db, id);
  if (group.length === 0) return { ok: false, reason: 'notFound' };
  const showing = await betsShowingCompetitions(db, group);
  for (const entry of group) {
    for (const table of ['bets', 'selections'] as const) {
      await db
        .updateTable(table)
        .set({ competition_id: null })
        .where('competition_id', '=', entry.id)
        .execute();
    }
    await db.deleteFrom('competitions').where('id', '=', entry.id).execute();
  }
  await bumpOwners(db, group, showing);
  return { ok: true };
}
