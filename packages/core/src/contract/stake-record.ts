import { z } from 'zod';
import { STAKE_RECORD_KINDS } from '../stakes/stake-record-canonical.ts';

/**
 * One entry of the public stake record (GET /api/stakes/record, GET /api/stakes/record.jsonl;
 * docs/stake-record.md). `canonical` is the exact text that was hashed, or null while the
 * entry is a commitment (its stake's event has not started): then only its hash is public.
 */
export const publicStakeRecordEntrySchema = z.object({
  seq: z.number().int(),
  kind: z.enum(STAKE_RECORD_KINDS),
  prev_hash: z.string(),
  hash: z.string(),
  canonical: z.string().nullable(),
});
export type PublicStakeRecordEntry = z.infer<typeof publicStakeRecordEntrySchema>;

/** GET /api/stakes/record?after=<seq>&limit=<n>: entries with seq > after, oldest first. */
export const stakeRecordQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export const stakeRecordPageSchema = z.object({
  entries: z.array(publicStakeRecordEntrySchema),
  /** The `after` of the next page; null on the last one. */
  next_after: z.number().int().nullable(),
  /** The newest entry of the whole record (seq, hash, when it was appended); null when empty. */
  head: z.object({ seq: z.number().int(), hash: z.string(), at: z.string() }).nullable(),
});
export type StakeRecordPage = z.infer<typeof stakeRecordPageSchema>;

/** GET /api/stakes/record/verify: the server's own check of the whole stored chain. */
export const stakeRecordVerdictSchema = z.object({
  verified: z.boolean(),
  entries: z.number().int(),
  /** The first entry that does not hold; null when the chain is unbroken. */
  broken_at: z.number().int().nullable(),
  reason: z.string().nullable(),
  message: z.string(),
});

/**
 * GET /api/stakes/record/anchors: the record head's RFC 3161 time-stamps, newest first (empty
 * while the anchor is off, its default). Each reply is at /api/stakes/record/anchors/<id>.tsr.
 */
export const stakeAnchorListSchema = z.object({
  anchors: z.array(
    z.object({
      id: z.number().int(),
      /** The record entry anchored, and its hash (what the time-stamp's imprint holds). */
      seq: z.number().int(),
      hash: z.string(),
      /** The time-stamp authority's time (genTime). */
      anchored_at: z.string(),
      /** The time-stamp authority's address. */
      tsa_url: z.string(),
    }),
  ),
});
export type StakeAnchorList = z.infer<typeof stakeAnchorListSchema>;
