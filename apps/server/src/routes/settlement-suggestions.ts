import {
  betResponseSchema,
  settlementSettingsRequestSchema,
  settlementSettingsResponseSchema,
  settlementSuggestionsResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../http/id-params.ts';
import { READ_BETS, WRITE_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  autoSettleLinkedOf,
  listOpenSuggestions,
  setAutoSettleLinked,
} from '../repositories/settlement-suggestions.ts';
import { confirmSuggestion } from '../services/feed-results.ts';

/**
 * Results suggested from the feed's final scores (issue 36): the list waiting for the user,
 * the one-click confirmation, and the setting that settles linked singles by itself.
 */
export const settlementSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const answer = async (userId: number) => ({
    success: true as const,
    suggestions: await listOpenSuggestions(db, userId),
    autoSettleLinked: await autoSettleLinkedOf(db, userId),
  });

  app.get(
    '/api/history/settlement-suggestions',
    {
      schema: { response: { 200: settlementSuggestionsResponseSchema } },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(currentUser(request).id);
    },
  );

  app.post(
    '/api/history/settlement-suggestions/:id/confirm',
    {
      schema: { params: idParams, response: { 200: betResponseSchema } },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const outcome = await confirmSuggestion(db, userId, request.params.id, new Date());
      if (outcome === null) {
        throw new HttpError(404, 'No such suggestion waiting in your history.', 'NOT_FOUND');
      }
      if (!outcome.ok) {
        throw new HttpError(400, 'This bet cannot be settled as suggested.', 'CANNOT_SETTLE');
      }
      return { success: true as const, bet: outcome.bet };
    },
  );

  app.get(
    '/api/history/settlement-settings',
    {
      schema: { response: { 200: settlementSettingsResponseSchema } },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        autoSettleLinked: await autoSettleLinkedOf(db, currentUser(request).id),
      };
    },
  );

  app.put(
    '/api/history/settlement-settings',
    {
      schema: {
        body: settlementSettingsRequestSchema,
        response: { 200: settlementSuggestionsResponseSchema },
      },
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setAutoSettleLinked(db, userId, request.body.autoSettleLinked);
      return answer(userId);
    },
  );
};
