import { z } from 'zod';
import {
  calendarDateField,
  countryField,
  firstNameField,
  genderField,
  lastNameField,
  optionalText,
  stateField,
} from './auth.ts';
import { currencyField } from '../money/currency.ts';

/** GET /api/auth/user-profile answer (docs/product.md §7). Country and state are ISO codes. */
export const userProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
  gender: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  is_admin: z.boolean(),
  user_id: z.number().int(),
  /**
   * Beyond the spec: the user's Betfair Exchange commission rate as a ratio (0.05 = 5 %), taken
   * off net winnings per market when an export carries no commission; null: none. Optional so
   * other clients' fixtures stay valid; the server always sends it.
   */
  exchange_commission_ratio: z.number().nullable().optional(),
  /**
   * Beyond the spec: whether the e-mail has been verified, so the profile can offer a new
   * verification mail. Optional for the same reason; the server always sends it.
   */
  email_verified: z.boolean().optional(),
  /**
   * Beyond the spec: the user's betting unit in euros, so money can also be shown in units
   * (stake ÷ unit); null: none set. Optional for the same reason; the server always sends it.
   */
  unit_size: z.number().nullable().optional(),
  /**
   * Beyond the spec: the currency of the user's bets where neither the file nor the import
   * says (an ISO 4217 code, 'EUR' unless changed), and the add-bet form's default. Optional
   * for the same reason; the server always sends it.
   */
  default_currency: z.string().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileQuerySchema = z.object({ email: z.string().trim().max(254) });
export const userProfileResponseSchema = z.object({
  success: z.literal(true),
  user: userProfileSchema,
});

/**
 * POST /api/auth/update-profile: the edited fields plus email and user_id (docs/product.md §7). The
 * identity fields only have to match the session; the session decides whose profile it is.
 */
export const updateProfileRequestSchema = z.object({
  email: z.string().trim().max(254).optional(),
  user_id: z.union([z.number(), z.string()]).optional(),
  first_name: firstNameField,
  last_name: lastNameField,
  birth_date: z
    .union([calendarDateField, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  gender: z
    .union([genderField, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  city: optionalText(100),
  country: countryField,
  state: stateField,
  /** 0 to 0.2 (20 %) with at most 4 decimals (0.0575 = 5.75 %); null clears it; absent keeps it. */
  exchange_commission_ratio: z
    .number({ error: 'invalidCommission' })
    .min(0, 'commissionNegative')
    .max(0.2, 'commissionTooHigh')
    .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, 'commissionFourDecimals')
    .nullable()
    .optional(),
  /** Euros, > 0 and at most 1,000,000 with at most 2 decimals; null clears it; absent keeps it. */
  unit_size: z
    .number({ error: 'invalidUnitSize' })
    .positive('unitSizeMustBePositive')
    .max(1_000_000, 'unitSizeTooHigh')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'unitSizeTwoDecimals')
    .nullable()
    .optional(),
  /** An ISO 4217 code (currencyField); absent keeps it. */
  default_currency: currencyField.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** GET /api/geo/countries and /api/geo/countries/:code/states: data for the profile pickers. */
export const geoPlaceSchema = z.object({ code: z.string(), name: z.string() });
export const countriesResponseSchema = z.object({
  success: z.literal(true),
  countries: z.array(geoPlaceSchema),
});
export const statesResponseSchema = z.object({
  success: z.literal(true),
  states: z.array(geoPlaceSchema),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;
