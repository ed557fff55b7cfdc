import { ImportFormatError } from '../bets/bet-record.ts';
import type { ImportMessageCode, ImportMessageParams } from './problem-codes.ts';

/** Refuses a value read at `where` (numbers.ts, instants.ts), with its message key. */
export function fail(
  where: string,
  reason: string,
  code: ImportMessageCode,
  params: ImportMessageParams = {},
): never {
  throw new ImportFormatError(`${where}: ${reason}`, where, [], code, { field: where, ...params });
}
