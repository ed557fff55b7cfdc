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
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The filtered bets as StakeLab CSV (docs/formats.md §4, made by core), downloaded today-named. */
export function downloadBetsCsv(csv: string, today: Date = new Date()): void {
  downloadText(csv, exportFileName(today));
}
