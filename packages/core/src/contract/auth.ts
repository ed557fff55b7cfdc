import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  USERNAME_PATTERN,
  isCalendarDate,
  isValidPassword,
} from '../validation/account-rules.ts';

const EMAIL_MAX = 254;

/**
 * A required text followed by its rules: `pipe` runs the rules only once the text is there, so
 * an empty field reports 'required' alone.
 */
const required = (rules: z.ZodType<string, string> = z.string()) =>
  z.string({ error: M.required }).trim().min(1, M.required).pipe(rules);

/** Required, must contain @ (docs/product.md §5), and must be a deliverable address shape. */
export const emailField = required(
  z
    .string()
    .max(EMAIL_MAX, M.tooLong)
    .refine((v) => v.includes('@'), M.emailMustContainAt)
    .pipe(z.email(M.invalidEmail)),
).transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: M.required })
  .min(1, M.required)
  .pipe(
    z
      .string()
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
      .refine(isValidPassword, M.passwordMinChars),
  );

export const usernameField = required(z.string().regex(USERNAME_PATTERN, M.usernameRequirements));
export const firstNameField = required(z.string().regex(PERSON_NAME_PATTERN, M.firstNameLetters));
export const lastNameField = required(z.string().regex(PERSON_NAME_PATTERN, M.lastNameLetters));
export const genderField = z.enum(GENDERS, { error: M.required });
export const calendarDateField = z
  .string({ error: M.required })
  .refine(isCalendarDate, M.invalidDate);

/** An optional text: blank or absent is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * ISO 3166-1 alpha-2 and ISO 3166-2 subdivision codes, as the profile pickers send them; the
 * server also checks that the country is offered and the state is one of its own.
 */
export const countryField = optionalText(2).pipe(
  z
    .string()
    .regex(/^[A-Z]{2}$/, 'unknownCountry')
    .nullable(),
);
export const stateField = optionalText(10);

/** The session's user as the SPA keeps it in browser storage (docs/product.md §3). */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  user_id: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * POST /api/auth/register (docs/product.md §3 register payload; password_hash holds
 * the plain password).
 */
export const registerRequestSchema = z.object({
  username: usernameField,
  first_name: firstNameField,
  last_name: lastNameField,
  gender: genderField,
  country: countryField,
  state: stateField,
  email: emailField,
  password_hash: newPasswordField,
  terms_accepted: z.literal(true, { error: M.mustAcceptTerms }),
  terms_accepted_date: z.iso.datetime({ offset: true, error: M.invalidDate }),
  birth_date: calendarDateField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A confirmation is compared once it is filled in, whatever state the other fields are in. */
const filledIn =
  (field: string) => (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    !payload.issues.some((issue) => issue.path?.[0] === field);

const sameText = (a: unknown, b: unknown) =>
  String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/**
 * The registration form of docs/product.md §3 and its client-side rules (§5), before it becomes the
 * payload. The confirmations are compared even while other fields still have errors, so one
 * submit shows every problem.
 */
export const registrationFormSchema = z
  .object({
    username: usernameField,
    first_name: firstNameField,
    last_name: lastNameField,
    gender: z.enum(GENDERS, { error: M.required }),
    email: emailField,
    confirm_email: z.string({ error: M.required }).trim().min(1, M.required),
    password: newPasswordField,
    confirm_password: z.string({ error: M.required }).min(1, M.required),
    terms_accepted: z.boolean().refine((v) => v, M.mustAcceptTerms),
  })
  // The fields may be invalid here (their raw input, then): compare them as typed.
  .refine((form) => sameText(form.confirm_email, form.email), {
    path: ['confirm_email'],
    message: M.emailsDoNotMatch,
    when: filledIn('confirm_email'),
  })
  .refine((form) => form.confirm_password === form.password, {
    path: ['confirm_password'],
    message: M.passwordsDoNotMatch,
    when: filledIn('confirm_password'),
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** POST /api/auth/login (password_hash holds the plain password, docs/product.md §3). */
export const loginRequestSchema = z.object({
  email: required(z.string().max(EMAIL_MAX, M.tooLong)).transform((v) => v.toLowerCase()),
  password_hash: z
    .string({ error: M.required })
    .min(1, M.required)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login and register: the user as docs/product.md §7 reads it. */
export const authResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  username: z.string().optional(),
  email: z.string().optional(),
  is_admin: z.boolean().optional(),
  user_id: z.number().int().optional(),
  /**
   * Beyond the spec: the password was right and a second factor is needed; no session yet, a
   * short-lived pending one in an httpOnly cookie for POST /api/auth/login/two-factor.
   */
  twoFactorRequired: z.boolean().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * GET /api/auth/me: the signed-in user, or null for a visitor. A visitor is an answer, not an
 * error (200, not 401): browsers log every 4xx as a console error (Lighthouse best practices).
 */
export const meResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const verifyEmailQuerySchema = z.object({ token: z.string().max(200).default('') });
export const verifyEmailResponseSchema = z.object({ success: z.boolean() });

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: M.required }).min(1, M.required).max(200),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
