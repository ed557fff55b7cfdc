import v8 from 'node:v8';
import { appOptionsFor } from './app-options.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import {
  databaseTargetFor,
  openDatabase,
  type DatabaseHandle,
  type DatabaseTarget,
  type OpenOptions,
} from './db/connection.ts';
import { databaseFault } from './db/errors.ts';
import { prepareDatabase } from './db/migrate.ts';
import { AdminBootstrapError, ensureAdmin, logAdminBootstrap } from './services/admin-bootstrap.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The old generation may grow to 1.2× what survived the last full collection before the next
 * one; V8's own choice goes up to 4× when collections are fast, as they are here. The server
 * holds thousands of long-lived streams beside a feed it rebuilds every poll: with V8's choice,
 * 10,000 open streams sat on ~100 MB of collectable garbage (bench/live-bench.ts: 317–321 MB
 * against 291–299 MB). The extra full collections take about 10 ms of the main thread each,
 * their marking mostly done in steps (docs/decisions/034-server-heap-growth.md).
 */
const HEAP_GROWING_PERCENT = 20;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line for a start-up failure of the database: a full disk said in words, no stack. */
function databaseFailure(what: string, location: string, err: unknown): string {
  const reason = err instanceof Error ? err.message : String(err);
  // A migration's failure carries the database's error as its cause.
  const fault = databaseFault(err) ?? (err instanceof Error ? databaseFault(err.cause) : null);
  const full = fault?.status === 507 ? 'the disk is full: ' : '';
  return `${what} (${location}): ${full}${reason}`;
}

/** Opens the database, or ends the process with one line (a full disk, a file it cannot open). */
function openOrFail(target: DatabaseTarget, options?: OpenOptions): DatabaseHandle {
  try {
    return openDatabase(target, options);
  } catch (err) {
    fail(databaseFailure('Cannot open the database', targetLocation(target), err));
  }
}

function targetLocation(target: DatabaseTarget): string {
  return target.dialect === 'sqlite' ? target.file : 'PostgreSQL';
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  const target = databaseTargetFor(config);
  // Migrations on a connection of their own, without the statement timeout: rewriting a large
  // table may take longer than any request should.
  // The SQLite migration lock's own file may fail to open too (a full disk): one line as well.
  const prepared = await prepareDatabase(target, () => openOrFail(target)).catch((err: unknown) =>
    fail(databaseFailure('Cannot open the database', targetLocation(target), err)),
  );
  if (prepared.failure !== null) {
    fail(databaseFailure('Cannot prepare the database', prepared.location, prepared.failure));
  }
  const database = openOrFail(target, {
    checkpointThread: true,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });

  let admin;
  try {
    admin = await ensureAdmin(database.db, config);
  } catch (err) {
    await database.destroy().catch(() => undefined);
    if (err instanceof AdminBootstrapError) fail(err.message);
    if (databaseFault(err))
      fail(databaseFailure('Cannot prepare the database', database.location, err));
    throw err;
  }

  const app = await buildApp({ config, database, ...appOptionsFor(config) });
  logAdminBootstrap(app.log, admin);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    app
      .close()
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await app.listen({
      port: config.port,
      host: config.host,
      // Fastify's own line names each socket as a URL (http://127.0.0.1:3000); the one to open
      // is APP_URL, said last. Any of them works (plugins/origin-check.ts), but one is named.
      listenTextResolver: (address) =>
        `Accepting connections on ${address.replace(/^\w+:\/\//, '')}`,
    });
  } catch (err) {
    await database.destroy().catch(() => undefined);
    fail(
      `Cannot listen on ${config.host}:${config.port}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  app.log.info(
    `StakeLab is at ${config.appUrl}: open it in a browser (${database.dialect}: ${database.location})`,
  );
}

await main();
