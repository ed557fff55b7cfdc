import { expose } from 'comlink';
import { createHistoryEngine } from './create-history-engine';
import { openForSignedInUser } from './early-sign-in';
import { HandedReads } from './handed-reads';
import { EARLY_HISTORY_WORKER_NAME, EARLY_WORKER_NAME } from './history-worker-start';

// The history worker: the user's bets live here, off the page's thread (see history-engine.ts).
// Started early by the page, it is handed the page's first reads (early-reads.ts); its listener
// comes before comlink's, which never sees them.
const started = self.name === EARLY_WORKER_NAME || self.name === EARLY_HISTORY_WORKER_NAME;
const handed = started ? new HandedReads(self) : undefined;
const engine = createHistoryEngine(handed);
expose(engine);
if (handed) void openForSignedInUser(engine, self.name === EARLY_HISTORY_WORKER_NAME, handed);
