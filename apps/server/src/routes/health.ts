import { apiErrorSchema, healthResponseSchema } from '@stakelab/core';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: apiErrorSchema } } },
    async () => {
      try {
        await sql`select 1`.execute(app.database.reader);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unavailable', 'DATABASE_UNAVAILABLE');
      }
      return {
        success: true as const,
        status: 'ok' as const,
        database: app.database.dialect,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
