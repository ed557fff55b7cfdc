import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`profile API on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    ana = await registerUser(server, { first_name: 'Anabel', last_name: 'Garcia' });
    bruno = await registerUser(server);
  });
  afterAll(() => server.close());

  const profile = (user: RegisteredUser, email = user.email) =>
    server.request(`/api/auth/user-profile?email=${encodeURIComponent(email)}`, {
      headers: { cookie: user.cookie },
    });
  const update = (user: RegisteredUser, body: Record<string, unknown>) =>
    server.request('/api/auth/update-profile', {
      json: {
        email: user.email,
        user_id: user.userId,
        first_name: 'Anabel',
        last_name: 'Garcia',
        ...body,
      },
      headers: { cookie: user.cookie },
    });

  it('gives users their own profile, e-mail matched case-insensitively, without a birth date until they enter one', async () => {
    const res = await profile(ana, ana.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({
      success: true,
      user: {
        username: ana.username,
        email: ana.email,
        first_name: 'Anabel',
        last_name: 'Garcia',
        // Registration sends 2000-01-01 as a constant (docs/product.md §3); it is not kept.
        birth_date: null,
        gender: 'F',
        city: null,
        country: null,
        state: null,
        is_admin: false,
        user_id: ana.userId,
        exchange_commission_ratio: null,
        email_verified: false,
        unit_size: null,
        default_currency: 'EUR',
      },
    });
  });

  it('saves the exchange commission rate, keeps it when absent, clears it with null', async () => {
    const commissionOf = async () =>
      (await bodyOf(await profile(bruno))).user.exchange_commission_ratio;
    // 5.75 % as a ratio: 0.0575 (four decimals, the most allowed).
    expect((await update(bruno, { exchange_commission_ratio: 0.0575 })).status).toBe(200);
    expect(await commissionOf()).toBe(0.0575);
    // A form that does not send the field leaves the rate as it is.
    expect((await update(bruno, { city: 'Cádiz' })).status).toBe(200);
    expect(await commissionOf()).toBe(0.0575);
    expect((await update(bruno, { exchange_commission_ratio: null })).status).toBe(200);
    expect(await commissionOf()).toBeNull();
  });

  it.each([
    [0.25, 'commissionTooHigh'], // above 20 %
    [-0.01, 'commissionNegative'],
    [0.05001, 'commissionFourDecimals'],
  ])('refuses the commission rate %s (%s)', async (ratio, reason) => {
    const res = await update(bruno, { exchange_commission_ratio: ratio });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'exchange_commission_ratio', message: reason }],
    });
  });

  it('saves the unit size in euros, keeps it when absent, clears it with null', async () => {
    const unitOf = async () => (await bodyOf(await profile(bruno))).user.unit_size;
    expect(await unitOf()).toBeNull();
    // 12.50 € is kept as 1,250 cents and shown as 12.5 again.
    expect((await update(bruno, { unit_size: 12.5 })).status).toBe(200);
    expect(await unitOf()).toBe(12.5);
    expect((await update(bruno, { city: 'Cádiz' })).status).toBe(200);
    expect(await unitOf()).toBe(12.5);
    expect((await update(bruno, { unit_size: null })).status).toBe(200);
    expect(await unitOf()).toBeNull();
  });

  it('saves the default currency (EUR until changed), keeps it when absent, refuses a non-code', async () => {
    const currencyOf = async () => (await bodyOf(await profile(bruno))).user.default_currency;
    expect(await currencyOf()).toBe('EUR');
    // Sent in lower case: kept as the ISO code.
    expect((await update(bruno, { default_currency: 'usd' })).status).toBe(200);
    expect(await currencyOf()).toBe('USD');
    expect((await update(bruno, {})).status).toBe(200);
    expect(await currencyOf()).toBe('USD');
    for (const bad of ['dollars', 'XYZ', 12]) {
      const res = await update(bruno, { default_currency: bad });
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toMatchObject({
        errors: [{ field: 'default_currency', message: 'invalidCurrency' }],
      });
    }
    expect(await currencyOf()).toBe('USD');
  });

  it.each([
    [0, 'unitSizeMustBePositive'],
    [-5, 'unitSizeMustBePositive'],
    [1_000_000.01, 'unitSizeTooHigh'],
    [2.555, 'unitSizeTwoDecimals'],
    ['10', 'invalidUnitSize'],
  ])('refuses the unit size %s (%s)', async (unit, reason) => {
    const res = await update(bruno, { unit_size: unit });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'unit_size', message: reason }],
    });
  });

  it("refuses another user's profile with 403 and anonymous requests with 401", async () => {
    const other = await profile(ana, bruno.email);
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain(bruno.username);
    const anonymous = await server.request(
      `/api/auth/user-profile?email=${encodeURIComponent(ana.email)}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('saves a country and one of its states, and clears them again', async () => {
    const saved = await update(ana, {
      first_name: 'Anabela',
      birth_date: '1990-05-17',
      gender: 'F',
      city: ' Sevilla ',
      country: 'ES',
      state: 'AN',
    });
    expect(saved.status).toBe(200);
    expect(await bodyOf(saved)).toMatchObject({
      success: true,
      message: 'Profile saved!',
      user: {
        first_name: 'Anabela',
        birth_date: '1990-05-17',
        city: 'Sevilla',
        country: 'ES',
        state: 'AN',
      },
    });
    const cleared = await update(ana, { birth_date: '', city: '', country: null, state: null });
    expect(await bodyOf(cleared)).toMatchObject({
      user: { birth_date: null, city: null, country: null, state: null },
    });
  });

  it.each([
    [{ country: 'JP' }, 'country', 'unknownCountry'],
    [{ country: 'ES', state: 'CA-ON' }, 'state', 'unknownState'],
    [{ state: 'AN' }, 'state', 'chooseCountryFirst'],
    [{ birth_date: '1990-02-30' }, 'birth_date', 'invalidDate'],
    [{ first_name: 'Al' }, 'first_name', 'firstNameLetters'],
    [{ gender: 'Q' }, 'gender', expect.any(String)],
  ])('refuses %o with 400 naming the field', async (body, field, reason) => {
    const res = await update(ana, body);
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).errors).toContainEqual({ field, message: reason });
  });

  it("refuses to update another user's profile, by e-mail or by id", async () => {
    const byEmail = await update(ana, { email: bruno.email, user_id: undefined, city: 'Hacked' });
    expect(byEmail.status).toBe(403);
    const byId = await update(ana, { email: undefined, user_id: bruno.userId, city: 'Hacked' });
    expect(byId.status).toBe(403);
    const brunoNow = await bodyOf(await profile(bruno));
    expect(brunoNow.user.city).toBeNull();
  });

  it('lists the countries of the Americas and Europe and the states of one', async () => {
    const { countries } = await bodyOf(await server.request('/api/geo/countries'));
    const codes = countries.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['ES', 'PT', 'US', 'MX', 'BR', 'AR', 'GB', 'DE']));
    expect(codes).not.toContain('JP');
    expect(codes).not.toContain('AU');
    const { states } = await bodyOf(await server.request('/api/geo/countries/ES/states'));
    expect(states).toContainEqual({ code: 'AN', name: 'Andalusia' });
    expect((await server.request('/api/geo/countries/JP/states')).status).toBe(404);
  });
});
