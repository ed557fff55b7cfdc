/*
 * The history store's public entry (README.md): all that the app, its pages and features use.
 * The page's first script imports first-script.ts instead, which stays free of the rest.
 */
export { takeEarlySessionRead } from './early-reads';
export type { NewestBets } from './fetch-bet-changes';
export type {
  BankrollsQuery,
  ExportCsvQuery,
  HistoryViewQuery,
  TailedBet,
  TailsAnswer,
} from './history-engine';
export { forgetLocalHistories } from './history-clients';
export { HISTORY_PAGE_SIZE } from './history-page-size';
export {
  betChangesQueryKey,
  type HistoryRevision,
  type LocalHistory,
  localHistoryQueryKey,
  useBankrollSummariesQuery,
  useDashboardQuery,
  useHistoryClient,
  useHistoryFacetsQuery,
  useHistoryViewQuery,
  useLocalHistory,
  useTailsQuery,
} from './use-local-history';
