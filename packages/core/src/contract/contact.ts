import { z } from 'zod';

/** Limits keep a contact message a message, not an upload. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** POST /api/contact (docs/product.md §3, §5: all fields required, email is an e-mail). */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'required').max(CONTACT_LIMITS.name, 'tooLong'),
  email: z.string().trim().max(CONTACT_LIMITS.email, 'tooLong').pipe(z.email('invalidEmail')),
  message: z.string().trim().min(1, 'required').max(CONTACT_LIMITS.message, 'tooLong'),
});

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
