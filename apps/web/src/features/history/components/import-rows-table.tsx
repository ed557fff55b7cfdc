import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { statusLabelKey } from '../utils/bet-status';
import { changeText, type ImportRow } from '../utils/field-change';

interface ImportRowsTableProps {
  title: string;
  rows: readonly ImportRow[];
  /** How many bets the list has in all: the table shows the first `limit` of them. */
  total: number;
  limit: number;
  /** Updated bets and conflicts list what changed, old → new. */
  withChanges?: boolean;
  /** Conflicts: "use the source's version", ticked per bet (by BetId). */
  preferSource?: { chosen: ReadonlySet<string>; toggle: (betId: string) => void };
  changesHeading?: string;
  testId: string;
}

/**
 * The first rows of one list of the upload preview: date, event, status, stake and net, and
 * for bets that change, each changed field as before → after.
 */
export function ImportRowsTable({
  title,
  rows,
  total,
  limit,
  withChanges = false,
  preferSource,
  changesHeading,
  testId,
}: ImportRowsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shown = rows.slice(0, limit);
  const more = total - shown.length;
  if (total === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={withChanges ? 640 : 480} type="native">
        <Table striped withTableBorder fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.upload.preview.columns.date')}</Table.Th>
              <Table.Th>{t('history.upload.preview.columns.event')}</Table.Th>
              <Table.Th>{t('history.upload.preview.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('history.upload.preview.columns.stake')}</Table.Th>
              <Table.Th ta="right">{t('history.upload.preview.columns.net')}</Table.Th>
              {withChanges && (
                <Table.Th>{changesHeading ?? t('history.upload.preview.columns.changes')}</Table.Th>
              )}
              {preferSource && <Table.Th>{t('history.upload.preview.columns.choice')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const statusKey = statusLabelKey(row.Status);
              return (
                <Table.Tr key={row.BetId} data-testid="import-row" data-bet-id={row.BetId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(row.PlacedDate, language)}
                  </Table.Td>
                  <Table.Td>{row.EventDescription ?? t('history.upload.preview.noValue')}</Table.Td>
                  <Table.Td>{statusKey ? t(statusKey) : row.Status}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.Stake, row.Currency, language)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.NetReturn, row.Currency, language, true)}
                  </Table.Td>
                  {withChanges && (
                    <Table.Td>
                      {(row.changes ?? []).map((change) => (
                        <Text key={change.field} fz="xs" data-testid="import-change">
                          {changeText(t, language, change, row.Currency)}
                        </Text>
                      ))}
                    </Table.Td>
                  )}
                  {preferSource && (
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        label={t('history.upload.preview.preferSource')}
                        aria-label={t('history.upload.preview.preferSourceOf', {
                          betId: row.BetId,
                        })}
                        checked={preferSource.chosen.has(row.BetId)}
                        onChange={() => preferSource.toggle(row.BetId)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && (
        <Text fz="xs" c="dimmed">
          {t('history.upload.preview.moreRows', { count: formatCount(more, language) })}
        </Text>
      )}
    </Stack>
  );
}
