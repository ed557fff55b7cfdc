import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  defaultStakePayout,
  messageResponseSchema,
  newStakeRequestSchema,
  settleStakeRequestSchema,
  stakeImageResponseSchema,
  stakeListSchema,
  stakeResponseSchema,
  zonedDayBounds,
} from '@stakelab/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../http/id-params.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, requireAdmin, requireUser } from '../plugins/session.ts';
import {
  deleteStake,
  findStake,
  insertStake,
  listAllStakes,
  listSettledStakes,
  listOpenStakesPlacedBetween,
  settleStake,
} from '../repositories/stakes.ts';
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

/**
 * Tipster stakes (docs/product.md §7): today's and the settled ones for every logged-in user;
 * publishing, settling and deleting for admins only (checked here, from the session); the images.
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
      const stake = await insertStake(db, {
        tipsterName: app.config.tipsterName,
        eventDescription: body.bet_description,
        bookmaker: body.bookmarker,
        placedAt: new Date(),
        status: body.status,
        finalResult: body.final_result,
        betDetails: body.bet_details ?? null,
        totalOdds: body.total_odds,
        stake: body.stake_amount,
        potentialWinnings: body.potential_winnings,
        payout: body.payout_amount,
        imagePath: body.image_path ?? null,
        createdBy: currentUser(request).id,
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
      const existing = await findStake(db, request.params.id);
      if (!existing) throw NO_SUCH_STAKE();
      const { final_result: result, payout_amount } = request.body;
      const payout = payout_amount ?? defaultStakePayout(result, existing);
      // The request schema already demands the amount of a cash-out; this keeps the types honest.
      if (payout === null)
        throw new HttpError(400, 'Say what the cash-out paid.', 'VALIDATION_ERROR', [
          { field: 'payout_amount', message: 'required' },
        ]);
      const stake = await settleStake(db, existing.stake_id, { result, payout }, new Date());
      if (!stake) throw NO_SUCH_STAKE();
      await app.notifications.stakeSettled(stake);
      return { success: true as const, stake };
    },
  );

  app.delete(
    '/api/admin/stakes/:id',
    {
      schema: { params: idParams, response: { 200: messageResponseSchema } },
      onRequest: [requireUser, requireAdmin],
    },
    async (request) => {
      const deleted = await deleteStake(db, request.params.id);
      if (!deleted) throw NO_SUCH_STAKE();
      if (deleted.imagePath) await images.remove(deleted.imagePath);
      return { success: true, message: 'Stake deleted.' };
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
