import { meResponseGuard } from '../lib/me-response-guard';
import type { EarlyAnswers } from './early-answers';
import { SESSION_PATH } from './early-reads';
import type { HistoryEngine } from './history-engine';
import type { SignIn } from './worker-protocol';

/**
 * The signed-in user's id from GET /api/auth/me (the first script's read, handed over), or
 * null (no session, no e-mail, no answer).
 */
async function signedInUserId(answers: EarlyAnswers): Promise<number | null> {
  try {
    const response = await (answers.take('session') ??
      fetch(SESSION_PATH, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
    if (!response.ok) return null;
    const me = meResponseGuard.safeParse(await response.json());
    const user = me.success ? me.data.user : null;
    // As the pages ask (docs/product.md §6): bets load only for a user with an e-mail.
    return user !== null && user.email !== '' ? user.user_id : null;
  } catch {
    return null;
  }
}

/**
 * A worker started by the page's first script signs in on its own: it reads the kept user's
 * store while the session check runs, then attaches the user the server names (their store
 * and their first sync; on /history the newest bets too, on /dashboards their index). The
 * page's own open and attach for that user find these done or under way.
 */
export async function signInWorker(
  engine: HistoryEngine,
  answers: EarlyAnswers,
  { firstPage, keptUser }: SignIn,
): Promise<void> {
  const user = signedInUserId(answers);
  // Read beside the check, not after it; shown only if the check names the same user.
  if (keptUser !== null) void engine.open(keptUser).catch(() => undefined);
  const userId = await user;
  if (userId === null) {
    answers.dropAll();
    return;
  }
  if (firstPage) void engine.firstPage(userId);
  // A failure is the page's to meet: its attach shares this answer and reports it.
  const synced = await engine.attach(userId).catch(() => null);
  // On /dashboards (no first page), their index is built while the page's code still loads.
  if (!firstPage && synced?.ok) engine.prepareDashboards(userId);
}
