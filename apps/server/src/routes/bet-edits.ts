import {
  betResponseSchema,
  editTagsRequestSchema,
  newBetId,
  newBetRequestSchema,
  settleBetRequestSchema,
  type BetView,
} from '@stakelab/core';
import { randomFillSync } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AMOUNT_OUT_OF_RANGE_MESSAGE, HttpError } from '../plugins/error-handler.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { WRITE_BETS } from '../plugins/api-token-auth.ts';
import { idParams } from '../http/id-params.ts';
import { editBetByHand, settleBetByHand, type EditOutcome } from '../services/bet-edits.ts';
import { addBetByHand, editBetTags } from '../services/bets-by-hand.ts';

const noSuchBet = () => new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');

/** A bankrollId that is none of the user's, worded as the schema's field errors are. */
const unknownBankroll = () =>
  new HttpError(400, 'Invalid bankrollId: unknownBankroll', 'VALIDATION_ERROR', [
    { field: 'bankrollId', message: 'unknownBankroll' },
  ]);

/** The edited bet, or the error that says why there is none. */
function refuseEdit(outcome: EditOutcome): BetView {
  if (outcome.ok) return outcome.bet;
  if (outcome.reason === 'not-found') throw noSuchBet();
  if (outcome.reason === 'unknown-bankroll') throw unknownBankroll();
  if (outcome.reason === 'out-of-range')
    throw new HttpError(400, AMOUNT_OUT_OF_RANGE_MESSAGE, 'AMOUNT_OUT_OF_RANGE');
  throw new HttpError(
    400,
    'This bet has no odds, so its winnings cannot be worked out: add its odds first.',
    'CANNOT_SETTLE',
  );
}

/** Adding, editing, tagging and settling a bet by hand (docs/product.md §7 paths). */
export const betEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/history/add-bet-full',
    {
      schema: { body: newBetRequestSchema, response: { 200: betResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.user_email);
      // The client makes the id (docs/product.md §3); one that sent none gets one from node's CSPRNG.
      const sourceBetId = request.body.betId ?? newBetId((bytes) => randomFillSync(bytes));
      const outcome = await addBetByHand(db, user.id, request.body, sourceBetId, new Date());
      if (!outcome.ok && outcome.reason === 'unknown-bankroll') throw unknownBankroll();
      if (!outcome.ok && outcome.reason === 'unknown-stake')
        throw new HttpError(400, 'Invalid stakeId: unknownStake', 'VALIDATION_ERROR', [
          { field: 'stakeId', message: 'unknownStake' },
        ]);
      if (!outcome.ok)
        throw new HttpError(409, 'A bet with this id is already in your history.', 'DUPLICATE_BET');
      return { success: true as const, bet: outcome.bet };
    },
  );

  app.put(
    '/api/history/bets/:id',
    {
      schema: {
        params: idParams,
        body: newBetRequestSchema,
        response: { 200: betResponseSchema },
      },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.user_email);
      const betId = request.params.id;
      const bet = refuseEdit(await editBetByHand(db, user.id, betId, request.body, new Date()));
      return { success: true as const, bet };
    },
  );

  app.patch(
    '/api/history/bets/:id/tags',
    {
      schema: {
        params: idParams,
        body: editTagsRequestSchema,
        response: { 200: betResponseSchema },
      },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const betId = request.params.id;
      const bet = await editBetTags(db, userId, betId, request.body.tags, new Date());
      if (!bet) throw noSuchBet();
      return { success: true as const, bet };
    },
  );

  app.patch(
    '/api/history/bets/:id/settle',
    {
      schema: {
        params: idParams,
        body: settleBetRequestSchema,
        response: { 200: betResponseSchema },
      },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const user = currentUser(request);
      const betId = request.params.id;
      const bet = refuseEdit(await settleBetByHand(db, user.id, betId, request.body, new Date()));
      return { success: true as const, bet };
    },
  );
};
