import type { ImportProblem, ParsedImport } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpError } from '../plugins/error-handler.ts';
import { listBetAudit } from '../repositories/bet-audit-log.ts';
import { importParsedBets } from '../services/import-service.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// A Pikkit line with no amount (unreadable) and one whose odds were dropped (a warning), as
// an importer reports them. The importers' own tests cover which rows are which; this suite
// covers what the server does with them.
const NO_STAKE: ImportProblem = {
  severity: 'unreadable',
  row: 3,
  field: 'amount',
  code: 'import.valueMissing',
  params: { row: 3, field: 'amount' },
  message: 'Row 3: the stake is missing.',
  source: 'x3,Novig,straight,SETTLED_WIN,2.00,,5.00,"Betis, Sevilla"',
};
const FORMULA: ImportProblem = {
  ...NO_STAKE,
  row: 4,
  params: { row: 4, field: 'amount' },
  message: 'Row 4: the stake is missing.',
  source: '=HYPERLINK("http://example.com")',
};
const LOW_ODDS: ImportProblem = {
  severity: 'warning',
  row: 2,
  field: 'odds',
  code: 'import.oddsBelowMinimum',
  params: { row: 2, odds: 0.84, min: 1.01 },
  message: 'Row 2: the odds 0.84 are below 1.01; the bet was kept without odds.',
  source: 'x2,Novig,straight,SETTLED_WIN,0.84,10,8.40',
};

const parsedWithProblems = (): ParsedImport => ({
  format: 'pikkit-csv',
  bets: [betRecord({ source: 'pikkit', oddsMilli: null })],
  problems: [LOW_ODDS, NO_STAKE, FORMULA],
  morePages: false,
});

const choices = (overrides: { dryRun?: boolean; setAsideUnreadable?: boolean } = {}) => ({
  dryRun: false,
  setAsideUnreadable: false,
  preferSource: new Set<string>(),
  ...overrides,
});

describeWithDatabase(`unreadable records on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const download = (owner: RegisteredUser, importId: number) =>
    server.request(`/api/history/imports/${importId}/set-aside.csv`, {
      headers: { cookie: owner.cookie },
    });

  it('refuses the import while unreadable records are not set aside, and stores nothing', async () => {
    const refusal = await importParsedBets(
      server.database.db,
      user.userId,
      parsedWithProblems(),
      choices(),
    ).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      code: 'IMPORT_UNREADABLE',
      errors: [
        { field: 'row 3, amount', message: 'Row 3: the stake is missing.' },
        { field: 'row 4, amount', message: 'Row 4: the stake is missing.' },
      ],
    });
    expect(await historyClient(server).betsOf(user)).toEqual([]);
  });

  it('previews the unreadable records and the warnings without refusing', async () => {
    const preview = await importParsedBets(
      server.database.db,
      user.userId,
      parsedWithProblems(),
      choices({ dryRun: true }),
    );
    expect(preview).toMatchObject({ dryRun: true, inserted: 1, setAside: 0 });
    expect(preview.unreadable?.map((p) => p.row)).toEqual([3, 4]);
    // The answer carries the message key and its parameters, not the raw record.
    expect(preview.warnings).toEqual([
      {
        severity: 'warning',
        row: 2,
        field: 'odds',
        code: 'import.oddsBelowMinimum',
        params: { row: 2, odds: 0.84, min: 1.01 },
        message: LOW_ODDS.message,
      },
    ]);
  });

  it('imports the rest when asked to set them aside, and lists them as CSV for their owner only', async () => {
    const answer = await importParsedBets(
      server.database.db,
      user.userId,
      parsedWithProblems(),
      choices({ setAsideUnreadable: true }),
    );
    expect(answer).toMatchObject({ inserted: 1, setAside: 2, importId: expect.any(Number) });
    expect(await historyClient(server).betsOf(user)).toHaveLength(1);

    const res = await download(user, answer.importId ?? 0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(await res.text()).toBe(
      [
        'Row,Field,Code,Reason,Record',
        // The record has commas and quotes: quoted, its quotes doubled.
        '3,amount,import.valueMissing,Row 3: the stake is missing.,"x3,Novig,straight,SETTLED_WIN,2.00,,5.00,""Betis, Sevilla"""',
        // A record a spreadsheet would run as a formula gets a leading '.
        `4,amount,import.valueMissing,Row 4: the stake is missing.,"'=HYPERLINK(""http://example.com"")"`,
        '',
      ].join('\r\n'),
    );

    const other = await registerUser(server);
    expect((await download(other, answer.importId ?? 0)).status).toBe(404);
    expect((await download(user, 999_999)).status).toBe(404);
    const anonymous = await server.request(`/api/history/imports/${answer.importId}/set-aside.csv`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses, previews and sets aside a Pikkit row without its amount, over HTTP', async () => {
    const api = historyClient(server);
    const owner = await registerUser(server);
    const noAmount =
      'x2,Novig,straight,SETTLED_WIN,2.00,,5.00,2026-03-01T18:00:00.000Z,Betis v Sevilla';
    const csv = [
      'bet_id,sportsbook,type,status,odds,amount,profit,time_placed_iso,bet_info',
      // Line 2 cannot be a bet without its stake; line 3 is fine (won 10.00 at 2.00: +10.00).
      noAmount,
      'x3,Novig,straight,SETTLED_WIN,2.00,10.00,10.00,2026-03-01T19:00:00.000Z,Girona v Celta',
    ].join('\n');

    const refused = await api.upload(owner, 'upload-csv', csv);
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toMatchObject({
      code: 'IMPORT_UNREADABLE',
      errors: [{ field: expect.stringContaining('row 2') }],
    });
    const preview = await bodyOf(await api.upload(owner, 'upload-csv', csv, { dryRun: true }));
    expect(preview).toMatchObject({
      inserted: 1,
      unreadable: [expect.objectContaining({ row: 2, field: 'amount', severity: 'unreadable' })],
    });
    expect(await api.betsOf(owner)).toEqual([]);

    const done = await bodyOf(
      await api.upload(owner, 'upload-csv', csv, { setAsideUnreadable: true }),
    );
    expect(done).toMatchObject({ inserted: 1, setAside: 1 });
    expect(await api.betsOf(owner)).toEqual([
      expect.objectContaining({ BetId: 'x3', NetReturn: 10 }),
    ]);
    const listed = await (await download(owner, done.importId)).text();
    // The line as it came, quoted since it holds commas.
    expect(listed).toContain(`"${noAmount}"`);
  });

  it('refreshes the source’s notes quietly: not an update, but recorded and shown', async () => {
    const bet = betRecord({ source: 'pikkit', closingOddsMilli: 2200, expectedValueRatio: 0.0305 });
    const parsed = (closingOddsMilli: number, expectedValueRatio: number): ParsedImport => ({
      format: 'pikkit-csv',
      bets: [{ ...bet, closingOddsMilli, expectedValueRatio }],
      problems: [],
      morePages: false,
    });
    const owner = await registerUser(server);
    await importParsedBets(server.database.db, owner.userId, parsed(2200, 0.0305), choices());
    // Pikkit recomputes the closing line of settled bets between exports.
    const again = await importParsedBets(
      server.database.db,
      owner.userId,
      parsed(2110, 0.0755),
      choices(),
    );
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    const [stored] = await historyClient(server).betsOf(owner);
    expect(stored).toMatchObject({ ClosingOdds: 2.11, ExpectedValue: 0.0755 });
    const changes = await listBetAudit(server.database.db, owner.userId, stored?.Id ?? 0);
    expect(changes.map((c) => [c.field, c.old, c.new, c.importId])).toEqual([
      ['ClosingOdds', 2.2, 2.11, again.importId],
      ['ExpectedValue', 0.0305, 0.0755, again.importId],
    ]);
  });
});
