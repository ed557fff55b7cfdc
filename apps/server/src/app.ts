import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { databaseFault } from './db/errors.ts';
import { requestValidatorCompiler } from './http/request-validator.ts';
import { captureClosingLines } from './repositories/closing-capture.ts';
import { captureResults } from './services/feed-results.ts';
import { captureStakeClosingLines, suggestStakeResults } from './services/stake-feed.ts';
import { settlementSuggestionRoutes } from './routes/settlement-suggestions.ts';
import { createLiveEventsHub } from './live/live-events-hub.ts';
import { createFeedArrivalMatcher } from './services/feed-arrivals.ts';
import type { LiveFeedProvider } from './live/live-feed.ts';
import { REDACTED_PATHS, serializeRequest } from './logging/redaction.ts';
import { liveFeedProviderFor } from './live/providers.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxSender, type OutboxSender } from './mail/outbox-sender.ts';
import { capConnectionsPerAddress, serverTimeouts } from './plugins/connection-limits.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { apiTokenAuthenticator } from './plugins/api-token-auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerHousekeeping } from './plugins/housekeeping.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import {
  DEFAULT_RATE_LIMITS,
  registerRateLimits,
  type RateLimitSettings,
} from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import type { AppOptions } from './app-options.ts';
import type { ReadThreadOptions } from './history/bet-history-snapshots.ts';
import { betHistorySnapshotsFor, betHistorySourceOf } from './history/bet-history-snapshots.ts';
import { BetLabelsCache } from './history/bet-labels-cache.ts';
import { WholeHistoryReads } from './history/whole-history-reads.ts';
import { createImportPool, type ImportPool } from './services/import-pool.ts';
import { cachedDataDirCheck, probeDataDir, type DataDirCheck } from './services/data-dir-check.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { fxRatesRoutes } from './routes/fx-rates.ts';
import { adminMailRoutes } from './routes/admin-mail.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { apiTokenRoutes } from './routes/api-tokens.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { betChangesRoutes } from './routes/history-changes.ts';
import { betEditRoutes } from './routes/bet-edits.ts';
import { betBulkRoutes } from './routes/bet-bulk.ts';
import { historyImportRoutes } from './routes/history-imports.ts';
import { bankrollRoutes } from './routes/bankrolls.ts';
import { sheetMappingRoutes } from './routes/sheet-mappings.ts';
import { historyRoutes } from './routes/history.ts';
import { taxReportRoutes } from './routes/tax-report.ts';
import { TaxReportPdfBuilds } from './services/tax-report/tax-report-pdf-builds.ts';
import { profileRoutes } from './routes/profile.ts';
import { stakeDisciplineRoutes } from './routes/stake-discipline.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import {
  createDataExportWorker,
  type DataExportWorker,
} from './services/account-data/export-worker.ts';
import { accountExportBuilderFor } from './services/account-data/export-thread.ts';
import { publicConfigRoutes } from './routes/public-config.ts';
import { stakeRoutes } from './routes/stakes.ts';
import { stakeRecordRoutes } from './routes/stake-record.ts';
import { createStakeAnchor, type StakeAnchor } from './stake-anchor/stake-anchor-service.ts';
import { feedLinkOfferRoutes } from './routes/feed-link-offers.ts';
import { liveEventRoutes } from './routes/live-events.ts';
import { liveMyBetsRoutes } from './routes/live-my-bets.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { createNotifications } from './notifications/notifications-service.ts';
import { feedResultsByUser } from './notifications/feed-results-hook.ts';
import { registerSharedBackends, sharedBackendsFor } from './cluster/shared-backends.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Delivers what the mail_outbox table holds; wake() it after committing a mail. */
    mailOutbox: OutboxSender;
    /** Where imports parse, off the event loop (services/import-pool.ts). */
    importPool: ImportPool;
    /** From what size histories are read on the read threads (app-options.ts). */
    historyReads: ReadThreadOptions;
    /** Whether DATA_DIR takes writes, probed every few seconds at most (the health check). */
    dataDirCheck: DataDirCheck;
    /** Rejects while a shared backend outside the database (Redis) does not answer (health). */
    checkSharedBackends: () => Promise<void>;
    /** Builds "Download my data" zips off the request; wake() it after writing one. */
    dataExports: DataExportWorker;
    /** The stake record's daily RFC 3161 anchor; null when STAKE_ANCHOR_TSA_URL is unset. */
    stakeAnchor: StakeAnchor | null;
  }
}

/** Built with appOptionsFor(config) (app-options.ts), by the server's start and the tests alike. */
export interface AppDependencies extends AppOptions {
  config: Config;
  /** Opened and migrated by the caller, closed by the caller after app.close(). */
  database: DatabaseHandle;
  rateLimits?: RateLimitSettings;
  /** The live feed; by default the one LIVE_FEED names (tests pass their own). */
  liveProvider?: LiveFeedProvider | null;
  /** Where pino writes (stdout by default); tests read the logs from here. */
  logStream?: NodeJS.WritableStream;
  /** Prefix of this deployment's Redis keys and channels (tests use one per run). */
  redisNamespace?: string;
  /** Run the mail sender loop (default true); tests that drive it with a fixed clock say false. */
  mailLoop?: boolean;
  /** The import worker pool (by default a new one of `importThreads`, closed with the app). */
  importPool?: ImportPool;
  /** How the health check sees DATA_DIR (by default probed there); tests count the probes. */
  dataDirCheck?: DataDirCheck;
}

/** JSON bodies above this are refused with 413; upload routes raise their own limit. */
const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp({
  config,
  database,
  rateLimits = DEFAULT_RATE_LIMITS,
  logStream,
  liveProvider,
  redisNamespace = 'stakelab:',
  mailLoop = true,
  importThreads,
  importPool = createImportPool(importThreads),
  dataDirCheck = cachedDataDirCheck({ probe: () => probeDataDir(config.dataDir) }),
  historyReads,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Cookies, credentials, passwords, tokens and pasted commands never reach the log.
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeouts(config.connections),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const fromProxy = req.headers['x-request-id'];
      return config.trustProxy && typeof fromProxy === 'string' && fromProxy.length <= 100
        ? fromProxy
        : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  capConnectionsPerAddress(app.server, config.connections.perIp, app.log);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    emlDir: path.join(config.dataDir, 'mail'),
    logger: app.log,
  });
  const mailOutbox = createOutboxSender({
    db: database.db,
    mailer,
    log: app.log,
    retryBaseMs: config.mailRetryBaseMs,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailOutbox', mailOutbox);
  if (mailLoop) app.addHook('onReady', async () => mailOutbox.start());
  // Waits a bounded time for a mail in flight to be confirmed (outbox-sender.ts stop()).
  app.addHook('onClose', async () => {
    await mailOutbox.stop();
    mailer.close();
  });
  app.decorate('importPool', importPool);
  app.addHook('onClose', () => importPool.close());
  app.decorate('dataDirCheck', dataDirCheck);
  // A write the disk refused: the next health call looks at DATA_DIR again.
  app.addHook('onError', async (_request, _reply, err) => {
    if (databaseFault(err)?.status === 507) dataDirCheck.forget();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const shared = sharedBackendsFor({
    redisUrl: config.redisUrl,
    database,
    namespace: redisNamespace,
    log: app.log,
  });
  registerSharedBackends(app, shared);
  app.decorate('checkSharedBackends', () => shared.check());

  registerErrorHandler(app);
  registerGracefulClose(app);
  await registerSecurityHeaders(app, config.appUrl.startsWith('https:'));
  await registerRateLimits(app, shared.rateLimits);
  registerOriginCheck(app);
  await registerSessions(app, apiTokenAuthenticator(app, rateLimits.apiTokenPerToken));
  registerHousekeeping(app);
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(contactRoutes, { rateLimit: rateLimits.contact });
  await app.register(authRoutes, { rateLimits, counters: shared.counters });
  await app.register(profileRoutes);
  await app.register(accountSecurityRoutes, { rateLimits, counters: shared.counters });
  await app.register(twoFactorRoutes, { rateLimits, counters: shared.counters });
  await app.register(apiTokenRoutes);
  const exportBuilder = accountExportBuilderFor(database);
  const dataExports = createDataExportWorker({
    db: database.db,
    log: app.log,
    build: (userId, now) => exportBuilder.build(userId, now),
  });
  app.decorate('dataExports', dataExports);
  // Like the mail loop: tests that drive the builds themselves (runNow) say mailLoop false.
  if (mailLoop) app.addHook('onReady', async () => dataExports.start());
  app.addHook('preClose', () => dataExports.stop());
  app.addHook('onClose', () => exportBuilder.close());
  await app.register(accountDataRoutes, { rateLimits, counters: shared.counters });
  await app.register(adminMailRoutes);
  // One copy of each user's history of rows per process (the web's); user-bets' objects are
  // read for each request (the web does not read them).
  app.decorate('historyReads', historyReads);
  const changesSnapshots = betHistorySnapshotsFor(database, historyReads);
  const userBetsSource = betHistorySourceOf(database, historyReads, 'objects');
  app.addHook('onClose', async () => {
    await Promise.all([userBetsSource.close?.(), changesSnapshots.close()]);
  });
  // Shared by both formats: a user's whole-history answers at once, whichever route.
  const wholeReads = new WholeHistoryReads(config.historyReadsPerUser);
  const lookups = rateLimits.historyLookupsPerUser;
  await app.register(historyRoutes, {
    userBets: userBetsSource,
    wholeReads,
    // On SQLite with the read threads, the labels are read there (changes' source has them).
    labels: new BetLabelsCache(database.reader, changesSnapshots.source.labels),
    lookups,
  });
  await app.register(betChangesRoutes, { snapshots: changesSnapshots, wholeReads, lookups });
  // Decorated on the root so tests can hold a build open (a plugin's own is encapsulated).
  app.decorate('taxReportPdfs', new TaxReportPdfBuilds());
  await app.register(taxReportRoutes, { rateLimits, wholeReads, pdfs: app.taxReportPdfs });
  await app.register(historyImportRoutes, { rateLimits });
  await app.register(betEditRoutes);
  await app.register(settlementSuggestionRoutes);
  await app.register(betBulkRoutes);
  await app.register(bankrollRoutes);
  await app.register(stakeDisciplineRoutes);
  await app.register(sheetMappingRoutes);
  const notifications = createNotifications({
    db: database.db,
    log: app.log,
    config,
    wakeMail: () => mailOutbox.wake(),
  });
  app.decorate('notifications', notifications);
  // Like the mail loop: tests that drive the rounds themselves say mailLoop false.
  if (mailLoop) app.addHook('onReady', async () => notifications.start());
  app.addHook('preClose', () => notifications.stop());
  const { perUser, perIp } = config.live.streams;
  const streamCaps = {
    perUser: perUser ?? rateLimits.liveStreams.perUser,
    perIp: perIp ?? rateLimits.liveStreams.perIp,
  };
  await app.register(notificationRoutes, { streamCaps });
  await app.register(stakeRoutes);
  await app.register(stakeRecordRoutes);
  // Off by default: only an operator who configured a time-stamp authority gets the rounds.
  const stakeAnchor = config.stakeAnchor
    ? createStakeAnchor({ db: database.db, log: app.log, ...config.stakeAnchor })
    : null;
  app.decorate('stakeAnchor', stakeAnchor);
  if (stakeAnchor) {
    // Like the mail loop: tests that drive the rounds themselves (runNow) say mailLoop false.
    if (mailLoop) app.addHook('onReady', async () => stakeAnchor.start());
    app.addHook('preClose', () => stakeAnchor.stop());
  }
  await app.register(feedLinkOfferRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(fxRatesRoutes);
  const feedArrivals = createFeedArrivalMatcher({ db: database.db, log: app.log });
  app.decorate(
    'liveEvents',
    createLiveEventsHub({
      db: database.db,
      log: app.log,
      provider: liveProvider === undefined ? liveFeedProviderFor(config) : liveProvider,
      pollMs: config.live.pollSeconds * 1000,
      finishedKeepMs: config.live.finishedKeepMs,
      bus: shared.liveBus,
      // Linked selections take their closing line at kick-off (issue 36).
      onKickOff: async (events, at) => {
        // Tipster stakes picked from the feed too (their close goes into the record), even
        // when the bets' capture failed.
        try {
          await captureClosingLines(database.db, events, at);
        } finally {
          await captureStakeClosingLines(database.db, events, at);
        }
      },
      // Open bets the final scores decide get a suggested result (issue 36).
      onFinish: async (finished, feed, at) => {
        // Linked tipster stakes get a suggestion for the admins to confirm, whatever the bets'.
        try {
          const { results } = await captureResults(database.db, finished, feed, at);
          for (const [userId, facts] of feedResultsByUser(results)) {
            await notifications.feedResults(userId, facts);
          }
        } finally {
          await suggestStakeResults(database.db, finished, at);
        }
      },
      // Open bets entered before the feed announced their event get linked or offered.
      onStored: async (added, feed, at) => {
        await feedArrivals.round(added, feed, at);
      },
    }),
  );
  await app.register(liveEventRoutes, { streamCaps });
  await app.register(liveMyBetsRoutes);

  await registerSpa(app, config.webDistDir);
  return app;
}
