import { apiErrorSchema, healthResponseSchema } from '@stakelab/core';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import type { DataDirState } from '../services/data-dir-check.ts';

const MB = 1024 * 1024;

function dataDirRefusal(state: Exclude<DataDirState, { ok: true }>): HttpError {
  const message =
    state.reason === 'full'
      ? `The data directory is full (${(state.freeBytes / MB).toFixed(1)} MB free)`
      : 'The data directory cannot be written to';
  return new HttpError(503, message, 'DATA_DIR_NOT_WRITABLE');
}

/**
 * GET /api/health: 200 when the database (and Redis, with REDIS_URL) answers and the data
 * directory takes writes, 503 otherwise (for load balancers). The data directory is probed at most every few seconds
 * (services/data-dir-check.ts); the database on every call, through the reader.
 */
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
      try {
        await app.checkSharedBackends();
      } catch (err) {
        // Logins, registrations and rate limits count there: they answer 503 meanwhile.
        app.log.error({ err }, 'health check: Redis unreachable');
        throw new HttpError(503, 'Redis unavailable', 'REDIS_UNAVAILABLE');
      }
      const dataDir = await app.dataDirCheck.state();
      if (!dataDir.ok) {
        app.log.error(
          { dataDir: app.config.dataDir, state: dataDir },
          'health check: data directory not writable',
        );
        throw dataDirRefusal(dataDir);
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
