import { z } from 'zod';

/**
 * Personal API tokens (issue 37 part 5, docs/decisions/030-personal-api-tokens.md): a script
 * reads the history with `bets:read`, and also adds, edits and imports bets with `bets:write`.
 */
export const API_TOKEN_SCOPES = ['bets:read', 'bets:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token lives at most a year: a forgotten one stops working on its own. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** Live tokens per account: enough for a few scripts, few enough to review at a glance. */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 60;

/** Every token's text starts so (a secret scanner, or a reader, can tell what it is). */
export const API_TOKEN_PREFIX = 'slk_';

/** POST /api/auth/tokens. */
export const createApiTokenRequestSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(API_TOKEN_NAME_MAX_LENGTH, 'apiTokenNameTooLong'),
  scope: z.enum(API_TOKEN_SCOPES),
  expires_in_days: z.literal(API_TOKEN_EXPIRY_DAYS),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** A token as listed: never its secret, only the first characters to recognise it by. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** `slk_` and the secret's first 4 characters. */
  prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /api/auth/tokens: newest first. */
export const apiTokensResponseSchema = z.object({
  success: z.literal(true),
  tokens: z.array(apiTokenSchema),
});

/** The answer to POST /api/auth/tokens: the secret, shown this once and never again. */
export const createApiTokenResponseSchema = z.object({
  success: z.literal(true),
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createApiTokenResponseSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
