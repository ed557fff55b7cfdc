import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  stakeRecordPageSchema,
  verifyStakeRecord,
  type PublicStakeRecordEntry,
} from '@stakelab/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// €20 at 2.1: potential winnings €42.
const stakeForm = {
  bet_description: 'Real Madrid v Barcelona',
  bookmarker: 'Bet365',
  bet_details: 'Over 2.5 goals',
  stake_amount: 20,
  total_odds: 2.1,
  potential_winnings: 42,
  payout_amount: 0,
};

async function setUp() {
  const server = await startTestServer();
  const admin = await registerUser(server);
  await setAdmin(server.database.db, admin.email, true, new Date());
  return { server, admin };
}

function helpers(server: TestServer, admin: RegisteredUser) {
  const asAdmin = { cookie: admin.cookie };
  return {
    publish: (body: object) =>
      server.request('/api/history/admin-insert-stake', { headers: asAdmin, json: body }),
    settle: (id: number, body: object) =>
      server.request(`/api/admin/stakes/${id}`, { method: 'PATCH', headers: asAdmin, json: body }),
    voidStake: (id: number, reason: string) =>
      server.request(`/api/admin/stakes/${id}/void`, { headers: asAdmin, json: { reason } }),
    /** The whole public record, page by page, as anyone (no cookie) reads it. */
    async record(limit = 2): Promise<PublicStakeRecordEntry[]> {
      const entries: PublicStakeRecordEntry[] = [];
      let after: number | null = 0;
      while (after !== null) {
        const res = await server.request(`/api/stakes/record?after=${after}&limit=${limit}`);
        expect(res.status).toBe(200);
        const page = stakeRecordPageSchema.parse(await bodyOf(res));
        entries.push(...page.entries);
        after = page.next_after;
      }
      return entries;
    },
    async serverVerdict() {
      return bodyOf(await server.request('/api/stakes/record/verify'));
    },
  };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describeWithDatabase(`the stake record on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let api: ReturnType<typeof helpers>;

  beforeAll(async () => {
    ({ server, admin } = await setUp());
    api = helpers(server, admin);
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  it('refuses to publish at or after the event start, and records nothing', async () => {
    const before = await api.record();
    for (const start of [
      { starts_at: new Date(Date.now() - 60_000).toISOString() },
      { startsAt: '2020-01-01T12:00:00+01:00' },
    ]) {
      const res = await api.publish({ ...stakeForm, ...start });
      expect(res.status, JSON.stringify(start)).toBe(400);
      expect(await bodyOf(res)).toMatchObject({
        code: 'EVENT_STARTED',
        errors: [{ field: 'starts_at', message: 'eventStarted' }],
      });
    }
    expect(await api.record()).toEqual(before);
  });

  it('commits to a stake before its start (hash only) and shows what was committed after it', async () => {
    const startsAt = inAnHour();
    const res = await api.publish({ ...stakeForm, starts_at: startsAt });
    const { stake } = await bodyOf(res);
    expect(stake).toMatchObject({ starts_at: startsAt, final_result: 'IN PROGRESS' });

    const hidden = (await api.record()).at(-1)!;
    expect(hidden).toMatchObject({ kind: 'publish', canonical: null });
    expect(hidden.hash).toMatch(/^[0-9a-f]{64}$/);
    // The download hides it too; the page's head is this entry.
    const lines = (await (await server.request('/api/stakes/record.jsonl')).text()).trim();
    expect(JSON.parse(lines.split('\n').at(-1)!)).toEqual(hidden);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(startsAt) + 1));
    const shown = (await api.record()).find((entry) => entry.seq === hidden.seq)!;
    expect(shown.hash).toBe(hidden.hash);
    expect(JSON.parse(shown.canonical!)).toEqual({
      v: 1,
      seq: hidden.seq,
      kind: 'publish',
      stake_id: stake.stake_id,
      at: stake.bet_placed_at,
      tipster: server.config.tipsterName,
      event: 'Real Madrid v Barcelona',
      bookmaker: 'Bet365',
      details: 'Over 2.5 goals',
      odds: '2.100',
      stake_cents: 2000,
      potential_winnings_cents: 4200,
      starts_at: startsAt,
    });
    // What was committed at publish is what is shown now.
    expect(await sha256(`${shown.canonical}\n${shown.prev_hash}`)).toBe(hidden.hash);
  });

  it('appends a settle, a void with its reason and a correction pointing to the old entry', async () => {
    const { stake } = await bodyOf(await api.publish(stakeForm));
    const other = (await bodyOf(await api.publish({ ...stakeForm, total_odds: 1.5 }))).stake;
    const start = (await api.record()).length;

    expect(
      (await bodyOf(await api.settle(stake.stake_id, { final_result: 'won' }))).stake,
    ).toMatchObject({ status: 'won', final_result: 'won', payout_amount: 42 });
    // A second settle corrects the first: €20 at 2.1 half won = 10 + 21 = €31.
    const corrected = await api.settle(stake.stake_id, {
      final_result: 'half_won',
      reason: 'Asian handicap: half won',
    });
    expect((await bodyOf(corrected)).stake).toMatchObject({
      final_result: 'half_won',
      payout_amount: 31,
    });
    const voided = await api.voidStake(other.stake_id, 'Match postponed');
    expect((await bodyOf(voided)).stake).toMatchObject({
      status: 'void',
      final_result: 'void',
      payout_amount: 20,
      void_reason: 'Match postponed',
    });

    const entries = await api.record();
    const added = entries.slice(start).map((entry) => JSON.parse(entry.canonical!));
    const settleSeq = entries[start]!.seq;
    const publishOf = (id: number) =>
      entries.find(
        (e) => e.kind === 'publish' && e.canonical && JSON.parse(e.canonical).stake_id === id,
      )!.seq;
    expect(added).toMatchObject([
      {
        kind: 'settle',
        stake_id: stake.stake_id,
        refers_to: publishOf(stake.stake_id),
        result: 'won',
        payout_cents: 4200,
      },
      {
        kind: 'correction',
        stake_id: stake.stake_id,
        corrects: settleSeq,
        result: 'half_won',
        payout_cents: 3100,
        reason: 'Asian handicap: half won',
      },
      {
        kind: 'void',
        stake_id: other.stake_id,
        refers_to: publishOf(other.stake_id),
        reason: 'Match postponed',
        payout_cents: 2000,
      },
    ]);
    expect(await api.serverVerdict()).toMatchObject({ verified: true, broken_at: null });
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({ ok: true });
  });

  it('has no delete: the route is gone and the stake stays', async () => {
    const { stake } = await bodyOf(await api.publish(stakeForm));
    const res = await server.request(`/api/admin/stakes/${stake.stake_id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect([404, 405]).toContain(res.status);
    const all = await bodyOf(
      await server.request('/api/admin/stakes', { headers: { cookie: admin.cookie } }),
    );
    expect(all.map((s: { stake_id: number }) => s.stake_id)).toContain(stake.stake_id);
  });

  it('keeps one chain when publishes race', async () => {
    const before = (await api.record(1000)).length;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.publish({ ...stakeForm, bet_description: `Race ${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const entries = await api.record(1000);
    expect(entries).toHaveLength(before + 8);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(await api.serverVerdict()).toMatchObject({ verified: true, entries: before + 8 });
  });

  it('refuses a void without a reason and a settle of no stake', async () => {
    const { stake } = await bodyOf(await api.publish(stakeForm));
    expect((await api.voidStake(stake.stake_id, '  ')).status).toBe(400);
    expect((await api.voidStake(999_999, 'gone')).status).toBe(404);
    expect((await api.settle(999_999, { final_result: 'lost' })).status).toBe(404);
  });
});

describeWithDatabase(`a stake record changed by hand on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof helpers>;

  beforeAll(async () => {
    const setup = await setUp();
    server = setup.server;
    api = helpers(server, setup.admin);
  });
  afterAll(() => server.close());

  describe('after an SQL update of entry 2', () => {
    beforeAll(async () => {
      const first = (await bodyOf(await api.publish(stakeForm))).stake;
      await api.publish({ ...stakeForm, bet_description: 'Sinner v Alcaraz' });
      await api.settle(first.stake_id, { final_result: 'lost' });
      expect(await api.serverVerdict()).toMatchObject({ verified: true, entries: 3 });
      // Entry 2 said €20 was staked on Sinner v Alcaraz; now it says €200.
      await sql`update stake_record set canonical = replace(canonical, '"stake_cents":2000', '"stake_cents":20000') where seq = 2`.execute(
        server.database.db,
      );
    });

    it('the API verification fails at that entry', async () => {
      expect(await api.serverVerdict()).toMatchObject({
        verified: false,
        entries: 1,
        broken_at: 2,
        reason: 'hash',
      });
    });

    it('core verification of the public record fails at that entry', async () => {
      expect(await verifyStakeRecord(await api.record(), sha256)).toMatchObject({
        ok: false,
        brokenAt: 2,
        reason: 'hash',
      });
    });

    it('the script fails at that entry, from the URL and from a downloaded file', async () => {
      const file = path.join(server.config.dataDir, 'stake-record.jsonl');
      fs.writeFileSync(file, await (await server.request('/api/stakes/record.jsonl')).text());
      for (const source of [`${server.baseUrl}/api/stakes/record`, file]) {
        const run = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', path.join(ROOT, 'tools/verify-stakes.ts'), source],
          { cwd: ROOT },
        ).then(
          () => ({ code: 0, stdout: '' }),
          (err: { code: number; stdout: string }) => err,
        );
        expect(run.code, source).toBe(1);
        expect(run.stdout, source).toContain('broken at entry 2 (hash)');
      }
    }, 30_000);
  });
});
