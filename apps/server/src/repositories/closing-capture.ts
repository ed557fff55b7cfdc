import { type FeedEvent, type FeedOutcome, feedClosingLine } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpBetsVersion } from './bets-version.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database>;

const OUTCOMES: readonly FeedOutcome[] = ['1', 'X', '2'];

/**
 * At kick-off (issue 36): every selection linked to one of `events` that has no closing line
 * yet gets its outcome's last pre-match price from the feed (closing_odds_milli) and the fair
 * probability of that outcome, the market's margin removed proportionally (core's
 * feedClosingLine). A single whose bet has no closing odds gets them on the bet too, which is
 * what the Edge tab's CLV reads. Each owner's bets move to a new bets version, so their
 * clients' change reads see it. Returns how many selections got a closing line.
 */
export async function captureClosingLines(
  db: Db,
  events: readonly FeedEvent[],
  at: Date,
): Promise<number> {
  const byId = new Map(events.map((event) => [event.RowId, event]));
  let captured = 0;
  for (const ids of chunks([...byId.keys()], 200)) {
    const legs = await db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select(['s.id', 's.bet_id', 's.feed_event_id', 's.feed_outcome', 'b.user_id'])
      .where('s.feed_event_id', 'in', ids)
      .where('s.closing_captured_at', 'is', null)
      .execute();
    const byUser = new Map<number, typeof legs>();
    for (const leg of legs) byUser.set(leg.user_id, [...(byUser.get(leg.user_id) ?? []), leg]);
    for (const [userId, own] of byUser) {
      const planned = own.flatMap((leg) => {
        const event = byId.get(leg.feed_event_id ?? '');
        const outcome = OUTCOMES.find((o) => o === leg.feed_outcome);
        const line = event && outcome ? feedClosingLine(event, outcome) : null;
        // No pre-match price for it (announced already in play): nothing to capture, ever.
        return line ? [{ leg, line }] : [];
      });
      if (planned.length === 0) continue;
      captured += await db.transaction().execute(async (trx) => {
        let done = 0;
        const bets = new Set<number>();
        const version = await bumpBetsVersion(trx, userId);
        for (const { leg, line } of planned) {
          const closingMilli = Math.round(line.closingOdds * 1000);
          const updated = await trx
            .updateTable('selections')
            .set({
              closing_odds_milli: closingMilli,
              fair_probability: line.fairProbability,
              closing_captured_at: at.toISOString(),
            })
            .where('id', '=', leg.id)
            .where('closing_captured_at', 'is', null)
            .executeTakeFirst();
          if (updated.numUpdatedRows === 0n) continue;
          done += 1;
          bets.add(leg.bet_id);
          // A single: its bet's closing odds are this leg's, unless the user gave their own.
          const legCount = await trx
            .selectFrom('selections')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('bet_id', '=', leg.bet_id)
            .executeTakeFirstOrThrow();
          if (Number(legCount.n) === 1) {
            await trx
              .updateTable('bets')
              .set({ closing_odds_milli: closingMilli })
              .where('id', '=', leg.bet_id)
              .where('closing_odds_milli', 'is', null)
              .execute();
          }
        }
        if (bets.size > 0) {
          await trx
            .updateTable('bets')
            .set({ change_seq: version })
            .where('user_id', '=', userId)
            .where('id', 'in', [...bets])
            .execute();
        }
        return done;
      });
    }
  }
  return captured;
}
