/**
 * Bets a page of the history screen shows (docs/product.md §2): the screen's pages and the
 * history worker's first page (HistoryEngine.firstPage) are the same size. A module of its
 * own, so the screen takes the number without the engine.
 */
export const HISTORY_PAGE_SIZE = 50;
