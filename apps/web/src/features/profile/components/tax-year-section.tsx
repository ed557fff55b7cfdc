import { Alert, Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { TaxReportResponse } from '@stakelab/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-messages';
import { browserTimeZone } from '../../../lib/time-zone';
import { useTaxFileDownload, useTaxReport } from '../api/tax-report';
import { ProfileSection } from './profile-section';

/** The years offered: this one and the nine before (a tax return looks back, not ahead). */
export function taxYearChoices(now: Date): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => current - i);
}

/**
 * "Tax year" (issue 37 part 7): a calendar year's winnings and losses per bookmaker in euros,
 * worked out by the server (GET /api/history/tax-report) when asked, with what the figures are
 * and are not, and the PDF and CSV to download in the interface language.
 */
export function TaxYearSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const lang = language.startsWith('es') ? 'es' : 'en';
  const timeZone = browserTimeZone();
  // Last year by default: the year a return is made for.
  const [year, setYear] = useState(() => new Date().getFullYear() - 1);
  const [asked, setAsked] = useState<number | null>(null);
  const report = useTaxReport(asked, timeZone);
  const download = useTaxFileDownload();
  const euros = (cents: number) => formatEuros(cents / 100, language);

  return (
    <ProfileSection title={t('profile.taxYear.title')} id="profile-tax-year">
      <Stack gap="md">
        <Text size="sm">{t('profile.taxYear.intro')}</Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('profile.taxYear.year')}
            data={taxYearChoices(new Date()).map(String)}
            value={String(year)}
            onChange={(value) => {
              if (value !== null) setYear(Number(value));
            }}
            allowDeselect={false}
            w={120}
            data-testid="tax-year-select"
          />
          <Button variant="light" onClick={() => setAsked(year)} data-testid="tax-year-show">
            {t('profile.taxYear.show')}
          </Button>
          {(['pdf', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={download.isPending && download.variables.format === format}
              onClick={() => download.mutate({ year, format, timeZone, lang })}
              data-testid={`tax-year-${format}`}
            >
              {t(format === 'pdf' ? 'profile.taxYear.downloadPdf' : 'profile.taxYear.downloadCsv')}
            </Button>
          ))}
        </Group>
        {asked !== null && report.isPending && (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('profile.taxYear.loading')}</Text>
          </Group>
        )}
        {download.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="tax-year-download-error">
            {serverMessage(download.error) ?? t('profile.taxYear.downloadFailed')}
          </Alert>
        )}
        {report.isError && (
          <Alert color="red" variant="light" data-testid="tax-year-error">
            {t('profile.taxYear.failed')}
          </Alert>
        )}
        {report.data && <TaxYearFigures report={report.data} euros={euros} />}
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('profile.taxYear.statementTitle')}
          </Title>
          <Text size="sm" data-testid="tax-year-statement">
            {t('profile.taxYear.statement1')} {t('profile.taxYear.statement2', { timeZone })}{' '}
            {t('profile.taxYear.statement3')} {t('profile.taxYear.statement4')}{' '}
            {t('profile.taxYear.statement5')}
          </Text>
        </Stack>
      </Stack>
    </ProfileSection>
  );
}

function TaxYearFigures({
  report,
  euros,
}: {
  report: TaxReportResponse;
  euros: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const notes = (
    <>
      {report.openBets > 0 && (
        <Text size="sm" c="dimmed">
          {t('profile.taxYear.open', { count: report.openBets })}
        </Text>
      )}
      {report.unconverted.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="tax-year-unconverted">
          {t('profile.taxYear.unconverted', { count: report.unconverted.length })}
        </Text>
      )}
    </>
  );
  if (report.bookmakers.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" data-testid="tax-year-none">
          {t('profile.taxYear.none', { year: report.year })}
        </Text>
        {notes}
      </Stack>
    );
  }
  const total = report.totals;
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={480}>
        <Table
          striped
          withTableBorder
          aria-label={t('profile.taxYear.tableLabel', { year: report.year })}
          data-testid="tax-year-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.taxYear.bookmaker')}</Table.Th>
              <Table.Th ta="right">{t('profile.taxYear.bets')}</Table.Th>
              <Table.Th ta="right">{t('profile.taxYear.winnings')}</Table.Th>
              <Table.Th ta="right">{t('profile.taxYear.losses')}</Table.Th>
              <Table.Th ta="right">{t('profile.taxYear.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.bookmakers.map((b) => (
              <Table.Tr key={b.bookmaker ?? ''}>
                <Table.Td>{b.bookmaker ?? t('profile.taxYear.unknown')}</Table.Td>
                <Table.Td ta="right">{b.bets}</Table.Td>
                <Table.Td ta="right">{euros(b.winningsCents)}</Table.Td>
                <Table.Td ta="right">{euros(b.lossesCents)}</Table.Td>
                <Table.Td ta="right">{euros(b.netCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('profile.taxYear.total')}</Table.Td>
              <Table.Td ta="right">{total.bets}</Table.Td>
              <Table.Td ta="right">{euros(total.winningsCents)}</Table.Td>
              <Table.Td ta="right">{euros(total.lossesCents)}</Table.Td>
              <Table.Td ta="right">{euros(total.netCents)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {notes}
    </Stack>
  );
}
