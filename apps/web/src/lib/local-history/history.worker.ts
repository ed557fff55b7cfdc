import { expose } from 'comlink';
import { createHistoryEngine } from './create-history-engine';
import { openForSignedInUser } from './early-sign-in';
import { EARLY_HISTORY_WORKER_NAME, EARLY_WORKER_NAME } from './history-worker-start';

// The history worker: the user's bets live here, off the page's thread (see history-engine.ts).
const engine = createHistoryEngine();
expose(engine);
if (self.name === EARLY_WORKER_NAME) void openForSignedInUser(engine, false);
if (self.name === EARLY_HISTORY_WORKER_NAME) void openForSignedInUser(engine, true);
