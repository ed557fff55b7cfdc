import {
  bulkBankrollRequestSchema,
  bulkDeleteRequestSchema,
  bulkDeleteResponseSchema,
  bulkSettleRequestSchema,
  bulkSettleResponseSchema,
  bulkTagsRequestSchema,
  bulkUndoDeleteRequestSchema,
  bulkUndoDeleteResponseSchema,
  bulkUpdatedResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WRITE_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  bulkDelete,
  bulkEditTags,
  bulkMoveToBankroll,
  bulkSettle,
  undoBulkDelete,
} from '../services/bet-bulk.ts';

/** A bankrollId that is none of the user's, worded as the schema's field errors are. */
const unknownBankroll = () =>
  new HttpError(400, 'Invalid bankrollId: unknownBankroll', 'VALIDATION_ERROR', [
    { field: 'bankrollId', message: 'unknownBankroll' },
  ]);

/**
 * Bulk actions on the history's selected bets (issue 32): tags, bankroll, settle, delete and
 * its undo. Each is one request and one transaction; only the signed-in user's bets are touched.
 */
export const betBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/history/bets/bulk/tags',
    {
      schema: { body: bulkTagsRequestSchema, response: { 200: bulkUpdatedResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const { betIds, add, remove } = request.body;
      const userId = currentUser(request).id;
      const updated = await bulkEditTags(db, userId, betIds, { add, remove }, new Date());
      return { success: true as const, updated };
    },
  );

  app.post(
    '/api/history/bets/bulk/bankroll',
    {
      schema: { body: bulkBankrollRequestSchema, response: { 200: bulkUpdatedResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const { betIds, bankrollId } = request.body;
      const userId = currentUser(request).id;
      const outcome = await bulkMoveToBankroll(db, userId, betIds, bankrollId, new Date());
      if (!outcome.ok) throw unknownBankroll();
      return { success: true as const, updated: outcome.updated };
    },
  );

  app.post(
    '/api/history/bets/bulk/settle',
    {
      schema: { body: bulkSettleRequestSchema, response: { 200: bulkSettleResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const { betIds, status } = request.body;
      const userId = currentUser(request).id;
      const outcome = await bulkSettle(db, userId, betIds, status, new Date());
      return { success: true as const, ...outcome };
    },
  );

  app.post(
    '/api/history/bets/bulk/delete',
    {
      schema: { body: bulkDeleteRequestSchema, response: { 200: bulkDeleteResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const outcome = await bulkDelete(db, userId, request.body.betIds, new Date());
      return { success: true as const, ...outcome };
    },
  );

  app.post(
    '/api/history/bets/bulk/undo-delete',
    {
      schema: {
        body: bulkUndoDeleteRequestSchema,
        response: { 200: bulkUndoDeleteResponseSchema },
      },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const restored = await undoBulkDelete(db, userId, request.body.undoToken, new Date());
      if (restored === null) {
        throw new HttpError(
          404,
          'Nothing to undo: the deletion was already undone, or it is too old.',
          'NOT_FOUND',
        );
      }
      return { success: true as const, restored };
    },
  );
};
