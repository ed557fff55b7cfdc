import {
  betResponseSchema,
  competitionsResponseSchema,
  messageResponseSchema,
  sportsResponseSchema,
  userBetsQuerySchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { betsVersion, deleteBet, listBetViews } from '../repositories/bets.ts';
import { listCompetitions, listSports } from '../repositories/catalogue.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import { matchesEtag } from '../http/conditional.ts';
import { idParams } from '../http/id-params.ts';
import { UserBetsCache } from '../services/user-bets-cache.ts';

/** Memory for cached user-bets answers (about 8 MB per user with 10,000 bets). */
const USER_BETS_CACHE_BYTES = 64 * 1024 * 1024;

/** The bet history (docs/product.md §7 paths): catalogue lists, the user's bets, deleting one. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/history/sports',
    { schema: { response: { 200: sportsResponseSchema } }, preHandler: requireUser },
    async (request) => ({
      success: true as const,
      sports: await listSports(db, currentUser(request).id),
    }),
  );

  app.get(
    '/api/history/competitions',
    { schema: { response: { 200: competitionsResponseSchema } }, preHandler: requireUser },
    async (request) => ({
      success: true as const,
      competitions: await listCompetitions(db, currentUser(request).id),
    }),
  );

  const answers = new UserBetsCache(USER_BETS_CACHE_BYTES);
  app.get(
    '/api/history/user-bets',
    {
      // No response schema: the handler sends JSON it built (and may have cached) itself, in
      // the shape of userBetsResponseSchema, which the API tests check it against.
      schema: { querystring: userBetsQuerySchema },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.query.email);
      // Read the version before the bets: a write in between makes the next read miss, never
      // serves stale bets under a newer version.
      const version = await betsVersion(db, user.id);
      if (version === null) throw new HttpError(401, 'Please log in.', 'UNAUTHENTICATED');
      const etag = `W/"bets-${user.id}-${version}"`;
      reply.header('etag', etag);
      // Revalidate every time (private data; logout sends Clear-Site-Data to drop it).
      reply.header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const answer = await answers.getOrBuild(user.id, version, async () => {
        // listBetViews builds exactly the contract's fields (BetView); encoding 10,000 bets
        // through zod would cost more than the query.
        const bets = await listBetViews(db, user.id);
        return Buffer.from(JSON.stringify({ success: true, bets }));
      });
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/api/history/bets/:id',
    {
      schema: { params: idParams, response: { 200: betResponseSchema } },
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
      schema: { params: idParams, response: { 200: messageResponseSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const betId = request.params.id;
      if (!(await db.transaction().execute((trx) => deleteBet(trx, userId, betId)))) {
        throw new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');
      }
      return { success: true, message: 'Bet deleted.' };
    },
  );
};
