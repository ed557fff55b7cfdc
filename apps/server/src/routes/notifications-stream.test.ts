import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const HEADER =
  'bet_id,sportsbook,type,status,odds,amount,profit,time_placed_iso,time_settled_iso,bet_info,sports,leagues';
const row = (id: string, status: string, profit: string, settled: string, info: string) =>
  `${id},Novig,straight,${status},2.00,10.00,${profit},2026-03-01T18:00:00.000Z,${settled},${info},Soccer,LaLiga`;
// Two open bets, then the same two settled (one won, one lost) and a third already settled.
const OPEN = [
  HEADER,
  row('p1', 'PENDING', '0', '', 'Real Betis v Sevilla'),
  row('p2', 'PENDING', '0', '', 'Valencia v Villarreal'),
].join('\n');
const SETTLED = [
  HEADER,
  row('p1', 'SETTLED_WIN', '10.00', '2026-03-01T20:00:00.000Z', 'Real Betis v Sevilla'),
  row('p2', 'SETTLED_LOSS', '-10.00', '2026-03-01T21:00:00.000Z', 'Valencia v Villarreal'),
  row('n1', 'SETTLED_LOSS', '-10.00', '2026-03-04T12:00:00.000Z', 'Sevilla v Cadiz'),
].join('\n');

/** An open SSE stream read as text; waitFor resolves once the latest `unread` event says `count`. */
async function openStream(server: TestServer, cookie: string) {
  const controller = new AbortController();
  const res = await server.request('/api/notifications/stream', {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const counts = () =>
    [...text.matchAll(/event: unread\ndata: (\{[^\n]*\})/g)].map(
      (m) => (JSON.parse(m[1]!) as { unread: number }).unread,
    );
  return {
    counts,
    async waitFor(count: number) {
      while (counts().at(-1) !== count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended; counts ${counts().join(',')}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

describeWithDatabase(`the bell's stream and the import hook on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells the bettor’s open page at once that an import settled two of their open bets', async () => {
    const api = historyClient(server);
    const user = await registerUser(server);
    const other = await registerUser(server);
    expect((await api.upload(user, 'upload-csv', OPEN, {})).status).toBe(200);

    const stream = await openStream(server, user.cookie);
    const otherStream = await openStream(server, other.cookie);
    await stream.waitFor(0);
    await otherStream.waitFor(0);

    const answer = await bodyOf(await api.upload(user, 'upload-csv', SETTLED, {}));
    expect(answer.updatedByStatus).toEqual({ WON: 1, LOST: 1 });
    await stream.waitFor(1);

    const list = await bodyOf(
      await server.request('/api/notifications', { headers: { cookie: user.cookie } }),
    );
    expect(list.unread).toBe(1);
    expect(list.notifications).toEqual([
      expect.objectContaining({
        kind: 'betSettledByImport',
        title: 'Your import settled 2 open bets',
        body: 'Real Betis v Sevilla, Valencia v Villarreal',
        url: '/history',
        read: false,
      }),
    ]);
    // Nothing for the other user: their stream said 0 only.
    expect(otherStream.counts()).toEqual([0]);

    // Reading them brings the count back to 0 on the stream.
    const read = await server.request('/api/notifications/read', {
      headers: { cookie: user.cookie },
      json: {},
    });
    expect(await bodyOf(read)).toEqual({ unread: 0 });
    await stream.waitFor(0);
    expect(stream.counts()[0]).toBe(0);
    expect(stream.counts()).toContain(1);
    stream.close();
    otherStream.close();
  });

  it('refuses the stream to a visitor (401)', async () => {
    expect((await server.request('/api/notifications/stream')).status).toBe(401);
  });
});
