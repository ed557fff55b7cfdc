import { z } from 'zod';

/**
 * Stake statuses and final results the admin form offers (docs/product.md §3, §4), plus
 * the start state.
 */
export const STAKE_OUTCOMES = ['void', 'cashed_out', 'lost', 'won', 'pending'] as const;
export type StakeOutcome = (typeof STAKE_OUTCOMES)[number];
export const STAKE_STATUSES = ['IN_PROGRESS', ...STAKE_OUTCOMES] as const;
export type StakeStatus = (typeof STAKE_STATUSES)[number];
export const STAKE_FINAL_RESULTS = ['IN PROGRESS', ...STAKE_OUTCOMES] as const;
export type StakeFinalResult = (typeof STAKE_FINAL_RESULTS)[number];

/**
 * A stake's link to a live-feed event (issue 36): the event's id (RowId) and the outcome of its
 * match-result market, '1' (home), 'X' (draw) or '2' (away).
 */
export const stakeFeedLinkSchema = z.object({
  event_id: z.string({ error: 'invalidFeedLink' }).trim().min(1, 'required').max(200, 'tooLong'),
  outcome: z.enum(['1', 'X', '2'], { error: 'invalidFeedLink' }),
});
export type StakeFeedLink = z.infer<typeof stakeFeedLinkSchema>;

/** A stake's result suggested by its feed event's final score (issue 36). */
export const stakeFeedSuggestionSchema = z.object({
  result: z.enum(['won', 'lost', 'void']),
  /** "Home v Away" as the feed named them. */
  event: z.string(),
  /** Final score, home first: "2-1". */
  score: z.string(),
  /** When the feed saw it finished. */
  finished_at: z.string(),
  suggested_at: z.string(),
});
export type StakeFeedSuggestion = z.infer<typeof stakeFeedSuggestionSchema>;

/** A tipster stake as GET /api/history/stakes/{today,history} returns it (docs/product.md §3). */
export const stakeSchema = z.object({
  stake_id: z.number().int(),
  tipster_name: z.string(),
  event_description: z.string(),
  bookmaker: z.string(),
  bet_placed_at: z.string(),
  status: z.string(),
  bet_details: z.string().nullable(),
  total_odds: z.number(),
  /** Euros. */
  stake_amount: z.number(),
  potential_winnings: z.number(),
  payout_amount: z.number().nullable(),
  final_result: z.string(),
  /** A file name under /stakes/, or null without an image. */
  image_path: z.string().nullable(),
  settled_at: z.string().nullable(),
  /**
   * The event's start the admin gave at publish (issue 34); null when not given. Until then the
   * stake's record entries are commitments (hash only). bet_placed_at is the publish time.
   */
  starts_at: z.string().nullish(),
  /** Why the admin voided it (POST /api/admin/stakes/:id/void); null otherwise. */
  void_reason: z.string().nullish(),
  /** The live-feed event and outcome the stake was picked on (issue 36); null when not linked. */
  feed_link: stakeFeedLinkSchema.nullish(),
  /**
   * Its closing line, taken at the event's kick-off: the outcome's last pre-match price and
   * its fair probability (the market's margin removed proportionally); null until then.
   */
  closing_odds: z.number().nullish(),
  fair_close_probability: z.number().nullish(),
  /**
   * The result the feed's final score suggests (admins' list only), waiting for one click
   * (POST /api/admin/stakes/:id/feed-suggestion/confirm); null when none waits.
   */
  feed_suggestion: stakeFeedSuggestionSchema.nullish(),
});
export type Stake = z.infer<typeof stakeSchema>;
export const stakeListSchema = z.array(stakeSchema);

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const euros = (field: string) =>
  z
    .number({ error: `invalid${field}` })
    .min(0, 'mustNotBeNegative')
    .max(10_000_000, 'tooHigh')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'twoDecimals');

const instant = z.iso.datetime({ offset: true, error: 'invalidInstant' });

/** Names the upload endpoint gives images: 32 hex characters and the type's extension. */
export const STAKE_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/**
 * POST /api/history/admin-insert-stake: the admin form of docs/product.md §3 and §5. tipster_name
 * may be sent (the form shows it) but the server uses its configured name.
 */
export const newStakeRequestSchema = z.object({
  tipster_name: z.string().optional(),
  bet_description: requiredText(500),
  bookmarker: requiredText(100),
  stake_amount: euros('Stake').refine((v) => v > 0, 'mustBePositive'),
  total_odds: z
    .number({ error: 'invalidOdds' })
    .min(1.01, 'oddsTooLow')
    .max(100_000, 'oddsTooHigh'),
  potential_winnings: euros('Amount'),
  payout_amount: euros('Amount'),
  status: z.enum(STAKE_STATUSES, { error: 'invalidStatus' }).default('IN_PROGRESS'),
  final_result: z.enum(STAKE_FINAL_RESULTS, { error: 'invalidResult' }).default('IN PROGRESS'),
  bet_details: z.string().trim().max(2000, 'tooLong').nullish(),
  image_path: z.string().regex(STAKE_IMAGE_NAME, 'invalidImage').nullish(),
  /**
   * The event's start (ISO 8601 with a zone; issue 34). Publishing at or after it is refused
   * (400 EVENT_STARTED). Optional for the spec's form: without it the stake is public at once.
   * `startsAt` is accepted as another spelling.
   */
  starts_at: instant.nullish(),
  startsAt: instant.nullish(),
  /**
   * Picked from the live feed (issue 36): the event must be in the stored feed, not started,
   * with a pre-match price for the outcome (400 FEED_EVENT_UNKNOWN, EVENT_STARTED,
   * NO_PREMATCH_PRICE on field feed_link). The stake's start becomes the event's, and at its
   * kick-off the record gets the stake's closing line (a `close` entry).
   */
  feed_link: stakeFeedLinkSchema.nullish(),
});
export type NewStakeRequest = z.input<typeof newStakeRequestSchema>;

/**
 * The outcomes that settle a stake (it then moves to the history). Half won and half lost are
 * the Asian handicap's split results (issue 34): half the stake won at the odds and half
 * returned, or half returned and half lost.
 */
export const STAKE_SETTLED_RESULTS = [
  'won',
  'lost',
  'void',
  'cashed_out',
  'half_won',
  'half_lost',
] as const;
export type StakeSettledResult = (typeof STAKE_SETTLED_RESULTS)[number];
export const isSettledStakeResult = (result: string): result is StakeSettledResult =>
  (STAKE_SETTLED_RESULTS as readonly string[]).includes(result);

/**
 * PATCH /api/admin/stakes/:id (beyond the spec): settles a stake. Status and final_result are
 * one field: both become the outcome. Without payout_amount: won pays the potential winnings,
 * void returns the stake, lost pays 0, half won and half lost their halves; a cash-out must say
 * what it paid. A stake already settled or voided is not changed in place: the record gets a
 * correction entry pointing to the last one (issue 34), with the optional reason.
 */
export const settleStakeRequestSchema = z
  .object({
    final_result: z.enum(STAKE_SETTLED_RESULTS, { error: 'invalidResult' }),
    payout_amount: euros('Amount').optional(),
    reason: z.string().trim().min(1, 'required').max(500, 'tooLong').optional(),
  })
  .refine((v) => v.final_result !== 'cashed_out' || v.payout_amount !== undefined, {
    message: 'required',
    path: ['payout_amount'],
  });
export type SettleStakeRequest = z.infer<typeof settleStakeRequestSchema>;

/** POST /api/admin/stakes/:id/void: the admin withdraws a stake, saying why; the stake is given back. */
export const voidStakeRequestSchema = z.object({
  reason: z.string().trim().min(1, 'required').max(500, 'tooLong'),
});

export const stakeResponseSchema = z.object({ success: z.literal(true), stake: stakeSchema });
export const stakeImageResponseSchema = z.object({ success: z.literal(true), path: z.string() });
