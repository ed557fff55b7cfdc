import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import {
  decryptPush,
  newSubscriber,
  startPushEndpoint,
  type TestSubscriber,
} from '../test/push-endpoint.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const stakeForm = {
  bet_description: 'Real Madrid v Barcelona',
  bookmarker: 'Bet365',
  stake_amount: 20,
  total_odds: 2.1,
  potential_winnings: 42,
  payout_amount: 0,
};

describeWithDatabase(`Web Push of notifications on ${testDialect}`, () => {
  let server: TestServer;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let admin: RegisteredUser;
  let user: RegisteredUser;
  let phone: TestSubscriber;

  beforeAll(async () => {
    endpoint = await startPushEndpoint((path) => (path === '/push/gone' ? 410 : 201));
    server = await startTestServer({ env: { PUSH_ALLOWED_ORIGINS: endpoint.origin } });
    admin = await registerUser(server);
    user = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    phone = newSubscriber();
  });
  afterAll(async () => {
    await server.close();
    await endpoint.close();
  });

  const as = (who: RegisteredUser) => ({ headers: { cookie: who.cookie } });
  const subscribe = (who: RegisteredUser, body: unknown) =>
    server.request('/api/notifications/push/devices', { ...as(who), json: body });
  const publish = (event: string) =>
    server.request('/api/history/admin-insert-stake', {
      ...as(admin),
      json: { ...stakeForm, bet_description: event },
    });

  it('serves a VAPID public key made at first start (an uncompressed P-256 point)', async () => {
    const res = await server.request('/api/notifications/push/key', as(user));
    expect(res.status).toBe(200);
    const { publicKey } = (await bodyOf(res)) as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    // The same key again: it is kept, not made per request.
    expect(await bodyOf(await server.request('/api/notifications/push/key', as(user)))).toEqual({
      publicKey,
    });
  });

  it('pushes a published stake to the subscriber, encrypted per RFC 8291', async () => {
    const subscribed = await subscribe(user, phone.subscription(`${endpoint.origin}/push/phone`));
    expect(subscribed.status).toBe(200);

    const started = Date.now();
    const published = await publish('Real Madrid v Barcelona');
    expect(published.status).toBe(200);
    const [push] = await endpoint.waitFor('/push/phone');
    expect(Date.now() - started).toBeLessThan(10_000);

    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.headers.ttl).toBe('86400');
    const message = JSON.parse(decryptPush(push!.body, phone)) as Record<string, string>;
    // Worked out by hand from the form: odds 2.1 shown with two decimals, 20 € in en-GB.
    expect(message).toEqual({
      kind: 'stakePublished',
      title: 'New stake: Real Madrid v Barcelona',
      body: 'Bet365 · odds 2.10 · stake €20.00',
      url: '/stakes',
      tag: expect.stringMatching(/^stake-\d+$/),
    });

    // The bell counts it too.
    const list = await bodyOf(await server.request('/api/notifications', as(user)));
    expect(list.unread).toBe(1);
    expect(list.notifications[0].title).toBe('New stake: Real Madrid v Barcelona');
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const gone = await subscribe(
      user,
      newSubscriber().subscription(`${endpoint.origin}/push/gone`),
    );
    expect(gone.status).toBe(200);
    const { id } = (await bodyOf(gone)) as { id: number };
    const devices = async () =>
      (
        (await bodyOf(await server.request('/api/notifications/push/devices', as(user)))) as {
          id: number;
        }[]
      ).map((d) => d.id);
    expect(await devices()).toContain(id);

    expect((await publish('Sevilla v Betis')).status).toBe(200);
    await endpoint.waitFor('/push/gone');
    await vi.waitFor(async () => expect(await devices()).not.toContain(id), { timeout: 5_000 });
    // The phone still got this one.
    const hits = await endpoint.waitFor('/push/phone', 2);
    expect(JSON.parse(decryptPush(hits[1]!.body, phone)).title).toBe('New stake: Sevilla v Betis');
  });

  it('refuses an endpoint on a host that is not an allowed push service (400)', async () => {
    const port = Number(new URL(endpoint.origin).port);
    for (const url of [
      'https://evil.example/push/1',
      `http://127.0.0.1:${port + 1}/push/1`,
      `http://localhost:${port}/push/1`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const res = await subscribe(user, newSubscriber().subscription(url));
      expect(res.status, url).toBe(400);
      expect((await bodyOf(res)).errors).toEqual([
        { field: 'endpoint', message: 'pushServiceNotAllowed' },
      ]);
    }
  });

  it('keeps devices to their owner: another user cannot remove one (404)', async () => {
    const other = await registerUser(server);
    const [device] = (await bodyOf(
      await server.request('/api/notifications/push/devices', as(user)),
    )) as { id: number }[];
    const res = await server.request(`/api/notifications/push/devices/${device!.id}`, {
      ...as(other),
      method: 'DELETE',
    });
    expect(res.status).toBe(404);
  });
});
