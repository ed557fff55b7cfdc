import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  login,
  registerUser,
  sessionCookieOf,
  signedInEmail,
  type RegisteredUser,
} from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { base32Bytes, timeStepNow, totpAt } from '../test/totp.ts';
import { setAdmin } from '../repositories/users.ts';

/** The `name=value` of the pending-login cookie a password step set. */
function pendingCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('stakelab_2fa='));
  if (!cookie) throw new Error(`no pending-login cookie in ${res.status} response`);
  return cookie.split(';')[0] ?? '';
}

describeWithDatabase(`two-factor sign-in on ${testDialect}`, () => {
  let server: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'info', ADMIN_REQUIRE_2FA: 'true' } });
    // 3 wrong codes back to back, then a minute's wait: what the test of limits needs.
    const tight = {
      freeAttempts: 3,
      firstDelayMs: 60_000,
      maxDelayMs: 60_000,
      forgetAfterMs: 600_000,
    };
    limited = await startTestServer({
      rateLimits: {
        twoFactor: {
          perIp: { max: 10_000, timeWindow: '1 minute' },
          perAccountAndClient: tight,
          perAccount: { ...tight, freeAttempts: 100 },
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await limited.close();
  });

  const post = (s: TestServer, path: string, cookie: string, json: unknown) =>
    s.request(path, { method: 'POST', headers: { cookie }, json });

  /** Sets up 2FA through the API as the profile does; its secret and recovery codes. */
  async function enableTwoFactor(s: TestServer, user: RegisteredUser) {
    const setup = await post(s, '/api/auth/two-factor/setup', user.cookie, {});
    expect(setup.status).toBe(200);
    const { secret, qr_code: qr, otpauth_url: uri } = await bodyOf(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=StakeLab');
    const key = base32Bytes(secret);
    const firstCode = totpAt(key, timeStepNow());
    const enabled = await post(s, '/api/auth/two-factor/enable', user.cookie, { code: firstCode });
    expect(enabled.status).toBe(200);
    const { recovery_codes: codes } = (await bodyOf(enabled)) as { recovery_codes: string[] };
    return { secret, key, codes, firstCode };
  }

  async function passwordStep(s: TestServer, user: RegisteredUser): Promise<string> {
    const res = await login(s, user.email, user.password);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ success: true, twoFactorRequired: true });
    // No session from the password alone.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('stakelab_session='))).toBe(false);
    return pendingCookieOf(res);
  }

  it('asks for a code at login once set up; a right code opens the session, once', async () => {
    const user = await registerUser(server);
    const before = await bodyOf(
      await server.request('/api/auth/two-factor', { headers: { cookie: user.cookie } }),
    );
    expect(before).toEqual({ success: true, enabled: false, recovery_codes_left: 0 });

    const wrongFirst = await post(server, '/api/auth/two-factor/setup', user.cookie, {});
    const firstSecret = (await bodyOf(wrongFirst)).secret as string;
    const badEnable = await post(server, '/api/auth/two-factor/enable', user.cookie, {
      code: totpAt(base32Bytes(firstSecret), timeStepNow() - 10),
    });
    expect(badEnable.status).toBe(400);

    const { secret, key, codes, firstCode } = await enableTwoFactor(server, user);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(
      await bodyOf(
        await server.request('/api/auth/two-factor', { headers: { cookie: user.cookie } }),
      ),
    ).toEqual({ success: true, enabled: true, recovery_codes_left: 10 });
    // Not shown again: a second setup is refused while it is on.
    expect((await post(server, '/api/auth/two-factor/setup', user.cookie, {})).status).toBe(409);

    const pending = await passwordStep(server, user);
    expect(await signedInEmail(server, pending)).toBeNull();
    const noCookie = await server.request('/api/auth/login/two-factor', {
      json: { code: totpAt(key, timeStepNow()) },
    });
    expect(noCookie.status).toBe(401);
    expect((await bodyOf(noCookie)).code).toBe('LOGIN_EXPIRED');

    // The code used to turn it on was spent: the same one does not work again.
    const replay = await post(server, '/api/auth/login/two-factor', pending, {
      code: firstCode,
    });
    expect(replay.status).toBe(401);
    expect((await bodyOf(replay)).code).toBe('INVALID_CODE');

    // The next step's code is within the one step of drift allowed, and newer than the spent one.
    const passed = await post(server, '/api/auth/login/two-factor', pending, {
      code: totpAt(key, timeStepNow() + 1),
    });
    expect(passed.status).toBe(200);
    expect(await bodyOf(passed)).toMatchObject({ success: true, email: user.email });
    expect(await signedInEmail(server, sessionCookieOf(passed))).toBe(user.email);
    // The pending login is spent with it.
    const reused = await post(server, '/api/auth/login/two-factor', pending, {
      code: totpAt(key, timeStepNow() + 1),
    });
    expect(reused.status).toBe(401);
    expect((await bodyOf(reused)).code).toBe('LOGIN_EXPIRED');

    // The secret never reaches the logs.
    expect(server.logs()).not.toContain(secret);
  });

  it('takes a recovery code once only, typed in any case, with or without dashes', async () => {
    const user = await registerUser(server);
    const { codes } = await enableTwoFactor(server, user);
    const code = codes[3] ?? '';

    const first = await post(
      server,
      '/api/auth/login/two-factor',
      await passwordStep(server, user),
      {
        recovery_code: code.toLowerCase(),
      },
    );
    expect(first.status).toBe(200);
    expect(await signedInEmail(server, sessionCookieOf(first))).toBe(user.email);

    const second = await post(
      server,
      '/api/auth/login/two-factor',
      await passwordStep(server, user),
      {
        recovery_code: code.replaceAll('-', ''),
      },
    );
    expect(second.status).toBe(401);
    expect((await bodyOf(second)).code).toBe('INVALID_CODE');

    const status = await bodyOf(
      await server.request('/api/auth/two-factor', { headers: { cookie: user.cookie } }),
    );
    expect(status.recovery_codes_left).toBe(9);
  });

  it('turns off only with the password and a code, and login then needs the password alone', async () => {
    const user = await registerUser(server);
    const { codes } = await enableTwoFactor(server, user);
    const wrongPassword = await post(server, '/api/auth/two-factor/disable', user.cookie, {
      current_password: 'not-my-password1',
      recovery_code: codes[0],
    });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await post(server, '/api/auth/two-factor/disable', user.cookie, {
      current_password: user.password,
      code: '000000',
    });
    expect(wrongCode.status).toBe(400);
    const off = await post(server, '/api/auth/two-factor/disable', user.cookie, {
      current_password: user.password,
      recovery_code: codes[0],
    });
    expect(off.status).toBe(200);
    const res = await login(server, user.email, user.password);
    expect(await bodyOf(res)).not.toHaveProperty('twoFactorRequired');
    expect(await signedInEmail(server, sessionCookieOf(res))).toBe(user.email);
  });

  it('makes wrong codes wait as wrong passwords do, even before a right one', async () => {
    const user = await registerUser(limited);
    const { key } = await enableTwoFactor(limited, user);
    const pending = await passwordStep(limited, user);
    const right = totpAt(key, timeStepNow() + 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const res = await post(limited, '/api/auth/login/two-factor', pending, { code: wrong });
      expect(res.status).toBe(401);
    }
    const waited = await post(limited, '/api/auth/login/two-factor', pending, { code: right });
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toBe('60');
    expect((await bodyOf(waited)).code).toBe('RATE_LIMITED');
  });

  it('with ADMIN_REQUIRE_2FA, admin routes answer 403 TWO_FACTOR_REQUIRED until 2FA is on', async () => {
    const admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    const list = () =>
      server.request('/api/admin/catalogue', { headers: { cookie: admin.cookie } });
    const refused = await list();
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).code).toBe('TWO_FACTOR_REQUIRED');
    await enableTwoFactor(server, admin);
    expect((await list()).status).toBe(200);
  });
});
