import { taxReportResponseSchema, type TaxReportLanguage } from '@stakelab/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/download';

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

export interface TaxFileRequest {
  year: number;
  format: 'csv' | 'pdf';
  timeZone: string;
  lang: TaxReportLanguage;
}

/** Downloads the year's PDF or CSV; while it is built the button waits, a refusal is said. */
export function useTaxFileDownload() {
  return useMutation({
    mutationFn: ({ year, format, timeZone, lang }: TaxFileRequest) =>
      downloadFromApi(
        taxReportUrl(year, format, timeZone, lang),
        `stakelab-tax-${year}-${lang}.${format}`,
      ),
  });
}
