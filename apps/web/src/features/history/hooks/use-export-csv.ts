import { useMutation } from '@tanstack/react-query';
import { type LocalHistory, useHistoryClient } from '../../../history-store';
import { downloadBetsCsv } from '../utils/download-file';
import type { HistoryFilterValues } from './use-history-filters';
import { toCoreFilter } from './use-history-view';

/** Export CSV: the history engine writes the filtered bets as CSV, the page downloads it. */
export function useExportCsv(
  history: LocalHistory,
  filters: HistoryFilterValues,
  timeZone: string,
) {
  const client = useHistoryClient();
  const { userId } = history;
  return useMutation({
    mutationFn: async () => {
      if (userId === null) return;
      downloadBetsCsv(await client.exportCsv(userId, toCoreFilter(filters), timeZone));
    },
  });
}
