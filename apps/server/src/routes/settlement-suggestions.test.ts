import {
  betResponseSchema,
  feedEventListSchema,
  notificationListSchema,
  settlementSuggestionsResponseSchema,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSimulatorProvider } from '../live/simulator-provider.ts';
import { listBetAudit } from '../repositories/bet-audit-log.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { live, scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

type Leg = { event: string | null; outcome?: string };

/** A bet on feed events: one leg per entry (event null: a leg the feed knows nothing of). */
const linkedBet = (betId: string, legs: Leg[], odds = 2.2) => ({
  betId,
  placedDate: '2026-11-29T10:00:00.000Z',
  originalOdds_decimal: odds,
  status: 'PENDING',
  stake: 10,
  sportName: 'Football',
  selections: legs.map((leg, i) => ({
    SelectionName: `Leg ${i + 1}`,
    EventName: leg.event ? `Home ${leg.event} v Away ${leg.event}` : 'Somewhere v Elsewhere',
    ...(leg.event ? { FeedEventId: leg.event, FeedOutcome: leg.outcome ?? '1' } : {}),
  })),
});

async function betOf(server: TestServer, betId: string) {
  return server.database.db
    .selectFrom('bets')
    .select(['id', 'user_id', 'status', 'settled_at', 'return_cents', 'closing_odds_milli'])
    .where('source_bet_id', '=', betId)
    .executeTakeFirstOrThrow();
}

function session(server: TestServer, user: RegisteredUser) {
  const headers = { cookie: user.cookie };
  return {
    add: (body: object) => server.request('/api/history/add-bet-full', { json: body, headers }),
    suggestions: async () =>
      settlementSuggestionsResponseSchema.parse(
        await bodyOf(await server.request('/api/history/settlement-suggestions', { headers })),
      ),
    confirm: (id: number) =>
      server.request(`/api/history/settlement-suggestions/${id}/confirm`, {
        method: 'POST',
        headers,
      }),
    /**
     * The bell's list once it holds `count` notifications: the server's own worker may be
     * fanning a job out (in its transaction) when the test runs a round of its own.
     */
    notifications: (count: number) =>
      vi.waitFor(
        async () => {
          await server.app.notifications.runJobsNow();
          const { notifications } = notificationListSchema.parse(
            await bodyOf(await server.request('/api/notifications', { headers })),
          );
          expect(notifications.length).toBeGreaterThanOrEqual(count);
          return notifications;
        },
        { timeout: 10_000, interval: 50 },
      ),
    automatic: (on: boolean) =>
      server.request('/api/history/settlement-settings', {
        method: 'PUT',
        json: { autoSettleLinked: on },
        headers,
      }),
  };
}

describeWithDatabase(`results captured at the final whistle on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  let me: ReturnType<typeof session>;
  const feed = scriptedWholeFeed();
  const poll = async (events: typeof feed.next) => {
    feed.next = events;
    await server.app.liveEvents.ingest();
  };

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    user = await registerUser(server);
    me = session(server, user);
  });
  afterAll(() => server.close());

  it('suggests a single’s result from the final score, and one click settles it', async () => {
    await poll([upcoming('a', [2.1, 3.4, 3.6]), upcoming('b', [2, 3.3, 4])]);
    expect((await me.add(linkedBet('RESULT0001', [{ event: 'a', outcome: '1' }]))).status).toBe(
      200,
    );
    // A double on a and b, and a double with a leg the feed does not know.
    await me.add(
      linkedBet(
        'RESULT0002',
        [
          { event: 'a', outcome: '1' },
          { event: 'b', outcome: '2' },
        ],
        8,
      ),
    );
    await me.add(linkedBet('RESULT0003', [{ event: 'a', outcome: '1' }, { event: null }], 4));
    await poll([live('a', 0, 0), live('b', 0, 0)]);
    await poll([live('a', 2, 1), live('b', 1, 1)]);
    expect((await me.suggestions()).suggestions).toEqual([]);

    // a leaves the feed at 2-1: finished with its last score; b plays on.
    await poll([live('b', 1, 1)]);
    const { suggestions, autoSettleLinked } = await me.suggestions();
    expect(autoSettleLinked).toBe(false);
    // Only the single: the double waits for b, the other double has a leg nothing decides.
    expect(suggestions).toHaveLength(1);
    const [single] = suggestions;
    const bet = await betOf(server, 'RESULT0001');
    expect(single).toMatchObject({
      BetId: bet.id,
      Status: 'WON',
      Sources: [
        { EventId: 'a', Event: 'Home a v Away a', Outcome: '1', Score: '2-1', Result: 'WON' },
      ],
    });
    expect(bet.status).toBe('PENDING'); // automatic settlement is off by default
    // The bell says so, once, for the one bet decided.
    expect(await me.notifications(1)).toEqual([
      expect.objectContaining({
        kind: 'betResultFromFeed',
        title: "Confirm your bet's result: Home a v Away a",
        body: '2-1 · looks won: confirm it with one click in your history',
        url: '/history',
      }),
    ]);

    const confirmed = await me.confirm(single?.Id ?? 0);
    expect(confirmed.status).toBe(200);
    const settled = betResponseSchema.parse(await bodyOf(confirmed)).bet;
    // Won at 2.20 for €10: returns €22.00, settled when the feed saw the match finished.
    expect(settled).toMatchObject({ Status: 'WON', ActualReturn: 22, NetReturn: 12 });
    expect(settled.SettledDate).toBe(single?.Sources[0]?.FinishedAt);
    expect((await me.suggestions()).suggestions).toEqual([]);
    expect((await me.confirm(single?.Id ?? 0)).status).toBe(404); // once only
    const audit = await listBetAudit(server.database.db, bet.user_id, bet.id);
    expect(audit.find((a) => a.field === 'SettledFromFeedSuggestion')?.new).toBe(
      'a Home a v Away a 2-1 (1: WON)',
    );

    // b finishes 1-1: the double's "2" lost, so the double lost; the unlinked double waits.
    await poll([]);
    const after = (await me.suggestions()).suggestions;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      BetId: (await betOf(server, 'RESULT0002')).id,
      Status: 'LOST',
      Sources: [
        { EventId: 'a', Score: '2-1', Result: 'WON' },
        { EventId: 'b', Score: '1-1', Result: 'LOST' },
      ],
    });
  });

  it('settles a linked single by itself once the user turns automatic settlement on', async () => {
    expect((await me.automatic(true)).status).toBe(200);
    await poll([upcoming('c', [2.5, 3, 3])]);
    await me.add(linkedBet('RESULT0004', [{ event: 'c', outcome: 'X' }], 3));
    await me.add(
      linkedBet(
        'RESULT0005',
        [
          { event: 'c', outcome: 'X' },
          { event: 'c', outcome: '1' },
        ],
        6,
      ),
    );
    await poll([live('c', 0, 0)]);
    await poll([live('c', 1, 1)]);
    await poll([]);
    const single = await betOf(server, 'RESULT0004');
    // The draw at 3.00 for €10: €30.00 back.
    expect(single).toMatchObject({ status: 'WON', return_cents: 3000 });
    const audit = await listBetAudit(server.database.db, single.user_id, single.id);
    expect(audit.find((a) => a.field === 'SettledAutomaticallyFromFeed')?.new).toBe(
      'c Home c v Away c 1-1 (X: WON)',
    );
    expect(audit.find((a) => a.field === 'Status')).toMatchObject({ old: 'PENDING', new: 'WON' });
    // A multiple is only suggested, never settled by itself.
    const double = await betOf(server, 'RESULT0005');
    expect(double.status).toBe('PENDING');
    // One notification for the two (the first test's two bets had one each): the double (one
    // match, named once) waits for its click.
    expect((await me.notifications(3))[0]).toMatchObject({
      kind: 'betResultFromFeed',
      title: 'Final scores for 2 of your bets',
      body: 'Home c v Away c 1-1, Home c v Away c 1-1 · 1 to confirm in your history',
    });
    expect((await me.suggestions()).suggestions.map((s) => [s.BetId, s.Status])).toContainEqual([
      double.id,
      'LOST',
    ]);
  });
});

/** A single on one market of a feed event, named as a bookmaker names it. */
const marketBet = (betId: string, event: string, selection: string, market: string | null) => ({
  betId,
  placedDate: '2026-11-29T10:00:00.000Z',
  originalOdds_decimal: 1.9,
  status: 'PENDING',
  stake: 10,
  sportName: 'Football',
  selections: [
    {
      SelectionName: selection,
      ...(market === null ? {} : { MarketName: market }),
      EventName: `Home ${event} v Away ${event}`,
    },
  ],
});

describeWithDatabase(`other markets decided at the final whistle on ${testDialect}`, () => {
  let server: TestServer;
  let me: ReturnType<typeof session>;
  const feed = scriptedWholeFeed();
  const poll = async (events: typeof feed.next) => {
    feed.next = events;
    await server.app.liveEvents.ingest();
  };

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    me = session(server, await registerUser(server));
  });
  afterAll(() => server.close());

  it('suggests over/under goals, both teams to score and a whole-line push; never a correct score', async () => {
    await poll([
      upcoming('m', [2, 3.3, 4]),
      upcoming('n', [1.5, 4, 6]),
      upcoming('p', [2.5, 3, 3]),
    ]);
    const bets: Array<[string, string, string, string | null]> = [
      ['MARKET0001', 'm', 'Over 2.5', null],
      ['MARKET0002', 'm', 'Under 2.5', 'Over/Under 2.5 Goals'],
      ['MARKET0003', 'n', 'Both teams to score - No', null],
      ['MARKET0004', 'p', 'Over 2', 'Total Goals'],
      ['MARKET0005', 'm', 'Correct score 2-1', null],
      ['MARKET0006', 'n', 'Más de 1,5', 'Más/Menos goles'],
    ];
    for (const [betId, event, selection, market] of bets) {
      expect((await me.add(marketBet(betId, event, selection, market))).status).toBe(200);
      // Linked to the event with no 1X2 outcome, as matching links a leg that names no side.
      await server.database.db
        .updateTable('selections')
        .set({ feed_event_id: event, feed_outcome: null })
        .where('bet_id', '=', (await betOf(server, betId)).id)
        .execute();
    }
    await poll([live('m', 0, 0), live('n', 0, 0), live('p', 0, 0)]);
    await poll([live('m', 2, 1), live('n', 2, 0), live('p', 1, 1)]);
    expect((await me.suggestions()).suggestions).toEqual([]); // nothing before the end
    await poll([]); // all three finish: m 2-1, n 2-0, p 1-1

    const { suggestions } = await me.suggestions();
    const byBet = new Map(suggestions.map((s) => [s.BetId, s]));
    const of = async (betId: string) => byBet.get((await betOf(server, betId)).id);
    // m 2-1: 3 goals, over 2.5 won, under 2.5 lost.
    expect(await of('MARKET0001')).toMatchObject({
      Status: 'WON',
      Sources: [
        {
          EventId: 'm',
          Event: 'Home m v Away m',
          Outcome: 'Over 2.5',
          Market: 'totalGoals',
          Score: '2-1',
          Result: 'WON',
        },
      ],
    });
    expect(await of('MARKET0002')).toMatchObject({
      Status: 'LOST',
      Sources: [{ Outcome: 'Under 2.5', Market: 'totalGoals', Score: '2-1', Result: 'LOST' }],
    });
    // n 2-0: the away side did not score, so "No" won; 2 goals over 1.5.
    expect(await of('MARKET0003')).toMatchObject({
      Status: 'WON',
      Sources: [{ Outcome: 'Both teams to score - No', Market: 'bothTeamsScore', Score: '2-0' }],
    });
    expect(await of('MARKET0006')).toMatchObject({ Status: 'WON' });
    // p 1-1: 2 goals on a line of 2, stakes back.
    expect(await of('MARKET0004')).toMatchObject({
      Status: 'VOID',
      Sources: [{ Outcome: 'Over 2', Market: 'totalGoals', Score: '1-1', Result: 'VOID' }],
    });
    // A correct score is not a market the feed decides: no suggestion.
    expect(await of('MARKET0005')).toBeUndefined();
    expect(suggestions).toHaveLength(5);
  });
});

describeWithDatabase(`results from the simulator sped up on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  let me: ReturnType<typeof session>;

  beforeAll(async () => {
    // 900×: a real second is 15 simulated minutes, so a match is played in seconds.
    server = await startTestServer({
      liveProvider: createSimulatorProvider({
        seed: 3636,
        speed: 900,
        counts: { football: 3, tennis: 0, basketball: 0 },
      }),
    });
    user = await registerUser(server);
    me = session(server, user);
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

  it('captures the close at kick-off, suggests the result at the final whistle, settles on confirm', async () => {
    await server.app.liveEvents.ingest();
    const [next] = await feedOf('upcoming');
    if (!next) throw new Error('no upcoming event');
    expect(
      (await me.add(linkedBet('SIMRESULT1', [{ event: next.RowId, outcome: '1' }]))).status,
    ).toBe(200);
    await vi.waitFor(
      async () => {
        await server.app.liveEvents.ingest();
        expect((await betOf(server, 'SIMRESULT1')).closing_odds_milli).not.toBeNull();
      },
      { timeout: 60_000, interval: 250 },
    );
    const started = [...(await feedOf('live')), ...(await feedOf('finished'))].find(
      (e) => e.RowId === next.RowId,
    );
    expect((await betOf(server, 'SIMRESULT1')).closing_odds_milli).toBe(
      Math.round((started?.PreMatchPrices.at(-1)?.Outcome1_Odds ?? 0) * 1000),
    );

    const suggestion = await vi.waitFor(
      async () => {
        await server.app.liveEvents.ingest();
        const [found] = (await me.suggestions()).suggestions;
        if (!found) throw new Error('no suggestion yet');
        return found;
      },
      { timeout: 90_000, interval: 250 },
    );
    const final = (await feedOf('finished')).find((e) => e.RowId === next.RowId);
    if (!final) throw new Error('the event is not finished');
    const [home, away] = [final.LiveScoreHome ?? 0, final.LiveScoreAway ?? 0];
    const expected = home > away ? 'WON' : 'LOST';
    expect(suggestion).toMatchObject({
      Status: expected,
      Sources: [{ EventId: next.RowId, Score: `${home}-${away}`, FinishedAt: final.FinishedAt }],
    });
    const confirmed = await me.confirm(suggestion.Id);
    expect(confirmed.status).toBe(200);
    expect((await betOf(server, 'SIMRESULT1')).status).toBe(expected);
  }, 180_000);
});
