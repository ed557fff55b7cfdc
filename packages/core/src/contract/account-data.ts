import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, PASSWORD_MAX_LENGTH } from '../validation/account-rules.ts';
import { recoveryCodeField, totpCodeField } from './account-security.ts';

/**
 * "Download my data" and "Delete my account" (issue 37 part 2,
 * docs/decisions/031-data-export-and-deletion.md).
 */

/** What the profile shows of the newest export. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  /** downloaded and expired: the link no longer works (410). */
  status: z.enum(['pending', 'ready', 'failed', 'downloaded', 'expired']),
  created_at: z.string(),
  expires_at: z.string(),
  ready_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/account/export: the newest export (or none) and how many more may be asked today. */
export const dataExportStatusSchema = z.object({
  success: z.literal(true),
  export: dataExportSchema.nullable(),
  exports_left: z.number().int(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

/**
 * POST /api/account/export (202): the export is built off the request; its one-time link is
 * answered this once (only its hash is kept) and works when the export is ready.
 */
export const startDataExportResponseSchema = z.object({
  success: z.literal(true),
  export: dataExportSchema,
  download_url: z.string(),
});
export type StartedDataExport = z.infer<typeof startDataExportResponseSchema>;

/** GET /api/account/export/download?token=: the zip, once. */
export const dataExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/account/delete: the password, and a code when two-factor sign-in is on. */
export const deleteAccountRequestSchema = z.object({
  current_password: z
    .string({ error: M.required })
    .min(1, M.required)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  code: totpCodeField.optional(),
  recovery_code: recoveryCodeField.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
