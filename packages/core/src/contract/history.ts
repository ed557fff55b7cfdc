import { z } from 'zod';
import { instantField } from './request-fields.ts';
import { BET_ID_PATTERN } from '../bets/bet-id.ts';
import { MANUAL_BET_STATUSES } from '../bets/bet-record.ts';
import { betLabelField, tagsField } from './bet-labels.ts';
import {
  mapperColumnSchema,
  savedSheetMappingSchema,
  sheetMappingGuessSchema,
  sheetMappingSchema,
} from './sheet-mappings.ts';
import { currencyField } from '../money/currency.ts';

/**
 * Money leaves the API as euros with 2 decimals (docs/product.md §7 fields), from
 * integer cents inside.
 */
const euros = z.number();

export const sportSchema = z.object({ sport_id: z.number().int(), sport_name: z.string() });
export const competitionSchema = z.object({
  competition_id: z.number().int(),
  competition_name: z.string(),
  /** Beyond the spec: lets the form narrow competitions to the chosen sport. */
  sport_id: z.number().int().nullable(),
});
export const sportsResponseSchema = z.object({
  success: z.literal(true),
  sports: z.array(sportSchema),
});
export const competitionsResponseSchema = z.object({
  success: z.literal(true),
  competitions: z.array(competitionSchema),
});

export const selectionViewSchema = z.object({
  SelectionId: z.number().int(),
  SelectionName: z.string(),
  Odds: z.number().nullable(),
  EventName: z.string().nullable(),
  MarketName: z.string().nullable(),
  /** Beyond the spec's history table: what the dashboards group selections by. */
  Sport: z.string(),
  Competition: z.string(),
  Result: z.string().nullable(),
  /**
   * Beyond the spec (issue 36): the leg's fair closing probability, 0-1, taken from the live
   * feed at its event's kick-off (the market's margin removed proportionally); null or absent:
   * none captured.
   */
  FairCloseProbability: z.number().nullable().optional(),
});

/**
 * A bet as GET /api/history/user-bets returns it (docs/product.md §3 fields, plus
 * what editing needs).
 */
export const betViewSchema = z.object({
  /** Internal id: the one edit and delete take. */
  Id: z.number().int(),
  /** The bet's id in its source (Betfair's, the form's 10-character id, …). */
  BetId: z.string(),
  PlacedDate: z.string(),
  SettledDate: z.string().nullable(),
  Sport: z.string(),
  Competition: z.string(),
  EventDescription: z.string().nullable(),
  Odds: z.number().nullable(),
  Status: z.string(),
  Stake: euros,
  ActualReturn: euros,
  NetReturn: euros,
  BetType: z.string().nullable(),
  Bookmaker: z.string().nullable(),
  Source: z.string(),
  Side: z.enum(['BACK', 'LAY']).nullable(),
  Liability: euros.nullable(),
  // Beyond the spec, optional so other clients' fixtures stay valid; the server sends them all.
  /** Exchange bets: profit before commission and the commission taken (euros). */
  GrossProfit: euros.nullable().optional(),
  Commission: euros.nullable().optional(),
  /** Closing odds and the source's expected value (a ratio), where known. */
  ClosingOdds: z.number().nullable().optional(),
  ExpectedValue: z.number().nullable().optional(),
  Tags: z.array(z.string()).optional(),
  /** Who tipped the bet (imports, or typed); null: nobody named. */
  Tipster: z.string().nullable().optional(),
  /**
   * The bankroll the bet belongs to (bankrollSchema.id); null, like absent: the user's default
   * bankroll (docs/product.md §3 "Bankroll").
   */
  BankrollId: z.number().int().nullable().optional(),
  /** Betfair order details where the source gives them. */
  OrderType: z.string().nullable().optional(),
  PriceReduced: z.boolean().nullable().optional(),
  Handicap: z.number().nullable().optional(),
  EachWayDivisor: z.number().nullable().optional(),
  /** When the user last edited the bet by hand (a re-import then keeps the user's version). */
  EditedAt: z.string().nullable().optional(),
  /**
   * A free bet: a loss cost nothing and a win paid the profit only; its stake is not cash
   * staked. Absent: not a free bet (other clients' fixtures stay valid).
   */
  FreeBet: z.boolean().optional(),
  /**
   * The currency of the bet's amounts, an ISO 4217 code (migration 0020); absent: euros (the
   * spec's clients, bets from before currencies).
   */
  Currency: z.string().nullable().optional(),
  /** The tipster stake the bet tails ("Add to my history", issue 34); null or absent: none. */
  StakeId: z.number().int().nullable().optional(),
  Selections: z.array(selectionViewSchema),
});
export type BetView = z.infer<typeof betViewSchema>;
export type SelectionView = z.infer<typeof selectionViewSchema>;

export const userBetsQuerySchema = z.object({ email: z.string().trim().max(254) });
export const userBetsResponseSchema = z.object({
  success: z.literal(true),
  bets: z.array(betViewSchema),
});

/** Decimal odds from a form: at least 1.01, at most 2 decimals (docs/product.md §5). */
export const formOddsField = z
  .number({ error: 'invalidOdds' })
  .min(1.01, 'oddsTooLow')
  .max(10_000, 'oddsTooHigh')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'oddsTwoDecimals');

export const newSelectionSchema = z
  .object({
    SelectionName: z.string().trim().min(1, 'required').max(300, 'tooLong'),
    Odds: formOddsField.nullish(),
    EventName: z.string().trim().max(300, 'tooLong').nullish(),
    MarketName: z.string().trim().max(300, 'tooLong').nullish(),
    /**
     * Beyond the spec (issue 36): the live feed event (its RowId) and outcome the selection is
     * on, both or neither; at kick-off the selection gets its closing odds from the feed.
     */
    FeedEventId: z.string().trim().min(1, 'required').max(200, 'tooLong').nullish(),
    FeedOutcome: z.enum(['1', 'X', '2'], { error: 'invalidOutcome' }).nullish(),
  })
  .refine((selection) => !selection.FeedEventId === !selection.FeedOutcome, {
    message: 'feedLinkIncomplete',
    path: ['FeedOutcome'],
  });

/** Database ids are INTEGER on both databases (up to 2^31 − 1). */
const bankrollIdField = z
  .number({ error: 'invalidBankroll' })
  .int('invalidBankroll')
  .positive('invalidBankroll')
  .max(2_147_483_647, 'invalidBankroll')
  .nullable()
  .optional();

/**
 * POST /api/history/add-bet-full: the new-bet payload of docs/product.md §3 plus `stake`
 * (euros, > 0). PUT /api/history/bets/:id takes the same payload.
 *
 * The optional labels of docs/product.md §3 "Bet" (bookmaker, tipster, tags, closingOdds,
 * bankrollId): on a new bet, absent is none (bankrollId: the default bankroll); on an edit,
 * absent keeps the bet's value, while null, "" or [] clear it (bankrollId null: back to the
 * default bankroll). A bankrollId that is not one of the user's bankrolls is refused (400,
 * `bankrollId`: 'unknownBankroll').
 */
export const newBetRequestSchema = z.object({
  betId: z.string().regex(BET_ID_PATTERN, 'invalidBetId').optional(),
  placedDate: instantField,
  sportName: z.string().trim().max(100, 'tooLong').nullish(),
  competitionName: z.string().trim().max(200, 'tooLong').nullish(),
  originalOdds_decimal: formOddsField,
  status: z.enum(MANUAL_BET_STATUSES, { error: 'invalidStatus' }),
  eventDescription: z.string().trim().max(500, 'tooLong').nullish(),
  selections: z.array(newSelectionSchema).max(30, 'tooMany').default([]),
  user_email: z.string().trim().max(254).optional(),
  stake: z
    .number({ error: 'invalidStake' })
    .positive('stakeMustBePositive')
    .max(10_000_000, 'stakeTooHigh')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'stakeTwoDecimals'),
  bookmaker: betLabelField,
  tipster: betLabelField,
  tags: tagsField.optional(),
  /** The selection's odds at the close, for closing-line value (same rule as the odds). */
  closingOdds: formOddsField.nullable().optional(),
  bankrollId: bankrollIdField,
  /**
   * A free bet (a bookmaker's token): won, it pays stake × (odds − 1); lost, it costs nothing.
   * On a new bet absent is false; on an edit absent keeps the bet's value.
   */
  freeBet: z.boolean({ error: 'invalidFreeBet' }).optional(),
  /**
   * The currency of the stake, an ISO 4217 code (currencyField). On a new bet, absent is the
   * owner's default currency (the profile's); on an edit, absent keeps the bet's.
   */
  currency: currencyField.optional(),
  /**
   * The published tipster stake this bet tails (issue 34); absent: none. New bets only; an id
   * that is no published stake is refused (400, `stakeId`: 'unknownStake').
   */
  stakeId: z.number({ error: 'invalidId' }).int('invalidId').positive('invalidId').optional(),
});
export type NewBetRequest = z.input<typeof newBetRequestSchema>;

export const betResponseSchema = z.object({ success: z.literal(true), bet: betViewSchema });

/**
 * The upload endpoints (docs/product.md §7): the pasted text and the e-mail the client
 * believes it is. Optional beyond the product contract: `dryRun` answers what the import would
 * do without writing; `setAsideUnreadable` imports the readable records and lists the
 * unreadable ones instead of refusing; `preferSource` takes the source's version of these
 * hand-edited bets (their BetId) instead of keeping the user's.
 */
export const uploadRequestSchema = z.object({
  data: z.string().min(1, 'required'),
  userEmail: z.string().trim().max(254).optional(),
  dryRun: z.boolean().optional(),
  setAsideUnreadable: z.boolean().optional(),
  preferSource: z.array(z.string().max(200)).max(50_000).optional(),
  /**
   * The bankroll (one of the user's) every new bet of the import goes to; absent: a StakeLab
   * CSV's Bankroll column names each bet's, else the default bankroll.
   */
  bankrollId: z.number({ error: 'invalidId' }).int('invalidId').positive('invalidId').optional(),
  /**
   * upload-csv only: how to read a spreadsheet no known format fits (docs/formats.md §4
   * "mapping"); a real import with it saves it for the next file with the same header.
   */
  mapping: sheetMappingSchema.optional(),
  /**
   * The currency of the file's amounts where the file does not say (an ISO 4217 code); absent:
   * the format's own (Pikkit: USD), else the profile's default currency. A file that says
   * (Betfair's "Aposta (R$)", a mapped currency column) keeps its own.
   */
  currency: currencyField.optional(),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** A problem an import found, in the user's language on the web through `code` + `params`. */
export const importProblemSchema = z.object({
  severity: z.enum(['warning', 'unreadable']),
  row: z.number().int(),
  field: z.string().nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportProblemView = z.infer<typeof importProblemSchema>;

/**
 * One field of a bet that an import changed (or would change), named and valued as BetView
 * shows it: money in euros, odds as decimals, instants as ISO text, a leg's field as
 * `Selections[i].Result` (i from 0); `Selections` alone is the number of legs. For a conflict,
 * `old` is the user's version and `new` the source's.
 */
export const betFieldChangeSchema = z.object({
  field: z.string(),
  old: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  new: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

/** A bet the import adds, updates or leaves, as the preview lists its first rows. */
export const importRowSchema = z.object({
  BetId: z.string(),
  PlacedDate: z.string(),
  EventDescription: z.string().nullable(),
  Status: z.string(),
  Stake: euros,
  NetReturn: euros,
  /** The currency of Stake and NetReturn (ISO 4217; the server always says; absent: EUR). */
  Currency: z.string().optional(),
  changes: z.array(betFieldChangeSchema).optional(),
});

/**
 * Warnings and unreadable records an import's answer lists, each (the rest are counted): a
 * 4.8 MB file with a dubious field on every row answered 26.9 MB of them.
 */
export const IMPORT_ANSWER_PROBLEMS = 50;

export const uploadResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  inserted: z.number().int(),
  skipped: z.number().int(),
  selections: z.number().int(),
  format: z.string().optional(),
  /** Beyond the spec: what a re-import did, and what the importer noticed. */
  dryRun: z.boolean().optional(),
  updated: z.number().int().optional(),
  unchanged: z.number().int().optional(),
  setAside: z.number().int().optional(),
  /** Bets the user edited by hand that the source has differently: kept as the user's. */
  conflicts: z.number().int().optional(),
  /** Bets of this import that are still open (PENDING), new or already in the history. */
  open: z.number().int().optional(),
  /** Updated bets by their new status: { WON: 10, LOST: 11 }. */
  updatedByStatus: z.record(z.string(), z.number().int()).optional(),
  /** The first IMPORT_ANSWER_PROBLEMS warnings; warningsTotal counts them all. */
  warnings: z.array(importProblemSchema).optional(),
  warningsTotal: z.number().int().optional(),
  /**
   * The first IMPORT_ANSWER_PROBLEMS unreadable records (set aside, or the reason a dry run
   * would be refused); unreadableTotal counts them all, the set-aside CSV lists them all.
   */
  unreadable: z.array(importProblemSchema).optional(),
  unreadableTotal: z.number().int().optional(),
  /** The pasted page is one of several (Betfair `moreAvailable`). */
  morePages: z.boolean().optional(),
  /** The import's id: GET /api/history/imports/:id/set-aside.csv lists the rows set aside. */
  importId: z.number().int().optional(),
  preview: z
    .object({
      new: z.array(importRowSchema),
      updated: z.array(importRowSchema),
      unchanged: z.array(importRowSchema),
      conflicts: z.array(importRowSchema),
    })
    .optional(),
  /**
   * upload-csv without a `mapping`, of a sheet no known format fits: a 200 with `success: false`
   * (nothing read, nothing written), the columns to map and a first guess; `savedMapping` is the
   * user's mapping saved for the same header (`signature`), or null (docs/formats.md §4).
   */
  needsMapping: z.boolean().optional(),
  columns: z.array(mapperColumnSchema).optional(),
  guess: sheetMappingGuessSchema.optional(),
  signature: z.string().optional(),
  savedMapping: savedSheetMappingSchema.nullable().optional(),
  /** The refusal's message key and values (`import.unknownFormat`) with needsMapping. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * PATCH /api/history/bets/:id/settle: settles an open bet (or corrects a settled one).
 * `cashOut` is what came back, in euros, for CASHED_OUT only.
 */
export const SETTLE_STATUSES = [
  'WON',
  'LOST',
  'VOID',
  'CASHED_OUT',
  'HALF_WON',
  'HALF_LOST',
] as const;
export const settleBetRequestSchema = z
  .object({
    status: z.enum(SETTLE_STATUSES, { error: 'invalidStatus' }),
    cashOut: z
      .number({ error: 'invalidAmount' })
      .min(0, 'amountNegative')
      .max(100_000_000, 'amountTooHigh')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'amountTwoDecimals')
      .optional(),
    settledDate: instantField.optional(),
  })
  .refine((v) => v.status !== 'CASHED_OUT' || v.cashOut !== undefined, {
    message: 'cashOutRequired',
    path: ['cashOut'],
  });
export type SettleBetRequest = z.input<typeof settleBetRequestSchema>;
