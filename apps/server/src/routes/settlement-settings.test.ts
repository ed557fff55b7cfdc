import { settlementSettingsResponseSchema } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`the automatic settlement setting read on its own on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
    other = await registerUser(server);
  });
  afterAll(() => server.close());

  const read = async (who: RegisteredUser) => {
    const res = await server.request('/api/history/settlement-settings', {
      headers: { cookie: who.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return settlementSettingsResponseSchema.parse(await bodyOf(res));
  };
  const write = (who: RegisteredUser, on: boolean) =>
    server.request('/api/history/settlement-settings', {
      method: 'PUT',
      json: { autoSettleLinked: on },
      headers: { cookie: who.cookie },
    });

  it('is off by default, reads back what the PUT wrote, and is each user’s own', async () => {
    expect(await read(user)).toEqual({ success: true, autoSettleLinked: false });
    expect((await write(user, true)).status).toBe(200);
    expect(await read(user)).toEqual({ success: true, autoSettleLinked: true });
    expect(await read(other)).toEqual({ success: true, autoSettleLinked: false });
    expect((await write(user, false)).status).toBe(200);
    expect(await read(user)).toEqual({ success: true, autoSettleLinked: false });
  });

  it('asks for a session', async () => {
    expect((await server.request('/api/history/settlement-settings')).status).toBe(401);
  });
});
