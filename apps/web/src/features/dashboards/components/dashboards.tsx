import { ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarStats,
  IconCategory,
  IconChartLine,
  IconLayersIntersect,
  IconTicket,
  IconTrophy,
} from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalHistory } from '../../../lib/local-history/use-local-history';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import { useDashboardReport } from '../hooks/use-dashboard-report';
import { ALL_TIME, DASHBOARD_TABS, type DashboardTab } from '../utils/dashboard-params';
import { BetTypeTab } from './bet-type-tab';
import { preloadCharts } from './charts/lazy-charts';
import {
  DashboardsLoading,
  LoginRequired,
  NoBetsInRange,
  NoDashboardData,
} from './dashboard-states';
import classes from './dashboards.module.css';
import { DateRangeFilter } from './date-range-filter';
import { MarketTab } from './market-tab';
import { OddsTab } from './odds-tab';
import { OverallTab } from './overall-tab';
import { SportTab } from './sport-tab';
import { TimeTab } from './time-tab';

const TAB_ICONS: Record<DashboardTab, ReactNode> = {
  overall: <IconChartLine size={16} aria-hidden="true" />,
  time: <IconCalendarStats size={16} aria-hidden="true" />,
  sport: <IconTrophy size={16} aria-hidden="true" />,
  odds: <IconLayersIntersect size={16} aria-hidden="true" />,
  market: <IconCategory size={16} aria-hidden="true" />,
  betType: <IconTicket size={16} aria-hidden="true" />,
};

const TAB_KEYS = {
  overall: 'dashboards.tabs.overall',
  time: 'dashboards.tabs.time',
  sport: 'dashboards.tabs.sport',
  odds: 'dashboards.tabs.odds',
  market: 'dashboards.tabs.market',
  betType: 'dashboards.tabs.betType',
} as const satisfies Record<DashboardTab, string>;

function isTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

/** The period filter over the six tabs, every figure for the bets in that period. */
function DashboardContent({ history }: { history: LocalHistory }) {
  const { t } = useTranslation();
  const { range, tab, setRange, setTab } = useDashboardParams();
  const query = useDashboardReport(history, range);
  const answer = query.data;
  // docs/product.md §8: figures that cannot be worked out show as no bets.
  if (answer === undefined) return query.isError ? <NoDashboardData /> : <DashboardsLoading />;
  if (answer.total === 0) return <NoDashboardData />;
  const report = answer.report;

  const panels: Record<DashboardTab, ReactNode> = {
    overall: <OverallTab report={report} />,
    time: <TimeTab report={report} />,
    sport: <SportTab report={report} />,
    odds: <OddsTab report={report} />,
    market: <MarketTab report={report} />,
    betType: <BetTypeTab report={report} />,
  };

  return (
    <Stack gap="md">
      <DateRangeFilter
        range={range}
        onChange={setRange}
        shown={report.overall.bets}
        total={answer.total}
      />
      {report.overall.bets === 0 ? (
        <NoBetsInRange onShowAll={() => setRange(ALL_TIME)} />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTab(value)) setTab(value);
          }}
          // Only the open tab renders: its charts are the only ones drawn.
          keepMounted={false}
          data-testid="dashboard-tabs"
        >
          <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" mb="md">
            <Tabs.List className={classes.tabList} aria-label={t('dashboards.tabs.label')}>
              {DASHBOARD_TABS.map((value) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={TAB_ICONS[value]}
                  className={classes.tab}
                  data-testid={`tab-${value}`}
                >
                  {t(TAB_KEYS[value])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {DASHBOARD_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} data-testid={`panel-${value}`}>
              {panels[value]}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

interface DashboardsProps {
  /** False without a signed-in user with an e-mail (docs/product.md §6: bets load only then). */
  hasUser: boolean;
  /** The user's bets as the history engine holds them (see useLocalHistory). */
  history: LocalHistory;
}

/** docs/product.md §2 /dashboards: heading and overview, then the state or the six tabs. */
export function Dashboards({ hasUser, history }: DashboardsProps) {
  const { t } = useTranslation();
  // The charts' code loads beside the bets, not after them.
  useEffect(() => {
    if (hasUser) preloadCharts();
  }, [hasUser]);

  let content: ReactNode;
  if (!hasUser) content = <LoginRequired />;
  // docs/product.md §8: a failed load shows what the dashboards show for no bets.
  else if (history.revision === undefined && history.error) content = <NoDashboardData />;
  else if (history.revision === undefined) content = <DashboardsLoading />;
  else content = <DashboardContent history={history} />;

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={720}>
        <Title order={1}>{t('dashboards.title')}</Title>
        <Text c="dimmed">{t('dashboards.overview')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
