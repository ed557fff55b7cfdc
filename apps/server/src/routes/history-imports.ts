import {
  betResponseSchema,
  ImportFormatError,
  parseCurlCommand,
  manualBetToRecord,
  newBetId,
  newBetRequestSchema,
  parseBetfairJson,
  parseCsvImport,
  uploadRequestSchema,
  uploadResponseSchema,
} from '@stakelab/core';
import { randomFillSync } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser, ensureOwnEmail, requireUser } from '../plugins/session.ts';
import { findBetIdBySourceId, insertBets, listBetViews, replaceBet } from '../repositories/bets.ts';
import { idParams } from '../http/id-params.ts';
import { OutboundRequestError } from '../net/safe-fetch.ts';
import { replayBetfairHistory } from '../services/betfair-replay.ts';
import { parseOrRefuse, storeImportedBets } from '../services/import-service.ts';

/** Pasted histories can be large: a 10,000-bet Sportsbook export is about 15 MB. */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

/** Time allowed for each page of a replayed history (a pasted cURL command). */
const REPLAY_TIMEOUT_MS = 20_000;

/** Adding a bet by hand and uploading histories (docs/product.md §7 paths plus CSV). */
export const historyImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const replayPolicy = {
    allowedOrigins: app.config.importAllowedOrigins,
    timeoutMs: REPLAY_TIMEOUT_MS,
    maxBytes: UPLOAD_BODY_LIMIT,
  };

  app.post(
    '/api/history/upload-betfair-curl',
    {
      schema: { body: uploadRequestSchema, response: { 200: uploadResponseSchema } },
      preHandler: requireUser,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.userEmail);
      const command = parseOrRefuse(() => parseCurlCommand(request.body.data));
      let parsed;
      try {
        parsed = await replayBetfairHistory(command, replayPolicy);
      } catch (err) {
        if (err instanceof OutboundRequestError)
          throw new HttpError(400, err.message, 'REPLAY_FAILED');
        if (err instanceof ImportFormatError)
          throw new HttpError(400, err.message, 'IMPORT_FORMAT');
        throw err;
      }
      return storeImportedBets(db, user.id, parsed.bets, parsed.format);
    },
  );

  app.post(
    '/api/history/add-bet-full',
    {
      schema: { body: newBetRequestSchema, response: { 200: betResponseSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.user_email);
      // The client makes the id (docs/product.md §3); one that sent none gets one from node's CSPRNG.
      const sourceBetId = request.body.betId ?? newBetId((bytes) => randomFillSync(bytes));
      const record = manualBetToRecord(request.body, sourceBetId);
      const counts = await db
        .transaction()
        .execute((trx) => insertBets(trx, user.id, [record], new Date()));
      if (counts.inserted === 0)
        throw new HttpError(409, 'A bet with this id is already in your history.', 'DUPLICATE_BET');
      const betId = await findBetIdBySourceId(db, user.id, record.sourceBetId);
      const [bet] = betId === null ? [] : await listBetViews(db, user.id, betId);
      if (!bet) throw new Error('the bet just added is missing');
      return { success: true as const, bet };
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
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.user_email);
      const [existing] = await listBetViews(db, user.id, request.params.id);
      if (!existing) throw new HttpError(404, 'No such bet in your history.', 'NOT_FOUND');
      // The form edits what it shows; the bet keeps its ids, source and bookmaker.
      const record = {
        ...manualBetToRecord(request.body, existing.BetId),
        bookmaker: existing.Bookmaker,
      };
      await db
        .transaction()
        .execute((trx) => replaceBet(trx, user.id, existing.Id, record, new Date()));
      const [bet] = await listBetViews(db, user.id, existing.Id);
      if (!bet) throw new Error('the edited bet is missing');
      return { success: true as const, bet };
    },
  );

  for (const [path, parse] of [
    ['/api/history/upload-betfair-json', parseBetfairJson],
    ['/api/history/upload-csv', parseCsvImport],
  ] as const) {
    app.post(
      path,
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: uploadRequestSchema, response: { 200: uploadResponseSchema } },
        preHandler: requireUser,
      },
      async (request) => {
        const user = currentUser(request);
        ensureOwnEmail(user, request.body.userEmail);
        const parsed = parseOrRefuse(() => parse(request.body.data));
        return storeImportedBets(db, user.id, parsed.bets, parsed.format);
      },
    );
  }
};
