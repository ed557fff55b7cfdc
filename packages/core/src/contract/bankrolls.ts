import { z } from 'zod';
import { instantField } from './request-fields.ts';

/**
 * Bankrolls (docs/product.md §3 "Bankroll", §7): a user's pots of betting money, each with a
 * starting balance and dated deposits and withdrawals. Every bet belongs to one; a bet whose
 * BankrollId is null belongs to the user's default bankroll (`isDefault`), which the server
 * creates on first use and which cannot be deleted. Money in euros with 2 decimals.
 */

export const BANKROLL_MOVEMENT_KINDS = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type BankrollMovementKind = (typeof BANKROLL_MOVEMENT_KINDS)[number];

export const MAX_BANKROLL_NAME_LENGTH = 60;
/**
 * The name the server gives the default bankroll when it makes it. Stored in English (an export
 * names it so, and an import finds it by it); the web shows it in the reader's language while
 * the user has not renamed it.
 */
export const DEFAULT_BANKROLL_NAME = 'Main bankroll';
/** Most bankrolls one user may have (each is a picker choice). */
export const MAX_BANKROLLS = 50;

export const bankrollSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Euros. */
  startingBalance: z.number(),
  createdAt: z.string(),
  /** The bankroll of every bet whose BankrollId is null (there is exactly one). */
  isDefault: z.boolean(),
});
export type Bankroll = z.infer<typeof bankrollSchema>;

export const bankrollMovementSchema = z.object({
  id: z.number().int(),
  bankrollId: z.number().int(),
  kind: z.enum(BANKROLL_MOVEMENT_KINDS),
  /** Euros, > 0; the kind says which way it went. */
  amount: z.number(),
  /** An ISO instant. */
  date: z.string(),
});
export type BankrollMovement = z.infer<typeof bankrollMovementSchema>;

/** GET /api/history/bankrolls: every bankroll of the user and all their movements (by date). */
export const bankrollsResponseSchema = z.object({
  success: z.literal(true),
  bankrolls: z.array(bankrollSchema),
  movements: z.array(bankrollMovementSchema),
});
export type BankrollsResponse = z.infer<typeof bankrollsResponseSchema>;

export const bankrollResponseSchema = z.object({
  success: z.literal(true),
  bankroll: bankrollSchema,
});
export const bankrollMovementResponseSchema = z.object({
  success: z.literal(true),
  movement: bankrollMovementSchema,
});

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** Euros with at most 2 decimals, 0 to 100,000,000 (the settle dialog's amount keys). */
const euroAmount = z
  .number({ error: 'invalidAmount' })
  .min(0, 'amountNegative')
  .max(100_000_000, 'amountTooHigh')
  .refine(twoDecimals, 'amountTwoDecimals');

const bankrollNameField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(MAX_BANKROLL_NAME_LENGTH, 'tooLong');

/** POST /api/history/bankrolls. `startingBalance` absent: 0. */
export const newBankrollRequestSchema = z.object({
  name: bankrollNameField,
  startingBalance: euroAmount.optional(),
});
export type NewBankrollRequest = z.input<typeof newBankrollRequestSchema>;

/** PATCH /api/history/bankrolls/:id: the fields sent change, the others stay. */
export const updateBankrollRequestSchema = z.object({
  name: bankrollNameField.optional(),
  startingBalance: euroAmount.optional(),
});
export type UpdateBankrollRequest = z.input<typeof updateBankrollRequestSchema>;

/** POST /api/history/bankrolls/:id/movements: a deposit or a withdrawal, > 0 €, dated. */
export const newBankrollMovementRequestSchema = z.object({
  kind: z.enum(BANKROLL_MOVEMENT_KINDS, { error: 'invalidMovementKind' }),
  amount: euroAmount.refine((v) => v > 0, 'amountMustBePositive'),
  date: instantField,
});
export type NewBankrollMovementRequest = z.input<typeof newBankrollMovementRequestSchema>;
