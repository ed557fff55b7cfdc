import type { FeedEvent } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpBetsVersion } from './bets-version.ts';
import { captureKickOffClosesInChunks, type KickOffClose } from './kick-off-closes.ts';

type Db = Kysely<Database>;

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
  const selectLegs = (ids: string[]) =>
    db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select(['s.id', 's.bet_id', 's.feed_event_id', 's.feed_outcome', 'b.user_id'])
      .where('s.feed_event_id', 'in', ids)
      .where('s.closing_captured_at', 'is', null)
      .execute();
  type Leg = Awaited<ReturnType<typeof selectLegs>>[number];
  return captureKickOffClosesInChunks(events, selectLegs, async (closes) => {
    let captured = 0;
    // Legs without a closing line are left out already, so a user none of whose legs has one
    // gets no transaction and no new bets version.
    const byUser = new Map<number, KickOffClose<Leg>[]>();
    for (const close of closes) {
      const planned = byUser.get(close.row.user_id);
      if (planned) planned.push(close);
      else byUser.set(close.row.user_id, [close]);
    }
    for (const [userId, planned] of byUser) {
      captured += await db.transaction().execute(async (trx) => {
        let done = 0;
        const bets = new Set<number>();
        const version = await bumpBetsVersion(trx, userId);
        for (const { row: leg, line } of planned) {
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
    return captured;
  });
}
