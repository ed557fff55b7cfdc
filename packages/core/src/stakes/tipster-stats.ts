import type { Stake, StakeSettledResult } from '../contract/stakes.ts';
import type { PublicStakeRecordEntry } from '../contract/stake-record.ts';
import type { EdgeBet } from '../analytics/edge/edge-bet.ts';
import { luckOrSkill, type LuckReport } from '../analytics/edge/luck.ts';
import { closingLineValue } from '../analytics/edge/closing-line.ts';
import { parseCanonicalStakeEntry, type PublishEntry } from './stake-record-canonical.ts';
import { stakeStatistics, type StakeStatistics } from './stake-statistics.ts';

/**
 * The statistics of the /tipster page, read from the public record alone (what anyone can
 * check), never from the stakes table:
 * - only shown entries count (a commitment hides its stake until the event starts);
 * - a stake's outcome is its newest settle, void or correction entry (a correction replaces
 *   what it corrects, and it is always appended after it, so the newest wins);
 * - a stake whose outcome is void (a void entry or a void result) is left out: nothing ran.
 * Figures follow the publish time (the record's `at` of the publish entry), as the dashboards'
 * Bankroll Evolution follows the placed date.
 *
 * The record carries no sport: `bySport` groups by what `sportOf` answers (empty without it).
 * Closing odds come in `close` entries (a stake picked from the live feed gets one at its
 * event's kick-off): the closing-line value is the Edge tab's computation over the stakes
 * that have one.
 */

/** Fewer settled stakes than this and the page says the sample is small. */
export const TIPSTER_SMALL_SAMPLE = 30;

export interface TipsterPeriodProfit {
  /** 'YYYY-MM' (UTC) of the publish time, or the sport's name. */
  key: string;
  bets: number;
  stakedCents: number;
  profitCents: number;
}

export interface TipsterStats {
  /** The spec's statistics labels (total bets, win rate, total profit, streaks, avg bet size). */
  labels: StakeStatistics;
  stakedCents: number;
  profitCents: number;
  /** profit ÷ staked; 0 when nothing was staked. */
  yieldRatio: number;
  /**
   * The unit: the median stake of the settled stakes, cents (an even count takes the mean of
   * the two middle stakes, rounded to the cent); 0 without stakes. A median, not a mean, so
   * one outsized stake does not change what a unit is.
   */
  unitCents: number;
  /** profit ÷ unit, to 2 decimals; 0 without a unit. */
  profitUnits: number;
  /** The mean of the odds taken, thousandths rounded once; null without stakes. */
  averageOddsMilli: number | null;
  /** The largest fall of cumulative profit from a previous peak (the start, 0, counts), cents ≥ 0. */
  maxDrawdownCents: number;
  byMonth: TipsterPeriodProfit[];
  bySport: TipsterPeriodProfit[];
  /** Mean CLV against the close (closingLine.againstClose): null without close entries. */
  closingLineValue: number | null;
  /** CLV over the counted stakes whose close entry the record shows. */
  closingLine: TipsterClosingLine;
  /** The Edge tab's luck-or-skill test over the same stakes. */
  luck: LuckReport;
  smallSample: boolean;
}

/**
 * The tipster's closing-line value from the record's close entries, by the Edge tab's
 * closingLineValue (one computation): over `withClose` of the `counted` stakes.
 */
export interface TipsterClosingLine {
  /** Counted stakes (settled, not void) whose close entry is shown. */
  withClose: number;
  /** Every counted stake: "over withClose of counted". */
  counted: number;
  /** Mean of odds ÷ closing odds − 1; null with none. */
  againstClose: number | null;
  /** How many beat the close (CLV > 0). */
  beatClose: number;
  /** Mean of odds × fair closing probability − 1; null with none. */
  againstFairClose: number | null;
  beatFairClose: number;
}

/** A settled stake of the record: its publish facts and its final outcome. */
export interface RecordSettledStake {
  stakeId: number;
  publishedAt: string;
  settledAt: string;
  event: string;
  tipster: string;
  oddsMilli: number;
  stakeCents: number;
  potentialWinningsCents: number;
  result: Exclude<StakeSettledResult, 'void'>;
  payoutCents: number;
  /** From the stake's close entry, when the record shows one; else null. */
  closingOddsMilli: number | null;
  fairCloseProbability: number | null;
}

const oddsMilliOfText = (odds: string) => Math.round(Number(odds) * 1000);

/**
 * The settled, non-void stakes the public record shows, in publish order. Entries that do not
 * parse are skipped (the page's verification names them).
 */
export function settledStakesOfRecord(
  entries: readonly PublicStakeRecordEntry[],
): RecordSettledStake[] {
  const published = new Map<number, PublishEntry>();
  const outcome = new Map<
    number,
    { result: StakeSettledResult; payoutCents: number; at: string }
  >();
  const closes = new Map<number, { closingOddsMilli: number; fairCloseProbability: number }>();
  const ordered = [...entries].sort((a, b) => a.seq - b.seq);
  for (const shown of ordered) {
    if (shown.canonical === null) continue;
    let entry;
    try {
      entry = parseCanonicalStakeEntry(shown.canonical);
    } catch {
      continue;
    }
    if (entry.kind === 'publish') published.set(entry.stake_id, entry);
    else if (entry.kind === 'close')
      closes.set(entry.stake_id, {
        closingOddsMilli: oddsMilliOfText(entry.closing_odds),
        fairCloseProbability: Number(entry.fair_probability),
      });
    else if (entry.kind === 'void')
      outcome.set(entry.stake_id, {
        result: 'void',
        payoutCents: entry.payout_cents,
        at: entry.at,
      });
    else
      outcome.set(entry.stake_id, {
        result: entry.result,
        payoutCents: entry.payout_cents,
        at: entry.at,
      });
  }
  const stakes: RecordSettledStake[] = [];
  for (const [stakeId, publish] of published) {
    const end = outcome.get(stakeId);
    if (!end || end.result === 'void') continue;
    stakes.push({
      stakeId,
      publishedAt: publish.at,
      settledAt: end.at,
      event: publish.event,
      tipster: publish.tipster,
      oddsMilli: oddsMilliOfText(publish.odds),
      stakeCents: publish.stake_cents,
      potentialWinningsCents: publish.potential_winnings_cents,
      result: end.result,
      payoutCents: end.payoutCents,
      closingOddsMilli: closes.get(stakeId)?.closingOddsMilli ?? null,
      fairCloseProbability: closes.get(stakeId)?.fairCloseProbability ?? null,
    });
  }
  return stakes.sort(
    (a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.stakeId - b.stakeId,
  );
}

/** A record stake in the stakes API's shape, so the spec's labels have one computation. */
function asStake(stake: RecordSettledStake): Stake {
  return {
    stake_id: stake.stakeId,
    tipster_name: stake.tipster,
    event_description: stake.event,
    bookmaker: '',
    bet_placed_at: stake.publishedAt,
    status: stake.result,
    bet_details: null,
    total_odds: stake.oddsMilli / 1000,
    stake_amount: stake.stakeCents / 100,
    potential_winnings: stake.potentialWinningsCents / 100,
    payout_amount: stake.payoutCents / 100,
    final_result: stake.result,
    image_path: null,
    settled_at: stake.settledAt,
  };
}

function asEdgeBet(stake: RecordSettledStake): EdgeBet {
  return {
    status: stake.result.toUpperCase(),
    side: 'BACK',
    stakeCents: stake.stakeCents,
    liabilityCents: null,
    atRiskCents: stake.stakeCents,
    freeBet: false,
    netCents: stake.payoutCents - stake.stakeCents,
    oddsMilli: stake.oddsMilli,
    closingOddsMilli: stake.closingOddsMilli,
    fairCloseProbability: stake.fairCloseProbability,
    placedDate: stake.publishedAt,
    settledDate: stake.settledAt,
  };
}

function medianCents(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

function groupProfit(
  stakes: readonly RecordSettledStake[],
  keyOf: (stake: RecordSettledStake) => string | null,
): TipsterPeriodProfit[] {
  const groups = new Map<string, TipsterPeriodProfit>();
  for (const stake of stakes) {
    const key = keyOf(stake);
    if (key === null) continue;
    const group = groups.get(key) ?? { key, bets: 0, stakedCents: 0, profitCents: 0 };
    group.bets += 1;
    group.stakedCents += stake.stakeCents;
    group.profitCents += stake.payoutCents - stake.stakeCents;
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface TipsterStatsOptions {
  /** The sport of a stake, when known elsewhere; the record itself has none. */
  sportOf?: (stakeId: number) => string | null;
}

/** The /tipster statistics of a public record (see the top of this file). */
export function tipsterStats(
  entries: readonly PublicStakeRecordEntry[],
  options: TipsterStatsOptions = {},
): TipsterStats {
  const stakes = settledStakesOfRecord(entries);
  const stakedCents = stakes.reduce((sum, stake) => sum + stake.stakeCents, 0);
  let profitCents = 0;
  let peak = 0;
  let maxDrawdownCents = 0;
  for (const stake of stakes) {
    profitCents += stake.payoutCents - stake.stakeCents;
    peak = Math.max(peak, profitCents);
    maxDrawdownCents = Math.max(maxDrawdownCents, peak - profitCents);
  }
  const unitCents = medianCents(stakes.map((stake) => stake.stakeCents));
  const oddsSum = stakes.reduce((sum, stake) => sum + stake.oddsMilli, 0);
  const sportOf = options.sportOf;
  const edgeBets = stakes.map(asEdgeBet);
  // The publish time's UTC day: the month grouping is not used here, only the totals.
  const clv = closingLineValue(edgeBets, { timeZone: 'UTC' });
  return {
    labels: stakeStatistics(stakes.map(asStake)),
    stakedCents,
    profitCents,
    yieldRatio: stakedCents === 0 ? 0 : profitCents / stakedCents,
    unitCents,
    profitUnits: unitCents === 0 ? 0 : Math.round((profitCents / unitCents) * 100) / 100,
    averageOddsMilli: stakes.length === 0 ? null : Math.round(oddsSum / stakes.length),
    maxDrawdownCents,
    byMonth: groupProfit(stakes, (stake) => stake.publishedAt.slice(0, 7)).sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
    bySport: sportOf
      ? groupProfit(stakes, (stake) => sportOf(stake.stakeId)).sort(
          (a, b) => b.profitCents - a.profitCents || a.key.localeCompare(b.key),
        )
      : [],
    closingLineValue: clv.overall.averageClv,
    closingLine: {
      withClose: clv.overall.bets,
      counted: stakes.length,
      againstClose: clv.overall.averageClv,
      beatClose: clv.overall.beatClose,
      againstFairClose: clv.fairClose.averageClv,
      beatFairClose: clv.fairClose.beatFairClose,
    },
    luck: luckOrSkill(edgeBets),
    smallSample: stakes.length < TIPSTER_SMALL_SAMPLE,
  };
}
