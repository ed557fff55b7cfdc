import {
  detectImportKind,
  ImportFormatError,
  parseCurlCommand,
  SheetNeedsMapping,
  uploadRequestSchema,
  uploadResponseSchema,
  type CurlRequest,
  type ImportOptions,
  type UploadRequest,
  type UploadResponse,
} from '@stakelab/core';
import type { Readable } from 'node:stream';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_BETS, WRITE_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { perUserLimit, type RateLimitSettings } from '../plugins/rate-limits.ts';
import {
  currentUser,
  ensureOwnEmail,
  requireUser,
  type AuthenticatedUser,
} from '../plugins/session.ts';
import { findSetAsideRecordsJson } from '../repositories/imports.ts';
import { matchBetsToStoredFeed } from '../repositories/feed-matching.ts';
import { idParams } from '../http/id-params.ts';
import { readPreallocatedBody } from '../http/preallocated-body.ts';
import { OutboundRequestError } from '../net/safe-fetch.ts';
import { replayBetfairHistory } from '../services/betfair-replay.ts';
import { refreshStatisticsAfterLargeImports } from '../services/import-statistics.ts';
import {
  importChoicesOf,
  importParsedBets,
  importRefusal,
  parseOrRefuse,
} from '../services/import-service.ts';
import {
  BUSY_RETRY_AFTER_SECONDS,
  ImportInProgressError,
  ImportPoolBusyError,
  ImportTooLargeError,
  ImportTooSlowError,
} from '../services/import-pool.ts';
import { countImportedBytes, dailyImportVolumeHook } from '../services/import-quotas.ts';
import { needsMappingAnswer, rememberMapping } from '../services/sheet-mapping-answers.ts';
import { IMPORT_KIND_OF, type ImportKind } from '../workers/parse-import.ts';

/** Pasted histories can be large: a 10,000-bet Sportsbook export is about 15 MB. */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

/** An upload's JSON body, unread, in bytes of its own (they move to a worker thread). */
class RawUploadBody {
  readonly bytes: Uint8Array;
  constructor(body: Buffer) {
    // Small buffers share Node's pool, and moving a shared ArrayBuffer would empty the others.
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    this.bytes = own ? body : new Uint8Array(body);
  }
}

/** Time allowed for each page of a replayed history (a pasted cURL command). */
const REPLAY_TIMEOUT_MS = 20_000;

const importOptionsOf = (user: AuthenticatedUser): ImportOptions => ({
  exchangeCommissionRatio: user.row.exchange_commission_ratio,
});

/**
 * The pool's refusals as answers: 409 for a second import of one user, 503 when full, 413 for
 * an upload that needs more memory than a thread has or more time than the pool's budget.
 */
async function asImportRun<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportInProgressError)
      throw new HttpError(
        409,
        'You already have an import running: wait for it to finish, then try again.',
        'IMPORT_IN_PROGRESS',
      );
    if (err instanceof ImportPoolBusyError) {
      reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
      throw new HttpError(
        503,
        `The server is busy with other imports: please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
        'IMPORTS_BUSY',
      );
    }
    if (err instanceof ImportTooLargeError)
      throw new HttpError(
        413,
        'This file is too large to read at once: split it into smaller files and import them one after another.',
        'IMPORT_TOO_LARGE',
      );
    if (err instanceof ImportTooSlowError)
      throw new HttpError(
        413,
        'This file takes too long to read: split it into smaller files and import them one after another.',
        'IMPORT_TOO_SLOW',
      );
    if (err instanceof ImportFormatError) throw importRefusal(err);
    throw err;
  }
}

/** An upload not sent as JSON (text/plain, a form, no Content-Type). */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE =
  'Uploads must be sent as JSON (Content-Type: application/json).';
const unsupportedMediaType = () =>
  new HttpError(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE, 'UNSUPPORTED_MEDIA_TYPE');

/** application/json, with or without parameters (charset). */
const isJson = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Uploading histories (docs/product.md §7 paths plus CSV, previews, and the list of records an
 * import set aside). Adding, editing, tagging and settling a bet by hand: routes/bet-edits.ts.
 */
export const historyImportRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitSettings }> = async (
  app,
  { rateLimits },
) => {
  const db = app.database.db;
  // Imports write through connections of their own on PostgreSQL (db/connection.ts `bulk`).
  const imports = app.database.bulk;
  const freshStatistics = refreshStatisticsAfterLargeImports(app.database, app.log);
  /**
   * After an import is written, the user's bets are matched to the feed's events (issue 36):
   * sure matches linked, unsure ones offered. Bounded (MATCH_LEGS_PER_RUN); a failure leaves
   * the bets unlinked, never the import failed.
   */
  const matchToFeed = (userId: number) => async (answer: UploadResponse) => {
    if (!answer.dryRun)
      await matchBetsToStoredFeed(db, userId, new Date()).catch((err: unknown) =>
        app.log.warn({ err }, 'the imported bets were not matched to the feed'),
      );
    return answer;
  };
  // Uploads, the replay and the CSV export cost CPU and memory: each has its own per-user limit.
  const heavy = { rateLimit: perUserLimit(rateLimits.heavyPerUser) };
  const writeOptions = { maxBetsPerUser: app.config.maxBetsPerUser };
  // Refused before the body is read (docs/decisions/020).
  const dailyVolume = dailyImportVolumeHook(app.database.reader, app.config.importDailyBytes);
  const replayPolicy = {
    allowedOrigins: app.config.importAllowedOrigins,
    timeoutMs: REPLAY_TIMEOUT_MS,
    maxBytes: UPLOAD_BODY_LIMIT,
  };

  /**
   * Replays a pasted cURL command (its fetch keeps to the allowed origins: net/safe-fetch.ts)
   * and imports what Betfair answers. Run as the user's import (importPool.exclusive).
   */
  const replayAndImport = async (
    user: AuthenticatedUser,
    command: CurlRequest,
    choices: ReturnType<typeof importChoicesOf>,
  ) => {
    let parsed;
    try {
      parsed = await replayBetfairHistory(command, replayPolicy, importOptionsOf(user));
    } catch (err) {
      if (err instanceof OutboundRequestError)
        // The message key as the `reason`, which the web words in the user's language.
        throw new HttpError(400, err.message, 'REPLAY_FAILED', undefined, {
          ...err.params,
          reason: err.code,
        });
      throw err;
    }
    return importParsedBets(imports, user.id, parsed, choices, writeOptions)
      .then(freshStatistics)
      .then(matchToFeed(user.id));
  };

  /**
   * An upload's raw JSON body, read and parsed in the worker pool (as the text's kind, else
   * `kind`), written here in one transaction; a cURL command in it is replayed.
   */
  const importUpload = (
    reply: FastifyReply,
    user: AuthenticatedUser,
    kind: ImportKind,
    bytes: Uint8Array,
  ) => {
    // Read now: the bytes move to the parse thread, which leaves this view empty.
    const size = bytes.byteLength;
    return asImportRun(reply, () =>
      app.importPool.exclusive(user.id, async () => {
        let read;
        try {
          read = await app.importPool.parse(user.id, {
            kind,
            body: bytes,
            ownEmail: user.email,
            options: importOptionsOf(user),
          });
        } catch (err) {
          // A spreadsheet no known format fits: the column mapper's question, not a 400.
          if (err instanceof SheetNeedsMapping) return needsMappingAnswer(db, user.id, err);
          throw err;
        }
        const choices = importChoicesOf(read.request);
        if ('curl' in read) return replayAndImport(user, read.curl, choices);
        const answer = await importParsedBets(imports, user.id, read.parsed, choices, writeOptions)
          .then(freshStatistics)
          .then(matchToFeed(user.id));
        // Written: a mapping not saved (the database failing just then) is asked again next
        // time, no reason to answer the import as failed.
        await rememberMapping(db, user.id, read.request.mapping, read.parsed, choices.dryRun).catch(
          (err: unknown) => app.log.warn({ err }, 'the sheet mapping was not saved'),
        );
        // What was written counts towards the day's volume (a preview writes nothing).
        if (!choices.dryRun) await countImportedBytes(db, user.id, size, new Date());
        return answer;
      }),
    );
  };

  app.post(
    '/api/history/upload-betfair-curl',
    {
      schema: { body: uploadRequestSchema, response: { 200: uploadResponseSchema } },
      // As the other uploads: JSON only, said before the body is read (the app's own parsers
      // would read text/plain as a string, and answer other types with fastify's words).
      onRequest: [
        requireUser,
        async (request) => {
          if (!isJson(request.headers['content-type'])) throw unsupportedMediaType();
        },
      ],
      config: { ...heavy, ...WRITE_BETS },
    },
    async (request, reply) => {
      const user = currentUser(request);
      ensureOwnEmail(user, request.body.userEmail);
      // A JSON or CSV history pasted on the cURL tab is read as what it is, as the other
      // uploads would read it (and counted towards the day's volume as they are).
      const detected = detectImportKind(request.body.data);
      if (detected === 'json' || detected === 'csv') {
        await dailyVolume(request, reply);
        const body = Buffer.from(JSON.stringify(request.body satisfies UploadRequest));
        return importUpload(reply, user, IMPORT_KIND_OF[detected], new RawUploadBody(body).bytes);
      }
      const command = parseOrRefuse(() => parseCurlCommand(request.body.data));
      return asImportRun(reply, () =>
        app.importPool.exclusive(user.id, () =>
          replayAndImport(user, command, importChoicesOf(request.body)),
        ),
      );
    },
  );

  app.get(
    '/api/history/imports/:id/set-aside.csv',
    { schema: { params: idParams }, onRequest: requireUser, config: { ...heavy, ...READ_BETS } },
    async (request, reply) => {
      const stored = await findSetAsideRecordsJson(db, currentUser(request).id, request.params.id);
      if (stored === null) throw new HttpError(404, 'No such import of yours.', 'NOT_FOUND');
      const csv = await asImportRun(reply, () =>
        app.importPool.setAsideCsv(currentUser(request).id, stored),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="import-${request.params.id}-set-aside.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  const importers: ReadonlyArray<readonly [string, ImportKind]> = [
    ['/api/history/upload-betfair-json', 'betfair-json'],
    ['/api/history/upload-csv', 'csv'],
  ];
  // The uploads' bodies reach the handler unread: the worker pool parses and validates them
  // (docs/decisions/011), since JSON.parse of 24 MB holds the event loop a quarter second.
  await app.register(async (uploads) => {
    // JSON only: fastify's text/plain parser would hand the route a string where it reads
    // bytes (a 500), and a body of no type is as unreadable. Anything else is a 415.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', async () => {
      throw unsupportedMediaType();
    });
    uploads.addContentTypeParser(
      'application/json',
      async (request: FastifyRequest, payload: Readable) => {
        const body = await readPreallocatedBody(request, payload, UPLOAD_BODY_LIMIT);
        if (body.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
        return new RawUploadBody(body);
      },
    );
    for (const [path, kind] of importers) {
      uploads.post(
        path,
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: { response: { 200: uploadResponseSchema } },
          onRequest: [requireUser, dailyVolume],
          // Signed in and within the limits: a parse thread may start while the body arrives.
          preParsing: async (request) => {
            app.importPool.prepare(Number(request.headers['content-length'] ?? 0) || 0);
          },
          config: { ...heavy, ...WRITE_BETS, documentedBody: uploadRequestSchema },
        },
        async (request, reply) =>
          importUpload(reply, currentUser(request), kind, (request.body as RawUploadBody).bytes),
      );
    }
  });
};
