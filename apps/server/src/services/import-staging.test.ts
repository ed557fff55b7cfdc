import type { BetRecord, ParsedImport } from '@stakelab/core';
import { afterEach, expect, it } from 'vitest';
import { listBetViews } from '../repositories/bet-views.ts';
import { betChangesWindow } from '../history/bet-tombstones.ts';
import {
  ABANDONED_STAGING_MS,
  startStaging,
  stageBets,
  sweepAbandonedStagings,
} from '../repositories/import-staging.ts';
import { createDeferredCatalogueResolver, listCompetitions } from '../repositories/catalogue.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { importParsedBets, STAGE_FROM_RECORDS } from './import-service.ts';

const choices = { dryRun: false, setAsideUnreadable: false, preferSource: new Set<string>() };
const parsed = (bets: BetRecord[]): ParsedImport => ({
  format: 'betfair-sportsbook',
  bets,
  problems: [],
  morePages: false,
});

/** `count` bets named `prefix-i`, two legs each, in a competition nobody has yet. */
const history = (prefix: string, count: number, competition = 'Segunda RFEF Grupo 4') =>
  Array.from({ length: count }, (_, i) =>
    betRecord({
      sourceBetId: `${prefix}-${i}`,
      aliases: [`${prefix}-alias-${i}`],
      competition,
      selections: [
        { ...betRecord().selections[0]!, name: `Home ${i}` },
        { ...betRecord().selections[0]!, name: `Away ${i}`, competition: 'Copa Federación' },
      ],
    }),
  );

const count = async (db: TestDatabase['db'], table: 'bets' | 'selections' | 'bet_source_ids') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const stagedRows = async (db: TestDatabase['db']) =>
  Number(
    (
      await db
        .selectFrom('import_staged_bets')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// docs/decisions/020: a large SQLite import is written in chunks to a staging nobody reads and
// shown in one short transaction; on PostgreSQL the same imports run in one transaction.
describeWithDatabase(`large imports written in chunks on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('shows every bet, id, alias, leg and new catalogue entry at once, under one new version', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = await createUserRow(db);
    const bets = history('BIG', STAGE_FROM_RECORDS + 250);
    const answer = await importParsedBets(db, user.id, parsed(bets), choices);
    expect(answer).toMatchObject({ inserted: 1250, selections: 2500, skipped: 0 });
    expect(await count(db, 'bets')).toBe(1250);
    expect(await count(db, 'selections')).toBe(2500);
    // Each bet's id and its alias.
    expect(await count(db, 'bet_source_ids')).toBe(2500);
    // The new competitions exist once each, the user's own.
    const names = (await listCompetitions(db, user.id)).map((c) => c.competition_name);
    expect(names.filter((n) => n === 'Segunda RFEF Grupo 4')).toHaveLength(1);
    expect(names.filter((n) => n === 'Copa Federación')).toHaveLength(1);
    const views = await listBetViews(db, user.id);
    const bet7 = views.find((v) => v.BetId === 'BIG-7');
    expect(bet7?.Competition).toBe('Segunda RFEF Grupo 4');
    expect(bet7?.Selections.map((s) => [s.SelectionName, s.Competition])).toEqual([
      ['Home 7', 'Segunda RFEF Grupo 4'],
      ['Away 7', 'Copa Federación'],
    ]);
    // One version for the whole import: every bet carries it, so `changes?since=0` has them all.
    const window = await betChangesWindow(db, user.id);
    const seqs = await db.selectFrom('bets').select('change_seq').distinct().execute();
    expect(seqs).toEqual([{ change_seq: window?.version }]);
    expect(await stagedRows(db)).toBe(0);

    // Re-importing with every id known inserts nothing (aliases count too).
    const again = await importParsedBets(
      db,
      user.id,
      parsed(bets.map((b, i) => ({ ...b, sourceBetId: `NEW-ID-${i}` }))),
      choices,
    );
    expect(again).toMatchObject({ inserted: 0, skipped: 1250 });
    expect(await count(db, 'bets')).toBe(1250);
  });

  it.skipIf(testDialect !== 'sqlite')(
    'a failure between chunks leaves nothing visible and nothing staged; the import then goes in',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      const user = await createUserRow(db);
      const bets = history('CRASH', 2000);
      let chunksDone = 0;
      const failing = importParsedBets(db, user.id, parsed(bets), choices, {
        afterStagedChunk: async (chunk) => {
          chunksDone = chunk;
          // Halfway: 1,000 bets are committed to the staging.
          if (chunk === 5) {
            expect(await stagedRows(db)).toBe(1000);
            expect(await count(db, 'bets')).toBe(0);
            throw new Error('injected fault between chunks');
          }
        },
      });
      await expect(failing).rejects.toThrow('injected fault between chunks');
      expect(chunksDone).toBe(5);
      expect(await count(db, 'bets')).toBe(0);
      expect(await count(db, 'bet_source_ids')).toBe(0);
      expect(await listBetViews(db, user.id)).toEqual([]);
      expect((await betChangesWindow(db, user.id))?.version).toBe(0);
      // No competition of the half-written import reached the user's catalogue.
      const names = (await listCompetitions(db, user.id)).map((c) => c.competition_name);
      expect(names).not.toContain('Segunda RFEF Grupo 4');
      expect(await stagedRows(db)).toBe(0);

      const answer = await importParsedBets(db, user.id, parsed(bets), choices);
      expect(answer).toMatchObject({ inserted: 2000, skipped: 0 });
      expect(await count(db, 'bets')).toBe(2000);
    },
  );

  it.skipIf(testDialect !== 'sqlite')(
    'what a killed process staged is swept once abandoned, and never shown',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      const user = await createUserRow(db);
      const started = new Date('2026-11-28T10:00:00.000Z');
      // A process that staged two chunks and died: its staging row stays, untouched.
      const stagingId = await startStaging(db, user.id, started);
      const { resolver } = await createDeferredCatalogueResolver(db, user.id);
      await stageBets(db, stagingId, user.id, resolver, history('DEAD', 200), 1, started, null);
      await stageBets(db, stagingId, user.id, resolver, history('DEAD2', 200), 201, started, null);
      expect(await stagedRows(db)).toBe(400);
      expect(await listBetViews(db, user.id)).toEqual([]);

      // Still fresh: another process may be writing it.
      const soon = new Date(started.getTime() + ABANDONED_STAGING_MS - 1000);
      expect(await sweepAbandonedStagings(db, soon)).toBe(0);
      expect(await stagedRows(db)).toBe(400);

      const later = new Date(started.getTime() + ABANDONED_STAGING_MS + 1000);
      expect(await sweepAbandonedStagings(db, later)).toBe(1);
      expect(await stagedRows(db)).toBe(0);
      const legs = await db.selectFrom('import_staged_selections').select('bet_seq').execute();
      expect(legs).toEqual([]);
      expect(await db.selectFrom('import_stagings').select('id').execute()).toEqual([]);
      expect(await count(db, 'bets')).toBe(0);
    },
  );

  it.skipIf(testDialect !== 'sqlite')(
    'a catalogue entry deleted while the import is staged: planned again, nothing lost',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      const user = await createUserRow(db);
      const laLiga = await db
        .selectFrom('competitions')
        .select('id')
        .where('name', '=', 'LaLiga')
        .where('owner_user_id', 'is', null)
        .executeTakeFirstOrThrow();
      const bets = Array.from({ length: 1100 }, (_, i) => betRecord({ sourceBetId: `FK-${i}` }));
      const answer = await importParsedBets(db, user.id, parsed(bets), choices, {
        afterStagedChunk: async (chunk) => {
          // An admin deletes the shared LaLiga, which no bet uses yet: no version moves.
          if (chunk === 1)
            await db.deleteFrom('competitions').where('id', '=', laLiga.id).execute();
        },
      });
      expect(answer).toMatchObject({ inserted: 1100 });
      const views = await listBetViews(db, user.id);
      expect(views).toHaveLength(1100);
      // The one-transaction import made LaLiga again, the user's own.
      expect(new Set(views.map((v) => v.Competition))).toEqual(new Set(['LaLiga']));
      expect(await stagedRows(db)).toBe(0);
    },
  );

  it.skipIf(testDialect !== 'sqlite')(
    'a hand-added bet while the import is staged is kept, and the import is not duplicated',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      const user = await createUserRow(db);
      const bets = history('RACE', 1200);
      const answer = await importParsedBets(db, user.id, parsed(bets), choices, {
        afterStagedChunk: async (chunk) => {
          // The user's history changes under the staged plan: the same bet arrives by hand.
          if (chunk === 2) await importParsedBets(db, user.id, parsed([bets[10]!]), choices);
        },
      });
      // Planned again in one transaction: the hand-added bet is now known.
      expect(answer).toMatchObject({ inserted: 1199, skipped: 1 });
      expect(await count(db, 'bets')).toBe(1200);
      expect(await stagedRows(db)).toBe(0);
    },
  );
});
