import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  edgeSentence,
  formatPercent,
  formatRoi,
  type PublicStakeRecordEntry,
  tipsterStats,
  type TipsterStats,
} from '@stakelab/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NoValue } from '../../../components/ui/no-value';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatCount, formatEuros, formatOdds, formatUnits } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { resultColors } from '../../../lib/result-colors';
import { TipsterClvCard } from './tipster-clv';

const signColor = (cents: number) =>
  cents > 0 ? resultColors.WON : cents < 0 ? resultColors.LOST : undefined;

/** The luck-or-skill sentence of the Edge tab, over the record's won or lost stakes. */
function useLuckLine(stats: TipsterStats): string {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const sentence = edgeSentence(stats.luck);
  const figures = {
    roi: formatRoi(sentence.roiRatio, locale),
    count: sentence.bets,
    bets: formatCount(sentence.bets, i18n.language),
    oneIn: formatCount(sentence.oneIn ?? 0, i18n.language),
  };
  switch (sentence.kind) {
    case 'no-bets':
      return t('tipster.stats.luck.noBets');
    case 'no-better-than-no-edge':
      return t('tipster.stats.luck.noBetter', figures);
    case 'better-than-no-edge':
      return sentence.beyondOneIn
        ? t('tipster.stats.luck.betterBeyond', figures)
        : t('tipster.stats.luck.better', figures);
  }
}

/**
 * The record's statistics (core's tipsterStats, one computation): the spec's labels, then
 * yield, units, average odds, drawdown, the luck-or-skill sentence, the closing-line value
 * (against the close and the fair close) and profit by month.
 * Computed here from the record the page has already verified, so it needs no server figure.
 */
export function TipsterStatsPanel({ entries }: { entries: readonly PublicStakeRecordEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = intlLocale(language);
  const stats = useMemo(() => tipsterStats(entries), [entries]);
  const luckLine = useLuckLine(stats);
  const { labels } = stats;
  const has = labels.totalBets > 0;
  const decided = labels.won + labels.lost > 0;
  const streak = labels.currentStreak;

  return (
    <section aria-label={t('tipster.stats.label')} data-testid="tipster-stats">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('tipster.stats.title')}
        </Title>
        {stats.smallSample && has && (
          <Alert color="orange" p="xs" data-testid="tipster-small-sample">
            {t('tipster.stats.smallSample', { count: labels.totalBets })}
          </Alert>
        )}
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
          <StatTile
            size="md"
            label={t('tipster.stats.totalBets')}
            value={formatCount(labels.totalBets, language)}
            testId="tipster-stat-total-bets"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.winRate')}
            value={decided ? formatPercent(labels.winRatio, locale) : <NoValue />}
            testId="tipster-stat-win-rate"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.totalProfit')}
            value={has ? formatEuros(labels.totalProfit, language, true) : <NoValue />}
            color={signColor(stats.profitCents)}
            testId="tipster-stat-total-profit"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.bestStreak')}
            value={
              decided ? t('tipster.stats.streakWon', { count: labels.bestStreak }) : <NoValue />
            }
            testId="tipster-stat-best-streak"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.currentStreak')}
            value={
              streak === null ? (
                <NoValue />
              ) : streak.result === 'won' ? (
                t('tipster.stats.streakWon', { count: streak.length })
              ) : (
                t('tipster.stats.streakLost', { count: streak.length })
              )
            }
            testId="tipster-stat-current-streak"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.averageStake')}
            value={has ? formatEuros(labels.averageStake, language) : <NoValue />}
            testId="tipster-stat-average-stake"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.yield')}
            value={has ? formatRoi(stats.yieldRatio, locale) : <NoValue />}
            color={signColor(stats.profitCents)}
            testId="tipster-stat-yield"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.units')}
            value={has ? formatUnits(stats.profitUnits, language, true) : <NoValue />}
            testId="tipster-stat-units"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.averageOdds')}
            value={
              stats.averageOddsMilli === null ? (
                <NoValue />
              ) : (
                formatOdds(stats.averageOddsMilli / 1000, language)
              )
            }
            testId="tipster-stat-average-odds"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.maxDrawdown')}
            value={has ? formatEuros(stats.maxDrawdownCents / 100, language) : <NoValue />}
            testId="tipster-stat-max-drawdown"
          />
          <StatTile
            size="md"
            label={t('tipster.stats.staked')}
            value={has ? formatEuros(stats.stakedCents / 100, language) : <NoValue />}
            testId="tipster-stat-staked"
          />
        </SimpleGrid>
        {has && (
          <Text size="xs" c="dimmed" data-testid="tipster-unit">
            {t('tipster.stats.unitNote', { unit: formatEuros(stats.unitCents / 100, language) })}
          </Text>
        )}
        <Text fw={600} data-testid="tipster-luck">
          {luckLine}
        </Text>
        <TipsterClvCard closingLine={stats.closingLine} />
        {stats.byMonth.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={4} data-testid="tipster-by-month">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tipster.stats.month')}</Table.Th>
                  <Table.Th>{t('tipster.stats.totalBets')}</Table.Th>
                  <Table.Th>{t('tipster.stats.staked')}</Table.Th>
                  <Table.Th>{t('tipster.stats.profit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.byMonth.map((month) => (
                  <Table.Tr key={month.key} data-testid="tipster-month" data-month={month.key}>
                    <Table.Td>{month.key}</Table.Td>
                    <Table.Td>{formatCount(month.bets, language)}</Table.Td>
                    <Table.Td>{formatEuros(month.stakedCents / 100, language)}</Table.Td>
                    <Table.Td c={signColor(month.profitCents)}>
                      {formatEuros(month.profitCents / 100, language, true)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {t('tipster.stats.howCounted')}
        </Text>
      </Stack>
    </section>
  );
}
