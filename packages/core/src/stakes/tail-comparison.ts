import type { BetView } from '../contract/history.ts';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import { parseCanonicalStakeEntry } from './stake-record-canonical.ts';
import { settledStakesOfRecord } from './tipster-stats.ts';

/**
 * "My results on this tipster's tips vs the record" (issue 34): the user's bets that tail a
 * stake (BetView.StakeId) against the public record's figures for the same stakes.
 * - followed: distinct stakes the user tailed; published: publish entries in the record
 *   (hidden commitments included: they were published).
 * - averageOddsDifferenceMilli: mean of (my odds − the tip's odds), thousandths, over tailed
 *   bets whose stake the record shows and that have odds (oddsCompared of them); null when none.
 * - yields over the tips both sides settled (my bet not pending or void, the record's stake
 *   settled and not void): mine Σ my net ÷ Σ my stakes, the tipster's likewise; null when none.
 */
export interface TailComparison {
  followed: number;
  published: number;
  averageOddsDifferenceMilli: number | null;
  oddsCompared: number;
  comparedTips: number;
  myYieldRatio: number | null;
  tipsterYieldRatio: number | null;
}

type TailBet = Pick<BetView, 'StakeId' | 'Odds' | 'Stake' | 'NetReturn' | 'Status'>;

const cents = (euros: number) => Math.round(euros * 100);

export function tailComparison(
  bets: readonly TailBet[],
  entries: readonly PublicStakeRecordEntry[],
): TailComparison {
  const published = entries.filter((entry) => entry.kind === 'publish').length;
  const tails = bets.filter((bet) => typeof bet.StakeId === 'number');
  const followed = new Set(tails.map((bet) => bet.StakeId)).size;
  const settled = new Map(settledStakesOfRecord(entries).map((s) => [s.stakeId, s]));
  // The tip's odds are in every shown publish entry, settled or not.
  const tipOdds = new Map<number, number>();
  for (const entry of entries) {
    if (entry.kind !== 'publish' || entry.canonical === null) continue;
    let publish;
    try {
      publish = parseCanonicalStakeEntry(entry.canonical);
    } catch {
      continue; // the page's verification names a malformed entry
    }
    if (publish.kind === 'publish')
      tipOdds.set(publish.stake_id, Math.round(Number(publish.odds) * 1000));
  }
  let oddsDiff = 0;
  let oddsCount = 0;
  let myStaked = 0;
  let myNet = 0;
  let tipStaked = 0;
  let tipNet = 0;
  let compared = 0;
  for (const bet of tails) {
    const stakeId = bet.StakeId as number;
    const tip = tipOdds.get(stakeId);
    if (tip !== undefined && typeof bet.Odds === 'number') {
      oddsDiff += Math.round(bet.Odds * 1000) - tip;
      oddsCount += 1;
    }
    const stake = settled.get(stakeId);
    const status = bet.Status.toUpperCase();
    if (!stake || status === 'PENDING' || status === 'VOID') continue;
    compared += 1;
    myStaked += cents(bet.Stake);
    myNet += cents(bet.NetReturn);
    tipStaked += stake.stakeCents;
    tipNet += stake.payoutCents - stake.stakeCents;
  }
  return {
    followed,
    published,
    averageOddsDifferenceMilli: oddsCount === 0 ? null : Math.round(oddsDiff / oddsCount),
    oddsCompared: oddsCount,
    comparedTips: compared,
    myYieldRatio: compared === 0 || myStaked === 0 ? null : myNet / myStaked,
    tipsterYieldRatio: compared === 0 || tipStaked === 0 ? null : tipNet / tipStaked,
  };
}
