import { isOpenStatus } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueNotificationJob } from '../repositories/notifications.ts';
import type { ImportPlan } from '../services/import-plan.ts';
import type { BetsSettledFacts } from './notification-texts.ts';

/**
 * Hook: an import updated open bets of this user to a settled status (the plan's updates from
 * PENDING, what updatedByStatus counts). Written in the import's transaction, fanned out by the
 * notifications worker's next round.
 */
export async function notifyBetsSettledByImport(
  trx: Kysely<Database>,
  userId: number,
  plan: ImportPlan,
  now: Date,
): Promise<void> {
  const bets: BetsSettledFacts['bets'] = plan.matched
    .filter(
      ({ record, stored, decision }) =>
        decision.kind === 'update' &&
        isOpenStatus(stored.state.bet.status) &&
        !isOpenStatus(record.status),
    )
    .map(({ record }) => ({ event: record.eventDescription ?? '', status: record.status }));
  if (bets.length === 0) return;
  // The first 20 name the bets; the count is all of them.
  const facts: BetsSettledFacts = { bets: bets.slice(0, 20), total: bets.length };
  await enqueueNotificationJob(trx, { kind: 'betSettledByImport', userId, payload: facts }, now);
}
