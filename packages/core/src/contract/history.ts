import { z } from 'zod';
import { BET_ID_PATTERN } from '../bets/bet-id.ts';
import { MANUAL_BET_STATUSES } from '../bets/bet-record.ts';

/** Money leaves the API as euros with 2 decimals (spec §7 fields), from integer cents inside. */
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
});

/** A bet as GET /api/history/user-bets returns it (spec §3 fields, plus what editing needs). */
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
  Selections: z.array(selectionViewSchema),
});
export type BetView = z.infer<typeof betViewSchema>;
export type SelectionView = z.infer<typeof selectionViewSchema>;

export const userBetsQuerySchema = z.object({ email: z.string().trim().max(254) });
export const userBetsResponseSchema = z.object({
  success: z.literal(true),
  bets: z.array(betViewSchema),
});

/** Decimal odds from a form: at least 1.01, at most 2 decimals (spec §5, issue 4). */
export const formOddsField = z
  .number({ error: 'invalidOdds' })
  .min(1.01, 'oddsTooLow')
  .max(10_000, 'oddsTooHigh')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'oddsTwoDecimals');

export const newSelectionSchema = z.object({
  SelectionName: z.string().trim().min(1, 'required').max(300, 'tooLong'),
  Odds: formOddsField.nullish(),
  EventName: z.string().trim().max(300, 'tooLong').nullish(),
  MarketName: z.string().trim().max(300, 'tooLong').nullish(),
});

/** POST /api/history/add-bet-full: the new-bet payload of spec §3 plus `stake` (euros, > 0). */
export const newBetRequestSchema = z.object({
  betId: z.string().regex(BET_ID_PATTERN, 'invalidBetId').optional(),
  placedDate: z.iso.datetime({ offset: true, error: 'invalidDate' }),
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
});
export type NewBetRequest = z.input<typeof newBetRequestSchema>;

export const betResponseSchema = z.object({ success: z.literal(true), bet: betViewSchema });

/** The upload endpoints (spec §7): the pasted text and the e-mail the client believes it is. */
export const uploadRequestSchema = z.object({
  data: z.string().min(1, 'required'),
  userEmail: z.string().trim().max(254).optional(),
});
export const uploadResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  inserted: z.number().int(),
  skipped: z.number().int(),
  selections: z.number().int(),
  format: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
