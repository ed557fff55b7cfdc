import { expose } from 'comlink';
import { createHistoryEngine } from './create-history-engine';
import { EarlyAnswers } from './early-answers';
import { signInWorker } from './worker-session';
import { HISTORY_WORKER_MESSAGE, type HistoryWorkerMessage } from './worker-protocol';

// The history worker: the user's bets live here, off the page's thread (see history-engine.ts
// and README.md). Its global scope gets the start message (then, from the first script, the
// answers to the reads it sent); the engine answers the page over the start message's port.
let answers = new EarlyAnswers([]);

self.addEventListener('message', (event: MessageEvent<HistoryWorkerMessage>) => {
  const message = event.data;
  if (message[HISTORY_WORKER_MESSAGE] === 'read') {
    answers.receive(message);
    return;
  }
  const { engine: port, signIn } = message;
  answers = new EarlyAnswers(signIn?.sent ?? []);
  const engine = createHistoryEngine(answers);
  expose(engine, port);
  if (signIn) void signInWorker(engine, answers, signIn);
});
