import { z } from 'zod';

/**
 * GET /api/admin/mail-outbox (beyond the spec, docs/product.md §7 "Mail"): mail not delivered
 * yet or given up. Never the bodies: they may hold verification or reset links.
 */
export const undeliveredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** pending: will be tried again at next_attempt_at; failed: given up after two days. */
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const undeliveredMailResponseSchema = z.object({
  success: z.literal(true),
  mails: z.array(undeliveredMailSchema),
});
export type UndeliveredMailResponse = z.infer<typeof undeliveredMailResponseSchema>;
