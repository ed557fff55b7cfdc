import { describe, expect, it } from 'vitest';
import { databaseFault } from './errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it.each([
    ['PostgreSQL shut down by an administrator', withCode('57P01'), 503],
    ['PostgreSQL starting up', withCode('57P03'), 503],
    ['a PostgreSQL connection exception', withCode('08006'), 503],
    ['too many connections', withCode('53300'), 503],
    ['the socket refused', withCode('ECONNREFUSED'), 503],
    ['the socket reset', withCode('ECONNRESET'), 503],
    ['pg: the connection ended', new Error('Connection terminated unexpectedly'), 503],
    ['pg: no connection in time', new Error('timeout exceeded when trying to connect'), 503],
    ['PostgreSQL statement timeout', withCode('57014'), 503],
    ['PostgreSQL lock wait gave up', withCode('55P03'), 503],
    ['pg: no answer within query_timeout', new Error('Query read timeout'), 503],
    ['SQLite locked by another connection', withCode('SQLITE_BUSY'), 503],
    ['SQLite locked, busy snapshot', withCode('SQLITE_BUSY_SNAPSHOT'), 503],
    ['Redis: no answer within commandTimeout', new Error('Command timed out'), 503],
    ['Redis: the connection closed', new Error('Connection is closed.'), 503],
    [
      'Redis: no connection after the retries',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
      503,
    ],
    ['PostgreSQL disk full', withCode('53100'), 507],
    ['SQLite disk full', withCode('SQLITE_FULL'), 507],
    ['a file write on a full disk', withCode('ENOSPC'), 507],
    ['a file write over quota', withCode('EDQUOT'), 507],
  ])('%s → %i', (_name, err, status) => {
    expect(databaseFault(err)?.status).toBe(status);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a constraint in SQLite', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('bug')],
    ['not an error', 'text'],
    ['nothing', null],
  ])('%s is no database fault', (_name, err) => {
    expect(databaseFault(err)).toBeNull();
  });
});
