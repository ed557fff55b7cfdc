import { expose } from 'comlink';
import { createHistoryEngine } from './create-history-engine';

// The history worker: the user's bets live here, off the page's thread (see history-engine.ts).
expose(createHistoryEngine());
