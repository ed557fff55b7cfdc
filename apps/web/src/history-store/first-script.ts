/*
 * What the page's first script (main.tsx) takes from the history store: starting the worker
 * and whether the session it sent names a user. Only modules free of imports lie behind it.
 */
export { earlySignedIn } from './early-reads';
export { startHistoryWorkerEarly } from './history-worker-start';
