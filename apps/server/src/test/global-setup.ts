import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL to create test databases on, or null when none answers. */
    postgresServerUrl: string | null;
    /**
     * A database on that server with every migration applied, for each test database to copy:
     * ~50 ms a copy against ~320 ms for running every migration again, and the suites create
     * some 750 databases (server:postgres went from 250 s to 147 s on two cores). On SQLite a
     * migration in a warm worker costs about what copying the file would.
     */
    postgresTemplate: string | null;
  }
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * For the server:postgres project: find the PostgreSQL server (TEST_DATABASE_URL or the local
 * default) and migrate a template there. Missing, its suites are skipped loudly, or the run
 * fails with REQUIRE_POSTGRES=1.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  project.provide('postgresServerUrl', null);
  project.provide('postgresTemplate', null);
  if (project.name !== 'server:postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const problem = await answers(url);
  if (problem) {
    const line = `PostgreSQL not reachable at ${new URL(url).host} (${problem})`;
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`${line} and REQUIRE_POSTGRES=1`);
    console.warn(
      `\n!!! ${line}: the server:postgres suite is SKIPPED. Set TEST_DATABASE_URL or start PostgreSQL.\n`,
    );
    return undefined;
  }
  project.provide('postgresServerUrl', url);
  const template = `stakelab_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `create database ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  await migrated(openDatabase({ dialect: 'postgres', url: templateUrl.toString() }));
  project.provide('postgresTemplate', template);
  return () => onServer(url, `drop database if exists ${template} with (force)`);
}

/** Migrates, then closes: PostgreSQL refuses to copy a template anyone is connected to. */
async function migrated(database: DatabaseHandle): Promise<void> {
  try {
    await migrateToLatest(database);
  } finally {
    await database.destroy();
  }
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
