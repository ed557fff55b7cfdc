import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, PASSWORD_MAX_LENGTH } from '../validation/account-rules.ts';
import { emailField, newPasswordField } from './auth.ts';

/** The password the user has now: only required, never checked for strength (it is checked). */
const currentPasswordField = z
  .string({ error: M.required })
  .min(1, M.required)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** A TOTP code as typed: spaces dropped, 6 digits. */
export const totpCodeField = z
  .string({ error: M.required })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'invalidTwoFactorCode'));

/** A recovery code as typed: case and dashes ignored (xxxx-xxxx-xxxx-xxxx, base32). */
export const recoveryCodeField = z
  .string({ error: M.required })
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'invalidRecoveryCode'));

/** POST /api/auth/change-password: every other session of the user ends. */
export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/change-email: a link goes to the new address, a notice to the old one. */
export const changeEmailRequestSchema = z.object({
  current_password: currentPasswordField,
  new_email: emailField,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /api/auth/confirm-email-change: the token of the link sent to the new address. */
export const confirmEmailChangeRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const confirmEmailChangeResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
});

/** POST /api/auth/login/two-factor: the second step, with a code or a recovery code. */
export const twoFactorLoginRequestSchema = z.union([
  z.object({ code: totpCodeField }),
  z.object({ recovery_code: recoveryCodeField }),
]);
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

/** GET /api/auth/two-factor: whether it is on, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup: the secret, shown this once (as text and a QR code). */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/two-factor/enable: the first code; the ten recovery codes, shown this once. */
export const twoFactorEnableRequestSchema = z.object({ code: totpCodeField });
export const twoFactorEnableResponseSchema = z.object({
  success: z.literal(true),
  recovery_codes: z.array(z.string()),
});

/** POST /api/auth/two-factor/disable: the password and a code (or a recovery code). */
export const twoFactorDisableRequestSchema = z.union([
  z.object({ current_password: currentPasswordField, code: totpCodeField }),
  z.object({ current_password: currentPasswordField, recovery_code: recoveryCodeField }),
]);
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/** GET /api/auth/sessions: the account's signed-in devices, newest use first. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** IPv4 /24 or IPv6 /48, or null when unknown. */
  address: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(accountSessionSchema),
});
export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
