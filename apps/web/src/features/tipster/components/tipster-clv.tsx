import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRoi, type TipsterClosingLine } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { NoValue } from '../../../components/ui/no-value';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatCount } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { resultColors } from '../../../lib/result-colors';

const signColor = (ratio: number | null) =>
  ratio === null
    ? undefined
    : ratio > 0
      ? resultColors.WON
      : ratio < 0
        ? resultColors.LOST
        : undefined;

/**
 * The tipster's closing-line value (issue 36), both figures: against the close and against the
 * fair close, over the counted stakes whose close entry the record shows, saying how many of
 * how many. The figures are core's tipsterStats (the Edge tab's closingLineValue) over the
 * verified record, so they rest on the public entries alone.
 */
export function TipsterClvCard({ closingLine }: { closingLine: TipsterClosingLine }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = intlLocale(language);
  const figure = (label: string, ratio: number | null, testId: string) => (
    <StatTile
      size="md"
      label={label}
      value={ratio === null ? <NoValue /> : formatRoi(ratio, locale)}
      color={signColor(ratio)}
      testId={testId}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="tipster-clv">
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('tipster.stats.clv.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          {figure(
            t('tipster.stats.clv.againstClose'),
            closingLine.againstClose,
            'tipster-clv-close',
          )}
          {figure(
            t('tipster.stats.clv.againstFairClose'),
            closingLine.againstFairClose,
            'tipster-clv-fair',
          )}
        </SimpleGrid>
        <Text size="sm" data-testid="tipster-clv-over">
          {closingLine.withClose === 0
            ? t('tipster.stats.clv.none')
            : t('tipster.stats.clv.over', {
                with: formatCount(closingLine.withClose, language),
                count: closingLine.counted,
                formatted: formatCount(closingLine.counted, language),
              })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tipster.stats.clv.method')}
        </Text>
      </Stack>
    </Paper>
  );
}
