import { z } from 'zod';

/** One field that failed validation: where (a dotted path) and why. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
