import { setAsideRecordsOf } from '../repositories/imports.ts';
import { setAsideCsv } from '../services/set-aside-csv.ts';

/**
 * The set-aside CSV of one import from its stored JSON, run in the worker pool: an import of a
 * 24 MB paste can set aside megabytes of records, too much to parse and encode on the event loop.
 */
export default function setAsideCsvOf(storedJson: string): string {
  return setAsideCsv(setAsideRecordsOf(storedJson));
}
