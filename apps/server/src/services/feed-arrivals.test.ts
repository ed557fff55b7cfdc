import {
  DEFAULT_FEED_MERGE_OPTIONS,
  type FeedLinkOffer,
  type FeedSourceEvent,
  mergeFeed,
} from '@stakelab/core';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { usersWithOpenUnlinkedBetsQuery } from '../repositories/feed-matching.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { createFeedArrivalMatcher } from './feed-arrivals.ts';

const HOUR = 3_600_000;
const NOW = Date.now();
/** Tomorrow's kick-off: the bets below are placed hours before it. */
const KICK_OFF = new Date(NOW + 24 * HOUR).toISOString();

/** An upcoming match of the feed, its teams and competition as the feed names them. */
const fixture = (id: string, home: string, away: string, league: string): FeedSourceEvent => ({
  ...upcoming(id, [2.1, 3.4, 3.6]),
  HomeName: home,
  AwayName: away,
  LeagueName: league,
  EventStartTimeUTC: KICK_OFF,
});

/** A single entered by hand (betId: 10 capitals or digits), no feed link, placed `hoursAgo`. */
const handBet = (
  betId: string,
  event: string,
  selection: string,
  competition: string,
  { status = 'PENDING', hoursAgo = 1 } = {},
) => ({
  betId,
  placedDate: new Date(NOW - hoursAgo * HOUR).toISOString(),
  originalOdds_decimal: 2.1,
  status,
  stake: 10,
  sportName: 'Football',
  competitionName: competition,
  eventDescription: event,
  selections: [{ SelectionName: selection, EventName: event, MarketName: 'Match Odds' }],
});

describeWithDatabase(`open bets matched to events the feed announces on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bea: RegisteredUser;
  const feed = scriptedWholeFeed();

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    ana = await registerUser(server);
    bea = await registerUser(server);
  });
  afterAll(() => server.close());

  const add = async (user: RegisteredUser, bet: object) => {
    const res = await server.request('/api/history/add-bet-full', {
      json: bet,
      headers: { cookie: user.cookie },
    });
    expect(res.status, JSON.stringify(await bodyOf(res))).toBe(200);
  };
  const legsOf = (user: RegisteredUser) =>
    server.database.db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select([
        'b.source_bet_id',
        's.feed_event_id',
        's.feed_outcome',
        's.feed_link_source',
        's.feed_link_confidence',
      ])
      .where('b.user_id', '=', user.userId)
      .orderBy('b.source_bet_id')
      .execute();
  const offersOf = async (user: RegisteredUser) =>
    (await bodyOf(
      await server.request('/api/feed-link-offers', { headers: { cookie: user.cookie } }),
    )) as FeedLinkOffer[];
  const unlinked = (id: string) => ({
    source_bet_id: id,
    feed_event_id: null,
    feed_outcome: null,
    feed_link_source: null,
    feed_link_confidence: null,
  });

  it('links a sure match and offers an unsure one when the feed announces the event', async () => {
    await add(ana, handBet('HANDBET001', 'Real Madrid v Barcelona', 'Real Madrid', 'LaLiga'));
    await add(ana, handBet('HANDBET002', 'Sevilla v Atlético Madrid', 'Sevilla', 'LaLiga'));
    // Settled already: a link would change nothing, it is left alone.
    await add(
      ana,
      handBet('HANDBET003', 'Real Madrid v Barcelona', 'Real Madrid', 'LaLiga', { status: 'WON' }),
    );
    await add(bea, handBet('HANDBET004', 'Real Madrid v Barcelona', 'Barcelona', 'LaLiga'));

    // The feed knows other events first: nothing of theirs to match.
    feed.next = [fixture('f-other', 'Valencia CF', 'Villarreal', 'LaLiga')];
    await server.app.liveEvents.ingest();
    expect(await legsOf(ana)).toEqual([
      unlinked('HANDBET001'),
      unlinked('HANDBET002'),
      unlinked('HANDBET003'),
    ]);

    feed.next = [
      fixture('f-other', 'Valencia CF', 'Villarreal', 'LaLiga'),
      fixture('f-clasico', 'Real Madrid', 'FC Barcelona', 'LaLiga'),
      fixture('f-atleti', 'Atletico Madrid', 'Sevilla', 'LaLiga'),
    ];
    await server.app.liveEvents.ingest();

    expect(await legsOf(ana)).toEqual([
      {
        source_bet_id: 'HANDBET001',
        feed_event_id: 'f-clasico',
        feed_outcome: '1',
        feed_link_source: 'match',
        feed_link_confidence: 1,
      },
      unlinked('HANDBET002'),
      unlinked('HANDBET003'),
    ]);
    // Reversed sides: (1 + 1) / 2 × 0.85 = 0.85, offered, the home side being "2".
    expect(
      (await offersOf(ana)).map((o) => [o.SelectionName, o.EventId, o.Outcome, o.Confidence]),
    ).toEqual([['Sevilla', 'f-atleti', '2', 0.85]]);
    // Another user's bet on the same event: linked too, to "2" (Barcelona away).
    expect(await legsOf(bea)).toEqual([
      {
        source_bet_id: 'HANDBET004',
        feed_event_id: 'f-clasico',
        feed_outcome: '2',
        feed_link_source: 'match',
        feed_link_confidence: 1,
      },
    ]);
    expect(await offersOf(bea)).toEqual([]);

    // The same events again: nothing new, the offer is not made twice.
    await server.app.liveEvents.ingest();
    expect(await offersOf(ana)).toHaveLength(1);
  });

  it('caps the users of a round and the selections of a user, and carries the rest over', async () => {
    const cara = await registerUser(server);
    const dan = await registerUser(server);
    const eve = await registerUser(server);
    for (const [id, hoursAgo] of [
      ['CARABET001', 1],
      ['CARABET002', 2],
      ['CARABET003', 3],
    ] as const)
      await add(cara, handBet(id, 'Man Utd vs Liverpool', 'Draw', 'Premier League', { hoursAgo }));
    await add(dan, handBet('DANBET0001', 'Man Utd vs Liverpool', 'Draw', 'Premier League'));
    await add(eve, handBet('EVEBET0001', 'Man Utd vs Liverpool', 'Draw', 'Premier League'));

    // Events this server's feed never announced: only the matcher below sees them.
    const { events } = mergeFeed(
      [],
      [fixture('f-north', 'Manchester United', 'Liverpool FC', 'English Premier League')],
      new Date(NOW),
      DEFAULT_FEED_MERGE_OPTIONS,
    );
    const matcher = createFeedArrivalMatcher({
      db: server.database.db,
      log: server.app.log,
      usersPerRound: 2,
      legsPerUser: 2,
    });
    // Round 1: ana (her offered Sevilla bet is still open and unlinked; no match here) and
    // cara, her two latest bets only; dan and eve wait.
    expect(await matcher.round(events, events, new Date(NOW))).toEqual({ linked: 2, offered: 0 });
    expect(matcher.pending).toBe(1);
    expect((await legsOf(cara)).map((l) => l.feed_event_id)).toEqual(['f-north', 'f-north', null]);
    expect((await legsOf(dan)).map((l) => l.feed_event_id)).toEqual([null]);
    // Round 2, nothing new announced: dan's and eve's turn.
    expect(await matcher.round([], events, new Date(NOW))).toEqual({ linked: 2, offered: 0 });
    expect((await legsOf(eve)).map((l) => l.feed_event_id)).toEqual(['f-north']);
    // Round 3 finds nobody after eve: the arrival is done.
    expect(await matcher.round([], events, new Date(NOW))).toEqual({ linked: 0, offered: 0 });
    expect(matcher.pending).toBe(0);
    expect((await legsOf(dan)).map((l) => l.feed_outcome)).toEqual(['X']);
  });

  it.runIf(testDialect === 'sqlite')(
    'finds the users through the open-bets index, never scanning the bets',
    async () => {
      const query = usersWithOpenUnlinkedBetsQuery(
        server.database.db,
        { from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' },
        0,
        20,
      ).compile();
      const { rows } = await server.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const details = rows.map((r) => r.detail);
      expect(details.some((d) => d.includes('bets_status_placed_at'))).toBe(true);
      expect(details.some((d) => d.includes('selections_bet_id'))).toBe(true);
      expect(details.filter((d) => /^SCAN (b|s)\b/.test(d))).toEqual([]);
    },
  );
});
