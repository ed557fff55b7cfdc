import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import { parseCanonicalStakeEntry, StakeRecordFormatError } from './stake-record-canonical.ts';

/**
 * The hash chain of the stake record (docs/stake-record.md). The SHA-256 is passed in, so the
 * same code verifies in a browser (WebCrypto's crypto.subtle, asynchronous) and in node
 * (node:crypto): core stays free of either.
 */

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export type Sha256Hex = (text: string) => Promise<string>;

/** The prev_hash of the first entry: 64 zeros. */
export const STAKE_RECORD_GENESIS = '0'.repeat(64);

const HEX64 = /^[0-9a-f]{64}$/;

/** The text an entry's hash covers: its canonical JSON, a line feed, the previous hash. */
export function stakeEntryHashInput(canonical: string, prevHash: string): string {
  return `${canonical}\n${prevHash}`;
}

export async function stakeEntryHash(
  sha256: Sha256Hex,
  canonical: string,
  prevHash: string,
): Promise<string> {
  return sha256(stakeEntryHashInput(canonical, prevHash));
}

export type StakeRecordBreak = 'seq' | 'prev_hash' | 'hash' | 'format';

export type StakeRecordVerdict =
  | {
      ok: true;
      /** Entries checked. */
      entries: number;
      /** Of them, commitments still hidden (their hash is linked but cannot be recomputed yet). */
      hidden: number;
      /** The last entry's seq and hash; null for an empty record. */
      head: { seq: number; hash: string } | null;
    }
  | {
      ok: false;
      /** Entries before the broken one, all sound. */
      entries: number;
      /** The seq of the first entry that does not hold. */
      brokenAt: number;
      reason: StakeRecordBreak;
      detail: string;
    };

/**
 * Walks the record from its first entry (or from `from`, a trusted entry already checked):
 * seqs 1, 2, 3… without gaps; each prev_hash the hash before it; each shown entry's canonical
 * text canonical, of its own seq, and hashing to its hash. A hidden entry (canonical null, a
 * commitment before its event's start) is checked for its link only. Stops at the first break.
 */
export async function verifyStakeRecord(
  entries: Iterable<PublicStakeRecordEntry>,
  sha256: Sha256Hex,
  from: { seq: number; hash: string } = { seq: 0, hash: STAKE_RECORD_GENESIS },
): Promise<StakeRecordVerdict> {
  let previous = from;
  let count = 0;
  let hidden = 0;
  for (const entry of entries) {
    const broken = (reason: StakeRecordBreak, detail: string): StakeRecordVerdict => ({
      ok: false,
      entries: count,
      brokenAt: entry.seq,
      reason,
      detail,
    });
    if (entry.seq !== previous.seq + 1)
      return broken('seq', `expected entry ${previous.seq + 1}, found ${entry.seq}`);
    if (entry.prev_hash !== previous.hash)
      return broken('prev_hash', `prev_hash is not the hash of entry ${previous.seq}`);
    if (!HEX64.test(entry.hash)) return broken('format', 'hash is not 64 lowercase hex digits');
    if (entry.canonical === null) {
      hidden += 1;
    } else {
      try {
        const parsed = parseCanonicalStakeEntry(entry.canonical);
        if (parsed.seq !== entry.seq)
          return broken('format', `the canonical text says seq ${parsed.seq}`);
      } catch (err) {
        if (err instanceof StakeRecordFormatError) return broken('format', err.message);
        throw err;
      }
      const hash = await stakeEntryHash(sha256, entry.canonical, entry.prev_hash);
      if (hash !== entry.hash)
        return broken('hash', `the entry hashes to ${hash}, not to its recorded hash`);
    }
    count += 1;
    previous = { seq: entry.seq, hash: entry.hash };
  }
  return {
    ok: true,
    entries: count,
    hidden,
    head: previous.seq === from.seq && count === 0 ? null : previous,
  };
}

/** The one-line verdict the page and the script print. */
export function describeStakeRecordVerdict(verdict: StakeRecordVerdict): string {
  if (verdict.ok) {
    const hidden = verdict.hidden > 0 ? ` (${verdict.hidden} hidden until their event starts)` : '';
    return `verified: ${verdict.entries} entries, unbroken${hidden}`;
  }
  return `broken at entry ${verdict.brokenAt} (${verdict.reason}): ${verdict.detail}; ${verdict.entries} entries before it verified`;
}
