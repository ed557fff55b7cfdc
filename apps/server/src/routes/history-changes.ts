import {
  BET_ANSWER_USER_HEADER as ANSWER_USER_HEADER,
  betChangesQuerySchema,
  newestBetsQuerySchema,
} from '@stakelab/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson, sendCachedJson, type CachedJson } from '../http/cached-json.ts';
import { acceptsGzip, matchesEtag } from '../http/conditional.ts';
import { READ_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { perUserLimit, type Limit as RouteRateLimit } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { betViewsJson, countBets, newestBetRowsJson } from '../history/bet-views-json.ts';
import {
  betChangesWindow,
  deletedBetIdsAfter,
  type BetChangesWindow,
} from '../history/bet-tombstones.ts';
import type { BetHistorySnapshots } from '../history/bet-history-snapshots.ts';
import type { WholeHistoryReads } from '../history/whole-history-reads.ts';

/**
 * GET /api/history/user-bets/changes?since=N: the signed-in user's bets, as rows (core's
 * contract/bet-view-rows.ts), written after their
 * bets version N and the ids deleted after it, or the whole history (`full`) when N is 0, older
 * than the deletions still kept, or not a version of theirs
 * (docs/decisions/013-history-changes-since-a-version.md). The answer is JSON text built
 * here in the shape of betChangesResponseSchema (the API tests check it against it).
 */
export const betChangesRoutes: FastifyPluginAsyncZod<{
  snapshots: BetHistorySnapshots;
  wholeReads: WholeHistoryReads;
  lookups: RouteRateLimit;
}> = async (app, { snapshots, wholeReads, lookups }) => {
  const { reader, dialect } = app.database;

  const fullHead = (version: number) =>
    `{"success":true,"version":${version},"full":true,"deleted":[],"bets":`;

  /**
   * The whole history, from the snapshots of rows (user-bets keeps its own of objects), within
   * the user's whole-history reads at once (429 beyond them).
   */
  const full = (
    reply: FastifyReply,
    userId: number,
    window: BetChangesWindow,
    gzipped: boolean,
  ) => {
    wholeReads.enter(userId, reply);
    return snapshots.answerAt(userId, window, fullHead, gzipped);
  };

  /** The bets written and the ids deleted after `since`; null when those deletions are gone. */
  const changesSince = async (
    userId: number,
    since: number,
    version: number,
  ): Promise<CachedJson | null> => {
    const [changed, deleted] = await Promise.all([
      betViewsJson(reader, dialect, userId, since, 'rows'),
      deletedBetIdsAfter(reader, userId, since),
    ]);
    // Housekeeping may have pruned deletions after `since` while they were read.
    const after = await betChangesWindow(reader, userId);
    if (after === null || since < after.floor) return null;
    // A bet deleted while this was read may also be listed as changed: deletion is final
    // (bet ids are never reused).
    const gone = new Set(deleted);
    const bets = changed.filter((bet) => !gone.has(bet.id)).map((bet) => bet.view);
    return cachedJson(
      Buffer.from(
        `{"success":true,"version":${version},"full":false,"bets":[${bets.join(',')}],"deleted":[${deleted.join(',')}]}`,
      ),
    );
  };

  app.get(
    '/api/history/user-bets/changes',
    { schema: { querystring: betChangesQuerySchema }, onRequest: requireUser, config: READ_BETS },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const since = request.query.since ?? 0;
      // The version first: what is read after it holds every change up to it (and maybe later
      // ones, which the next request gets again: applying a bet twice is harmless).
      const window = await betChangesWindow(reader, userId);
      if (window === null) throw new HttpError(401, 'Please log in.', 'UNAUTHENTICATED');
      // The URL holds `since`, so the version alone tells one answer from the next.
      const etag = `W/"bet-changes-${userId}-${window.version}"`;
      reply.header('etag', etag);
      reply.header(ANSWER_USER_HEADER, String(userId));
      reply.header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const answerable = since > 0 && since >= window.floor && since <= window.version;
      const answer =
        (answerable ? await changesSince(userId, since, window.version) : null) ??
        (await full(reply, userId, window, acceptsGzip(request.headers['accept-encoding'])));
      return sendCachedJson(request, reply, answer);
    },
  );

  /**
   * GET /api/history/user-bets/newest?limit=N: the user's newest N bets as the same rows, and
   * how many they have (newestBetsResponseSchema), for the web's first screen while a large
   * history is still on its way through /changes. The newest ids come from the index of the
   * history's order, and the count from the history held at this version when there is one:
   * never a scan of every bet. Limited per user: each costs the database a read.
   */
  app.get(
    '/api/history/user-bets/newest',
    {
      schema: { querystring: newestBetsQuerySchema },
      onRequest: requireUser,
      config: { rateLimit: perUserLimit(lookups), ...READ_BETS },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const window = await betChangesWindow(reader, userId);
      if (window === null) throw new HttpError(401, 'Please log in.', 'UNAUTHENTICATED');
      const held = snapshots.heldAt(userId, window.version);
      const [bets, total] = await Promise.all([
        newestBetRowsJson(reader, dialect, userId, request.query.limit),
        held ? held.ids.length : countBets(reader, userId),
      ]);
      reply.header('cache-control', 'private, no-cache');
      reply.header(ANSWER_USER_HEADER, String(userId));
      const body = `{"success":true,"total":${total},"bets":[${bets.join(',')}]}`;
      return sendCachedJson(request, reply, cachedJson(Buffer.from(body)));
    },
  );
};
