import {
  betResponseSchema,
  competitionsResponseSchema,
  messageResponseSchema,
  sportsResponseSchema,
  userBetsQuerySchema,
  userBetsResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { deleteBet, listBetViews } from '../repositories/bets.ts';
import { listCompetitions, listSports } from '../repositories/catalogue.ts';

export const betIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The bet history (spec §7 paths): catalogue lists, the user's bets, deleting one. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/history/sports',
    { schema: { response: { 200: sportsResponseSchema } }, preHandler: requireUser },
    async () => ({ success: true as const, sports: await listSports(db) }),
  );

  app.get(
    '/api/history/competitions',
    { schema: { response: { 200: competitionsResponseSchema } }, preHandler: requireUser },
    async () => ({ success: true as const, competitions: await listCompetitions(db) }),
  );

  app.get(
    '/api/history/user-bets',
    {
      schema: { querystring: userBetsQuerySchema, response: { 200: userBetsResponseSchema } },
      // Encoding 10,000 bets through zod costs more than the query; listBetViews builds exactly
      // the contract's fields (BetView), so plain JSON.stringify is safe and several times faster.
      serializerCompiler: () => (data) => JSON.stringify(data),
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.query.email);
      reply.header('cache-control', 'no-store');
      return { success: true as const, bets: await listBetViews(db, user.id) };
    },
  );

  app.get(
    '/api/history/bets/:id',
    {
      schema: { params: betIdParams, response: { 200: betResponseSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      const [bet] = await listBetViews(db, currentUser(request).id, request.params.id);
      if (!bet) throw new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');
      return { success: true as const, bet };
    },
  );

  app.delete(
    '/api/history/bets/:id',
    {
      schema: { params: betIdParams, response: { 200: messageResponseSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      if (!(await deleteBet(db, currentUser(request).id, request.params.id))) {
        throw new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');
      }
      return { success: true, message: 'Bet deleted.' };
    },
  );
};
