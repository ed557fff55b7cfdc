/** The IndexedDB database of one user's kept history (docs/decisions/015). */
export const HISTORY_DB_PREFIX = 'stakelab-history-';
export const historyDbName = (userId: number) => `${HISTORY_DB_PREFIX}${userId}`;
