import {
  type FeedEvent,
  feedEventListSchema,
  liveEventListSchema,
  liveEventSchema,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readLiveEvents } from '../repositories/live-events.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { live, liveEvent, scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`the feed's upcoming, live and finished events on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  const feed = scriptedWholeFeed();

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const res = await server.request(path, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    return bodyOf(res);
  };
  const feedOf = async (state: string): Promise<FeedEvent[]> =>
    feedEventListSchema.parse(await get(`/api/live-events?state=${state}`));

  it('serves upcoming events with pre-match prices as they move, and the live list as before', async () => {
    feed.next = [live('a', 0, 0), upcoming('u', [2.1, 3.4, 3.6])];
    await server.app.liveEvents.ingest();
    feed.next = [live('a', 1, 0), upcoming('u', [2.05, 3.45, 3.7])];
    await server.app.liveEvents.ingest();

    // The spec's list: the events in play, their fields unchanged (no state, no prices).
    const plain = await get('/api/live-events');
    expect(liveEventListSchema.parse(plain)).toEqual([liveEvent('a', 1, 0)]);
    expect(Object.keys(plain[0]).sort()).toEqual(Object.keys(liveEventSchema.shape).sort());

    const [u] = await feedOf('upcoming');
    expect(u).toMatchObject({ RowId: 'u', State: 'upcoming', FinishedAt: null });
    expect(
      u?.PreMatchPrices.map((p) => [p.Outcome1_Odds, p.OutcomeX_Odds, p.Outcome2_Odds]),
    ).toEqual([
      [2.1, 3.4, 3.6],
      [2.05, 3.45, 3.7],
    ]);
    expect((await feedOf('live')).map((e) => [e.RowId, e.State])).toEqual([['a', 'live']]);
  });

  it('keeps the last pre-match price at kick-off and the final score of a finished event', async () => {
    // u kicks off; a leaves the provider's list: it finished with its last score.
    feed.next = [{ ...live('u', 0, 0), Outcome1_Odds: 1.9 }];
    await server.app.liveEvents.ingest();
    const [u] = await feedOf('live');
    expect(u?.RowId).toBe('u');
    expect(u?.PreMatchPrices.at(-1)).toMatchObject({ Outcome1_Odds: 2.05, Outcome2_Odds: 3.7 });
    expect(await feedOf('upcoming')).toEqual([]);
    const [a] = await feedOf('finished');
    expect(a).toMatchObject({ RowId: 'a', State: 'finished', LiveScoreHome: 1, LiveScoreAway: 0 });
    expect(a?.FinishedAt).toEqual(expect.any(String));
    // Another process reading the table sees the same feed (JSON prices read back).
    const { feed: stored } = await readLiveEvents(server.app.database.db);
    expect(stored.find((e) => e.RowId === 'u')?.PreMatchPrices).toEqual(u?.PreMatchPrices);
  });

  it('answers 304 per state and refuses an unknown state', async () => {
    const res = await server.request('/api/live-events?state=upcoming', {
      headers: { cookie: user.cookie },
    });
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/-upcoming"$/);
    const again = await server.request('/api/live-events?state=upcoming', {
      headers: { cookie: user.cookie, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const bad = await server.request('/api/live-events?state=soon', {
      headers: { cookie: user.cookie },
    });
    expect(bad.status).toBe(400);
  });

  it('sends the live stream nothing when only upcoming prices moved', async () => {
    const heard = vi.fn();
    const unsubscribe = server.app.liveEvents.subscribe(heard);
    try {
      feed.next = [live('u', 0, 0), upcoming('v', [1.8, 3.5, 4.5])];
      await server.app.liveEvents.ingest();
      expect(heard).toHaveBeenCalledTimes(1); // u's odds went back to the scripted 2.1
      feed.next = [live('u', 0, 0), upcoming('v', [1.75, 3.6, 4.7])];
      await server.app.liveEvents.ingest();
      expect(heard).toHaveBeenCalledTimes(1);
      expect((await feedOf('upcoming'))[0]?.PreMatchPrices).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });
});
