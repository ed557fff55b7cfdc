import { Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../components/ui/load-error-panel';
import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { useCompetitions } from '../../features/history/api/get-competitions';
import { useSports } from '../../features/history/api/get-sports';
import { AddBetDialog } from '../../features/history/components/add-bet-dialog';
import { BetList } from '../../features/history/components/bet-list';
import { HistoryActions } from '../../features/history/components/history-actions';
import { HistoryOverview } from '../../features/history/components/history-overview';
import { FeedResults } from '../../features/history/components/feed-results';
import { BetsSkeleton, NoBets, NoMatches } from '../../features/history/components/history-states';
import { UploadDialog } from '../../features/history/components/upload-dialog';
import { FacetBar } from '../../features/dashboards/components/facets/facet-bar';
import { BulkBar } from '../../features/history/components/bulk-bar';
import { HistorySearch } from '../../features/history/components/history-search';
import { nextSort } from '../../features/history/components/row-selection';
import { useBetSelection } from '../../features/history/hooks/use-bet-selection';
import { useHistoryView } from '../../features/history/hooks/use-history-view';
import { useExportCsv } from '../../features/history/hooks/use-export-csv';
import { useLateFlag } from '../../features/history/hooks/use-late-flag';
import { useLocalHistory } from '../../history-store';
import { useBankrolls } from '../../lib/bankrolls-api';
import { useProfile } from '../../features/profile/api/get-profile';
import { unitCentsOf } from '../../features/dashboards/utils/units';
import type { FacetFilter, HistorySortKey } from '@stakelab/core';
import { useExportSettings } from './history-export-settings';
import { useHistoryParams } from './use-history-params';

/** docs/product.md §8: a failed load of sports, competitions or bets is logged, not shouted. */
function useLogFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.warn(`Could not load ${what}:`, error.message);
  }, [what, error]);
}

type Dialog = 'add' | 'upload' | null;

const NO_BANKROLLS: never[] = [];

/** How long the list may show the last answer before it is dimmed as out of date. */
const STALE_DIM_DELAY_MS = 250;

/**
 * docs/product.md §2 /history: the summary of the filtered bets, Add new bet, Upload Betfair
 * History, Export CSV, the filter bar and the bets, newest first.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const { user, isConfirmed } = useSession();
  const email = user?.email ?? '';
  // docs/product.md §6: bets load only for a signed-in user with an e-mail, here once the
  // server has confirmed who that is (the local store is theirs alone).
  const history = useLocalHistory(
    user !== null && isConfirmed && email !== '' ? user.user_id : null,
    // A first visit shows the newest bets before the whole history is in.
    { withFirstPage: true },
  );
  // docs/product.md §7: the catalogue is asked for on load, so the add-bet dialog opens ready.
  const sports = useSports();
  const competitions = useCompetitions();
  useLogFailure('sports', sports.error);
  useLogFailure('competitions', competitions.error);

  // Issue 32: the filter bar, the search, the facets and the sort live in the URL.
  const params = useHistoryParams();
  const { filters, search, facets, sort, update, changeFilters: change, reset } = params;
  const finding = useMemo(
    () => ({ filters, search, facets, sort }),
    [filters, search, facets, sort],
  );
  const [page, setPage] = useState(1);
  // A filter change goes back to page 1. Stable, so the memoised filter bar skips the renders
  // that only bring it the same values.
  const changeFilters = useCallback(
    (patch: Parameters<typeof change>[0]) => {
      change(patch);
      setPage(1);
    },
    [change],
  );
  const resetFilters = useCallback(() => {
    reset();
    setPage(1);
  }, [reset]);
  const onSearch = useCallback(
    (next: string) => {
      update({ search: next });
      setPage(1);
    },
    [update],
  );
  const onFacets = useCallback(
    (next: FacetFilter) => {
      update({ facets: next });
      setPage(1);
    },
    [update],
  );
  const columnSort = useMemo(
    () => ({
      sort,
      onSort: (key: HistorySortKey) => {
        update({ sort: nextSort(sort, key) });
        setPage(1);
      },
    }),
    [sort, update],
  );
  const selection = useBetSelection();
  const view = useHistoryView(history, finding, page);
  const isLate = useLateFlag(view.isStale, STALE_DIM_DELAY_MS);
  useLogFailure('bets', history.error ?? view.error);
  const exportCsv = useExportCsv(history, finding, view.timeZone, useExportSettings(email));
  // Names for the bankroll facet's choices and the bulk move; without them the facet still
  // works, by number.
  const bankrolls = useBankrolls(isConfirmed && email !== '').data?.bankrolls ?? NO_BANKROLLS;
  const [dialog, setDialog] = useState<Dialog>(null);
  // The new bet's default currency (the profile's): asked for when the add dialog opens.
  const profile = useProfile(isConfirmed && dialog === 'add' ? email : '');
  // The stake guide's bets and unit size (docs/stake-discipline.md); one object per change.
  const unitCents = unitCentsOf(profile.data);
  const { userId: betsUserId, revision: betsRevision } = history;
  const discipline = useMemo(
    () => ({ history: { userId: betsUserId, revision: betsRevision }, unitCents }),
    [betsUserId, betsRevision, unitCents],
  );

  // Stable, so the memoised actions and closed dialogs skip the renders of each keystroke.
  const openAdd = useCallback(() => setDialog('add'), []);
  const openUpload = useCallback(() => setDialog('upload'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const startExport = exportCsv.mutate;
  const onExport = useCallback(() => startExport(), [startExport]);

  const data = view.data;
  let content;
  if ((history.revision === undefined && history.error) || (data === undefined && view.error)) {
    // docs/product.md §8: a failed load is only logged; the page says so in words and offers a retry.
    content = (
      <LoadErrorPanel
        testId="history-load-error"
        title={t('history.loadError.title')}
        description={t('history.loadError.text')}
        retryLabel={t('history.loadError.retry')}
        onRetry={history.retry}
        isRetrying={history.isFetching}
      />
    );
  } else if (data === undefined) {
    content = <BetsSkeleton />;
  } else if (data.total === 0) {
    content = <NoBets onAdd={openAdd} onUpload={openUpload} />;
  } else {
    content = (
      <>
        <HistoryOverview
          figures={view.figures}
          filters={filters}
          onChange={changeFilters}
          onReset={resetFilters}
          statuses={view.statuses}
          shown={data.shown}
          total={data.total}
        />
        <FeedResults />
        <FacetBar
          facets={view.facets}
          filter={facets}
          onChange={onFacets}
          bankrolls={bankrolls}
          label={t('history.find.label')}
          extra={<HistorySearch value={search} onSearch={onSearch} />}
        />
        <BulkBar
          selected={selection.selected}
          matching={view.ids}
          onSelectAll={selection.selectOnly}
          onClear={selection.clear}
          bankrolls={bankrolls}
        />
        {data.shown === 0 ? (
          <NoMatches onReset={resetFilters} />
        ) : (
          // Dimmed while a slow answer is awaited; no fade: a fading opacity repainted the
          // whole list each frame (up to 57 ms at 50 rows), between the keys typed.
          <div style={{ opacity: isLate ? 0.7 : 1 }}>
            <BetList
              view={data}
              onPageChange={setPage}
              selection={selection.rows}
              columnSort={columnSort}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <PageSection>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} maw={640}>
            <Title order={1}>{t('history.title')}</Title>
            <Text c="dimmed">{t('history.description')}</Text>
          </Stack>
          <HistoryActions
            onAdd={openAdd}
            onUpload={openUpload}
            onExport={onExport}
            isExporting={exportCsv.isPending}
            canExport={data !== undefined && data.shown > 0 && !view.isPartial}
          />
        </Group>
        {content}
      </Stack>
      <AddBetDialog
        opened={dialog === 'add'}
        onClose={closeDialog}
        userEmail={email}
        defaultCurrency={profile.data?.default_currency}
        discipline={discipline}
      />
      <UploadDialog opened={dialog === 'upload'} onClose={closeDialog} userEmail={email} />
    </PageSection>
  );
}
