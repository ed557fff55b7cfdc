import {
  type CloseEntry,
  type PublicStakeRecordEntry,
  type PublishEntry,
  parseCanonicalStakeEntry,
  type StakeRecordEntry,
} from '@stakelab/core';

/** One line of the page: a stake as published with its latest outcome, or a commitment. */
export type RecordRow =
  | {
      kind: 'stake';
      seq: number;
      publish: PublishEntry;
      outcome: Outcome | null;
      /** The closing line the feed gave it at kick-off (a close entry), if any. */
      close: CloseEntry | null;
    }
  | { kind: 'hidden'; seq: number; hash: string };

export interface Outcome {
  result: string;
  payoutCents: number;
  /** The latest outcome entry: a settle, a void or a correction. */
  entryKind: 'settle' | 'void' | 'correction';
  reason: string | null;
  at: string;
}

function readable(entry: PublicStakeRecordEntry): StakeRecordEntry | null {
  if (entry.canonical === null) return null;
  try {
    return parseCanonicalStakeEntry(entry.canonical);
  } catch {
    return null;
  }
}

/**
 * The record as the page lists it, newest stake first: each shown publish with the last of its
 * outcome entries (a correction replaces what it corrects) and its close entry, each hidden
 * publish as its hash.
 * Hidden outcome entries belong to hidden stakes, so they add no line of their own.
 */
export function recordRows(entries: readonly PublicStakeRecordEntry[]): RecordRow[] {
  const rows: RecordRow[] = [];
  const byStake = new Map<number, Extract<RecordRow, { kind: 'stake' }>>();
  for (const entry of entries) {
    const value = readable(entry);
    if (value === null) {
      if (entry.kind === 'publish') rows.push({ kind: 'hidden', seq: entry.seq, hash: entry.hash });
      continue;
    }
    if (value.kind === 'publish') {
      const row = {
        kind: 'stake' as const,
        seq: value.seq,
        publish: value,
        outcome: null,
        close: null,
      };
      byStake.set(value.stake_id, row);
      rows.push(row);
      continue;
    }
    const row = byStake.get(value.stake_id);
    if (!row) continue;
    if (value.kind === 'close') {
      row.close = value;
      continue;
    }
    row.outcome = {
      result: value.kind === 'void' ? 'void' : value.result,
      payoutCents: value.payout_cents,
      entryKind: value.kind,
      reason: value.kind === 'settle' ? null : value.reason,
      at: value.at,
    };
  }
  return rows.reverse();
}
