import {
  betLabelsResponseSchema,
  betResponseSchema,
  competitionsResponseSchema,
  messageResponseSchema,
  sportsResponseSchema,
  userBetsQuerySchema,
} from '@stakelab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_BETS, WRITE_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { perUserLimit, type Limit } from '../plugins/rate-limits.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { betChangesWindow } from '../history/bet-tombstones.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { deleteBet } from '../repositories/bet-writes.ts';
import { listCompetitions, listSports } from '../repositories/catalogue.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import { acceptsGzip, matchesEtag } from '../http/conditional.ts';
import { idParams } from '../http/id-params.ts';
import { readHistoryAnswer, type BetHistorySource } from '../history/bet-history-snapshots.ts';
import type { WholeHistoryReads } from '../history/whole-history-reads.ts';
import type { BetLabelsCache } from '../history/bet-labels-cache.ts';

/** userBetsResponseSchema's answer up to its list of bets. */
const USER_BETS_HEAD = '{"success":true,"bets":';

/**
 * The bet history (docs/product.md §7 paths): catalogue lists, the user's bets and what changed
 * in them, deleting one.
 */
export const historyRoutes: FastifyPluginAsyncZod<{
  /** Where user-bets reads the history of objects, each time (nothing of it is kept). */
  userBets: BetHistorySource;
  wholeReads: WholeHistoryReads;
  labels: BetLabelsCache;
  lookups: Limit;
}> = async (app, { userBets, wholeReads, labels, lookups }) => {
  const db = app.database.db;

  app.get(
    '/api/history/sports',
    {
      schema: { response: { 200: sportsResponseSchema } },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request) => ({
      success: true as const,
      sports: await listSports(db, currentUser(request).id),
    }),
  );

  app.get(
    '/api/history/competitions',
    {
      schema: { response: { 200: competitionsResponseSchema } },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request) => ({
      success: true as const,
      competitions: await listCompetitions(db, currentUser(request).id),
    }),
  );

  app.get(
    '/api/history/bet-labels',
    {
      schema: { response: { 200: betLabelsResponseSchema } },
      onRequest: requireUser,
      // Limited per user: a new version's labels read the user's whole history.
      config: { rateLimit: perUserLimit(lookups), ...READ_BETS },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await labels.of(currentUser(request).id)) };
    },
  );

  app.get(
    '/api/history/user-bets',
    {
      // No response schema: the handler sends JSON it built itself, in
      // the shape of userBetsResponseSchema, which the API tests check it against.
      schema: { querystring: userBetsQuerySchema },
      onRequest: requireUser,
      config: READ_BETS,
    },
    async (request, reply) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.query.email);
      // Read the version before the bets: a write in between makes the next read miss, never
      // serves stale bets under a newer version.
      // The reader: this list stays quick while another user's import holds the writer.
      const window = await betChangesWindow(app.database.reader, user.id);
      if (window === null) throw new HttpError(401, 'Please log in.', 'UNAUTHENTICATED');
      const etag = `W/"bets-${user.id}-${window.version}"`;
      reply.header('etag', etag);
      // Revalidate every time (private data; logout sends Clear-Site-Data to drop it).
      reply.header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // Gzipped while the bets are read, for a client that takes it.
      const gzipped = acceptsGzip(request.headers['accept-encoding']);
      wholeReads.enter(user.id, reply);
      // Read from the database each time: within wholeReads' cap, at most that many copies of
      // the user's history are held for their answers.
      const answer = await readHistoryAnswer(
        userBets,
        user.id,
        window.version,
        USER_BETS_HEAD,
        gzipped,
      );
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/api/history/bets/:id',
    {
      schema: { params: idParams, response: { 200: betResponseSchema } },
      onRequest: requireUser,
      config: READ_BETS,
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
      onRequest: requireUser,
      config: WRITE_BETS,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const betId = request.params.id;
      if (!(await db.transaction().execute((trx) => deleteBet(trx, userId, betId, new Date())))) {
        throw new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');
      }
      return { success: true, message: 'Bet deleted.' };
    },
  );
};
