import { liveEventListSchema } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLiveEventsHub } from '../live/live-events-hub.ts';
import { acquireLease } from '../repositories/leases.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { liveEvent, readEvents, scriptedFeed, untilSubscribers } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`live events API on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  const feed = scriptedFeed();

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.request(path, { headers: { cookie: user.cookie, ...headers } });

  it('is for logged-in users only', async () => {
    expect((await server.request('/api/live-events')).status).toBe(401);
    expect((await server.request('/api/live-events/stream')).status).toBe(401);
  });

  it('serves the last refresh with an ETag, 304 until the feed changes', async () => {
    feed.next = [liveEvent('a', 0, 0), liveEvent('b', 1, 0)];
    expect(await server.app.liveEvents.ingest()).toBe(true);
    const first = await get('/api/live-events');
    expect(liveEventListSchema.parse(await bodyOf(first))).toEqual(feed.next);
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/api/live-events', { 'if-none-match': etag })).status).toBe(304);

    feed.next = [liveEvent('a', 1, 0), liveEvent('b', 1, 0)];
    await server.app.liveEvents.ingest();
    const changed = await get('/api/live-events', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect((await bodyOf(changed))[0].LiveScoreHome).toBe(1);
  });

  it('streams the whole list, then only what changed, and resumes from Last-Event-ID', async () => {
    feed.next = [liveEvent('a', 1, 0), liveEvent('b', 1, 1)];
    await server.app.liveEvents.ingest();
    const stream = await get('/api/live-events/stream');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(stream, 2);
    await untilSubscribers(server.app.liveEvents, 1);
    feed.next = [liveEvent('a', 2, 0), liveEvent('c', 0, 0)];
    await server.app.liveEvents.ingest();
    const { events, cancel } = await reading;
    await cancel();
    expect(events[0]?.event).toBe('snapshot');
    expect(liveEventListSchema.parse(events[0]?.data)).toHaveLength(2);
    expect(events[1]).toMatchObject({
      event: 'update',
      data: {
        // Only what changed: a's home score; c whole, as it is new.
        added: [liveEvent('c', 0, 0)],
        patched: [{ RowId: 'a', LiveScoreHome: 2 }],
        removed: ['b'],
        order: ['a', 'c'],
      },
    });
    expect(Number(events[1]?.id)).toBeGreaterThan(Number(events[0]?.id));

    // A client that already has the current version gets no snapshot, only the next change.
    await untilSubscribers(server.app.liveEvents, 0);
    const resumed = await get('/api/live-events/stream', { 'last-event-id': events[1]?.id ?? '' });
    const next = readEvents(resumed, 1);
    await untilSubscribers(server.app.liveEvents, 1);
    feed.next = [liveEvent('a', 2, 1), liveEvent('c', 0, 0)];
    await server.app.liveEvents.ingest();
    const after = await next;
    await after.cancel();
    expect(after.events).toEqual([
      expect.objectContaining({ event: 'update', data: expect.objectContaining({ removed: [] }) }),
    ]);

    // One that missed versions gets the whole list again.
    const behind = await get('/api/live-events/stream', { 'last-event-id': events[0]?.id ?? '' });
    const caughtUp = await readEvents(behind, 1);
    await caughtUp.cancel();
    expect(caughtUp.events[0]?.event).toBe('snapshot');
  });

  it('lets exactly one process ingest, and the others follow the table', async () => {
    const db = server.database.db;
    const other = scriptedFeed();
    other.next = [liveEvent('z', 5, 5)];
    const secondProcess = createLiveEventsHub({
      db,
      log: server.app.log,
      provider: other,
      pollMs: 60_000,
    });
    // This server's hub holds the lease (it ingested above); the second process may not write.
    expect(await secondProcess.ingest()).toBe(false);
    const seen = await secondProcess.reload();
    expect(seen.events.map((e) => e.RowId)).toEqual(['a', 'c']);
    await secondProcess.stop();
  });
});

describeWithDatabase(`leases on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a lease to one holder until it expires or is renewed', async () => {
    const db = server.database.db;
    const t0 = new Date('2026-11-22T10:00:00Z');
    const later = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(await acquireLease(db, 'job', 'A', 10_000, t0)).toBe(true);
    expect(await acquireLease(db, 'job', 'B', 10_000, later(1))).toBe(false);
    expect(await acquireLease(db, 'job', 'A', 10_000, later(5))).toBe(true); // renewed to 15 s
    expect(await acquireLease(db, 'job', 'B', 10_000, later(12))).toBe(false);
    expect(await acquireLease(db, 'job', 'B', 10_000, later(16))).toBe(true); // A's expired
    expect(await acquireLease(db, 'job', 'A', 10_000, later(17))).toBe(false);
    const racers = await Promise.all(
      ['C', 'D', 'E'].map((h) => acquireLease(db, 'other-job', h, 10_000, t0)),
    );
    expect(racers.filter(Boolean)).toHaveLength(1);
  });
});
