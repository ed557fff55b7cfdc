import type { FacetedDashboardOptions } from '@stakelab/core';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewestBets } from './fetch-bet-changes';
import type { HistoryClient } from './history-client';
import { historyClientOf } from './history-clients';
import type { BankrollsQuery, HistoryViewQuery } from './history-engine';

/** The local history's queries: the open store, and screen answers keyed by its revision. */
export const localHistoryQueryKey = ['history', 'local'] as const;

/**
 * The reads of the server's changes. The user's own writes (add, edit, settle, delete, upload)
 * invalidate this root: the store asks for what changed instead of reloading everything.
 */
export const betChangesQueryKey = ['history', 'changes'] as const;

/** The query that opens `userId`'s local store (what it holds, before the server answers). */
function localHistoryOpenQuery(client: HistoryClient, userId: number) {
  return queryOptions({
    queryKey: [...localHistoryQueryKey, userId, 'open'],
    queryFn: () => client.open(userId),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The read of the server's changes for `userId`: the first attaches to the engine's first
 * sync (started by the worker itself when the first script started it), later ones ask anew.
 */
function betChangesQuery(client: HistoryClient, userId: number) {
  return queryOptions({
    queryKey: [...betChangesQueryKey, userId],
    queryFn: () => client.sync(userId),
  });
}

export function useHistoryClient(): HistoryClient {
  return historyClientOf(useQueryClient());
}

export interface LocalHistory {
  /** The user whose bets these are; null while there is none to load (docs/product.md §6). */
  userId: number | null;
  /**
   * Changes whenever the bets held change. Undefined while there is nothing to show: the store
   * held nothing and the server has not answered yet (or failed: see `error`).
   */
  revision: number | undefined;
  /**
   * A first visit's newest bets and the count of all, while `revision` is undefined (the whole
   * history is on its way): a first page to show, and nothing to work figures out of.
   */
  firstPage: NewestBets | undefined;
  /** The last failed read of changes (shown bets may still be there, from the store). */
  error: Error | null;
  isFetching: boolean;
  /** Reads again after a failure (the store first, if that is what failed). */
  retry: () => Promise<unknown>;
}

/**
 * The signed-in user's bets as the history engine holds them: what the browser kept is shown
 * at once, then the server's changes since then are applied (a full answer the first time).
 * Pass the user id only once the server has confirmed the session (see useSession).
 * `withFirstPage`: the history screen, which shows a first visit's newest bets meanwhile.
 */
export function useLocalHistory(
  userId: number | null,
  { withFirstPage = false }: { withFirstPage?: boolean } = {},
): LocalHistory {
  const client = useHistoryClient();
  const opened = useQuery({
    ...localHistoryOpenQuery(client, userId ?? 0),
    enabled: userId !== null,
  });
  // Not behind `opened`: the engine's attach reads the store first itself.
  const synced = useQuery({
    ...betChangesQuery(client, userId ?? 0),
    enabled: userId !== null,
  });
  const held = opened.data !== undefined && opened.data.version > 0 ? opened.data : undefined;
  const latest = synced.data ?? held;
  // Not behind `opened`: a worker started early answers that only after its whole first read.
  const first = useQuery({
    queryKey: [...localHistoryQueryKey, userId ?? 0, 'first-page'],
    queryFn: () => client.firstPage(userId as number),
    enabled: withFirstPage && userId !== null && latest === undefined,
    staleTime: Infinity,
    retry: false,
  });
  const revision = userId === null ? undefined : latest?.revision;
  return {
    userId,
    revision,
    firstPage: revision === undefined ? (first.data ?? undefined) : undefined,
    error: synced.error ?? opened.error,
    isFetching: synced.isFetching || opened.isFetching,
    retry: () => (opened.isError ? opened.refetch() : synced.refetch()),
  };
}

/** What a question about the bets held needs of LocalHistory: whose, and which revision. */
export type HistoryRevision = Pick<LocalHistory, 'userId' | 'revision'>;

/**
 * A question the engine answers about the revision held (`ask`); the last answer shows
 * meanwhile, and a null question is not asked yet. An answer for one revision never changes.
 */
function useRevisionQuery<Q, T>(
  history: HistoryRevision,
  kind: string,
  question: Q | null,
  ask: (client: HistoryClient, userId: number, question: Q, signal: AbortSignal) => Promise<T>,
) {
  const client = useHistoryClient();
  const { userId, revision } = history;
  return useQuery({
    queryKey: [...localHistoryQueryKey, userId, kind, revision, question],
    queryFn: ({ signal }) => ask(client, userId as number, question as Q, signal),
    enabled: userId !== null && revision !== undefined && question !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** A history screen page (rows, counts, summary) for the revision held. */
export const useHistoryViewQuery = (history: LocalHistory, query: HistoryViewQuery) =>
  useRevisionQuery(history, 'view', query, (client, userId, q, signal) =>
    client.view(userId, q, signal),
  );

/** The history facets' counts for the same question as a view (null: not asked yet). */
export const useHistoryFacetsQuery = (history: LocalHistory, query: HistoryViewQuery | null) =>
  useRevisionQuery(history, 'historyFacets', query, (client, userId, q, signal) =>
    client.historyFacets(userId, q, signal),
  );

/** The dashboards' report for a period over the revision held. */
export const useDashboardQuery = (history: LocalHistory, options: FacetedDashboardOptions) =>
  useRevisionQuery(history, 'report', options, (client, userId, o, signal) =>
    client.report(userId, o, signal),
  );

/** The bankrolls' figures over the revision held (null query: not asked yet). */
export const useBankrollSummariesQuery = (history: HistoryRevision, query: BankrollsQuery | null) =>
  useRevisionQuery(history, 'bankrolls', query, (client, userId, q, signal) =>
    client.bankrolls(userId, q, signal),
  );

/** The bets that tail a tipster stake (issue 34) over the revision held. */
export const useTailsQuery = (history: LocalHistory) =>
  useRevisionQuery(history, 'tails', 'all', (client, userId, _q, signal) =>
    client.tails(userId, signal),
  );
