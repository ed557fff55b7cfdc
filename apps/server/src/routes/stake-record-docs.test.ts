import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The record checked the way docs/stake-record.md tells an outsider to, with node:crypto and
 * nothing of the project's hashing or canonical-JSON code: if the code and the document drift
 * apart, this fails.
 */

const DOC = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/stake-record.md'),
  'utf8',
);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** "hash = SHA-256( UTF-8( canonical + "\n" + prev_hash ) )". */
const entryHash = (canonical: string, prevHash: string) => sha256(`${canonical}\n${prevHash}`);

// The key order of the document's tables, typed out from it.
const HEAD = ['v', 'seq', 'kind', 'stake_id', 'at'];
const KEYS: Record<string, string[]> = {
  publish: [
    ...HEAD,
    'tipster',
    'event',
    'bookmaker',
    'details',
    'odds',
    'stake_cents',
    'potential_winnings_cents',
    'starts_at',
  ],
  settle: [...HEAD, 'refers_to', 'result', 'payout_cents'],
  void: [...HEAD, 'refers_to', 'reason', 'payout_cents'],
  correction: [...HEAD, 'corrects', 'result', 'payout_cents', 'reason'],
  close: [...HEAD, 'refers_to', 'feed_event', 'outcome', 'closing_odds', 'fair_probability'],
};

/** Writes an object again by the document's rules: the kind's keys in order, no whitespace. */
function canonicalByTheDoc(value: Record<string, unknown>): string {
  const keys = KEYS[value.kind as string]!;
  return `{${keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(value[key])}`).join(',')}}`;
}

it("the document's worked example hashes as it says", () => {
  const zeros = '0'.repeat(64);
  const examples = [...DOC.matchAll(/^ {4}(\{"v":1,.*\})$/gm)].map((m) => m[1]!);
  const hashes = [...DOC.matchAll(/has the hash\s+`([0-9a-f]{64})`/g)].map((m) => m[1]!);
  expect(examples).toHaveLength(3);
  expect(hashes).toHaveLength(3);
  expect(entryHash(examples[0]!, zeros)).toBe(hashes[0]);
  expect(entryHash(examples[1]!, hashes[0]!)).toBe(hashes[1]);
  // The close example stands in for the settle as entry 2: it follows entry 1 too.
  expect(entryHash(examples[2]!, hashes[0]!)).toBe(hashes[2]);
  for (const example of examples) {
    expect(example).toBe(canonicalByTheDoc(JSON.parse(example) as Record<string, unknown>));
  }
});

describeWithDatabase(`the stake record verified from its documentation on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
  });
  afterAll(() => server.close());

  it('every downloaded entry is canonical, linked, and hashes to its hash', async () => {
    const publish = async (body: object) =>
      (
        await bodyOf(
          await server.request('/api/history/admin-insert-stake', {
            headers: { cookie: admin.cookie },
            json: {
              bookmarker: 'Bet365',
              stake_amount: 12.5,
              total_odds: 1.95,
              potential_winnings: 24.38,
              payout_amount: 0,
              ...body,
            },
          }),
        )
      ).stake;
    // Accents, quotes, a backslash and a line break: the escaping rules at work.
    const first = await publish({
      bet_description: 'Atlético v Sevilla — "derby"',
      bet_details: 'Draw no bet\\Atlético\nline 2',
    });
    await publish({ bet_description: 'Hidden until it starts', starts_at: '2099-01-01T20:00:00Z' });
    await server.request(`/api/admin/stakes/${first.stake_id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie },
      json: { final_result: 'won' },
    });

    const text = await (await server.request('/api/stakes/record.jsonl')).text();
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    let prev = '0'.repeat(64);
    lines.forEach((line, index) => {
      const entry = JSON.parse(line) as {
        seq: number;
        prev_hash: string;
        hash: string;
        canonical: string | null;
      };
      expect(entry.seq).toBe(index + 1);
      expect(entry.prev_hash).toBe(prev);
      if (entry.canonical !== null) {
        const value = JSON.parse(entry.canonical) as Record<string, unknown>;
        expect(entry.canonical).toBe(canonicalByTheDoc(value));
        expect(value.seq).toBe(entry.seq);
        expect(entryHash(entry.canonical, entry.prev_hash)).toBe(entry.hash);
      }
      prev = entry.hash;
    });

    const [published, hidden, settled] = lines.map((line) => JSON.parse(line));
    expect(hidden.canonical).toBeNull();
    // €12.50 at 1.95 is written "1.950" and 1250 cents; the win pays the €24.38 typed.
    expect(published.canonical).toContain(
      '"event":"Atlético v Sevilla — \\"derby\\"","bookmaker":"Bet365","details":"Draw no bet\\\\Atlético\\nline 2","odds":"1.950","stake_cents":1250,"potential_winnings_cents":2438,"starts_at":null}',
    );
    expect(settled.canonical).toMatch(
      /^\{"v":1,"seq":3,"kind":"settle","stake_id":\d+,"at":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z","refers_to":1,"result":"won","payout_cents":2438\}$/,
    );
  });
});
