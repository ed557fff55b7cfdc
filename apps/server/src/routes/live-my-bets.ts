import {
  liveFavouriteSchema,
  liveFavouritesResponseSchema,
  MAX_LIVE_FAVOURITES,
  myLiveBetsResponseSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import {
  addFavourite,
  listFavourites,
  listMyLiveBets,
  removeFavourite,
} from '../repositories/live-my-bets.ts';

/**
 * Beyond the spec (issue 36 "my bets live"): the signed-in user's open bets as the live page
 * matches them to feed events, and the teams and competitions they star. Each route reads and
 * writes the caller's own rows only: there is no user in the path or body to point elsewhere.
 */
export const liveMyBetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const favouritesOf = async (userId: number) => ({
    success: true as const,
    favourites: await listFavourites(db, userId),
  });

  app.get(
    '/api/live-events/my-bets',
    { onRequest: requireUser, schema: { response: { 200: myLiveBetsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, bets: await listMyLiveBets(db, currentUser(request).id) };
    },
  );

  app.get(
    '/api/live-events/favourites',
    { onRequest: requireUser, schema: { response: { 200: liveFavouritesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return favouritesOf(currentUser(request).id);
    },
  );

  app.put(
    '/api/live-events/favourites',
    {
      onRequest: requireUser,
      schema: { body: liveFavouriteSchema, response: { 200: liveFavouritesResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await addFavourite(db, userId, request.body, new Date()))) {
        throw new HttpError(
          409,
          `At most ${MAX_LIVE_FAVOURITES} favourites.`,
          'TOO_MANY_FAVOURITES',
        );
      }
      return favouritesOf(userId);
    },
  );

  app.delete(
    '/api/live-events/favourites',
    {
      onRequest: requireUser,
      schema: { body: liveFavouriteSchema, response: { 200: liveFavouritesResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeFavourite(db, userId, request.body);
      return favouritesOf(userId);
    },
  );
};
