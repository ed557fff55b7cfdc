import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Limits are per route (`config.rateLimit`); this only registers the mechanism and its answer. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
