/** A UNIQUE constraint refused the write: SQLite's and PostgreSQL's (23505) codes. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = (err as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** What a client is told when the database, not the request, is at fault. */
export interface DatabaseFault {
  status: 503 | 507;
  code: 'DATABASE_UNAVAILABLE' | 'STORAGE_FULL';
  message: string;
}

// PostgreSQL: class 08 (connection exception), 57P01–57P03 (shut down by an administrator, a
// crash, or not yet accepting connections), 53300 (too many connections), 57014 (the statement
// timeout cancelled it: the database is too slow or a lock held it) and 55P03 (a lock wait gave
// up).
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300|57014|55P03)$/;
// The socket to the database failed before or while talking.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg's own words for a connection that went away or never came, or a server that did not
// answer within the client's wait (query_timeout: db/connection.ts).
const PG_CLIENT_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

// SQLite: another connection (a backup, `npm run admin`, another process) held the write lock
// for longer than busy_timeout. The write did not happen and will once the lock is gone.
const SQLITE_LOCKED = /^SQLITE_(BUSY|LOCKED)/;

// ioredis: no answer within commandTimeout, no connection after the retries a command may wait
// for, or the connection closed under it (cluster/shared-backends.ts REDIS_FAIL_FAST).
const REDIS_UNAVAILABLE_NAMES = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGES = /^(Command timed out|Connection is closed|Stream isn't writeable)/;

// A file write under DATA_DIR (a stake image, a mail file) found no room: no space, or over quota.
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A database or disk failure that says nothing about the request: the connection is gone (503,
 * the client may retry) or the disk is full (507). Null for anything else, which stays a 500.
 */
export function databaseFault(err: unknown): DatabaseFault | null {
  if (typeof err !== 'object' || err === null) return null;
  const code = 'code' in err ? String((err as { code: unknown }).code) : '';
  const message = err instanceof Error ? err.message : '';
  if (code === '53100' || code === 'SQLITE_FULL' || NO_SPACE_CODES.has(code)) {
    return {
      status: 507,
      code: 'STORAGE_FULL',
      message: "The server's disk is full: nothing was saved. Try again later.",
    };
  }
  if (
    PG_UNAVAILABLE.test(code) ||
    SQLITE_LOCKED.test(code) ||
    SOCKET_CODES.has(code) ||
    PG_CLIENT_MESSAGES.test(message) ||
    (err instanceof Error && REDIS_UNAVAILABLE_NAMES.has(err.name)) ||
    REDIS_MESSAGES.test(message)
  ) {
    return {
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable for a moment: nothing was saved. Try again shortly.',
    };
  }
  return null;
}

/**
 * An amount (cents, thousandths) beyond what can be stored and read back exactly: the request
 * is refused with a 400 (plugins/error-handler.ts) and nothing is written.
 */
export class AmountOutOfRangeError extends Error {
  override name = 'AmountOutOfRangeError';
  constructor(readonly field: string) {
    super(`${field} is beyond the amounts that can be stored`);
  }
}
