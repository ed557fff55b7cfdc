import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  type FeedSourceEvent,
  feedEventListSchema,
  type PublicStakeRecordEntry,
  type Stake,
  stakeListSchema,
  stakeRecordPageSchema,
  stakeResponseSchema,
  tipsterStats,
  verifyStakeRecord,
} from '@stakelab/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createSimulatorProvider } from '../live/simulator-provider.ts';
import type { LiveFeedProvider } from '../live/live-feed.ts';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { live, scriptedWholeFeed, upcoming } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 36's "the same for a tipster stake": a stake published on an upcoming feed event gets
 * its close at kick-off as a record entry, a suggested result at the final whistle that one
 * click settles, and the /tipster figures read CLV from the record.
 */

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** npm run verify:stakes on a file: its exit code and what it printed. */
async function verifyScript(file: string): Promise<{ code: number; stdout: string }> {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tools/verify-stakes.ts'), file],
    { cwd: ROOT },
  ).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: { code: number; stdout: string }) => err,
  );
}

// €20 at 2.20: potential winnings €44.
const stakeForm = (feedLink: object | undefined) => ({
  bet_description: 'Home s v Away s',
  bookmarker: 'Bet365',
  bet_details: 'Home win',
  stake_amount: 20,
  total_odds: 2.2,
  potential_winnings: 44,
  payout_amount: 0,
  ...(feedLink ? { feed_link: feedLink } : {}),
});

async function setUp(liveProvider: LiveFeedProvider) {
  const server = await startTestServer({ liveProvider });
  const admin = await registerUser(server);
  await setAdmin(server.database.db, admin.email, true, new Date());
  return { server, admin };
}

function adminApi(server: TestServer, admin: RegisteredUser) {
  const headers = { cookie: admin.cookie };
  return {
    publish: (body: object) =>
      server.request('/api/history/admin-insert-stake', { headers, json: body }),
    confirm: (id: number) =>
      server.request(`/api/admin/stakes/${id}/feed-suggestion/confirm`, {
        method: 'POST',
        headers,
      }),
    async stake(id: number): Promise<Stake> {
      const all = stakeListSchema.parse(
        await bodyOf(await server.request('/api/admin/stakes', { headers })),
      );
      const found = all.find((s) => s.stake_id === id);
      if (!found) throw new Error(`no stake ${id}`);
      return found;
    },
    async record(): Promise<PublicStakeRecordEntry[]> {
      const page = stakeRecordPageSchema.parse(
        await bodyOf(await server.request('/api/stakes/record?limit=1000')),
      );
      return page.entries;
    },
    async verdict() {
      return bodyOf(await server.request('/api/stakes/record/verify'));
    },
  };
}

const entriesOf = (entries: PublicStakeRecordEntry[], stakeId: number) =>
  entries
    .filter((e) => e.canonical !== null && JSON.parse(e.canonical).stake_id === stakeId)
    .map((e) => JSON.parse(e.canonical ?? '{}') as Record<string, unknown>);

/** A scripted feed, each poll of it ingested at once by the server the block starts. */
function scriptedPolls(serverOf: () => TestServer) {
  const feed = scriptedWholeFeed();
  const poll = async (events: FeedSourceEvent[]) => {
    feed.next = events;
    await serverOf().app.liveEvents.ingest();
  };
  return { feed, poll };
}

/** An hour ahead of the real clock, so a publish is before the start whenever the test runs. */
const anHourAhead = () =>
  new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000).toISOString();

describeWithDatabase(`a tipster stake picked from the feed on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  const { feed, poll } = scriptedPolls(() => server);
  const start = anHourAhead();
  const ahead = (id: string, odds: [number, number, number]): FeedSourceEvent => ({
    ...upcoming(id, odds),
    EventStartTimeUTC: start,
  });

  beforeAll(async () => {
    ({ server } = await setUp(feed));
    const admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    api = adminApi(server, admin);
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  it('refuses a link to an event not in the feed, started, or without a price', async () => {
    await poll([
      ahead('s', [2.3, 3.3, 3.4]),
      live('l', 0, 0),
      { ...ahead('t', [1.8, 1.01, 2.05]), OutcomeX_Label: null, OutcomeX_Odds: null },
    ]);
    const before = await api.record();
    for (const [link, code, message] of [
      [{ event_id: 'nowhere', outcome: '1' }, 'FEED_EVENT_UNKNOWN', 'feedEventUnknown'],
      [{ event_id: 'l', outcome: '1' }, 'EVENT_STARTED', 'eventStarted'],
      [{ event_id: 't', outcome: 'X' }, 'NO_PREMATCH_PRICE', 'noPrematchPrice'],
    ] as const) {
      const res = await api.publish(stakeForm(link));
      expect(res.status, code).toBe(400);
      expect(await bodyOf(res)).toMatchObject({
        code,
        errors: [{ field: 'feed_link', message }],
      });
    }
    expect((await api.publish(stakeForm({ event_id: 's', outcome: 'H' }))).status).toBe(400);
    expect(await api.record()).toEqual(before);
  });

  it('publishes, closes at kick-off, suggests at the final whistle, settles on one click', async () => {
    await poll([ahead('s', [2.3, 3.3, 3.4])]);
    const published = await api.publish({
      ...stakeForm({ event_id: 's', outcome: '1' }),
      starts_at: new Date(Date.parse(start) + 600_000).toISOString(),
    });
    expect(published.status).toBe(200);
    const { stake } = stakeResponseSchema.parse(await bodyOf(published));
    // Linked: the stake starts when the feed's event does, whatever the form said.
    expect(stake).toMatchObject({
      starts_at: start,
      feed_link: { event_id: 's', outcome: '1' },
      closing_odds: null,
    });
    const id = stake.stake_id;

    // The prices drift before kick-off; nothing is captured yet.
    await poll([ahead('s', [2.1, 3.4, 3.6])]);
    expect((await api.stake(id)).closing_odds).toBeNull();

    // Kick-off, the clock past the start (the record then shows the stake's entries).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(start) + 1_000));
    await poll([{ ...live('s', 0, 0), EventStartTimeUTC: start, Outcome1_Odds: 1.95 }]);
    // The last pre-match price of "1": 2.10, not the in-play 1.95 nor the opening 2.30.
    // 2.10 / 3.40 / 3.60: implied 10/21 + 5/17 + 5/18 = (1020 + 630 + 595)/2142 = 2245/2142;
    // fair "1" = (10/21) ÷ (2245/2142) = 1020/2245 = 204/449 = 0.4543429 → 0.454343.
    expect(await api.stake(id)).toMatchObject({
      closing_odds: 2.1,
      fair_close_probability: 0.454343,
      feed_suggestion: null,
    });
    const afterKickOff = await api.record();
    const publishSeq = afterKickOff.find(
      (e) => e.canonical && JSON.parse(e.canonical).stake_id === id,
    )?.seq;
    const close = afterKickOff.at(-1);
    expect(close?.kind).toBe('close');
    // The documented key order (docs/stake-record.md, "close").
    expect(close?.canonical).toBe(
      `{"v":1,"seq":${close?.seq},"kind":"close","stake_id":${id},"at":"${new Date(Date.parse(start) + 1_000).toISOString()}","refers_to":${publishSeq},"feed_event":"s","outcome":"1","closing_odds":"2.100","fair_probability":"0.454343"}`,
    );

    // The final whistle: 2-1, then the event leaves the feed (finished with its last score).
    await poll([{ ...live('s', 2, 1), EventStartTimeUTC: start }]);
    expect((await api.stake(id)).feed_suggestion).toBeNull();
    await poll([]);
    const waiting = await api.stake(id);
    expect(waiting.feed_suggestion).toMatchObject({
      result: 'won',
      event: 'Home s v Away s',
      score: '2-1',
    });
    expect(waiting.final_result).toBe('IN PROGRESS');

    // One click: won at 2.20 for €20 pays the potential winnings, €44.
    const confirmed = await api.confirm(id);
    expect(confirmed.status).toBe(200);
    expect(stakeResponseSchema.parse(await bodyOf(confirmed)).stake).toMatchObject({
      final_result: 'won',
      payout_amount: 44,
    });
    expect((await api.confirm(id)).status).toBe(404); // once only
    expect((await api.stake(id)).feed_suggestion).toBeNull();

    const entries = await api.record();
    expect(entriesOf(entries, id).map((e) => e.kind)).toEqual(['publish', 'close', 'settle']);
    expect(entriesOf(entries, id)[2]).toMatchObject({
      refers_to: publishSeq,
      result: 'won',
      payout_cents: 4400,
    });
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({ ok: true, hidden: 0 });
    expect(await api.verdict()).toMatchObject({ verified: true, broken_at: null });

    // /tipster's figures from the record alone: over 1 of 1 stakes,
    // CLV 2.20 ÷ 2.10 − 1 = 1/21 = +4.76 %; fair 2.20 × 0.454343 − 1 = −0.0004454 = −0.04 %.
    const { closingLine } = tipsterStats(entries);
    expect(closingLine).toMatchObject({ withClose: 1, counted: 1, beatClose: 1, beatFairClose: 0 });
    expect(closingLine.againstClose).toBeCloseTo(1 / 21, 12);
    expect(closingLine.againstFairClose).toBeCloseTo(-0.0004454, 12);
  });

  it('verify:stakes passes the record with its close entry, and fails it once the close is changed', async () => {
    // Past the start, the record shows the stake's entries (before it, hashes only).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(start) + 60_000));
    const file = path.join(server.config.dataDir, 'stake-record-close.jsonl');
    const download = async () =>
      fs.writeFileSync(file, await (await server.request('/api/stakes/record.jsonl')).text());
    await download();
    const ok = await verifyScript(file);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^verified: 3 entries, unbroken\n/);

    // The close said 2.100; now it says 2.000 (a better close would flatter the tipster).
    const seq = (await api.record()).find((e) => e.kind === 'close')?.seq ?? 0;
    await sql`update stake_record set canonical = replace(canonical, '"closing_odds":"2.100"', '"closing_odds":"2.000"') where seq = ${seq}`.execute(
      server.database.db,
    );
    expect(await api.verdict()).toMatchObject({ verified: false, broken_at: seq, reason: 'hash' });
    expect(await verifyStakeRecord(await api.record(), sha256)).toMatchObject({
      ok: false,
      brokenAt: seq,
      reason: 'hash',
    });
    await download();
    const broken = await verifyScript(file);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`broken at entry ${seq} (hash)`);
  }, 60_000);
});

describeWithDatabase(`a tipster stake on the simulator sped up on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let api: ReturnType<typeof adminApi>;

  beforeAll(async () => {
    // 900×: a real second is 15 simulated minutes, so a match is played in seconds.
    ({ server, admin } = await setUp(
      createSimulatorProvider({
        seed: 3636,
        speed: 900,
        counts: { football: 3, tennis: 0, basketball: 0 },
      }),
    ));
    api = adminApi(server, admin);
  });
  afterAll(() => server.close());

  const feedOf = async (state: string) =>
    feedEventListSchema.parse(
      await bodyOf(
        await server.request(`/api/live-events?state=${state}`, {
          headers: { cookie: admin.cookie },
        }),
      ),
    );

  it('closes at kick-off on the last pre-match price, suggests the final score, settles on confirm', async () => {
    await server.app.liveEvents.ingest();
    // The earliest kick-off with a second to spare for the publish.
    const next = (await feedOf('upcoming')).find(
      (e) => Date.parse(e.EventStartTimeUTC) > Date.now() + 1_000,
    );
    if (!next) throw new Error('no upcoming event');
    const published = await api.publish({
      ...stakeForm({ event_id: next.RowId, outcome: '1' }),
      bet_description: `${next.HomeName} vs ${next.AwayName}`,
    });
    expect(published.status).toBe(200);
    const id = stakeResponseSchema.parse(await bodyOf(published)).stake.stake_id;

    await vi.waitFor(
      async () => {
        await server.app.liveEvents.ingest();
        expect((await api.stake(id)).closing_odds).not.toBeNull();
      },
      { timeout: 60_000, interval: 250 },
    );
    const started = [...(await feedOf('live')), ...(await feedOf('finished'))].find(
      (e) => e.RowId === next.RowId,
    );
    const last = started?.PreMatchPrices.at(-1);
    if (!last) throw new Error('no pre-match price');
    // Proportional: (1/o1) ÷ (1/o1 + 1/oX + 1/o2) of the same last pre-match prices.
    const [o1, oX, o2] = [
      last.Outcome1_Odds ?? 1,
      last.OutcomeX_Odds ?? 1,
      last.Outcome2_Odds ?? 1,
    ];
    const fair = 1 / o1 / (1 / o1 + 1 / oX + 1 / o2);
    const closed = await api.stake(id);
    expect(closed.closing_odds).toBe(o1);
    expect(closed.fair_close_probability).toBeCloseTo(fair, 6);

    const suggestion = await vi.waitFor(
      async () => {
        await server.app.liveEvents.ingest();
        const found = (await api.stake(id)).feed_suggestion;
        if (!found) throw new Error('no suggestion yet');
        return found;
      },
      { timeout: 90_000, interval: 250 },
    );
    const final = (await feedOf('finished')).find((e) => e.RowId === next.RowId);
    if (!final) throw new Error('the event is not finished');
    const [home, away] = [final.LiveScoreHome ?? 0, final.LiveScoreAway ?? 0];
    const expected = home > away ? 'won' : 'lost';
    expect(suggestion).toMatchObject({ result: expected, score: `${home}-${away}` });
    expect((await api.confirm(id)).status).toBe(200);
    expect((await api.stake(id)).final_result).toBe(expected);

    const entries = await api.record();
    const mine = entriesOf(entries, id);
    expect(mine.map((e) => e.kind)).toEqual(['publish', 'close', 'settle']);
    expect(mine[1]).toMatchObject({
      feed_event: next.RowId,
      outcome: '1',
      closing_odds: o1.toFixed(3),
      fair_probability: fair.toFixed(6),
    });
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({ ok: true });
    // 2.20 against the close o1, and against the fair close.
    const { closingLine } = tipsterStats(entries);
    expect(closingLine).toMatchObject({ withClose: 1, counted: 1 });
    expect(closingLine.againstClose).toBeCloseTo(2.2 / o1 - 1, 9);
    expect(closingLine.againstFairClose).toBeCloseTo(2.2 * Number(fair.toFixed(6)) - 1, 9);
  }, 180_000);
});

describeWithDatabase(`a voided tipster stake at kick-off on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let api: ReturnType<typeof adminApi>;
  const { feed, poll } = scriptedPolls(() => server);
  const start = anHourAhead();

  beforeAll(async () => {
    ({ server, admin } = await setUp(feed));
    api = adminApi(server, admin);
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  it('gets no close entry, while a stake on the same event still does', async () => {
    await poll([{ ...upcoming('v', [2, 4, 4]), EventStartTimeUTC: start }]);
    const publish = async (outcome: '1' | 'X') => {
      const res = await api.publish(stakeForm({ event_id: 'v', outcome }));
      expect(res.status).toBe(200);
      return stakeResponseSchema.parse(await bodyOf(res)).stake.stake_id;
    };
    const kept = await publish('1');
    const voided = await publish('X');
    const res = await server.request(`/api/admin/stakes/${voided}/void`, {
      headers: { cookie: admin.cookie },
      json: { reason: 'Withdrawn before kick-off' },
    });
    expect(res.status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(start) + 1_000));
    await poll([{ ...live('v', 0, 0), EventStartTimeUTC: start }]);
    await poll([{ ...live('v', 1, 0), EventStartTimeUTC: start }]);

    // 2.00 / 4.00 / 4.00: implied 1/2 + 1/4 + 1/4 = 1, no margin; fair "1" = 1/2.
    expect(await api.stake(kept)).toMatchObject({ closing_odds: 2, fair_close_probability: 0.5 });
    // The void stake keeps no closing line on its row either.
    expect(await api.stake(voided)).toMatchObject({
      final_result: 'void',
      closing_odds: null,
      fair_close_probability: null,
    });
    const entries = await api.record();
    expect(entriesOf(entries, kept).map((e) => e.kind)).toEqual(['publish', 'close']);
    expect(entriesOf(entries, kept)[1]).toMatchObject({
      feed_event: 'v',
      outcome: '1',
      closing_odds: '2.000',
      fair_probability: '0.500000',
    });
    expect(entriesOf(entries, voided).map((e) => e.kind)).toEqual(['publish', 'void']);
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({ ok: true, hidden: 0 });
  });
});
