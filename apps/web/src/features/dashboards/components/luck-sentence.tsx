import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EdgeReport } from '@stakelab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import classes from './dashboards.module.css';

/**
 * Luck or skill in plain words (docs/product.md §2 "Edge"): core's verdict (edgeSentence) in the
 * reader's language, e.g. "+7.41% ROI on the 1,836 won or lost bets with odds: a bettor with no
 * edge does this well about 1 time in 40." Its ROI is over the bets the test counts (voids,
 * cash-outs, open bets and bets without odds left out), so the sentence names that set; it is
 * formatted as every ROI is (formatRoi: signed, 2 decimals).
 */
export function useLuckSentence(edge: EdgeReport): string {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { sentence, luck } = edge;
  const figures = {
    roi: format.roi(sentence.roiRatio),
    count: sentence.bets,
    bets: format.count(sentence.bets),
    oneIn: format.count(sentence.oneIn ?? 0),
  };
  switch (sentence.kind) {
    case 'no-bets':
      return t('dashboards.edge.sentence.noBets');
    case 'no-better-than-no-edge':
      return t('dashboards.edge.sentence.noBetter', figures);
    case 'better-than-no-edge': {
      const verdict = sentence.beyondOneIn
        ? t('dashboards.edge.sentence.betterBeyond', figures)
        : t('dashboards.edge.sentence.better', figures);
      const more = luck.moreBetsForSignificance;
      const significance = sentence.significant
        ? t('dashboards.edge.sentence.significant')
        : more !== null && more > 0
          ? t('dashboards.edge.sentence.notYet', { count: more, more: format.count(more) })
          : '';
      return significance === '' ? verdict : `${verdict} ${significance}`;
    }
  }
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} className={classes.figure} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The sentence with the figures behind it: the null's expectation and spread, z, p and more. */
export function LuckPanel({ edge }: { edge: EdgeReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const titleId = useId();
  const sentence = useLuckSentence(edge);
  const { luck } = edge;
  const dash = t('dashboards.time.none');
  const interval = luck.roiInterval95;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="luck-panel"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('dashboards.edge.luckTitle')}
        </Title>
        <Text size="lg" fw={600} data-testid="luck-sentence">
          {sentence}
        </Text>
        {luck.bets > 0 ? (
          <>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" m={0}>
              <Figure
                label={t('dashboards.edge.expectedNoEdge')}
                value={format.signedMoney(luck.expectedProfitCents / 100)}
                testId="luck-expected"
              />
              <Figure
                label={t('dashboards.edge.actualProfit')}
                value={format.signedMoney(luck.profitCents / 100)}
                testId="luck-actual"
              />
              <Figure
                label={t('dashboards.edge.sd')}
                value={format.money(luck.profitSdCents / 100)}
                testId="luck-sd"
              />
              <Figure
                label={t('dashboards.edge.z')}
                value={luck.z === null ? dash : format.decimal(luck.z, 2)}
                testId="luck-z"
              />
              <Figure
                label={t('dashboards.edge.p')}
                value={luck.pValue === null ? dash : format.pValue(luck.pValue)}
                testId="luck-p"
              />
              <Figure
                label={t('dashboards.edge.roiInterval')}
                value={
                  interval === null
                    ? dash
                    : t('dashboards.edge.interval', {
                        low: format.roi(interval.low),
                        high: format.roi(interval.high),
                      })
                }
                testId="luck-interval"
              />
              <Figure
                label={t('dashboards.edge.betsForSignificance')}
                value={
                  luck.betsForSignificance === null
                    ? t('dashboards.edge.never')
                    : format.count(luck.betsForSignificance)
                }
                testId="luck-significance"
              />
              <Figure
                label={t('dashboards.edge.counted')}
                value={format.count(luck.bets)}
                testId="luck-bets"
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" data-testid="luck-assumption">
              {luck.assumption === 'margin-removed'
                ? t('dashboards.edge.marginRemoved')
                : t('dashboards.edge.marginNotRemoved')}{' '}
              {t('dashboards.edge.excluded', {
                open: format.count(luck.excluded.open),
                void: format.count(luck.excluded.void),
                other: format.count(luck.excluded.other),
                withoutOdds: format.count(luck.excluded.withoutOdds),
              })}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
