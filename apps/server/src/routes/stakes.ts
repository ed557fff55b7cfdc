import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  isSettledStakeResult,
  newStakeRequestSchema,
  settleStakeRequestSchema,
  type StakeSettledResult,
  voidStakeRequestSchema,
  stakeImageResponseSchema,
  stakeListSchema,
  stakeResponseSchema,
  stakeFeedLinkProblem,
  type StakeFeedLinkProblem,
  zonedDayBounds,
} from '@stakelab/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../http/id-params.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireAdmin, requireUser } from '../plugins/session.ts';
import {
  listAllStakes,
  listSettledStakes,
  listOpenStakesPlacedBetween,
} from '../repositories/stakes.ts';
import { findFeedEvent } from '../repositories/live-events.ts';
import { confirmStakeSuggestion } from '../services/stake-feed.ts';
import {
  CashOutNeedsAmountError,
  publishStake,
  recordStakeOutcome,
  voidStakeWithReason,
} from '../services/stake-publishing.ts';
import {
  CONTENT_TYPES,
  createStakeImageStore,
  STAKE_IMAGE_MAX_BYTES,
  StakeImageError,
} from '../services/stake-images.ts';

const imageParams = z.object({ name: z.string() });

/** The form's only part, the image named "file"; any other part is a 400 naming it (unexpectedField). */
async function readOneImagePart(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  let image: { bytes: Buffer; truncated: boolean } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === 'file' && !image) {
      image = { bytes: await part.toBuffer(), truncated: part.file.truncated };
      continue;
    }
    throw new HttpError(400, `Invalid ${part.fieldname}: unexpectedField`, 'VALIDATION_ERROR', [
      { field: part.fieldname, message: 'unexpectedField' },
    ]);
  }
  if (!image) throw new HttpError(400, 'Choose an image file to upload.', 'NO_FILE');
  return image;
}
const NO_SUCH_STAKE = () => new HttpError(404, 'No such stake.', 'NOT_FOUND');
const CASH_OUT_AMOUNT = () =>
  new HttpError(400, 'Say what the cash-out paid.', 'VALIDATION_ERROR', [
    { field: 'payout_amount', message: 'required' },
  ]);

type NewStakeBody = z.infer<typeof newStakeRequestSchema>;

/** A feed link the publish refuses (issue 36), as a 400 on the feed_link field. */
const FEED_LINK_REFUSALS: Record<StakeFeedLinkProblem, [string, string, string]> = {
  unknown: ['FEED_EVENT_UNKNOWN', 'feedEventUnknown', 'The event is not in the live feed.'],
  started: [
    'EVENT_STARTED',
    'eventStarted',
    'The event has already started: a stake must be published before its start.',
  ],
  noPrice: [
    'NO_PREMATCH_PRICE',
    'noPrematchPrice',
    'The feed has no pre-match price for that outcome.',
  ],
};

/**
 * The one state the form's status and final_result name (issue 34: one field). A settled
 * outcome in either settles the stake right after its publish; two different outcomes are a
 * 400 rather than a guess.
 */
function publishedState(body: NewStakeBody) {
  const outcomes: StakeSettledResult[] = [];
  for (const value of [body.status, body.final_result])
    if (isSettledStakeResult(value)) outcomes.push(value);
  if (outcomes.length === 2 && outcomes[0] !== outcomes[1])
    throw new HttpError(400, 'Status and final result disagree.', 'VALIDATION_ERROR', [
      { field: 'final_result', message: 'disagreesWithStatus' },
    ]);
  const result = outcomes[0];
  return {
    status: body.status === 'pending' ? ('pending' as const) : ('IN_PROGRESS' as const),
    outcome: result ? { result, payout: body.payout_amount } : undefined,
  };
}

/**
 * Tipster stakes (docs/product.md §7): today's and the settled ones for every logged-in user;
 * publishing, settling and voiding for admins only (checked here, from the session); the images.
 */
export const stakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const images = createStakeImageStore(app.config.dataDir);

  app.get(
    '/api/history/stakes/today',
    { schema: { response: { 200: stakeListSchema } }, onRequest: requireUser },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { start, end } = zonedDayBounds(new Date(), app.config.timeZone);
      return listOpenStakesPlacedBetween(db, start, end);
    },
  );

  app.get(
    '/api/history/stakes/history',
    { schema: { response: { 200: stakeListSchema } }, onRequest: requireUser },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSettledStakes(db);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      // One file; the limit + 1 byte lets an oversized file be told apart and refused. One
      // more part of each kind is read so it can be named in the 400 (anything beyond: 413).
      limits: { files: 2, fields: 1, parts: 2, fileSize: STAKE_IMAGE_MAX_BYTES + 1 },
      throwFileSizeLimit: false,
    });
    uploads.post(
      '/api/history/upload-stake-image',
      {
        schema: { response: { 200: stakeImageResponseSchema } },
        onRequest: [requireUser, requireAdmin],
      },
      async (request) => {
        const { bytes, truncated } = await readOneImagePart(request);
        if (truncated) throw new HttpError(400, 'The image is larger than 5 MB.', 'TOO_LARGE');
        try {
          const name = await images.store(bytes);
          request.log.info({ image: name, bytes: bytes.length }, 'stake image stored');
          return { success: true as const, path: name };
        } catch (err) {
          if (err instanceof StakeImageError)
            throw new HttpError(400, err.message, 'INVALID_IMAGE');
          throw err;
        }
      },
    );
  });

  app.post(
    '/api/history/admin-insert-stake',
    {
      schema: { body: newStakeRequestSchema, response: { 200: stakeResponseSchema } },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      const body = request.body;
      if (body.image_path && !(await images.exists(body.image_path))) {
        throw new HttpError(
          400,
          'Invalid image_path: upload the image first.',
          'VALIDATION_ERROR',
          [{ field: 'image_path', message: 'invalidImage' }],
        );
      }
      const now = new Date();
      const link = body.feed_link ?? null;
      let feedStart: string | null = null;
      if (link) {
        const event = await findFeedEvent(db, link.event_id);
        const problem = stakeFeedLinkProblem(event, link.outcome, now);
        if (problem) {
          const [code, key, message] = FEED_LINK_REFUSALS[problem];
          throw new HttpError(400, message, code, [{ field: 'feed_link', message: key }]);
        }
        feedStart = event?.EventStartTimeUTC ?? null;
      }
      // A linked stake starts when its event does (the record reveals it then): the feed's
      // instant, to the millisecond, rather than the form's minute.
      const startsText = feedStart ?? body.starts_at ?? body.startsAt ?? null;
      const startsAt = startsText === null ? null : new Date(startsText);
      // Locked at publish: a tip on an event already under way proves nothing.
      if (startsAt && startsAt.getTime() <= now.getTime())
        throw new HttpError(
          400,
          'The event has already started: a stake must be published before its start.',
          'EVENT_STARTED',
          [{ field: 'starts_at', message: 'eventStarted' }],
        );
      const { status, outcome } = publishedState(body);
      const stake = await publishStake(db, {
        tipsterName: app.config.tipsterName,
        eventDescription: body.bet_description,
        bookmaker: body.bookmarker,
        placedAt: now,
        startsAt,
        status,
        outcome,
        betDetails: body.bet_details ?? null,
        totalOdds: body.total_odds,
        stake: body.stake_amount,
        potentialWinnings: body.potential_winnings,
        payout: body.payout_amount,
        imagePath: body.image_path ?? null,
        createdBy: currentUser(request).id,
        feedLink: link,
      });
      await app.notifications.stakePublished(stake);
      return { success: true as const, stake };
    },
  );

  app.get(
    '/api/admin/stakes',
    { schema: { response: { 200: stakeListSchema } }, onRequest: [requireUser, requireAdmin] },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAllStakes(db);
    },
  );

  // Settling twice is a correction (a new entry pointing to the old one); there is no delete:
  // a published stake stays in the record (issue 34), so DELETE /api/admin/stakes/:id is gone.
  app.patch(
    '/api/admin/stakes/:id',
    {
      schema: {
        params: idParams,
        body: settleStakeRequestSchema,
        response: { 200: stakeResponseSchema },
      },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      const { final_result: result, payout_amount: payout, reason } = request.body;
      try {
        const stake = await recordStakeOutcome(
          db,
          request.params.id,
          { result, payout, reason },
          new Date(),
        );
        if (!stake) throw NO_SUCH_STAKE();
        await app.notifications.stakeSettled(stake);
        return { success: true as const, stake };
      } catch (err) {
        if (err instanceof CashOutNeedsAmountError) throw CASH_OUT_AMOUNT();
        throw err;
      }
    },
  );

  // Issue 36: the result the feed's final score suggests, settled with one click through the
  // same settle path as PATCH (a settle entry in the record).
  app.post(
    '/api/admin/stakes/:id/feed-suggestion/confirm',
    {
      schema: { params: idParams, response: { 200: stakeResponseSchema } },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      const stake = await confirmStakeSuggestion(db, request.params.id, new Date());
      if (!stake)
        throw new HttpError(404, 'No suggested result waits for this stake.', 'NOT_FOUND');
      await app.notifications.stakeSettled(stake);
      return { success: true as const, stake };
    },
  );

  app.post(
    '/api/admin/stakes/:id/void',
    {
      schema: {
        params: idParams,
        body: voidStakeRequestSchema,
        response: { 200: stakeResponseSchema },
      },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      const stake = await voidStakeWithReason(
        db,
        request.params.id,
        request.body.reason,
        new Date(),
      );
      if (!stake) throw NO_SUCH_STAKE();
      return { success: true as const, stake };
    },
  );

  // Images, for logged-in users (the stakes are theirs to see). Names are random and never
  // reused, so they cache for a year; a name the server could not have made is a 404.
  const sendImage = async (name: string, reply: FastifyReply) => {
    const file = images.fileOf(name);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) throw new HttpError(404, 'No such image.', 'NOT_FOUND');
    const extension = path.extname(file).slice(1) as keyof typeof CONTENT_TYPES;
    return reply
      .type(CONTENT_TYPES[extension])
      .header('content-length', stat.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(fs.createReadStream(file));
  };
  for (const prefix of ['/stakes', '/public/stakes']) {
    app.get(
      `${prefix}/:name`,
      { schema: { params: imageParams }, onRequest: requireUser },
      async (request, reply) => sendImage(request.params.name, reply),
    );
  }
};
