import { ImportFormatError } from '../../bets/bet-record.ts';
import type { ImportMessageCode, ImportMessageParams } from '../problem-codes.ts';

/**
 * Refuses the command. `code` and `params` are the message key the web translates; the general
 * key carries the English reason as its parameter.
 */
export function fail(
  reason: string,
  where = 'curl command',
  code: ImportMessageCode = 'import.curlUnreadable',
  params: ImportMessageParams = { reason },
): never {
  throw new ImportFormatError(`Cannot read the curl command: ${reason}`, where, [], code, params);
}
