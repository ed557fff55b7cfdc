import { describe, expect, it } from 'vitest';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import {
  canonicalStakeEntry,
  oddsMilliText,
  parseCanonicalStakeEntry,
  probabilityText,
  StakeRecordFormatError,
} from './stake-record-canonical.ts';
import {
  describeStakeRecordVerdict,
  STAKE_RECORD_GENESIS,
  verifyStakeRecord,
} from './stake-record-chain.ts';

// WebCrypto, as the browser verifies (node has it too); core itself hashes nothing.
async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// The texts are typed out from docs/stake-record.md's tables; the hashes come from the shell:
// printf '%s\n%s' "$CANONICAL" "$PREV_HASH" | sha256sum
const C1 =
  '{"v":1,"seq":1,"kind":"publish","stake_id":7,"at":"2026-11-29T10:00:00.000Z","tipster":"Ana","event":"Real Madrid v Barcelona","bookmaker":"Bet365","details":"Over 2.5 goals","odds":"2.100","stake_cents":2000,"potential_winnings_cents":4200,"starts_at":"2026-11-29T20:00:00.000Z"}';
const C2 =
  '{"v":1,"seq":2,"kind":"settle","stake_id":7,"at":"2026-11-29T22:00:00.000Z","refers_to":1,"result":"won","payout_cents":4200}';
// (€20 + €42) ÷ 2 = €31.00 for a half win.
const C3 =
  '{"v":1,"seq":3,"kind":"correction","stake_id":7,"at":"2026-11-30T09:00:00.000Z","corrects":2,"result":"half_won","payout_cents":3100,"reason":"Asian handicap: half won"}';
const H1 = '07c6329b7d8504f2260a4955594aae7919ac7320bc9f2283a262654ee6f55935';
const H2 = 'f36782d50d4bd09ee57d1f41ede3a4b26d9aa1a99e3774369656528e9fdc7e04';
const H3 = '7b1869de991b581e69c13ec4938e5568670b05aa4b1af99bd263f2fd81037b7d';

const chain = (): PublicStakeRecordEntry[] => [
  { seq: 1, kind: 'publish', prev_hash: STAKE_RECORD_GENESIS, hash: H1, canonical: C1 },
  { seq: 2, kind: 'settle', prev_hash: H1, hash: H2, canonical: C2 },
  { seq: 3, kind: 'correction', prev_hash: H2, hash: H3, canonical: C3 },
];

describe('canonicalStakeEntry', () => {
  it('writes the documented key order and number formats, whatever order the object has', () => {
    expect(
      canonicalStakeEntry({
        starts_at: '2026-11-29T20:00:00.000Z',
        potential_winnings_cents: 4200,
        stake_cents: 2000,
        odds: oddsMilliText(2100),
        details: 'Over 2.5 goals',
        bookmaker: 'Bet365',
        event: 'Real Madrid v Barcelona',
        tipster: 'Ana',
        at: '2026-11-29T10:00:00.000Z',
        stake_id: 7,
        kind: 'publish',
        seq: 1,
        v: 1,
      }),
    ).toBe(C1);
  });

  it.each([
    [1010, '1.010'],
    [1000, '1.000'],
    [12500, '12.500'],
    [100000000, '100000.000'],
  ])('writes odds of %i thousandths as %s', (milli, text) => {
    expect(oddsMilliText(milli)).toBe(text);
  });

  it('refuses values the format cannot hold', () => {
    const settle = JSON.parse(C2);
    for (const change of [
      { payout_cents: 42.5 },
      { at: '2026-11-29T22:00:00Z' },
      { result: 'maybe' },
      { refers_to: undefined },
      { v: 2 },
    ]) {
      expect(() => canonicalStakeEntry({ ...settle, ...change }), JSON.stringify(change)).toThrow(
        StakeRecordFormatError,
      );
    }
  });

  it('reads back only canonical text', () => {
    expect(parseCanonicalStakeEntry(C2)).toMatchObject({ seq: 2, result: 'won' });
    for (const text of [
      C2.replace(',"refers_to"', ', "refers_to"'), // whitespace
      C2.replace('"seq":2,"kind":"settle"', '"kind":"settle","seq":2'), // key order
      C2.replace('"payout_cents":4200', '"payout_cents":4200.0'), // number format
      C2.replace('}', ',"extra":1}'),
    ]) {
      expect(() => parseCanonicalStakeEntry(text), text).toThrow(StakeRecordFormatError);
    }
  });
});

describe('verifyStakeRecord', () => {
  it('verifies an unbroken chain and names its head', async () => {
    const verdict = await verifyStakeRecord(chain(), sha256);
    expect(verdict).toEqual({ ok: true, entries: 3, hidden: 0, head: { seq: 3, hash: H3 } });
    expect(describeStakeRecordVerdict(verdict)).toBe('verified: 3 entries, unbroken');
  });

  it('links a hidden commitment without recomputing it', async () => {
    const entries = chain();
    entries[0] = { ...entries[0]!, canonical: null };
    const verdict = await verifyStakeRecord(entries, sha256);
    expect(verdict).toMatchObject({ ok: true, entries: 3, hidden: 1 });
    expect(describeStakeRecordVerdict(verdict)).toBe(
      'verified: 3 entries, unbroken (1 hidden until their event starts)',
    );
  });

  it('verifies an empty record', async () => {
    expect(await verifyStakeRecord([], sha256)).toEqual({
      ok: true,
      entries: 0,
      hidden: 0,
      head: null,
    });
  });

  it.each([
    ['a changed payout', 2, { canonical: C2.replace('4200}', '4300}') }, 2, 'hash'],
    ['a changed hash', 2, { hash: H3 }, 2, 'hash'],
    ['a reordered key', 2, { canonical: C2.replace('"seq":2,"kind"', '"kind"') }, 2, 'format'],
    ['a wrong link', 3, { prev_hash: H1 }, 3, 'prev_hash'],
    // Entry 3 renumbered 4: the break is named by the number found.
    ['a gap', 3, { seq: 4 }, 4, 'seq'],
  ] as const)('breaks at %s', async (_what, seq, change, brokenAt, reason) => {
    const entries = chain().map((entry) => (entry.seq === seq ? { ...entry, ...change } : entry));
    const verdict = await verifyStakeRecord(entries, sha256);
    expect(verdict).toMatchObject({ ok: false, brokenAt, reason, entries: seq - 1 });
    expect(describeStakeRecordVerdict(verdict)).toMatch(
      new RegExp(`^broken at entry ${brokenAt} `),
    );
  });

  it('refuses a canonical text that claims another seq', async () => {
    const entries = chain();
    entries[0] = { ...entries[0]!, seq: 1, canonical: C1.replace('"seq":1', '"seq":5') };
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({
      ok: false,
      brokenAt: 1,
      reason: 'format',
    });
  });
});

// A close entry (issue 36): the stake of C1 was picked on the home win of a feed event whose
// last pre-match prices were 2.10 / 3.40 / 3.60. Implied: 1/2.10 + 1/3.40 + 1/3.60 =
// 10/21 + 5/17 + 5/18 = (1020 + 630 + 595)/2142 = 2245/2142; the fair chance of "1" is
// (10/21) ÷ (2245/2142) = 1020/2245 = 204/449 = 0.4543429… → "0.454343" (six decimals).
// Hash from the shell, as above: printf '%s\n%s' "$C_CLOSE" "$H1" | sha256sum
const C_CLOSE =
  '{"v":1,"seq":2,"kind":"close","stake_id":7,"at":"2026-11-29T20:00:00.000Z","refers_to":1,"feed_event":"sim-football-12","outcome":"1","closing_odds":"2.100","fair_probability":"0.454343"}';
const H_CLOSE = 'a196bd2a0f58dfbe98f4675ae798cb717c63ad4f9e155222746c2d718f94d5cc';

describe('close entries', () => {
  const closeChain = (): PublicStakeRecordEntry[] => [
    { seq: 1, kind: 'publish', prev_hash: STAKE_RECORD_GENESIS, hash: H1, canonical: C1 },
    { seq: 2, kind: 'close', prev_hash: H1, hash: H_CLOSE, canonical: C_CLOSE },
  ];

  it('writes the documented key order, odds with 3 decimals and the probability with 6', () => {
    expect(
      canonicalStakeEntry({
        fair_probability: probabilityText(204 / 449),
        closing_odds: oddsMilliText(2100),
        outcome: '1',
        feed_event: 'sim-football-12',
        refers_to: 1,
        at: '2026-11-29T20:00:00.000Z',
        stake_id: 7,
        kind: 'close',
        seq: 2,
        v: 1,
      }),
    ).toBe(C_CLOSE);
    expect(probabilityText(1)).toBe('1.000000');
    expect(probabilityText(0.5)).toBe('0.500000');
  });

  it('refuses a probability or an outcome the format cannot hold', () => {
    const good = JSON.parse(C_CLOSE) as Record<string, unknown>;
    for (const bad of [
      { fair_probability: '0.45' },
      { fair_probability: 0.454343 },
      { fair_probability: '1.200000' },
      { outcome: 'H' },
      { closing_odds: '2.1' },
      { refers_to: null },
    ]) {
      expect(() => canonicalStakeEntry({ ...good, ...bad } as never), JSON.stringify(bad)).toThrow(
        StakeRecordFormatError,
      );
    }
    expect(() => probabilityText(1.5)).toThrow(StakeRecordFormatError);
    expect(parseCanonicalStakeEntry(C_CLOSE)).toMatchObject({ kind: 'close', outcome: '1' });
  });

  it('verifies a chain with a close entry', async () => {
    expect(await verifyStakeRecord(closeChain(), sha256)).toEqual({
      ok: true,
      entries: 2,
      hidden: 0,
      head: { seq: 2, hash: H_CLOSE },
    });
  });

  it.each([
    ['a better closing price', C_CLOSE.replace('"2.100"', '"2.000"'), 'hash'],
    ['a changed fair probability', C_CLOSE.replace('0.454343', '0.404343'), 'hash'],
    ['another outcome', C_CLOSE.replace('"outcome":"1"', '"outcome":"2"'), 'hash'],
    ['a probability out of format', C_CLOSE.replace('"0.454343"', '"0.4543"'), 'format'],
  ] as const)('breaks at a close entry with %s', async (_what, canonical, reason) => {
    const entries = closeChain().map((entry) =>
      entry.seq === 2 ? { ...entry, canonical } : entry,
    );
    expect(await verifyStakeRecord(entries, sha256)).toMatchObject({
      ok: false,
      brokenAt: 2,
      reason,
      entries: 1,
    });
  });
});
