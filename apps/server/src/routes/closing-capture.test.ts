import {
  betChangesResponseSchema,
  userBetsResponseSchema,
  clvAgainstClose,
  clvAgainstFairClose,
  feedClosingLine,
  feedEventListSchema,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSimulatorProvider } from '../live/simulator-provider.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { live, scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** A single on the home win of feed event `eventId`, at 2.20 for €10. */
const linkedBet = (betId: string, eventId: string, outcome = '1', odds = 2.2) => ({
  betId,
  placedDate: '2026-11-29T10:00:00.000Z',
  originalOdds_decimal: odds,
  status: 'PENDING',
  stake: 10,
  sportName: 'Football',
  selections: [
    {
      SelectionName: 'Home',
      EventName: `Home ${eventId} v Away ${eventId}`,
      FeedEventId: eventId,
      FeedOutcome: outcome,
    },
  ],
});

async function selectionOf(server: TestServer, betId: string) {
  return server.database.db
    .selectFrom('selections as s')
    .innerJoin('bets as b', 'b.id', 's.bet_id')
    .select([
      's.feed_event_id',
      's.feed_outcome',
      's.closing_odds_milli',
      's.fair_probability',
      'b.closing_odds_milli as bet_closing_milli',
      'b.id',
    ])
    .where('b.source_bet_id', '=', betId)
    .executeTakeFirstOrThrow();
}

describeWithDatabase(`closing odds captured at kick-off on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  const feed = scriptedWholeFeed();

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const add = (body: object) =>
    server.request('/api/history/add-bet-full', { json: body, headers: { cookie: user.cookie } });

  it('gives a linked selection the last pre-match price and its fair probability', async () => {
    feed.next = [upcoming('u', [2.3, 3.3, 3.4])];
    await server.app.liveEvents.ingest();
    expect((await add(linkedBet('LINKED0001', 'u'))).status).toBe(200);
    feed.next = [upcoming('u', [2.1, 3.4, 3.6])];
    await server.app.liveEvents.ingest();
    expect((await selectionOf(server, 'LINKED0001')).closing_odds_milli).toBeNull();

    feed.next = [{ ...live('u', 0, 0), Outcome1_Odds: 1.95 }]; // kick-off: in-play prices move
    await server.app.liveEvents.ingest();
    const leg = await selectionOf(server, 'LINKED0001');
    expect(leg).toMatchObject({ feed_event_id: 'u', feed_outcome: '1' });
    // The last pre-match price of "1", not the in-play 1.95 nor the earlier 2.30.
    expect(leg.closing_odds_milli).toBe(2100);
    // 2.10 / 3.40 / 3.60: implied 10/21 + 5/17 + 5/18 = 2245/2142; fair "1" = (10/21) ÷
    // (2245/2142) = 1020/2245 = 204/449 = 0.454343 (packages/core fair-close.test.ts).
    expect(leg.fair_probability).toBeCloseTo(204 / 449, 6);
    // A single: the bet's closing odds, the Edge tab's CLV, come from it.
    expect(leg.bet_closing_milli).toBe(2100);
    // At 2.20: CLV 2.20 ÷ 2.10 − 1 = 1/21 = +4.76 %; fair CLV 2.20 × 204/449 − 1 = −0.04 %.
    expect(clvAgainstClose(2.2, 2.1)).toBeCloseTo(1 / 21, 9);
    expect(clvAgainstFairClose(2.2, leg.fair_probability ?? 0)).toBeCloseTo(-0.2 / 449, 6);

    // The history shows it on the leg (issue 36): the spec's objects and the changes' rows.
    const headers = { cookie: user.cookie };
    const objects = userBetsResponseSchema.parse(
      await bodyOf(
        await server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
          headers,
        }),
      ),
    );
    const rows = betChangesResponseSchema.parse(
      await bodyOf(await server.request('/api/history/user-bets/changes', { headers })),
    );
    for (const bets of [objects.bets, rows.bets]) {
      const shown = bets.find((b) => b.BetId === 'LINKED0001');
      expect(shown?.ClosingOdds).toBe(2.1);
      expect(shown?.Selections[0]?.FairCloseProbability).toBeCloseTo(204 / 449, 6);
    }
  });

  it('keeps the link and the closing line through an edit that does not mention them', async () => {
    const { id } = await selectionOf(server, 'LINKED0001');
    const {
      FeedEventId: _e,
      FeedOutcome: _o,
      ...plainLeg
    } = linkedBet('LINKED0001', 'u').selections[0] as Record<string, unknown>;
    const edited = await server.request(`/api/history/bets/${id}`, {
      method: 'PUT',
      json: { ...linkedBet('LINKED0001', 'u'), stake: 12, selections: [plainLeg] },
      headers: { cookie: user.cookie },
    });
    expect(edited.status).toBe(200);
    expect(await selectionOf(server, 'LINKED0001')).toMatchObject({
      feed_event_id: 'u',
      closing_odds_milli: 2100,
    });
  });

  it('leaves a bet linked after the kick-off, and one with half a link refused', async () => {
    expect((await add(linkedBet('LINKED0002', 'u'))).status).toBe(200);
    feed.next = [live('u', 1, 0)];
    await server.app.liveEvents.ingest();
    // u kicked off before this bet was linked: no kick-off comes for it again.
    expect((await selectionOf(server, 'LINKED0002')).closing_odds_milli).toBeNull();
    const half = linkedBet('LINKED0003', 'u');
    const res = await add({ ...half, selections: [{ ...half.selections[0], FeedOutcome: null }] });
    expect(res.status).toBe(400);
  });
});

describeWithDatabase(`closing odds from the simulator sped up on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;

  beforeAll(async () => {
    // 600×: a real second is 10 simulated minutes, so the next kick-off is seconds away.
    server = await startTestServer({
      liveProvider: createSimulatorProvider({
        seed: 3636,
        speed: 600,
        counts: { football: 3, tennis: 0, basketball: 0 },
      }),
    });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const feedOf = async (state: string) =>
    feedEventListSchema.parse(
      await bodyOf(
        await server.request(`/api/live-events?state=${state}`, {
          headers: { cookie: user.cookie },
        }),
      ),
    );

  it('captures the feed’s last pre-match price at the kick-off of a picked upcoming event', async () => {
    await server.app.liveEvents.ingest();
    const [next] = await feedOf('upcoming'); // the earliest kick-off first
    if (!next) throw new Error('no upcoming event');
    const bet = linkedBet('SIMLINK001', next.RowId, '2', 2.5);
    const added = await server.request('/api/history/add-bet-full', {
      json: bet,
      headers: { cookie: user.cookie },
    });
    expect(added.status).toBe(200);

    // Wait on the condition, polling the feed meanwhile (the hub's own timer polls too).
    await vi.waitFor(
      async () => {
        await server.app.liveEvents.ingest();
        expect((await selectionOf(server, 'SIMLINK001')).closing_odds_milli).not.toBeNull();
      },
      { timeout: 60_000, interval: 250 },
    );
    const started = [...(await feedOf('live')), ...(await feedOf('finished'))].find(
      (e) => e.RowId === next.RowId,
    );
    if (!started) throw new Error('the event left the feed');
    const closing = started.PreMatchPrices.at(-1);
    const leg = await selectionOf(server, 'SIMLINK001');
    expect(leg.closing_odds_milli).toBe(Math.round((closing?.Outcome2_Odds ?? 0) * 1000));
    // Proportional: (1/o2) ÷ (1/o1 + 1/oX + 1/o2) of the same last pre-match prices.
    const [o1, oX, o2] = [closing?.Outcome1_Odds, closing?.OutcomeX_Odds, closing?.Outcome2_Odds];
    const fair = 1 / (o2 ?? 1) / (1 / (o1 ?? 1) + 1 / (oX ?? 1) + 1 / (o2 ?? 1));
    expect(leg.fair_probability).toBeCloseTo(fair, 9);
    expect(feedClosingLine(started, '2')?.fairProbability).toBeCloseTo(fair, 12);
  });
});
