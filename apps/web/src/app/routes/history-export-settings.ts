import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unitCentsOf } from '../../features/dashboards/utils/units';
import type { ExportSettings } from '../../features/history/hooks/use-export-csv';
import { profileQueryOptions } from '../../features/profile/api/get-profile';
import { bankrollsQueryOptions } from '../../lib/bankrolls-api';

/**
 * The user's bankrolls and unit size for Export CSV, read when the user exports (cached answers
 * where fresh): the history page itself does not need them on load. One that cannot be read
 * leaves its columns empty rather than stopping the export, and says so in the console.
 */
async function loadExportSettings(
  queryClient: QueryClient,
  email: string,
): Promise<ExportSettings> {
  const [bankrolls, profile] = await Promise.allSettled([
    queryClient.fetchQuery(bankrollsQueryOptions()),
    queryClient.fetchQuery(profileQueryOptions(email)),
  ]);
  if (bankrolls.status === 'rejected') {
    console.warn('Export CSV without bankroll names:', bankrolls.reason);
  }
  if (profile.status === 'rejected') console.warn('Export CSV without units:', profile.reason);
  return {
    bankrolls: bankrolls.status === 'fulfilled' ? bankrolls.value.bankrolls : [],
    unitCents: profile.status === 'fulfilled' ? unitCentsOf(profile.value) : null,
  };
}

export function useExportSettings(email: string): () => Promise<ExportSettings> {
  const queryClient = useQueryClient();
  return useCallback(() => loadExportSettings(queryClient, email), [queryClient, email]);
}
