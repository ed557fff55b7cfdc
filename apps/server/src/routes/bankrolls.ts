import {
  bankrollMovementResponseSchema,
  bankrollResponseSchema,
  bankrollsResponseSchema,
  eurosToCents,
  MAX_BANKROLLS,
  messageResponseSchema,
  newBankrollMovementRequestSchema,
  newBankrollRequestSchema,
  updateBankrollRequestSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  countBankrolls,
  countMovements,
  deleteBankroll,
  deleteMovement,
  ensureDefaultBankroll,
  findBankroll,
  insertBankroll,
  insertMovement,
  listBankrolls,
  listMovements,
  updateBankroll,
} from '../repositories/bankrolls.ts';
import { idParams } from '../http/id-params.ts';

/** Movements one user may keep in all (a deposit a day for 27 years). */
export const MAX_BANKROLL_MOVEMENTS = 10_000;

const movementParams = idParams.extend({ movementId: idParams.shape.id });

/** Another user's bankroll is not found, as one that does not exist (no hint it exists). */
const noSuchBankroll = () => new HttpError(404, 'No such bankroll of yours.', 'NOT_FOUND');

/**
 * Bankrolls and their deposits and withdrawals (docs/product.md §7, docs/decisions/016): only
 * the owner's, each path naming the bankroll it works on.
 */
export const bankrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/history/bankrolls',
    { schema: { response: { 200: bankrollsResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await ensureDefaultBankroll(db, userId, new Date());
      const [bankrolls, movements] = await Promise.all([
        listBankrolls(db, userId),
        listMovements(db, userId),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, bankrolls, movements };
    },
  );

  app.post(
    '/api/history/bankrolls',
    {
      schema: { body: newBankrollRequestSchema, response: { 200: bankrollResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = new Date();
      const bankroll = await db.transaction().execute(async (trx) => {
        await ensureDefaultBankroll(trx, userId, now);
        if ((await countBankrolls(trx, userId)) >= MAX_BANKROLLS) return null;
        return insertBankroll(
          trx,
          userId,
          {
            name: request.body.name,
            startingBalanceCents: eurosToCents(
              request.body.startingBalance ?? 0,
              'startingBalance',
            ),
          },
          now,
        );
      });
      if (!bankroll) {
        throw new HttpError(
          409,
          `You have ${MAX_BANKROLLS} bankrolls, the most allowed: delete one first.`,
          'TOO_MANY_BANKROLLS',
        );
      }
      return { success: true as const, bankroll };
    },
  );

  app.patch(
    '/api/history/bankrolls/:id',
    {
      schema: {
        params: idParams,
        body: updateBankrollRequestSchema,
        response: { 200: bankrollResponseSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { name, startingBalance } = request.body;
      const bankroll = await updateBankroll(db, currentUser(request).id, request.params.id, {
        name,
        startingBalanceCents:
          startingBalance === undefined
            ? undefined
            : eurosToCents(startingBalance, 'startingBalance'),
      });
      if (!bankroll) throw noSuchBankroll();
      return { success: true as const, bankroll };
    },
  );

  app.delete(
    '/api/history/bankrolls/:id',
    {
      schema: { params: idParams, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const bankrollId = request.params.id;
      const moved = await db.transaction().execute(async (trx) => {
        const bankroll = await findBankroll(trx, userId, bankrollId);
        if (!bankroll) throw noSuchBankroll();
        if (bankroll.isDefault) {
          throw new HttpError(
            409,
            'The default bankroll cannot be deleted: the bets of deleted bankrolls go to it.',
            'DEFAULT_BANKROLL',
          );
        }
        return deleteBankroll(trx, userId, bankrollId);
      });
      return {
        success: true,
        message:
          moved === 0
            ? 'Bankroll deleted.'
            : `Bankroll deleted; its ${moved} bet(s) are now in the default bankroll.`,
      };
    },
  );

  app.post(
    '/api/history/bankrolls/:id/movements',
    {
      schema: {
        params: idParams,
        body: newBankrollMovementRequestSchema,
        response: { 200: bankrollMovementResponseSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { kind, amount, date } = request.body;
      const now = new Date();
      const movement = await db.transaction().execute(async (trx) => {
        if (!(await findBankroll(trx, userId, request.params.id))) throw noSuchBankroll();
        if ((await countMovements(trx, userId)) >= MAX_BANKROLL_MOVEMENTS) return null;
        return insertMovement(
          trx,
          request.params.id,
          // Instants are kept in UTC (docs/decisions/001).
          { kind, amountCents: eurosToCents(amount, 'amount'), at: new Date(date).toISOString() },
          now,
        );
      });
      if (!movement) {
        throw new HttpError(
          409,
          `You have ${MAX_BANKROLL_MOVEMENTS} deposits and withdrawals, the most allowed.`,
          'TOO_MANY_MOVEMENTS',
        );
      }
      return { success: true as const, movement };
    },
  );

  app.delete(
    '/api/history/bankrolls/:id/movements/:movementId',
    {
      schema: { params: movementParams, response: { 200: messageResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const { id, movementId } = request.params;
      if (!(await deleteMovement(db, currentUser(request).id, id, movementId))) {
        throw new HttpError(404, 'No such deposit or withdrawal of yours.', 'NOT_FOUND');
      }
      return { success: true, message: 'Movement deleted.' };
    },
  );
};
