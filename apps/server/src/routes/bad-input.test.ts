import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, registrationPayload, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Inputs that once reached the database or a recursive walk and answered 500: each is a 400. */
describeWithDatabase(`bad input answers 400 on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
    await setAdmin(server.database.db, user.email, true, new Date());
  });
  afterAll(() => server.close());

  const asUser = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    server.request(path, { ...init, headers: { cookie: user.cookie, ...init.headers } });
  const manualBet = (overrides: object) =>
    asUser('/api/history/add-bet-full', {
      json: {
        placedDate: '2025-03-01T18:00:00.000Z',
        sportName: 'Football',
        originalOdds_decimal: 2.5,
        status: 'WON',
        stake: 10,
        ...overrides,
      },
    });
  const expectFieldError = async (res: Response, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: `Invalid ${field}: ${message}`,
      errors: [{ field, message }],
    });
  };

  it.each([
    ['0001-01-01T10:00:00Z', 'dateOutOfRange'],
    ['1969-12-31T23:59:59Z', 'dateOutOfRange'],
    ['3000-01-01T00:00:00Z', 'dateOutOfRange'],
    ['9999-12-31T23:59:59Z', 'dateOutOfRange'],
    ['2025-02-30T10:00:00Z', 'invalidDate'],
  ])('refuses a manual bet placed at %s (%s)', async (placedDate, message) => {
    await expectFieldError(await manualBet({ placedDate }), 'placedDate', message);
  });

  it('accepts the first and last instants of the range', async () => {
    expect((await manualBet({ placedDate: '1970-01-01T00:00:00Z' })).status).toBe(200);
    expect((await manualBet({ placedDate: '2999-12-31T23:59:59Z' })).status).toBe(200);
  });

  it('refuses a settled date out of range when settling by hand', async () => {
    const created = await bodyOf(await manualBet({ status: 'WON' }));
    const res = await historyClient(server).settle(user, created.bet.Id, {
      status: 'LOST',
      settledDate: '1900-01-01T00:00:00Z',
    });
    await expectFieldError(res, 'settledDate', 'dateOutOfRange');
  });

  it('refuses text with a NUL character wherever it is, naming the field', async () => {
    await expectFieldError(
      await manualBet({ sportName: 'Foot\u0000ball' }),
      'sportName',
      'invalidCharacters',
    );
    await expectFieldError(
      await manualBet({
        selections: [{ SelectionName: 'Real Betis' }, { SelectionName: 'a\u0000' }],
      }),
      'selections.1.SelectionName',
      'invalidCharacters',
    );
    await expectFieldError(
      await server.request('/api/auth/login', {
        json: { email: 'nul\u0000@example.com', password_hash: 'x1' },
      }),
      'email',
      'invalidCharacters',
    );
    await expectFieldError(
      await asUser(`/api/history/user-bets?email=${encodeURIComponent(`${user.email}\u0000`)}`),
      'email',
      'invalidCharacters',
    );
    // Nothing was written: the history holds only the bets of the tests above.
    const bets = await historyClient(server).betsOf(user);
    expect(bets.some((b) => b.Sport.includes('\u0000'))).toBe(false);
  });

  it.each([
    ['2147483648', 'idTooLarge'],
    ['99999999999999999999', 'idTooLarge'],
  ])('refuses the id %s in a path with 400, not a database error', async (id, message) => {
    for (const path of [
      `/api/history/bets/${id}`,
      `/api/history/imports/${id}/set-aside.csv`,
      `/api/admin/stakes/${id}/void`,
    ]) {
      // A stake is never deleted (issue 34): voiding it is the admin's write by id.
      const res = path.startsWith('/api/admin')
        ? await asUser(path, { method: 'POST', json: { reason: 'x' } })
        : await asUser(path, { method: 'GET' });
      expect(res.status, path).toBe(400);
      expect((await bodyOf(res)).errors, path).toEqual([{ field: 'id', message }]);
    }
  });

  it('answers the largest id a column holds with 404, not 400', async () => {
    expect((await asUser('/api/history/bets/2147483647')).status).toBe(404);
  });

  it('refuses an imported record with a 10,000-deep value, naming the depth limit', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const data = `{"bets":[{"betId":"O/1/1","placedDate":"2025-03-01T17:05:12.418Z","note":${deep}}]}`;
    const res = await historyClient(server).upload(user, 'upload-betfair-json', data);
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    // The record is at depth 3 ({ bets [ {), so the 98th brace of "note" opens level 101.
    const column = data.indexOf('"note":') + '"note":'.length + 97 * '{"a":'.length + 1;
    expect(body).toMatchObject({
      success: false,
      code: 'import.tooDeep',
      params: { max: 100, line: 1, column },
      message: expect.stringContaining('The text nests deeper than 100 levels'),
    });
  });

  it('refuses an extra field in the stake image form, naming it', async () => {
    const upload = (form: FormData) =>
      asUser('/api/history/upload-stake-image', { method: 'POST', body: form });
    const image = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

    const fieldFirst = new FormData();
    fieldFirst.append('note', 'hello');
    fieldFirst.append('file', image(), 'tip.png');
    await expectFieldError(await upload(fieldFirst), 'note', 'unexpectedField');

    const fieldAfter = new FormData();
    fieldAfter.append('file', image(), 'tip.png');
    fieldAfter.append('note', 'hello');
    const after = await upload(fieldAfter);
    expect(after.status).toBe(400);
    expect((await bodyOf(after)).errors).toEqual([{ field: 'note', message: 'unexpectedField' }]);

    const twoFiles = new FormData();
    twoFiles.append('file', image(), 'tip.png');
    twoFiles.append('other', image(), 'tip2.png');
    const two = await upload(twoFiles);
    expect(two.status).toBe(400);
    expect((await bodyOf(two)).errors).toEqual([{ field: 'other', message: 'unexpectedField' }]);

    const alone = new FormData();
    alone.append('file', image(), 'tip.png');
    expect((await upload(alone)).status).toBe(200);
  });

  it('validates the country and state of a registration as the profile does', async () => {
    const register = (place: { country: string | null; state: string | null }) =>
      server.request('/api/auth/register', {
        json: registrationPayload(place as Partial<ReturnType<typeof registrationPayload>>),
      });
    // 50 KB: under the 100 KB body limit of JSON routes (a larger body is a 413 before this).
    await expectFieldError(
      await register({ country: 'x'.repeat(50_000), state: null }),
      'country',
      'tooLong',
    );
    await expectFieldError(
      await register({ country: 'ZZ', state: null }),
      'country',
      'unknownCountry',
    );
    await expectFieldError(
      await register({ country: 'es', state: null }),
      'country',
      'unknownCountry',
    );
    await expectFieldError(
      await register({ country: 'ES', state: 'XX-99' }),
      'state',
      'unknownState',
    );
    await expectFieldError(
      await register({ country: null, state: 'MD' }),
      'state',
      'chooseCountryFirst',
    );

    const res = await register({ country: 'ES', state: 'MD' });
    expect(res.status).toBe(200);
    const { user_id: userId } = await bodyOf(res);
    const stored = await server.database.db
      .selectFrom('users')
      .select(['country', 'state'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ country: 'ES', state: 'MD' });
  });
});
