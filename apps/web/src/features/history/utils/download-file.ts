import { saveBlob } from '../../../lib/download';
import { localDay } from './placed-date';

/** The export's file name: stakelab-history-YYYY-MM-DD.csv, today in the user's time zone. */
export function exportFileName(today: Date = new Date()): string {
  return `stakelab-history-${localDay(today)}.csv`;
}

/** Hands `text` to the browser as a download called `fileName`. */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  // As it is: core's CSV format is UTF-8 without a byte-order mark, so it imports back unchanged.
  saveBlob(new Blob([text], { type }), fileName);
}

/** The filtered bets as StakeLab CSV (docs/formats.md §4, made by core), downloaded today-named. */
export function downloadBetsCsv(csv: string, today: Date = new Date()): void {
  downloadText(csv, exportFileName(today));
}
