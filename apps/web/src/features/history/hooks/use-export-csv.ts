import { useMutation } from '@tanstack/react-query';
import { type ExportCsvQuery, type LocalHistory, useHistoryClient } from '../../../history-store';
import { downloadBetsCsv } from '../utils/download-file';
import { type HistoryFinding, toCoreFilter } from './use-history-view';

/**
 * What the Bankroll, StakeUnits and NetUnits columns need from the user's settings: the
 * bankrolls (names) and the unit size in cents. Other features own them, so the route asks for
 * them at export time (docs/decisions/006: features do not import each other).
 */
export type ExportSettings = Pick<ExportCsvQuery, 'bankrolls' | 'unitCents'>;

/** Export CSV: the history engine writes the filtered bets as CSV, the page downloads it. */
export function useExportCsv(
  history: LocalHistory,
  finding: HistoryFinding,
  timeZone: string,
  loadSettings: () => Promise<ExportSettings>,
) {
  const client = useHistoryClient();
  const { userId } = history;
  return useMutation({
    mutationFn: async () => {
      if (userId === null) return;
      const settings = await loadSettings();
      downloadBetsCsv(
        await client.exportCsv(userId, {
          filter: toCoreFilter(finding.filters),
          search: finding.search,
          facets: finding.facets,
          sort: finding.sort,
          timeZone,
          ...settings,
        }),
      );
    },
  });
}
