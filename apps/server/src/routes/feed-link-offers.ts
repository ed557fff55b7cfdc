import {
  feedLinkOfferAnswerSchema,
  feedLinkOfferListSchema,
  feedLinkOfferParamsSchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_BETS, WRITE_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { readLiveEvents } from '../repositories/live-events.ts';
import { answerFeedLinkOffer, listFeedLinkOffers } from '../repositories/feed-matching.ts';

export const FEED_LINK_OFFER_TEXTS = {
  notFound: 'That offer is no longer open.',
} as const;

/**
 * The feed events offered for the user's imported bets (issue 36): the unsure matches, which
 * the user accepts (the selection is linked) or refuses. Each user sees and answers only
 * their own.
 */
export const feedLinkOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/feed-link-offers',
    {
      schema: { response: { 200: feedLinkOfferListSchema } },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFeedLinkOffers(db, currentUser(request).id);
    },
  );

  for (const [verb, accept] of [
    ['accept', true],
    ['refuse', false],
  ] as const) {
    app.post(
      `/api/feed-link-offers/:id/${verb}`,
      {
        schema: {
          params: feedLinkOfferParamsSchema,
          response: { 200: feedLinkOfferAnswerSchema },
        },
        onRequest: requireUser,
        config: WRITE_BETS,
      },
      async (request) => {
        const now = new Date();
        // The feed as stored: a link to an event under way takes its closing line now.
        const { feed } = accept ? await readLiveEvents(db) : { feed: [] };
        const answer = await answerFeedLinkOffer(
          db,
          currentUser(request).id,
          request.params.id,
          accept,
          feed,
          now,
        );
        if (!answer) throw new HttpError(404, FEED_LINK_OFFER_TEXTS.notFound, 'OFFER_NOT_FOUND');
        return { success: true as const, linked: answer.linked };
      },
    );
  }
};
