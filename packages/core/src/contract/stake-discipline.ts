import { z } from 'zod';

/**
 * Stake discipline (issue 37 part 6, docs/stake-discipline.md): a staking plan and a drawdown
 * rule per bankroll, and loss and stake limits per user. Money in euros with 2 decimals, shares
 * in percent as the user types them (2.5 = 2.5 %).
 */

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const positiveEuros = z
  .number({ error: 'invalidAmount' })
  .positive('amountMustBePositive')
  .max(100_000_000, 'amountTooHigh')
  .refine(twoDecimals, 'amountTwoDecimals');

/** A share in percent, > 0 and ≤ 100, at most 2 decimals. */
const percentField = z
  .number({ error: 'invalidPercent' })
  .positive('percentMustBePositive')
  .max(100, 'percentTooHigh')
  .refine(twoDecimals, 'percentTwoDecimals');

export const STAKING_PLAN_KINDS = ['FIXED', 'UNITS', 'PERCENT', 'KELLY'] as const;
export type StakingPlanKind = (typeof STAKING_PLAN_KINDS)[number];

/**
 * How a bankroll's stakes are sized:
 * - FIXED: the same stake every bet;
 * - UNITS: `units` × the user's unit size (profile unit_size);
 * - PERCENT: `percent` % of the bankroll's current balance;
 * - KELLY: `fraction` × the Kelly share (¼ Kelly: 0.25), at most `maxPercent` % of the balance.
 */
export const stakingPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FIXED'), stake: positiveEuros }),
  z.object({
    kind: z.literal('UNITS'),
    units: z
      .number({ error: 'invalidUnits' })
      .positive('unitsMustBePositive')
      .max(1000, 'unitsTooHigh')
      .refine(twoDecimals, 'unitsTwoDecimals'),
  }),
  z.object({ kind: z.literal('PERCENT'), percent: percentField }),
  z.object({
    kind: z.literal('KELLY'),
    fraction: z
      .number({ error: 'invalidFraction' })
      .positive('fractionMustBePositive')
      .max(1, 'fractionTooHigh')
      .refine(twoDecimals, 'fractionTwoDecimals'),
    maxPercent: percentField,
  }),
]);
export type StakingPlan = z.infer<typeof stakingPlanSchema>;

export const DRAWDOWN_ACTIONS = ['STOP', 'CUT'] as const;
export type DrawdownAction = (typeof DRAWDOWN_ACTIONS)[number];

/**
 * After the balance falls `thresholdPercent` % below its peak: STOP (suggest no stake) or CUT
 * (multiply the plan's stake by `cutFactor`, 0.5 = half).
 */
export const drawdownRuleSchema = z.object({
  thresholdPercent: percentField,
  action: z.enum(DRAWDOWN_ACTIONS, { error: 'invalidDrawdownAction' }),
  /** Only read for CUT; 0.01 to 0.99. */
  cutFactor: z
    .number({ error: 'invalidCutFactor' })
    .min(0.01, 'cutFactorTooLow')
    .max(0.99, 'cutFactorTooHigh')
    .refine(twoDecimals, 'cutFactorTwoDecimals')
    .optional(),
});
export type DrawdownRule = z.infer<typeof drawdownRuleSchema>;

/** A bankroll's plan and rule; null: none set. */
export const stakingSettingsSchema = z.object({
  plan: stakingPlanSchema.nullable(),
  drawdownRule: drawdownRuleSchema.nullable(),
});
export type StakingSettings = z.infer<typeof stakingSettingsSchema>;

/** PUT /api/history/bankrolls/:id/staking: the bankroll's whole settings (null clears each). */
export const stakingSettingsRequestSchema = stakingSettingsSchema;

export const stakingSettingsResponseSchema = z.object({
  success: z.literal(true),
  bankrollId: z.number().int(),
  staking: stakingSettingsSchema,
});

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

const limitField = positiveEuros.nullable();

/** The user's limits in euros, each null when not set. */
export const stakeLimitsSchema = z.object({
  lossDay: limitField,
  lossWeek: limitField,
  lossMonth: limitField,
  stakeDay: limitField,
  stakeWeek: limitField,
  stakeMonth: limitField,
});
export type StakeLimits = z.infer<typeof stakeLimitsSchema>;

export const NO_STAKE_LIMITS: StakeLimits = {
  lossDay: null,
  lossWeek: null,
  lossMonth: null,
  stakeDay: null,
  stakeWeek: null,
  stakeMonth: null,
};

/** GET and PUT /api/auth/stake-limits. */
export const stakeLimitsResponseSchema = z.object({
  success: z.literal(true),
  limits: stakeLimitsSchema,
});

/** GET /api/history/bankrolls/staking: every bankroll of the user with its settings. */
export const stakingListResponseSchema = z.object({
  success: z.literal(true),
  bankrolls: z.array(z.object({ bankrollId: z.number().int(), staking: stakingSettingsSchema })),
});
export type StakingListResponse = z.infer<typeof stakingListResponseSchema>;
