import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { bulkInserter } from './bulk-insert.ts';

describeWithDatabase(`inserts that reuse their statement on ${testDialect}`, () => {
  let database: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await createUserRow(database.db)).id;
  });
  afterAll(() => database.drop());

  const sport = (name: string, owner: number | null = userId) => ({
    name,
    name_key: name.toLowerCase(),
    owner_user_id: owner,
  });
  const stored = async (prefix: string) =>
    (
      await database.db
        .selectFrom('sports')
        .select(['id', 'name', 'name_key', 'owner_user_id'])
        .where('name', 'like', `${prefix}%`)
        .orderBy('name')
        .execute()
    ).map(({ name, name_key, owner_user_id }) => [name, name_key, owner_user_id]);

  it('each call stores its own rows, and RETURNING names each row it wrote', async () => {
    const insert = bulkInserter(database.db, 'sports');
    const answers = [];
    // Three calls of two rows: the second and third reuse the first's statement.
    for (const pair of [
      ['A Alpha', 'A Beta'],
      ['A Gamma', 'A Delta'],
      ['A Eta', 'A Theta'],
    ]) {
      answers.push(
        ...(await insert(
          pair.map((name) => sport(name)),
          ['id', 'name'],
        )),
      );
    }
    expect(await stored('A ')).toEqual(
      ['A Alpha', 'A Beta', 'A Delta', 'A Eta', 'A Gamma', 'A Theta'].map((name) => [
        name,
        name.toLowerCase(),
        userId,
      ]),
    );
    const ids = new Map(answers.map((row) => [row.name, row.id]));
    const byName = await database.db
      .selectFrom('sports')
      .select(['id', 'name'])
      .where('name', 'like', 'A %')
      .execute();
    for (const { id, name } of byName) expect(ids.get(name)).toBe(id);
  });

  it('rows of another shape or count, nulls and a row missing a column are stored as given', async () => {
    const insert = bulkInserter(database.db, 'sports');
    await insert([sport('B One'), sport('B Two')]);
    // Same count, a null owner: the values change, not the statement.
    await insert([sport('B Three', null), sport('B Four')]);
    // Same count but a column left out (its default, null): Kysely's own statement.
    await insert([{ name: 'B Five', name_key: 'b five' }, sport('B Six')]);
    await insert([sport('B Seven')]);
    expect(await stored('B ')).toEqual([
      ['B Five', 'b five', null],
      ['B Four', 'b four', userId],
      ['B One', 'b one', userId],
      ['B Seven', 'b seven', userId],
      ['B Six', 'b six', userId],
      ['B Three', 'b three', null],
      ['B Two', 'b two', userId],
    ]);
  });

  it('inserts nothing for no rows', async () => {
    expect(await bulkInserter(database.db, 'sports')([])).toEqual([]);
  });
});
