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
  /** The values a coded message names (an import refusal's {groupBy}…), for translated words. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
