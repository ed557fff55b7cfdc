import http from 'node:http';
import { liveEventListSchema } from '@stakelab/core';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { LiveChangeListener } from '../live/live-events-hub.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { liveEvent, readEvents, scriptedFeed, untilSubscribers } from '../test/live-events.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** How the live stream resumes and when it stops sending: GET /api/live-events/stream. */
describeWithDatabase(`live events stream on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  const feed = scriptedFeed();
  let score = 0;

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    user = await registerUser(server);
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  /** One refresh of the feed with a score never seen before; returns its version. */
  async function refresh(): Promise<number> {
    score += 1;
    feed.next = [liveEvent('a', score, 0)];
    await server.app.liveEvents.ingest();
    return (await server.app.liveEvents.current()).version;
  }
  const stream = (lastEventId?: string) =>
    server.request('/api/live-events/stream', {
      headers: {
        cookie: user.cookie,
        ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
      },
    });

  it('sends a client that missed versions the current list once, not a backlog of changes', async () => {
    const seen = await refresh();
    await refresh();
    await refresh();
    const current = await refresh(); // three versions after the one the client saw

    const reading = readEvents(await stream(String(seen)), 2);
    await untilSubscribers(server.app.liveEvents, 1);
    const next = await refresh();
    const { events, cancel } = await reading;
    await cancel();
    expect(events.map((e) => [e.event, Number(e.id)])).toEqual([
      ['snapshot', current],
      ['update', next],
    ]);
    expect(liveEventListSchema.parse(events[0]?.data)).toEqual([liveEvent('a', score - 1, 0)]);
  });

  it('answers with nosniff and the resource policy, without the policies of a document', async () => {
    const current = await refresh();
    const res = await stream();
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBeNull();
    const { events, cancel } = await readEvents(res, 1);
    await cancel();
    expect(events.map((e) => [e.event, Number(e.id)])).toEqual([['snapshot', current]]);
  });

  it.each([
    ['a version from the future', '999999'],
    ['something that is not a version', 'abc'],
  ])('answers %s with the current list', async (_label, lastEventId) => {
    const current = await refresh();
    const { events, cancel } = await readEvents(await stream(lastEventId), 1);
    await cancel();
    expect(events.map((e) => [e.event, Number(e.id)])).toEqual([['snapshot', current]]);
  });

  it('never sends a version twice, even when the hub hands a subscriber one it already sent', async () => {
    const hub = server.app.liveEvents;
    const current = await refresh();
    // A hub that replays its latest version to a new subscriber (as many pub/subs do): the
    // stream has just sent that version as the snapshot.
    const subscribe = hub.subscribe;
    vi.spyOn(hub, 'subscribe').mockImplementation((listener: LiveChangeListener) => {
      const unsubscribe = subscribe(listener);
      listener(current, Buffer.from(`event: update\nid: ${current}\ndata: {"replayed":true}\n\n`));
      return unsubscribe;
    });

    // The streams of the tests above are closing.
    await untilSubscribers(hub, 0);
    const reading = readEvents(await stream(), 2);
    await untilSubscribers(hub, 1);
    const next = await refresh();
    const { events, cancel } = await reading;
    await cancel();
    expect(events.map((e) => [e.event, Number(e.id)])).toEqual([
      ['snapshot', current],
      ['update', next],
    ]);
  });

  it('drops a client that stops reading once 1 MB is waiting for it', async () => {
    const hub = server.app.liveEvents;
    const current = await refresh();
    // The streams of the tests above are closing.
    await vi.waitFor(() => expect(hub.subscribers).toBe(0));
    let send: LiveChangeListener | undefined;
    const subscribe = hub.subscribe;
    vi.spyOn(hub, 'subscribe').mockImplementation((listener: LiveChangeListener) => {
      send = listener;
      return subscribe(listener);
    });

    const request = http.get(`${server.baseUrl}/api/live-events/stream`, {
      headers: { cookie: user.cookie },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    response.pause(); // a client that stops reading: the socket buffers fill, then the server's
    try {
      // Subscribed after writing its snapshot: what the stream sends on connecting is out.
      await untilSubscribers(hub, 1);
      // 64 changes of 512 KB: far more than the socket buffers of both ends hold.
      const change = Buffer.alloc(512 * 1024, 'x');
      for (let i = 1; i <= 64 && hub.subscribers > 0; i += 1) {
        send?.(current + i, change);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await vi.waitFor(() => expect(hub.subscribers).toBe(0));
    } finally {
      request.destroy();
    }
  });
});
