import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRoi, type TipsterClosingLine } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { NoValue } from '../../../components/ui/no-value';
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
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} component="dt">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={4}
        fz={20}
        fw={700}
        c={signColor(ratio)}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {ratio === null ? <NoValue /> : formatRoi(ratio, locale)}
      </Text>
    </Paper>
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
