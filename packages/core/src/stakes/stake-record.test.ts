import { describe, expect, it } from 'vitest';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import {
  canonicalStakeEntry,
  oddsMilliText,
  parseCanonicalStakeEntry,
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
