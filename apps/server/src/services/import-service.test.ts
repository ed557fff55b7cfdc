import { ImportFormatError, type BetRecord } from '@stakelab/core';
import { afterEach, expect, it } from 'vitest';
import { HttpError } from '../plugins/error-handler.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { importRefusal, parseOrRefuse, storeImportedBets } from './import-service.ts';

describeWithDatabase(`import service on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('stores an import and reports it in the words of the spec', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const bets = [betRecord(), betRecord()];
    expect(await storeImportedBets(database.db, user.id, bets, 'betfair-sportsbook')).toMatchObject(
      {
        success: true,
        message: 'Inserted 2 new bets and 2 selections.',
        format: 'betfair-sportsbook',
        inserted: 2,
        skipped: 0,
        selections: 2,
        updated: 0,
        unchanged: 0,
      },
    );
  });

  it('stores nothing when any bet fails, even after earlier chunks went in', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const bets: BetRecord[] = Array.from({ length: 250 }, (_, i) =>
      betRecord({ sourceBetId: `ALL-OR-NOTHING-${i}` }),
    );
    // Row 230 lands in the second chunk of 200 and breaks a NOT NULL constraint.
    bets[230] = { ...betRecord(), status: null as unknown as BetRecord['status'] };
    await expect(storeImportedBets(database.db, user.id, bets, 'pikkit-csv')).rejects.toThrow();
    const stored = await database.db.selectFrom('bets').select('id').execute();
    const ids = await database.db.selectFrom('bet_source_ids').select('source_id').execute();
    expect(stored).toEqual([]);
    expect(ids).toEqual([]);
  });

  it("turns a format error into a 400 with the importer's message", () => {
    const refuse = () =>
      parseOrRefuse(() => {
        throw new ImportFormatError('bets[4].odds: odds must be at least 1.01', 'bets[4].odds');
      });
    expect(refuse).toThrow(HttpError);
    expect(refuse).toThrow('bets[4].odds: odds must be at least 1.01');
    expect(parseOrRefuse(() => 42)).toBe(42);
  });

  it('passes an importer’s message key and its parameters on, for the web to word', () => {
    const rollUp = ImportFormatError.of('import.betfairRollUp', { groupBy: 'MARKET' });
    expect(importRefusal(rollUp)).toMatchObject({
      statusCode: 400,
      code: 'import.betfairRollUp',
      params: { groupBy: 'MARKET' },
      message: rollUp.message,
    });
    expect(rollUp.message).toContain('MARKET');
  });
});
