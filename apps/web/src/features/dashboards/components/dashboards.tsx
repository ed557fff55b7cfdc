import { Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarStats,
  IconCategory,
  IconChartLine,
  IconLayersIntersect,
  IconScale,
  IconTicket,
  IconTrophy,
} from '@tabler/icons-react';
import type { Bankroll, TailComparison } from '@stakelab/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalHistory } from '../../../history-store';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import { useDashboardReport } from '../hooks/use-dashboard-report';
import { DashboardCurrencyContext, DashboardUnitsContext } from '../hooks/units-context';
import { CurrencySwitch } from './currency-switch';
import {
  ALL_TIME,
  chosenCount,
  DASHBOARD_TABS,
  type DashboardTab,
} from '../utils/dashboard-params';
import { BetTypeTab } from './bet-type-tab';
import { preloadCharts } from './charts/lazy-charts';
import {
  DashboardsLoading,
  LoginRequired,
  NoBetsForFacets,
  NoBetsInRange,
  NoDashboardData,
} from './dashboard-states';
import classes from './dashboards.module.css';
import { DateRangeFilter } from './date-range-filter';
import { EdgeTab } from './edge-tab';
import { FacetBar } from './facets/facet-bar';
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
  edge: <IconScale size={16} aria-hidden="true" />,
};

const TAB_KEYS = {
  overall: 'dashboards.tabs.overall',
  time: 'dashboards.tabs.time',
  sport: 'dashboards.tabs.sport',
  odds: 'dashboards.tabs.odds',
  market: 'dashboards.tabs.market',
  betType: 'dashboards.tabs.betType',
  edge: 'dashboards.tabs.edge',
} as const satisfies Record<DashboardTab, string>;

function isTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

/**
 * The period and the facets over the seven tabs, every figure for the bets in that period that
 * match the facets' choices; money in units too when asked for and the user has a unit size.
 */
function DashboardContent({
  history,
  unitCents,
  bankrolls,
  tailComparison,
}: {
  history: LocalHistory;
  unitCents: number | null;
  bankrolls: readonly Bankroll[];
  tailComparison: TailComparison | null;
}) {
  const { t } = useTranslation();
  const {
    range,
    tab,
    facets,
    units,
    currency,
    setRange,
    setTab,
    setFacets,
    setUnits,
    setCurrency,
  } = useDashboardParams();
  const query = useDashboardReport(history, range, facets, currency);
  const answer = query.data;
  // docs/product.md §8: figures that cannot be worked out show as no bets.
  if (answer === undefined) return query.isError ? <NoDashboardData /> : <DashboardsLoading />;
  if (answer.total === 0) return <NoDashboardData />;
  const { report, edge } = answer;
  const showUnits = units && unitCents !== null;

  const panels: Record<DashboardTab, ReactNode> = {
    overall: <OverallTab report={report} edge={edge} tail={tailComparison} />,
    time: <TimeTab report={report} />,
    sport: <SportTab report={report} />,
    odds: <OddsTab report={report} />,
    market: <MarketTab report={report} />,
    betType: <BetTypeTab report={report} />,
    edge: <EdgeTab edge={edge} />,
  };
  const nothingShown =
    chosenCount(facets) > 0 && answer.inPeriod > 0 ? (
      <NoBetsForFacets onClear={() => setFacets({})} />
    ) : (
      <NoBetsInRange onShowAll={() => setRange(ALL_TIME)} />
    );

  return (
    <Stack gap="md">
      <DateRangeFilter
        range={range}
        onChange={setRange}
        shown={answer.shown}
        total={answer.total}
      />
      <FacetBar
        facets={answer.facets}
        filter={facets}
        onChange={setFacets}
        bankrolls={bankrolls}
        extra={
          <Switch
            label={t('dashboards.units.toggle')}
            description={unitCents === null ? t('dashboards.units.noUnitSize') : undefined}
            checked={showUnits}
            disabled={unitCents === null}
            onChange={(event) => setUnits(event.currentTarget.checked)}
            // The track clips on/off labels this switch has none of; clipped, its thumb's edge
            // read as cut content to the screen checks (e2e/support/screen-checks.ts).
            styles={{ track: { overflow: 'visible' } }}
            data-testid="units-toggle"
          />
        }
      />
      <CurrencySwitch
        currencies={answer.currencies}
        currency={answer.currency}
        inCurrency={answer.inCurrency}
        shown={answer.shown}
        onChange={setCurrency}
      />
      {report.overall.bets === 0 ? (
        nothingShown
      ) : (
        <DashboardCurrencyContext.Provider value={answer.currency}>
          <DashboardUnitsContext.Provider value={showUnits ? unitCents : null}>
            <Tabs
              value={tab}
              onChange={(value) => {
                if (isTab(value)) setTab(value);
              }}
              // Only the open tab renders: its charts are the only ones drawn.
              keepMounted={false}
              classNames={{ tabLabel: classes.tabLabel }}
              data-testid="dashboard-tabs"
            >
              {/* Wraps instead of scrolling (issue 17): every tab, the active one too, in sight. */}
              <Tabs.List
                className={classes.tabList}
                mb="md"
                aria-label={t('dashboards.tabs.label')}
              >
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
              {DASHBOARD_TABS.map((value) => (
                <Tabs.Panel key={value} value={value} data-testid={`panel-${value}`}>
                  {panels[value]}
                </Tabs.Panel>
              ))}
            </Tabs>
          </DashboardUnitsContext.Provider>
        </DashboardCurrencyContext.Provider>
      )}
    </Stack>
  );
}

const NO_BANKROLLS: readonly Bankroll[] = [];

interface DashboardsProps {
  /** False without a signed-in user with an e-mail (docs/product.md §6: bets load only then). */
  hasUser: boolean;
  /** The user's bets as the history engine holds them (see useLocalHistory). */
  history: LocalHistory;
  /** The user's unit size in cents (profile `unit_size`); null: none, no units view. */
  unitCents?: number | null;
  /** The user's bankrolls, to name the bankroll facet's choices. */
  bankrolls?: readonly Bankroll[];
  /** Beside the heading: links to related screens (the bankrolls). */
  actions?: ReactNode;
  /**
   * Issue 34: the user's bets on the tipster's tips against the public record (core's
   * tailComparison, composed by the page); null until they have tailed one.
   */
  tailComparison?: TailComparison | null;
}

/** docs/product.md §2 /dashboards: heading and overview, then the state or the tabs. */
export function Dashboards({
  hasUser,
  history,
  unitCents = null,
  bankrolls = NO_BANKROLLS,
  actions,
  tailComparison = null,
}: DashboardsProps) {
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
  else {
    content = (
      <DashboardContent
        history={history}
        unitCents={unitCents}
        bankrolls={bankrolls}
        tailComparison={tailComparison}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('dashboards.title')}</Title>
          <Text c="dimmed">{t('dashboards.overview')}</Text>
        </Stack>
        {actions}
      </Group>
      {content}
    </Stack>
  );
}
