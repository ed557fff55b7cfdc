import { type FeedLinkOffer, type FeedSourceEvent } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { live, scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { matchBetsToFeed } from '../repositories/feed-matching.ts';
import { readLiveEvents } from '../repositories/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** An upcoming match of the feed, its teams and competition as the feed names them. */
const fixture = (id: string, home: string, away: string, league: string): FeedSourceEvent => ({
  ...upcoming(id, [2.1, 3.4, 3.6]),
  HomeName: home,
  AwayName: away,
  LeagueName: league,
  EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
});

const HEADER =
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';

/** A pending single placed the day before, on `selection` of `event` (StakeLab CSV). */
function row(id: string, event: string, selection: string, competition: string | null) {
  const legs = JSON.stringify([
    {
      SelectionName: selection,
      Odds: 2.1,
      EventName: event,
      MarketName: 'Match Odds',
      Sport: 'Football',
      Competition: competition,
    },
  ]);
  return [
    id,
    'manual',
    '2026-11-28T10:00:00.000Z',
    '',
    'Football',
    competition ?? '',
    event,
    '2.1',
    'PENDING',
    '10.00',
    '0.00',
    '0.00',
    '',
    '',
    '',
    '',
    `"${legs.replace(/"/g, '""')}"`,
  ].join(',');
}

const FILE = [
  HEADER,
  row('M1', 'Real Madrid v Barcelona', 'Real Madrid', 'LaLiga'),
  row('M2', 'Man Utd vs Liverpool', 'Draw', 'Premier League'),
  // Reversed sides: (1 + 1) / 2 × 0.85 = 0.85, offered.
  row('M3', 'Sevilla v Atlético Madrid', 'Sevilla', 'LaLiga'),
  // "Betis" within "Real Betis", no competition: (0.8 + 1) / 2 × 0.95 = 0.855, offered.
  row('M4', 'Betis v Girona', 'Betis', null),
  row('M5', 'Valencia v Villarreal', 'Valencia', 'LaLiga'),
].join('\n');

describeWithDatabase(`imported bets matched to feed events on ${testDialect}`, () => {
  let server: TestServer;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  const feed = scriptedWholeFeed();

  beforeAll(async () => {
    server = await startTestServer({ liveProvider: feed });
    owner = await registerUser(server);
    other = await registerUser(server);
  });
  afterAll(() => server.close());

  const upload = (user: RegisteredUser) =>
    server.request('/api/history/upload-csv', {
      json: { data: FILE, userEmail: user.email },
      headers: { cookie: user.cookie },
    });
  const offersOf = async (user: RegisteredUser) =>
    (await bodyOf(
      await server.request('/api/feed-link-offers', { headers: { cookie: user.cookie } }),
    )) as FeedLinkOffer[];
  const answer = (user: RegisteredUser, id: number, verb: 'accept' | 'refuse') =>
    server.request(`/api/feed-link-offers/${id}/${verb}`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
  const legsOf = (user: RegisteredUser) =>
    server.database.db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        'b.source_bet_id',
        's.feed_event_id',
        's.feed_outcome',
        's.feed_link_source',
        's.feed_link_confidence',
      ])
      .where('u.email', '=', user.email)
      .orderBy('b.source_bet_id')
      .execute();

  it('links the sure matches, offers the unsure ones, and leaves the rest', async () => {
    // The other user imports before the feed knows the events: nothing to match then; their
    // open bets are matched when the feed announces the events (services/feed-arrivals.ts).
    expect((await upload(other)).status).toBe(200);
    expect((await legsOf(other)).every((leg) => leg.feed_event_id === null)).toBe(true);
    feed.next = [
      fixture('f-clasico', 'Real Madrid', 'FC Barcelona', 'LaLiga'),
      fixture('f-north', 'Manchester United', 'Liverpool FC', 'English Premier League'),
      fixture('f-atleti', 'Atletico Madrid', 'Sevilla', 'LaLiga'),
      fixture('f-betis', 'Real Betis', 'Girona FC', 'LaLiga'),
    ];
    await server.app.liveEvents.ingest();
    expect((await upload(owner)).status).toBe(200);

    expect(await legsOf(owner)).toEqual([
      {
        source_bet_id: 'M1',
        feed_event_id: 'f-clasico',
        feed_outcome: '1',
        feed_link_source: 'match',
        feed_link_confidence: 1,
      },
      {
        source_bet_id: 'M2',
        feed_event_id: 'f-north',
        feed_outcome: 'X',
        feed_link_source: 'match',
        feed_link_confidence: 1,
      },
      ...['M3', 'M4', 'M5'].map((id) => ({
        source_bet_id: id,
        feed_event_id: null,
        feed_outcome: null,
        feed_link_source: null,
        feed_link_confidence: null,
      })),
    ]);
    const offers = await offersOf(owner);
    expect(
      offers.map((o) => [o.SelectionName, o.EventId, o.Outcome, o.Confidence, o.HomeName]),
    ).toEqual([
      ['Sevilla', 'f-atleti', '2', 0.85, 'Atletico Madrid'],
      ['Betis', 'f-betis', '1', 0.855, 'Real Betis'],
    ]);

    // The other user's bets: matched the same way when the events arrived, with offers of
    // their own; the owner's offers are not theirs.
    expect((await legsOf(other)).map((l) => l.feed_event_id)).toEqual([
      'f-clasico',
      'f-north',
      null,
      null,
      null,
    ]);
    const theirs = await offersOf(other);
    expect(theirs.map((o) => [o.EventId, o.Confidence])).toEqual([
      ['f-atleti', 0.85],
      ['f-betis', 0.855],
    ]);
    expect(theirs.map((o) => o.Id).filter((id) => offers.some((o) => o.Id === id))).toEqual([]);
    expect((await answer(other, offers[0]!.Id, 'accept')).status).toBe(404);
    expect((await server.request('/api/feed-link-offers')).status).toBe(401);
  });

  it('links an accepted offer and forgets a refused one', async () => {
    const [atleti, betis] = await offersOf(owner);
    expect(await bodyOf(await answer(owner, atleti!.Id, 'accept'))).toEqual({
      success: true,
      linked: true,
    });
    expect(await bodyOf(await answer(owner, betis!.Id, 'refuse'))).toEqual({
      success: true,
      linked: false,
    });
    expect((await answer(owner, betis!.Id, 'accept')).status).toBe(404);
    expect(await offersOf(owner)).toEqual([]);
    const legs = await legsOf(owner);
    expect(legs.find((l) => l.source_bet_id === 'M3')).toMatchObject({
      feed_event_id: 'f-atleti',
      feed_outcome: '2',
      feed_link_source: 'offer',
      feed_link_confidence: 0.85,
    });
    expect(legs.find((l) => l.source_bet_id === 'M4')?.feed_event_id).toBeNull();

    // Imported again: the links stay, the refused event is not offered again.
    expect((await upload(owner)).status).toBe(200);
    expect(await offersOf(owner)).toEqual([]);
    expect((await legsOf(owner)).map((l) => l.feed_event_id)).toEqual([
      'f-clasico',
      'f-north',
      'f-atleti',
      null,
      null,
    ]);
  });

  it('bounds the work of a run: the latest placed selections first, a few at a time', async () => {
    // The other user's bets unlinked again and their offers dropped: matched now, one
    // selection per run (all placed at once: in the order they were stored).
    const db = server.database.db;
    const betIds = db.selectFrom('bets').select('id').where('user_id', '=', other.userId);
    await db
      .updateTable('selections')
      .set({
        feed_event_id: null,
        feed_outcome: null,
        feed_link_source: null,
        feed_link_confidence: null,
      })
      .where('bet_id', 'in', betIds)
      .execute();
    await db.deleteFrom('feed_link_offers').where('user_id', '=', other.userId).execute();
    const { feed: events } = await readLiveEvents(db);
    const run = () => matchBetsToFeed(db, other.userId, events, new Date(), { limit: 1 });
    expect(await run()).toEqual({ linked: 1, offered: 0 });
    expect((await legsOf(other)).map((l) => l.feed_event_id)).toEqual([
      'f-clasico',
      null,
      null,
      null,
      null,
    ]);
    expect(await run()).toEqual({ linked: 1, offered: 0 });
    expect(await run()).toEqual({ linked: 0, offered: 1 });
    expect((await offersOf(other)).map((o) => o.EventId)).toEqual(['f-atleti']);
    expect(await offersOf(owner)).toEqual([]);
  });

  it('gives a selection linked after kick-off its closing line at once', async () => {
    const late = fixture('f-late', 'Villarreal', 'Valencia CF', 'LaLiga');
    feed.next = [late];
    await server.app.liveEvents.ingest();
    feed.next = [{ ...live('f-late', 0, 0), ...late, State: 'live', LiveScoreHome: 0 }];
    await server.app.liveEvents.ingest();
    const third = await registerUser(server);
    const file = [HEADER, row('L1', 'Villarreal v Valencia', 'Villarreal', 'LaLiga')].join('\n');
    const res = await server.request('/api/history/upload-csv', {
      json: { data: file, userEmail: third.email },
      headers: { cookie: third.cookie },
    });
    expect(res.status).toBe(200);
    const leg = await server.database.db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select(['s.feed_event_id', 's.feed_outcome', 's.closing_odds_milli'])
      .where('b.user_id', '=', third.userId)
      .executeTakeFirstOrThrow();
    // The last pre-match price of "1": 2.10.
    expect(leg).toEqual({ feed_event_id: 'f-late', feed_outcome: '1', closing_odds_milli: 2100 });
  });
});
