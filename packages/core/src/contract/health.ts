import { z } from 'zod';

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
