import { taxReportResponseSchema, type TaxReportLanguage } from '@stakelab/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/history/tax-report: the address of one year's report in one format and language. */
export function taxReportUrl(
  year: number,
  format: 'json' | 'csv' | 'pdf',
  timeZone: string,
  lang: TaxReportLanguage = 'en',
): string {
  const query = new URLSearchParams({ year: String(year), format, lang, timeZone });
  return `/api/history/tax-report?${query.toString()}`;
}

/**
 * The tax year's figures, once asked for (`year` null: not yet): a year can be many bets, so
 * the profile does not work it out on every visit.
 */
export function useTaxReport(year: number | null, timeZone: string) {
  return useQuery({
    queryKey: ['history', 'tax-report', year, timeZone],
    queryFn: () =>
      apiRequest(taxReportUrl(year ?? 0, 'json', timeZone), { schema: taxReportResponseSchema }),
    enabled: year !== null,
    staleTime: 60_000,
  });
}
