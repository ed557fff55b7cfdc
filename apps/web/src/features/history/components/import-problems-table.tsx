import type { ImportProblemView } from '@stakelab/core';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { problemText } from '../utils/import-messages';

/** A preview lists this many problems; the rest are counted. */
export const PROBLEMS_SHOWN = 50;

interface ImportProblemsTableProps {
  problems: readonly ImportProblemView[];
  /**
   * How many problems there are in all: the server lists the first 50 warnings and 50
   * unreadable records and counts the rest (warningsTotal, unreadableTotal).
   */
  total?: number;
}

/**
 * Every problem the importer found: unreadable records first (they decide whether the import
 * may go ahead), then the warnings, each with its row, the source's field and the reason in
 * the interface language.
 */
export function ImportProblemsTable({
  problems,
  total = problems.length,
}: ImportProblemsTableProps) {
  const { t, i18n } = useTranslation();
  const count = Math.max(total, problems.length);
  if (count === 0) return null;
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const more = count - shown.length;
  return (
    <Stack gap={4} data-testid="import-problems">
      <Title order={4} fz="sm">
        {t('history.upload.preview.problems', {
          count: formatCount(count, i18n.language),
        })}
      </Title>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table withTableBorder fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.upload.preview.problemColumns.row')}</Table.Th>
              <Table.Th>{t('history.upload.preview.problemColumns.field')}</Table.Th>
              <Table.Th>{t('history.upload.preview.problemColumns.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((problem, index) => (
              <Table.Tr
                key={`${problem.severity}-${problem.row}-${problem.code}-${index}`}
                data-testid="import-problem"
                data-severity={problem.severity}
              >
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{problem.field ?? t('history.upload.preview.noValue')}</Table.Td>
                <Table.Td>
                  <Badge
                    size="xs"
                    variant="light"
                    color={problem.severity === 'unreadable' ? 'red' : 'yellow'}
                    mr={6}
                  >
                    {t(`history.upload.preview.severity.${problem.severity}`)}
                  </Badge>
                  {problemText(t, problem)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && (
        <Text fz="xs" c="dimmed">
          {t('history.upload.preview.moreRows', { count: formatCount(more, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}
