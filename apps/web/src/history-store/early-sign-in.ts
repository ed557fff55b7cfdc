import { meResponseGuard } from '../me-response-guard';
import { SESSION_PATH } from './early-reads';
import type { HandedReads } from './handed-reads';
import type { HistoryEngine } from './history-engine';

/**
 * The signed-in user's id from GET /api/auth/me (the page's read, handed over), or null (no
 * session, no e-mail, no answer).
 */
async function signedInUserId(handed: HandedReads): Promise<number | null> {
  try {
    const response = await (handed.take('session') ??
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
 * A worker the page started early (history-worker-start.ts), handed the page's first reads
 * (early-reads.ts), opens the store of the user the server names and reads their changes
 * before the page asks; the page's own open and first
 * sync then find them done or under way; on /history, the newest bets too (`withFirstPage`).
 */
export async function openForSignedInUser(
  engine: HistoryEngine,
  withFirstPage: boolean,
  handed: HandedReads,
): Promise<void> {
  // Beside the session check, not after it: a first visit needs no user to ask with.
  engine.readBeforeSignIn(withFirstPage);
  const userId = await signedInUserId(handed);
  if (userId === null) {
    engine.dropEarlyReads();
    return;
  }
  // A failure is the page's to meet: its first sync shares this answer and reports it.
  const warm = await engine.warmUp(userId, withFirstPage).catch(() => null);
  // On /dashboards (no first page), their index is built while the page's code still loads.
  if (!withFirstPage && warm?.ok) engine.prepareDashboards(userId);
}
