import {
  fxRatesQuerySchema,
  fxRatesResponseSchema,
  fxRatesUploadRequestSchema,
  fxRatesUploadResponseSchema,
  parseEcbRates,
  RatesFormatError,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { requireAdmin, requireUser } from '../plugins/session.ts';
import { listFxRates, upsertFxRates } from '../repositories/fx-rates.ts';

/** The ECB's whole history is about 2 MB; room for a few times that. */
const RATES_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * The ECB's euro reference rates (issue 33): admins load the CSV, signed-in users read the
 * rates of the currencies their history holds, to show it converted ("converted at ECB rates").
 */
export const fxRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/admin/fx-rates',
    {
      bodyLimit: RATES_BODY_LIMIT,
      schema: { body: fxRatesUploadRequestSchema, response: { 200: fxRatesUploadResponseSchema } },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      let rates;
      try {
        rates = parseEcbRates(request.body.data);
      } catch (err) {
        if (err instanceof RatesFormatError)
          throw new HttpError(400, err.message, 'RATES_UNREADABLE', [
            { field: 'data', message: err.message },
          ]);
        throw err;
      }
      const days = rates.map((r) => r.day).sort();
      await db.transaction().execute((trx) => upsertFxRates(trx, rates, new Date()));
      return {
        success: true as const,
        message: `Loaded ${rates.length} ECB rates.`,
        rates: rates.length,
        from: days[0] ?? null,
        to: days.at(-1) ?? null,
      };
    },
  );

  app.get(
    '/api/fx-rates',
    {
      schema: { querystring: fxRatesQuerySchema, response: { 200: fxRatesResponseSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return {
        success: true as const,
        rates: await listFxRates(db, request.query.currencies),
      };
    },
  );
};
