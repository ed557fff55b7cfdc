import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { SimpleGrid } from '@mantine/core';
import { formatPercent, type StakeStatistics } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { NoValue } from '../../../components/ui/no-value';
import { StatTile } from '../../../components/ui/stat-tile';
import { resultColors } from '../../../lib/result-colors';
import { formatCount, formatEuros } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';

/** Six boxes: two rows of three on tablets, one row on wide screens. */
const STAT_COLS = { base: 2, sm: 3, lg: 6 } as const;

interface StakeStatsProps {
  /** Over the settled stakes; null while they load, undefined when they could not. */
  statistics: StakeStatistics | null | undefined;
}

/**
 * The statistics strip of docs/product.md §3 (total bets, win rate, total profit, best
 * streak, current streak, avg bet size) over the tipster's settled stakes, as core's
 * stakeStatistics has them.
 */
export function StakeStats({ statistics }: StakeStatsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  if (statistics === undefined) return null;
  if (statistics === null) {
    return <CardGridSkeleton count={6} cols={STAT_COLS} height={82} />;
  }

  const { totalBets, won, lost, totalProfit, currentStreak } = statistics;
  // Nothing settled (or only voids): a rate, a streak or an average of nothing is a dash, not 0.
  const hasStakes = totalBets > 0;
  const hasDecided = won + lost > 0;
  const profitColor =
    totalProfit > 0 ? resultColors.WON : totalProfit < 0 ? resultColors.LOST : undefined;
  const streak =
    currentStreak === null ? (
      <NoValue />
    ) : currentStreak.result === 'won' ? (
      t('stakes.stats.streakWon', { count: currentStreak.length })
    ) : (
      t('stakes.stats.streakLost', { count: currentStreak.length })
    );
  const streakColor =
    currentStreak === null
      ? undefined
      : currentStreak.result === 'won'
        ? resultColors.WON
        : resultColors.LOST;

  return (
    <section aria-label={t('stakes.stats.label')} data-testid="stake-stats">
      <SimpleGrid component="dl" cols={STAT_COLS} spacing="sm" m={0}>
        <StatTile
          label={t('stakes.stats.totalBets')}
          value={formatCount(statistics.totalBets, language)}
          testId="stake-stat-total-bets"
        />
        <StatTile
          label={t('stakes.stats.winRate')}
          value={
            hasDecided ? formatPercent(statistics.winRatio, intlLocale(language)) : <NoValue />
          }
          testId="stake-stat-win-rate"
        />
        <StatTile
          label={t('stakes.stats.totalProfit')}
          value={hasStakes ? formatEuros(totalProfit, language, true) : <NoValue />}
          color={profitColor}
          testId="stake-stat-total-profit"
        />
        <StatTile
          label={t('stakes.stats.bestStreak')}
          value={
            hasDecided ? t('stakes.stats.streakWon', { count: statistics.bestStreak }) : <NoValue />
          }
          testId="stake-stat-best-streak"
        />
        <StatTile
          label={t('stakes.stats.currentStreak')}
          value={streak}
          color={streakColor}
          testId="stake-stat-current-streak"
        />
        <StatTile
          label={t('stakes.stats.averageStake')}
          value={hasStakes ? formatEuros(statistics.averageStake, language) : <NoValue />}
          testId="stake-stat-average-stake"
        />
      </SimpleGrid>
    </section>
  );
}
