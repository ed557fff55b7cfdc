import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config.ts';
import { runCli } from './run-cli.ts';

describe('runCli', () => {
  let errors: string[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // The runner would report a leftover code as the test process's own.
    process.exitCode = undefined;
  });

  it('exits 0 when main returns nothing, sync or async', async () => {
    process.exitCode = 7;
    await runCli('seed:demo', () => {});
    expect(process.exitCode).toBe(0);
    process.exitCode = 7;
    await runCli('seed:demo', async () => {});
    expect(process.exitCode).toBe(0);
    expect(errors).toEqual([]);
  });

  it('exits with the code main returns (a usage error is 2)', async () => {
    await runCli('admin', () => 2);
    expect(process.exitCode).toBe(2);
  });

  it('reports a bad configuration as config.ts words it, without the prefix', async () => {
    await runCli('admin', () => {
      throw new ConfigError('Invalid configuration: PORT must be a number (got "x")');
    });
    expect(errors).toEqual(['Invalid configuration: PORT must be a number (got "x")']);
    expect(process.exitCode).toBe(1);
  });

  it('reports any other failure behind the prefix and exits 1', async () => {
    await runCli('Migration failed', async () => {
      throw new Error('database is locked');
    });
    await runCli('seed:demo', () => Promise.reject('not an Error'));
    expect(errors).toEqual(['Migration failed: database is locked', 'seed:demo: not an Error']);
    expect(process.exitCode).toBe(1);
  });
});
