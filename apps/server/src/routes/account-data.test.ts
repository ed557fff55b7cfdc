import { bankrollNamer, type BetView } from '@stakelab/core';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { setAdmin } from '../repositories/users.ts';
import { ACCOUNT_TABLES } from '../services/account-data/account-tables.ts';
import { storeImportedBets } from '../services/import-service.ts';
import { login, registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord, selectionRecord } from '../test/factories.ts';
import { historyClient, withoutIds } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { base32Bytes, timeStepNow, totpAt } from '../test/totp.ts';
import { userColumns, type UserColumn } from '../test/user-columns.ts';

type Row = Record<string, unknown>;

describeWithDatabase(`download my data and delete my account on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let columns: UserColumn[];
  beforeAll(async () => {
    // The builds are driven by the test (runNow), as the notification tests drive theirs.
    server = await startTestServer({ mailLoop: false });
    api = historyClient(server);
    columns = await userColumns(server.database.db, server.database.dialect);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (user: RegisteredUser, url: string, json?: unknown, method?: string) =>
    server.request(url, {
      ...(json === undefined ? {} : { json }),
      ...(method ? { method } : {}),
      headers: { cookie: user.cookie },
    });

  /**
   * Something in every table that can hold a user's rows: through the API where it is short,
   * straight into the table otherwise. `tag` tells the two users' texts apart.
   */
  async function fill(user: RegisteredUser, tag: string) {
    const now = new Date().toISOString();
    // Three bets worked by hand: a won single 10.00 at 2.50 (+15.00), a lost double 5.00 at
    // 2.00 × 1.50 = 3.00 (−5.00), an open single 4.00 at 1.80; a fourth is deleted below. The
    // sport "Pelota <tag>" is in no shared catalogue: it becomes the user's private entry.
    const bets = [
      betRecord({ sourceBetId: `${tag}/1`, tags: ['value'] }),
      betRecord({
        sourceBetId: `${tag}/2`,
        placedAt: '2026-03-02T18:00:00.000Z',
        settledAt: '2026-03-02T21:00:00.000Z',
        sport: `Pelota ${tag}`,
        competition: `Liga ${tag}`,
        eventDescription: 'Double',
        betType: 'DBL',
        oddsMilli: 3000,
        stakeCents: 500,
        returnCents: 0,
        netReturnCents: -500,
        status: 'LOST',
        selections: [
          selectionRecord({ name: 'Leg A', oddsMilli: 2000, result: 'WON' }),
          selectionRecord({ name: 'Leg B', oddsMilli: 1500, result: 'LOST' }),
        ],
        raw: { from: `source record of ${tag}` },
      }),
      betRecord({
        sourceBetId: `${tag}/3`,
        placedAt: '2026-03-03T18:00:00.000Z',
        settledAt: null,
        oddsMilli: 1800,
        stakeCents: 400,
        returnCents: 0,
        netReturnCents: 0,
        status: 'PENDING',
        selections: [selectionRecord({ result: null })],
      }),
      betRecord({ sourceBetId: `${tag}/4`, placedAt: '2026-03-04T18:00:00.000Z' }),
    ];
    await storeImportedBets(db(), user.userId, bets, 'betfair-sportsbook');
    const views = await api.betsOf(user);
    const byId = new Map(views.map((b) => [b.BetId, b.Id]));
    const tennis = await bodyOf(
      await call(user, '/api/history/bankrolls', { name: 'Tennis', startingBalance: 50 }),
    );
    const moved = await call(user, '/api/history/bets/bulk/bankroll', {
      betIds: [byId.get(`${tag}/2`)],
      bankrollId: tennis.bankroll.id,
    });
    expect(moved.status).toBe(200);
    const deposit = await call(user, `/api/history/bankrolls/${tennis.bankroll.id}/movements`, {
      kind: 'DEPOSIT',
      amount: 25,
      date: '2026-03-01T10:00:00.000Z',
    });
    expect(deposit.status, await deposit.text()).toBe(200);
    const deleted = await call(user, '/api/history/bets/bulk/delete', {
      betIds: [byId.get(`${tag}/4`)],
    });
    expect(deleted.status).toBe(200);
    const emailChange = await call(user, '/api/auth/change-email', {
      current_password: user.password,
      new_email: `new-${tag}-${user.userId}@example.com`,
    });
    expect(emailChange.status).toBe(200);

    const userId = user.userId;
    const betId = byId.get(`${tag}/1`)!;
    await db()
      .insertInto('bet_audit_log')
      .values({
        bet_id: betId,
        user_id: userId,
        import_id: null,
        field: 'stake',
        old_value: '9',
        new_value: '10',
        changed_at: now,
      })
      .execute();
    // A result suggested from the live feed (migration 0029).
    await db()
      .insertInto('settlement_suggestions')
      .values({
        user_id: userId,
        bet_id: betId,
        status: 'WON',
        source: '[]',
        suggested_at: now,
      })
      .execute();
    await db()
      .insertInto('feed_link_offers')
      .values({
        user_id: userId,
        bet_id: betId,
        position: 0,
        selection_name: 'Home',
        feed_event_id: `ev-${tag}`,
        feed_outcome: '1',
        confidence: 0.85,
        home_name: 'Home',
        away_name: 'Away',
        league_name: 'LaLiga',
        event_start: now,
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('sheet_mappings')
      .values({
        user_id: userId,
        signature_hash: `h-${tag}`,
        signature: 'date|stake',
        name: `Sheet ${tag}`,
        mapping: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const staging = await db()
      .insertInto('import_stagings')
      .values({ user_id: userId, started_at: now, touched_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('import_staged_bets')
      .values({ staging_id: staging.id, seq: 1, user_id: userId } as never)
      .execute();
    await db()
      .insertInto('import_usage')
      .values({ user_id: userId, day: '2026-03-01', bytes: 1234, imports: 1 })
      .execute();
    await db()
      .insertInto('notification_jobs')
      .values({
        kind: 'test',
        user_id: userId,
        payload: '{}',
        status: 'done',
        created_at: now,
        locked_until: null,
        locked_by: null,
      })
      .execute();
    await db()
      .insertInto('notifications')
      .values({
        user_id: userId,
        kind: 'test',
        title: `Hello ${tag}`,
        body: 'b',
        url: '/',
        created_at: now,
        read_at: null,
      })
      .execute();
    await db()
      .insertInto('notification_preferences')
      .values({ user_id: userId, kind: 'stakePublished', in_app: 1, email: 'digest', push: 0 })
      .execute();
    await db()
      .insertInto('notification_settings')
      .values({
        user_id: userId,
        quiet_start: 1320,
        quiet_end: 420,
        time_zone: 'Europe/Madrid',
        digest_sent_at: null,
      })
      .execute();
    const device = await db()
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint: `https://push.example/${tag}`,
        p256dh: `P256DH-${tag}`,
        auth: `AUTH-${tag}`,
        label: 'Firefox on Linux',
        created_at: now,
        last_sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('push_outbox')
      .values({
        subscription_id: device.id,
        payload: '{}',
        status: 'sent',
        last_error: null,
        created_at: now,
        next_attempt_at: now,
        locked_until: null,
        locked_by: null,
      })
      .execute();
    await db()
      .insertInto('stakes')
      .values({
        tipster_name: `Tipster ${tag}`,
        event_description: 'Betis v Sevilla',
        bookmaker: 'Bet365',
        bet_placed_at: now,
        status: 'IN_PROGRESS',
        bet_details: null,
        total_odds_milli: 2100,
        stake_cents: 2000,
        potential_winnings_cents: 4200,
        payout_cents: null,
        image_path: null,
        created_by: userId,
        created_at: now,
        settled_at: null,
        starts_at: null,
        void_reason: null,
      })
      .execute();

    // A team starred on the live page (live_favourites).
    const star = await call(
      user,
      '/api/live-events/favourites',
      { kind: 'team', name: tag },
      'PUT',
    );
    expect(star.status).toBe(200);

    // A personal API token (api_tokens): its hash never leaves the server.
    expect(
      (
        await call(user, '/api/auth/tokens', {
          name: `script ${tag}`,
          scope: 'bets:read',
          expires_in_days: 30,
        })
      ).status,
    ).toBe(200);

    // Two-factor on (user_two_factor, recovery_codes), then a password step waiting for a code
    // (pending_logins).
    const setup = await bodyOf(await call(user, '/api/auth/two-factor/setup', {}));
    const enabled = await bodyOf(
      await call(user, '/api/auth/two-factor/enable', {
        code: totpAt(base32Bytes(setup.secret), timeStepNow()),
      }),
    );
    expect(enabled.recovery_codes).toHaveLength(10);
    expect(await bodyOf(await login(server, user.email, user.password))).toMatchObject({
      twoFactorRequired: true,
    });
    return { secret: setup.secret as string, recoveryCodes: enabled.recovery_codes as string[] };
  }

  async function exportOf(user: RegisteredUser) {
    const started = await call(user, '/api/account/export', {});
    expect(started.status, await started.clone().text()).toBe(202);
    const { download_url: url, export: row } = await bodyOf(started);
    expect(row.status).toBe('pending');
    expect(await server.app.dataExports.runNow()).toBe(1);
    const status = await bodyOf(await call(user, '/api/account/export'));
    expect(status.export).toMatchObject({ id: row.id, status: 'ready' });
    const res = await call(user, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="stakelab-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = new Uint8Array(await res.arrayBuffer());
    expect(status.export.size_bytes).toBe(zip.byteLength);
    const files = unzipSync(zip);
    return { url: url as string, files, text: (name: string) => strFromU8(files[name]!) };
  }

  const countOf = async (table: string, column: string, id: number) =>
    Number(
      (
        await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(
          db(),
        )
      ).rows[0]?.n,
    );

  it('lists every table with a user id column of the catalogue among the account tables', () => {
    const known = new Set(ACCOUNT_TABLES.map((t) => `${t.table}.${t.owner.column}`));
    const missing = columns.filter((c) => !known.has(`${c.table}.${c.column}`));
    expect(missing).toEqual([]);
    // Counted from the migrations by hand: 27 at migration 0026, then
    // settlement_suggestions.user_id (0029), live_favourites.user_id (0030) and
    // feed_link_offers.user_id (0031).
    expect(columns).toHaveLength(30);
  });

  let ana: RegisteredUser;
  let bea: RegisteredUser;
  let anaFactor: { secret: string; recoveryCodes: string[] };
  let anaZip: Awaited<ReturnType<typeof exportOf>>;

  it("exports every table's rows of the user and none of another user's", async () => {
    ana = await registerUser(server, { first_name: 'Anabel' });
    bea = await registerUser(server, { first_name: 'Beatriz' });
    anaFactor = await fill(ana, 'ana');
    await fill(bea, 'bea');
    anaZip = await exportOf(ana);

    for (const { table, column } of columns) {
      const rows = JSON.parse(anaZip.text(`tables/${table}.json`)) as Row[];
      const inDb = await countOf(table, column, ana.userId);
      // Every table has something of Ana (the fixture fills them all) …
      expect(inDb, `${table}.${column}`).toBeGreaterThan(0);
      // … and the export holds exactly those rows, none of Bea's.
      expect(
        rows.filter((r) => r[column] === ana.userId),
        table,
      ).toHaveLength(inDb);
      expect(
        rows.every((r) => r[column] === ana.userId),
        table,
      ).toBe(true);
    }
    const manifest = JSON.parse(anaZip.text('manifest.json'));
    const rowsIn = (table: string) =>
      manifest.tables.find((t: { table: string }) => t.table === table).rows;
    // By hand: 3 bets kept (the 4th deleted), 1 + 2 + 1 selections, Tennis and the default
    // bankroll, one deposit, one device and its one push, the private sport and competition.
    expect(rowsIn('bets')).toBe(3);
    expect(rowsIn('selections')).toBe(4);
    expect(rowsIn('bankrolls')).toBe(2);
    expect(rowsIn('bankroll_movements')).toBe(1);
    expect(rowsIn('push_outbox')).toBe(1);
    expect(rowsIn('sports')).toBe(1);
    expect(rowsIn('competitions')).toBe(1);
    expect(rowsIn('recovery_codes')).toBe(10);
    expect(rowsIn('bet_tombstones')).toBe(1);
    expect(JSON.parse(anaZip.text('profile.json'))).toMatchObject({
      id: ana.userId,
      first_name: 'Anabel',
      email: ana.email,
    });
    const movements = JSON.parse(anaZip.text('tables/bankroll_movements.json')) as Row[];
    expect(movements).toMatchObject([{ kind: 'DEPOSIT', amount_cents: 2500 }]);
    const selections = JSON.parse(anaZip.text('tables/selections.json')) as Row[];
    expect(selections.map((s) => s.name).sort()).toEqual([
      'Leg A',
      'Leg B',
      'Real Betis',
      'Real Betis',
    ]);

    // The bets as the app shows them, with their selections and source records.
    const views = JSON.parse(anaZip.text('bets.json')) as BetView[];
    expect(
      views.map((b) => [b.BetId, b.Stake, b.NetReturn, b.Status, b.Selections.length]),
    ).toEqual([
      ['ana/3', 4, 0, 'PENDING', 1],
      ['ana/2', 5, -5, 'LOST', 2],
      ['ana/1', 10, 15, 'WON', 1],
    ]);
    const rawBets = JSON.parse(anaZip.text('tables/bets.json')) as Row[];
    expect(JSON.parse(rawBets.find((b) => b.source_bet_id === 'ana/2')!.raw as string)).toEqual({
      from: 'source record of ana',
    });
    // The StakeLab CSV: its header and one line per bet.
    const csv = anaZip.text('bets.csv').trim().split(/\r?\n/);
    expect(csv).toHaveLength(4);
    expect(anaZip.text('tables/sheet_mappings.csv')).toContain('Sheet ana');
    expect(JSON.parse(anaZip.text('tags.json')).tags).toEqual(['value']);

    // Nothing of Bea, and no secret of Ana's, anywhere in the zip.
    const all = Object.values(anaZip.files)
      .map((f) => strFromU8(f))
      .join('\n');
    for (const text of [
      'bea/',
      'Sheet bea',
      'Tipster bea',
      bea.email,
      'P256DH-ana',
      'AUTH-ana',
      'https://push.example/ana',
      anaFactor.secret,
    ]) {
      expect(all, text).not.toContain(text);
    }
    const hash = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ana.userId)
      .executeTakeFirstOrThrow();
    expect(all).not.toContain(hash.password_hash);
    const session = await db()
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', ana.userId)
      .executeTakeFirstOrThrow();
    expect(all).not.toContain(session.token_hash);
    expect(all).not.toContain(
      hashToken(anaFactor.recoveryCodes[0]!.replace(/-/g, '').toUpperCase()),
    );
  });

  it('offers the zip by a link that works once, for its owner only', async () => {
    const again = await call(ana, anaZip.url);
    expect(again.status).toBe(410);
    expect(await bodyOf(again)).toMatchObject({ code: 'GONE' });
    expect((await bodyOf(await call(ana, '/api/account/export'))).export.status).toBe('downloaded');

    const started = await bodyOf(await call(bea, '/api/account/export', {}));
    // Not built yet: 409; another user's link: 404; no session: 401.
    expect((await call(bea, started.download_url)).status).toBe(409);
    expect((await call(ana, started.download_url)).status).toBe(404);
    expect((await server.request(started.download_url)).status).toBe(401);
    // A second export while one is being built: 409.
    expect((await call(bea, '/api/account/export', {})).status).toBe(409);
    await server.app.dataExports.runNow();
    expect((await call(bea, started.download_url)).status).toBe(200);
    expect((await call(bea, started.download_url)).status).toBe(410);
    // An expired link answers 410 too.
    const third = await bodyOf(await call(bea, '/api/account/export', {}));
    await server.app.dataExports.runNow();
    await db()
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', third.export.id)
      .execute();
    expect((await call(bea, third.download_url)).status).toBe(410);
  });

  it('limits exports to 3 a day per account', async () => {
    const cara = await registerUser(server);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(cara, '/api/account/export', {})).status).toBe(202);
      await server.app.dataExports.runNow();
    }
    const refused = await call(cara, '/api/account/export', {});
    expect(refused.status).toBe(429);
    expect(await bodyOf(refused)).toMatchObject({ code: 'TOO_MANY_EXPORTS' });
    expect((await bodyOf(await call(cara, '/api/account/export'))).exports_left).toBe(0);
  });

  it("re-imports the zip's CSV into a new account as the same history", async () => {
    const copy = await registerUser(server);
    const imported = await api.upload(copy, 'upload-csv', anaZip.text('bets.csv'));
    expect(imported.status).toBe(200);
    expect(await bodyOf(imported)).toMatchObject({ inserted: 3, format: 'stakelab-csv' });
    const bankrollsOf = async (user: RegisteredUser) =>
      (await bodyOf(await call(user, '/api/history/bankrolls'))).bankrolls;
    const comparable = async (user: RegisteredUser, bets: readonly BetView[]) => {
      const name = bankrollNamer(await bankrollsOf(user));
      return withoutIds(bets).map((bet) => ({ ...bet, BankrollId: name(bet.BankrollId ?? null) }));
    };
    const original = JSON.parse(anaZip.text('bets.json')) as BetView[];
    const again = await api.betsOf(copy);
    expect(again).toHaveLength(3);
    // Field by field, the bankroll by its name (Tennis for the double).
    expect(await comparable(copy, again)).toEqual(await comparable(ana, original));
    expect((await comparable(copy, again)).find((b) => b.BetId === 'ana/2')?.BankrollId).toBe(
      'Tennis',
    );
  });

  it('deletes the account with the password and the second factor, and nothing of it stays', async () => {
    const path = '/api/account/delete';
    const wrong = await call(ana, path, { current_password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    const noCode = await call(ana, path, { current_password: ana.password });
    expect(noCode.status).toBe(400);
    expect(await bodyOf(noCode)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    const bankrollIds = (
      await db().selectFrom('bankrolls').select('id').where('user_id', '=', ana.userId).execute()
    ).map((r) => r.id);
    const betIds = (
      await db().selectFrom('bets').select('id').where('user_id', '=', ana.userId).execute()
    ).map((r) => r.id);
    const stakesBefore = await countOf('stakes', 'created_by', bea.userId);
    const allStakes = Number(
      (
        await db()
          .selectFrom('stakes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const done = await call(ana, path, {
      current_password: ana.password,
      recovery_code: anaFactor.recoveryCodes[0],
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(done.headers.getSetCookie().join(';')).toMatch(/stakelab_session=;/);

    for (const { table, column } of columns) {
      expect(await countOf(table, column, ana.userId), `${table}.${column}`).toBe(0);
    }
    expect(await countOf('users', 'id', ana.userId)).toBe(0);
    for (const id of betIds) expect(await countOf('selections', 'bet_id', id)).toBe(0);
    for (const id of bankrollIds)
      expect(await countOf('bankroll_movements', 'bankroll_id', id)).toBe(0);
    // Ana's published stake stays in the record, without its author; Bea's data is untouched.
    expect(
      Number(
        (
          await db()
            .selectFrom('stakes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(allStakes);
    expect(await countOf('stakes', 'created_by', bea.userId)).toBe(stakesBefore);
    expect(await api.betsOf(bea)).toHaveLength(3);
    // Signed out, and the password no longer opens anything.
    expect((await call(ana, '/api/account/export')).status).toBe(401);
    expect((await login(server, ana.email, ana.password)).status).toBe(401);
    // The confirmation is in the outbox, though the user row is gone.
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['subject', 'status'])
      .where('to_address', '=', ana.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: 'Your StakeLab account has been deleted', status: 'pending' });
    // … and it is delivered (to the .eml folder here: no SMTP_URL).
    await server.app.mailOutbox.sendDueNow();
    const after = await db()
      .selectFrom('mail_outbox')
      .select('status')
      .where('to_address', '=', ana.email)
      .where('subject', '=', 'Your StakeLab account has been deleted')
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('sent');
  });

  it('refuses to delete the last admin, and lets an admin go when another remains', async () => {
    const admin = await registerUser(server);
    const admins = Number(
      (
        await db()
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('is_admin', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(admins).toBe(0);
    await setAdmin(db(), admin.email, true, new Date());
    const refused = await call(admin, '/api/account/delete', { current_password: admin.password });
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({ code: 'LAST_ADMIN' });
    const other = await registerUser(server);
    await setAdmin(db(), other.email, true, new Date());
    expect(
      (await call(admin, '/api/account/delete', { current_password: admin.password })).status,
    ).toBe(200);
    expect(await countOf('users', 'id', admin.userId)).toBe(0);
  });
});
