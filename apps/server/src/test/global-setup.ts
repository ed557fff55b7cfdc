import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL to create test databases on, or null when none answers. */
    postgresServerUrl: string | null;
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
 * default). Missing, its suites are skipped loudly, or the run fails with REQUIRE_POSTGRES=1.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (project.name !== 'server:postgres') {
    project.provide('postgresServerUrl', null);
    return;
  }
  const url = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const problem = await answers(url);
  if (problem) {
    const line = `PostgreSQL not reachable at ${new URL(url).host} (${problem})`;
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`${line} and REQUIRE_POSTGRES=1`);
    console.warn(
      `\n!!! ${line}: the server:postgres suite is SKIPPED. Set TEST_DATABASE_URL or start PostgreSQL.\n`,
    );
    project.provide('postgresServerUrl', null);
    return;
  }
  project.provide('postgresServerUrl', url);
}
