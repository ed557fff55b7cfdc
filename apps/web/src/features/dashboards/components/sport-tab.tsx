import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type DashboardReport,
  competitionSports,
  topCompetitions,
  truncateLabel,
} from '@stakelab/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { useDisplayName, useSportName } from '../hooks/use-display-name';
import { DEFAULT_GROUP_SORT, type GroupSort, nextSort, sortGroups } from '../utils/sort-groups';
import { ChartCard } from './chart-card';
import { SignedBarChart } from './charts/lazy-charts';
import { FiguresTable, signColor } from './figures-table';
import { NoData } from './no-data';

/** The sport Select's value for every sport (no bookmaker names a sport like this). */
const ALL_SPORTS = '__all_sports__';
/** docs/product.md §9: labels longer than 20 characters are cut to 18 plus an ellipsis. */
const LABEL_LIMIT = 20;

/**
 * docs/product.md §2 Sport & Competition: Performance by Sport (sortable) and Net P/L by
 * Competition, up to 5 gainers and 5 losers, for all sports or the one chosen.
 */
export function SportTab({ report }: { report: DashboardReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const displayName = useDisplayName();
  const sportLabel = useSportName();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const titleId = useId();
  const [sort, setSort] = useState<GroupSort>(DEFAULT_GROUP_SORT);
  const [sport, setSport] = useState<string>(ALL_SPORTS);

  const sportRows = useMemo(
    () =>
      sortGroups(
        report.sports.map((group) => ({
          ...group,
          key: group.name,
          name: sportLabel(group.name),
        })),
        sort,
        format.locale,
      ),
    [report.sports, sort, format.locale, sportLabel],
  );

  const sports = useMemo(() => competitionSports(report.competitions), [report.competitions]);
  // A sport chosen before the period changed may have no competitions left: show them all.
  const chosenSport = sport !== ALL_SPORTS && sports.includes(sport) ? sport : null;
  const competitions = useMemo(
    () => topCompetitions(report.competitions, chosenSport),
    [report.competitions, chosenSport],
  );
  const chartHeight = Math.max(160, competitions.length * 36 + 48);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
        <Stack gap={2} mb="md">
          <Title order={2} fz="h4" id={titleId}>
            {t('dashboards.sport.bySport')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboards.sport.bySportHint')}
          </Text>
        </Stack>
        {sportRows.length === 0 ? (
          <NoData testId="sport-no-data" />
        ) : (
          <FiguresTable
            rows={sportRows}
            nameHeader={t('dashboards.columns.sport')}
            caption={t('dashboards.sport.bySport')}
            sort={{ value: sort, onChange: (column) => setSort((now) => nextSort(now, column)) }}
            // Every sport together: Overall's own figures (its settled bets, staked, net and
            // ROI), since the selections' shares add up to their bets to the cent; the hint says
            // how many selections those bets have (issue 32: not 1,188 "bets" of 800).
            total={{
              name: t('dashboards.sport.total'),
              bets: report.headline.settled,
              staked: report.headline.stakedCents / 100,
              netProfit: report.headline.netCents / 100,
              roiRatio: report.headline.roiRatio,
              hint: t('dashboards.sport.totalHint', {
                bets: format.count(report.headline.settled),
                selections: format.count(
                  report.sports.reduce((sum, group) => sum + group.selections, 0),
                ),
              }),
            }}
            testId="sport-table"
          />
        )}
      </Paper>

      <ChartCard
        title={t('dashboards.sport.byCompetition')}
        hint={t('dashboards.sport.byCompetitionHint')}
        height={chartHeight}
        testId="chart-competitions"
        controls={
          <Select
            label={t('dashboards.sport.sportFilter')}
            size="xs"
            w={200}
            value={chosenSport ?? ALL_SPORTS}
            onChange={(value) => setSport(value ?? ALL_SPORTS)}
            allowDeselect={false}
            data={[
              { value: ALL_SPORTS, label: t('dashboards.sport.allSports') },
              ...sports.map((name) => ({ value: name, label: sportLabel(name) })),
            ]}
            comboboxProps={{ withinPortal: true }}
            data-testid="competition-sport-filter"
          />
        }
        chart={
          competitions.length === 0 ? (
            <NoData testId="competition-no-data" />
          ) : (
            <SignedBarChart
              horizontal
              height={chartHeight}
              labelWidth={isPhone ? 112 : 160}
              wrapLabels={isPhone}
              seriesLabel={t('dashboards.columns.net')}
              formatAxis={format.axisMoney}
              positiveColor={`${resultColors.WON}.6`}
              negativeColor={`${resultColors.LOST}.6`}
              data={competitions.map((competition) => ({
                label: truncateLabel(displayName(competition.name), LABEL_LIMIT),
                value: competition.netProfit,
                tooltip: {
                  title: displayName(competition.name),
                  lines: [
                    {
                      label: t('dashboards.columns.sport'),
                      value: sportLabel(competition.sport),
                    },
                    {
                      label: t('dashboards.columns.net'),
                      value: format.signedMoney(competition.netProfit),
                      color: signColor(competition.netProfit),
                    },
                    {
                      label: t('dashboards.columns.staked'),
                      value: format.money(competition.staked),
                    },
                    {
                      label: t('dashboards.time.roi'),
                      value: format.roi(competition.roiRatio),
                    },
                    {
                      label: t('dashboards.columns.selections'),
                      value: format.count(competition.bets),
                    },
                  ],
                },
              }))}
            />
          )
        }
        table={
          <FiguresTable
            rows={competitions.map((competition) => ({
              ...competition,
              key: `${competition.sport}/${competition.name}`,
              name: displayName(competition.name),
            }))}
            nameHeader={t('dashboards.columns.competition')}
            betsHeader={t('dashboards.columns.selections')}
            caption={t('dashboards.sport.byCompetition')}
            testId="competition-table"
          />
        }
      />
    </Stack>
  );
}
