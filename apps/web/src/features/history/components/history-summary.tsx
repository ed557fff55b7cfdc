import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { resultColors } from '../../../lib/result-colors';
import { formatHeadline, type HeadlineFigures } from '@stakelab/core';
import { intlLocale } from '../../../lib/i18n';
import classes from './history-overview.module.css';

/**
 * The figures of docs/product.md §2's summary boxes: core's headline figures, the same the
 * dashboards' Overall shows for the same bets, formatted by the same formatHeadline.
 */
export type HistorySummaryFigures = HeadlineFigures;

/** Gains green, losses red, nothing either way in the body colour. */
function signColor(value: number): string | undefined {
  if (value > 0) return resultColors.WON;
  if (value < 0) return resultColors.LOST;
  return undefined;
}

/** The three money boxes: stacked on phones, side by side from xs up. */
const MONEY_COLS = { base: 1, xs: 3 } as const;
/** With free bets, a fourth: their profit (two by two from xs, in a row from md). */
const MONEY_COLS_FREE = { base: 1, xs: 2, md: 4 } as const;

interface StatProps {
  label: string;
  value: ReactNode;
  color?: string | undefined;
  /** A line under the figure: which bets it is over (issue 32). */
  hint?: string | undefined;
  testId: string;
  /** Money and percentages get the larger figure; counts sit in a row of smaller boxes. */
  size?: 'lg' | 'md';
}

function Stat({ label, value, color, hint, testId, size = 'lg' }: StatProps) {
  return (
    <Paper withBorder radius="md" p={size === 'lg' ? 'md' : 'sm'}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4} component="dt">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={4}
        fz={size === 'lg' ? 26 : 20}
        fw={700}
        c={color}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
      {hint ? (
        <Text component="dd" m={0} mt={2} size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

interface HistorySummaryProps {
  figures: HistorySummaryFigures | null;
  /**
   * Phones: the cards' id for the strip's Summary button, and whether it has unfolded them
   * (HistoryOverview). The open-bets line always shows.
   */
  fold?: { id: string; isOpen: boolean };
}

/**
 * docs/product.md §2: Total Stakes, Total Net Return and ROI (%), then the counts of bets, WON,
 * LOST and % WON, all over the bets the filters keep; open bets, if any, on a line of their own
 * (they have no result yet, so the money figures are the settled bets'). Null while the whole
 * history loads behind its newest bets (a first visit): skeleton boxes, said to be loading.
 * With free bets among them (issue 33): the stakes are cash staked (the free stakes left out,
 * said under them), the ROI says it is over cash staked, and the free bets' profit, which is
 * in the net return, has a box of its own.
 */
export const HistorySummary = memo(function HistorySummary({ figures, fold }: HistorySummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  if (!figures) {
    return (
      <CardGridSkeleton
        count={3}
        cols={MONEY_COLS}
        height={86}
        label={t('history.summary.loading')}
        testId="history-summary-loading"
      />
    );
  }

  const texts = formatHeadline(figures, intlLocale(language));
  // The money figures and ROI are over the settled bets: said under the ROI.
  const settledHint = t('history.summary.settledHint', {
    count: figures.settled,
    settled: texts.settled,
  });
  const { freeBets } = figures;
  const hasFreeBets = freeBets.bets > 0;
  return (
    <section
      aria-label={t('history.summary.label')}
      // With no open-bets line, nothing of it shows while folded: no empty gap on the phone.
      className={fold && figures.open.bets === 0 ? classes.foldable : undefined}
      data-open={fold?.isOpen === true || undefined}
      data-testid="history-summary"
    >
      <div
        id={fold?.id}
        className={fold ? classes.foldable : undefined}
        data-open={fold?.isOpen === true || undefined}
      >
        <SimpleGrid
          component="dl"
          cols={hasFreeBets ? MONEY_COLS_FREE : MONEY_COLS}
          spacing="sm"
          m={0}
        >
          <Stat
            label={t('history.summary.totalStake')}
            value={texts.staked}
            hint={
              hasFreeBets
                ? t('history.summary.freeStakesHint', { amount: texts.freeBetStaked })
                : undefined
            }
            testId="summary-total-stake"
          />
          <Stat
            label={t('history.summary.netReturn')}
            value={texts.net}
            color={signColor(figures.netCents)}
            testId="summary-net-return"
          />
          <Stat
            label={hasFreeBets ? t('history.summary.roiCash') : t('history.summary.roi')}
            value={texts.roi}
            color={signColor(figures.roiRatio)}
            hint={settledHint}
            testId="summary-roi"
          />
          {hasFreeBets && (
            <Stat
              label={t('history.summary.freeBetProfit')}
              value={texts.freeBetNet}
              color={signColor(freeBets.netCents)}
              hint={t('history.summary.freeBetHint', { count: freeBets.bets })}
              testId="summary-free-bet-profit"
            />
          )}
        </SimpleGrid>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm" mb={0}>
          <Stat
            size="md"
            label={t('history.summary.bets')}
            value={texts.bets}
            testId="summary-bets"
          />
          <Stat
            size="md"
            label={t('history.summary.won')}
            value={texts.won}
            color={resultColors.WON}
            testId="summary-won"
          />
          <Stat
            size="md"
            label={t('history.summary.lost')}
            value={texts.lost}
            color={resultColors.LOST}
            testId="summary-lost"
          />
          <Stat
            size="md"
            label={t('history.summary.winPercent')}
            value={texts.wonShare}
            testId="summary-win-percent"
          />
        </SimpleGrid>
      </div>
      {figures.open.bets > 0 && (
        <Paper
          withBorder
          radius="md"
          px="sm"
          py={8}
          // Phones with the cards folded away: the line heads the section.
          mt={fold && !fold.isOpen ? { base: 0, sm: 'sm' } : 'sm'}
          title={t('history.summary.openHint')}
          data-testid="history-open-figure"
        >
          <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <IconHourglassHigh size={16} aria-hidden="true" />
            {t('history.summary.open', {
              count: figures.open.bets,
              amount: texts.openStaked,
            })}
          </Text>
        </Paper>
      )}
    </section>
  );
});
