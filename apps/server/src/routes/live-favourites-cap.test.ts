import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`the 200-favourite cap on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bea: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    ana = await registerUser(server);
    bea = await registerUser(server);
  });
  afterAll(() => server.close());

  const favourites = (user: RegisteredUser, method = 'GET', json?: object) =>
    server.request('/api/live-events/favourites', {
      method,
      ...(json ? { json } : {}),
      headers: { cookie: user.cookie },
    });
  const count = async (user: RegisteredUser) =>
    ((await bodyOf(await favourites(user))) as { favourites: unknown[] }).favourites.length;

  it('takes 200 favourites, refuses the 201st with 409, and takes one again after an unstar', async () => {
    for (let i = 1; i <= 200; i += 1) {
      const res = await favourites(ana, 'PUT', { kind: 'team', name: `Team ${i}` });
      expect(res.status).toBe(200);
    }
    expect(await count(ana)).toBe(200);

    const refused = await favourites(ana, 'PUT', { kind: 'competition', name: 'LaLiga' });
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({
      success: false,
      code: 'TOO_MANY_FAVOURITES',
      message: 'At most 200 favourites.',
    });
    expect(await count(ana)).toBe(200);

    // Another user's cap is their own.
    expect((await favourites(bea, 'PUT', { kind: 'team', name: 'Team 1' })).status).toBe(200);

    expect((await favourites(ana, 'DELETE', { kind: 'team', name: 'Team 7' })).status).toBe(200);
    expect((await favourites(ana, 'PUT', { kind: 'competition', name: 'LaLiga' })).status).toBe(
      200,
    );
    expect(await count(ana)).toBe(200);
    expect((await favourites(ana, 'PUT', { kind: 'team', name: 'Team 7' })).status).toBe(409);
  });
});
