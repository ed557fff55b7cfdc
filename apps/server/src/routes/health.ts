import { apiErrorSchema, healthResponseSchema } from '@stakelab/core';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';

/**
 * Writes and removes a byte under DATA_DIR (the SQLite file, stake images, mail files live
 * there): a full or read-only disk fails here before it fails a user's write.
 */
async function dataDirWritable(dataDir: string): Promise<boolean> {
  const probe = path.join(dataDir, `.health-${process.pid}`);
  try {
    await fs.writeFile(probe, '1');
    await fs.rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/health: 200 when the database answers and the data directory takes writes, 503
 * otherwise (for load balancers).
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
      if (!(await dataDirWritable(app.config.dataDir))) {
        app.log.error({ dataDir: app.config.dataDir }, 'health check: data directory not writable');
        throw new HttpError(
          503,
          'The data directory cannot be written to',
          'DATA_DIR_NOT_WRITABLE',
        );
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
