import { BET_TYPE_GROUPS, betTypeGroup } from '../bets/bet-types.ts';
import type { BetView } from '../contract/history.ts';
import { betAmountCents, centsToEuros } from '../money/cents.ts';
import { dayKeyOf, isoWeekdayOf, monthIndexOf, monthKeyOf } from '../time/day-numbers.ts';
import { LocalDays } from '../time/local-days.ts';
import { dateRangeDays } from './date-range.ts';
import { HeadlineTally } from './headline.ts';
import { DEFAULT_CURRENCY } from '../money/currency.ts';
import type {
  AnalyzeOptions,
  BankrollPoint,
  BetTypeFigures,
  BetTypeGroup,
  CompetitionFigures,
  DashboardReport,
  GroupFigures,
  MonthFigures,
  NamedGroup,
  OddsRangeFigures,
  OddsRangeLabel,
  OverallFigures,
  SportFigures,
  WeekdayFigures,
} from './types.ts';

/**
 * What a missing or blank sport, competition or market is shown as (docs/product.md §5 "Analysis").
 */
export const UNKNOWN_NAME = 'Unknown';

/** How many market types the Market Type Analysis shows (docs/product.md §9). */
export const TOP_MARKETS = 10;

/**
 * The odds ranges of docs/product.md §5, in order. A selection's odds are first rounded to 2
 * decimals, halves up, then placed: 1.50 → '1.01-1.50', 1.505 → 1.51 → '1.51-2.00', 2.00 →
 * '1.51-2.00', 2.01 → '2.01-3.00', 5.00 → '3.01-5.00', 5.01 → '5.01+'. Odds below 1.01 after
 * rounding (1.00, 0, negative), null, NaN and ±Infinity are left out of every range.
 *
 * The rounding goes through integer thousandths (Math.round(odds × 1000)), exact for the odds
 * StakeLab stores (at most 3 decimals, as thousandths); a 4th decimal would be rounded twice.
 */
export const ODDS_RANGES: readonly OddsRangeLabel[] = [
  '1.01-1.50',
  '1.51-2.00',
  '2.01-3.00',
  '3.01-5.00',
  '5.01+',
];

/** The index in ODDS_RANGES of a selection's odds, or -1 when they are left out (see above). */
export function oddsRangeIndex(odds: number | null | undefined): number {
  if (typeof odds !== 'number' || !Number.isFinite(odds)) return -1;
  // In thousandths, "rounds to 2 decimals ≤ 1.50" is "< 1.505", and so on.
  const milli = Math.round(odds * 1000);
  if (milli < 1005) return -1;
  if (milli < 1505) return 0;
  if (milli < 2005) return 1;
  if (milli < 3005) return 2;
  if (milli < 5005) return 3;
  return 4;
}

interface Tally {
  bets: number;
  stakeCents: number;
  netCents: number;
}

interface NamedTally extends Tally {
  name: string;
}

interface SportTally extends NamedTally {
  /** Its selections; `bets` counts each bet once (see lastBet). */
  selections: number;
  /** The index of the last bet counted in `bets`: a treble of three legs in one sport is one bet. */
  lastBet: number;
  competitions: NamedTallies<NamedTally>;
}

const newTally = (): Tally => ({ bets: 0, stakeCents: 0, netCents: 0 });
const newNamedTally = (name: string): NamedTally => ({ name, bets: 0, stakeCents: 0, netCents: 0 });
const newSportTally = (name: string): SportTally => ({
  name,
  bets: 0,
  selections: 0,
  lastBet: -1,
  stakeCents: 0,
  netCents: 0,
  competitions: new NamedTallies(newNamedTally),
});

/** A sport, competition or market name as shown: trimmed; missing or blank → 'Unknown'. */
export function analysisName(raw: string | null | undefined): string {
  const name = raw?.trim() ?? '';
  return name === '' ? UNKNOWN_NAME : name;
}

/**
 * Tallies by shown name, looked up by the raw name as it came: analysisName() runs once per
 * distinct raw text, not once per selection, and " Soccer", "Soccer" and "Soccer " share one
 * tally.
 */
class NamedTallies<T extends NamedTally> {
  private readonly byRaw = new Map<string | null | undefined, T>();
  readonly byName = new Map<string, T>();
  constructor(private readonly create: (name: string) => T) {}

  get(raw: string | null | undefined): T {
    let tally = this.byRaw.get(raw);
    if (tally === undefined) {
      const name = analysisName(raw);
      tally = this.byName.get(name);
      if (tally === undefined) {
        tally = this.create(name);
        this.byName.set(name, tally);
      }
      this.byRaw.set(raw, tally);
    }
    return tally;
  }
}

/** ROI as a ratio from cents: net ÷ stake, one float division of exact integers. */
function roiRatioOf(netCents: number, stakeCents: number): number {
  return stakeCents === 0 ? 0 : netCents / stakeCents;
}

function figuresOf(tally: Tally): GroupFigures {
  return {
    bets: tally.bets,
    staked: centsToEuros(tally.stakeCents),
    netProfit: centsToEuros(tally.netCents),
    roiRatio: roiRatioOf(tally.netCents, tally.stakeCents),
  };
}

const collator = new Intl.Collator('en', { numeric: true });

/** Net profit descending; equal profits by name (then sport), so the order is stable. */
const byNetProfitDesc = <T extends GroupFigures & { name: string; sport?: string }>(
  a: T,
  b: T,
): number =>
  b.netProfit - a.netProfit ||
  collator.compare(a.name, b.name) ||
  collator.compare(a.sport ?? '', b.sport ?? '');

const STATUS_OTHER = 0;
const STATUS_WON = 1;
const STATUS_LOST = 2;
const STATUS_VOID = 3;
const STATUS_OPEN = 4;

function statusCode(status: string): number {
  switch (status.toUpperCase()) {
    case 'WON':
      return STATUS_WON;
    case 'LOST':
      return STATUS_LOST;
    case 'VOID':
      return STATUS_VOID;
    case 'PENDING':
      return STATUS_OPEN;
    default:
      return STATUS_OTHER;
  }
}

/**
 * Everything the six dashboard tabs show, from the user's bets (docs/product.md §2 "Dashboards
 * screen", §5 "Analysis", §9), in one pass over the bets plus small passes over the groups.
 *
 * - Money: euros in, summed as integer cents, euros out (at most 2 decimals, no float dust).
 * - Per-selection figures (sports, competitions, odds ranges, markets) split each bet's stake and
 *   net return equally among its selections, in cents: 10.00 € over 3 selections is 3.34 +
 *   3.33 + 3.33 (the remainder cents, one each, to the first selections; a negative remainder
 *   likewise), so the shares add up to the bet exactly. A bet without selections counts as one
 *   selection with the bet's own sport, competition and odds, and market 'Unknown'. Each
 *   selection is grouped by its own sport and competition (a multiple across sports whose bet
 *   says 'Unknown' still lands in each leg's sport). Competitions are per (sport, name).
 * - Statuses are read upper-cased: WON, LOST and VOID are counted; any other settled status
 *   (CASHED_OUT, …) is in the totals but in none of the three counts. Open bets (PENDING) are
 *   in no figure but their own (`overall.open`): not settled, they have no result yet, and
 *   their stake would pull every ROI toward 0 until they settle.
 * - Staked is what each bet put at risk: a lay's liability, else the stake
 *   (docs/decisions/005-lay-bets-at-risk.md); its share per selection likewise. A free bet
 *   (FreeBet) put nothing of the user's at risk: 0 in every staked figure, so every ROI is over
 *   cash staked, while its net (the profit it paid) counts as any bet's (headline.ts).
 * - Dates: each bet's PlacedDate is bucketed into its calendar day in `options.timeZone`.
 *   `options.range` filters first (see dateRangeDays); a bet whose PlacedDate cannot be read is
 *   kept only by the 'all' range, and then counts in every figure but the bankroll, months and
 *   weekdays.
 * - The time zone must be an IANA name Intl knows; an unknown one throws RangeError.
 */
/**
 * The longest run of months without bets that net by month draws as zeros; a longer run (a bet
 * of 2016 before a history of 2025) is left out, and the labels' years show the jump.
 */
export const LONGEST_DRAWN_GAP_MONTHS = 12;

/** How many months from `monthIndex` on (up to `lastMonth`) have no bets. */
function emptyMonthsFrom(tallies: Map<number, Tally>, monthIndex: number, lastMonth: number) {
  let empty = 0;
  while (monthIndex + empty <= lastMonth && !tallies.has(monthIndex + empty)) empty += 1;
  return empty;
}

export function analyzeBets(bets: readonly BetView[], options: AnalyzeOptions): DashboardReport {
  const localDays = new LocalDays(options.timeZone);
  const range = options.range;
  const bounds =
    // dateRangeDays answers null for both too: this check only spares reading the clock.
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, see above
    range === undefined || range.preset === 'all'
      ? null
      : dateRangeDays(
          range,
          // AnalyzeOptions.now documents "defaults to the current time": core reads the clock
          // only here, when a relative range is asked for without it (the web passes it).
          // eslint-disable-next-line no-restricted-syntax
          localDays.ofInstant((options.now ?? new Date()).getTime()),
        );
  const fromDay = bounds?.from ?? -Infinity;
  const toDay = bounds?.to ?? Infinity;

  // The headline figures (bets, staked, net, ROI, results, open): the one tally every screen
  // shows them from (headline.ts).
  const headline = new HeadlineTally();
  const statusCodes = new Map<string, number>();
  const days = new Map<number, Tally>();
  let lastDay = NaN;
  let lastDayTally: Tally = newTally();
  const betTypeByRaw = new Map<string | null, Tally>();
  const betTypes = new Map<BetTypeGroup, Tally>();
  const sports = new NamedTallies(newSportTally);
  const competitionByRaw = new Map<
    string,
    { sportRaw: string; sport: SportTally; competition: NamedTally }
  >();
  const markets = new NamedTallies(newNamedTally);
  // One per ODDS_RANGES entry. A literal, not ODDS_RANGES.map(): map() makes a holey array,
  // whose reads in the hot loop V8 deoptimised once per call.
  const oddsRanges: Tally[] = [newTally(), newTally(), newTally(), newTally(), newTally()];

  // An indexed loop: for…of allocated an iterator result per bet here (2.4 MB per 100,000
  // bets, measured with V8's sampling heap profiler).
  for (let index = 0; index < bets.length; index += 1) {
    const bet = bets[index] as BetView;
    const day = localDays.ofText(bet.PlacedDate);
    // NaN compares false: an unreadable date is out of every bounded range.
    if (bounds !== null && !(day >= fromDay && day <= toDay)) continue;

    const free = bet.FreeBet === true;
    const fullStakeCents =
      bet.Side === 'LAY' && bet.Liability !== null
        ? betAmountCents(bet.Liability, 'Liability', index)
        : betAmountCents(bet.Stake, 'Stake', index);
    const stakeCents = free ? 0 : fullStakeCents;
    const freeStake = free ? fullStakeCents : null;
    let status = statusCodes.get(bet.Status);
    if (status === undefined) {
      status = statusCode(bet.Status);
      statusCodes.set(bet.Status, status);
    }
    const currency = bet.Currency ?? DEFAULT_CURRENCY;
    if (status === STATUS_OPEN) {
      headline.addOpen(stakeCents, currency, freeStake);
      continue;
    }
    const netCents = betAmountCents(bet.NetReturn, 'NetReturn', index);
    headline.addSettled(
      status === STATUS_WON
        ? 'WON'
        : status === STATUS_LOST
          ? 'LOST'
          : status === STATUS_VOID
            ? 'VOID'
            : 'OTHER',
      stakeCents,
      netCents,
      currency,
      freeStake,
    );

    if (!Number.isNaN(day)) {
      if (day !== lastDay) {
        let tally = days.get(day);
        if (tally === undefined) {
          tally = newTally();
          days.set(day, tally);
        }
        lastDay = day;
        lastDayTally = tally;
      }
      lastDayTally.bets += 1;
      lastDayTally.stakeCents += stakeCents;
      lastDayTally.netCents += netCents;
    }

    let betType = betTypeByRaw.get(bet.BetType);
    if (betType === undefined) {
      const group = betTypeGroup(bet.BetType);
      betType = betTypes.get(group);
      if (betType === undefined) {
        betType = newTally();
        betTypes.set(group, betType);
      }
      betTypeByRaw.set(bet.BetType, betType);
    }
    betType.bets += 1;
    betType.stakeCents += stakeCents;
    betType.netCents += netCents;

    // Per selection. Equal shares in whole cents, truncated toward zero; the remainder
    // (|r| < legs, same sign as the amount) goes one cent at a time to the first selections.
    // Without selections, the bet is its own single leg. (amount − remainder) ÷ legs rather
    // than Math.trunc(amount ÷ legs): the same integer, but never −0 (−1 c over 2 legs), which
    // is not a small integer and would send V8's optimised loop back to the interpreter.
    const selections = bet.Selections;
    const legs = selections.length === 0 ? 1 : selections.length;
    let stakeLeft = stakeCents % legs;
    let netLeft = netCents % legs;
    const stakeShare = (stakeCents - stakeLeft) / legs;
    const netShare = (netCents - netLeft) / legs;
    // Stryker disable next-line EqualityOperator: a step is used only while its remainder is not 0
    const stakeStep = stakeLeft < 0 ? -1 : 1;
    // Stryker disable next-line EqualityOperator: a step is used only while its remainder is not 0
    const netStep = netLeft < 0 ? -1 : 1;
    for (let leg = 0; leg < legs; leg += 1) {
      const selection = selections[leg];
      let legStake = stakeShare;
      if (stakeLeft !== 0) {
        legStake += stakeStep;
        stakeLeft -= stakeStep;
      }
      let legNet = netShare;
      if (netLeft !== 0) {
        legNet += netStep;
        netLeft -= netStep;
      }
      const sportRaw = selection === undefined ? bet.Sport : selection.Sport;
      const competitionRaw = selection === undefined ? bet.Competition : selection.Competition;

      // One lookup for both, by the competition, when it was last seen under the same sport.
      let sport: SportTally;
      let competition: NamedTally;
      const seen = competitionByRaw.get(competitionRaw);
      if (seen !== undefined && seen.sportRaw === sportRaw) {
        sport = seen.sport;
        competition = seen.competition;
      } else {
        sport = sports.get(sportRaw);
        competition = sport.competitions.get(competitionRaw);
        competitionByRaw.set(competitionRaw, { sportRaw, sport, competition });
      }
      sport.selections += 1;
      if (sport.lastBet !== index) {
        sport.lastBet = index;
        sport.bets += 1;
      }
      sport.stakeCents += legStake;
      sport.netCents += legNet;
      competition.bets += 1;
      competition.stakeCents += legStake;
      competition.netCents += legNet;

      const market = markets.get(selection === undefined ? null : selection.MarketName);
      market.bets += 1;
      market.stakeCents += legStake;
      market.netCents += legNet;

      const rangeIndex = oddsRangeIndex(selection === undefined ? bet.Odds : selection.Odds);
      if (rangeIndex >= 0) {
        const oddsRange = oddsRanges[rangeIndex] as Tally;
        oddsRange.bets += 1;
        oddsRange.stakeCents += legStake;
        oddsRange.netCents += legNet;
      }
    }
  }

  // Days → bankroll, months and weekdays (hundreds of entries, not 100,000 bets).
  const dayNumbers = [...days.keys()].sort((a, b) => a - b);
  const bankroll: BankrollPoint[] = [];
  const monthTallies = new Map<number, Tally>();
  const weekdayTallies: Tally[] = Array.from({ length: 7 }, newTally);
  let cumulativeCents = 0;
  for (const day of dayNumbers) {
    const tally = days.get(day) as Tally;
    cumulativeCents += tally.netCents;
    bankroll.push({
      date: dayKeyOf(day),
      dayNet: centsToEuros(tally.netCents),
      cumulative: centsToEuros(cumulativeCents),
    });
    const monthIndex = monthIndexOf(day);
    let month = monthTallies.get(monthIndex);
    if (month === undefined) {
      month = newTally();
      monthTallies.set(monthIndex, month);
    }
    month.bets += tally.bets;
    month.stakeCents += tally.stakeCents;
    month.netCents += tally.netCents;
    const weekday = weekdayTallies[isoWeekdayOf(day) - 1] as Tally;
    weekday.bets += tally.bets;
    weekday.stakeCents += tally.stakeCents;
    weekday.netCents += tally.netCents;
  }

  const months: MonthFigures[] = [];
  let bestMonth: MonthFigures | null = null;
  let worstMonth: MonthFigures | null = null;
  const firstDay = dayNumbers[0];
  const lastDayWithBets = dayNumbers.at(-1);
  if (firstDay !== undefined && lastDayWithBets !== undefined) {
    const lastMonth = monthIndexOf(lastDayWithBets);
    for (let monthIndex = monthIndexOf(firstDay); monthIndex <= lastMonth; monthIndex += 1) {
      const gap = emptyMonthsFrom(monthTallies, monthIndex, lastMonth);
      if (gap > LONGEST_DRAWN_GAP_MONTHS) {
        // Skipped, not drawn: one old bet would squeeze years of months into a strip.
        monthIndex += gap - 1;
        continue;
      }
      const month: MonthFigures = {
        month: monthKeyOf(monthIndex),
        ...figuresOf(monthTallies.get(monthIndex) ?? newTally()),
      };
      months.push(month);
      // Best and worst among months with bets (a gap month's 0 is no result); on equal
      // profits the earlier month wins.
      if (month.bets > 0) {
        if (bestMonth === null || month.netProfit > bestMonth.netProfit) bestMonth = month;
        if (worstMonth === null || month.netProfit < worstMonth.netProfit) worstMonth = month;
      }
    }
  }

  // Day 4 (1970-01-05) was a Monday: isoWeekdayOf gives each index its ISO number, 1 … 7.
  const weekdays: WeekdayFigures[] = weekdayTallies.map((tally, i) => ({
    weekday: isoWeekdayOf(4 + i),
    ...figuresOf(tally),
  }));

  const sportFigures: SportFigures[] = [];
  const competitionFigures: CompetitionFigures[] = [];
  for (const sport of sports.byName.values()) {
    sportFigures.push({ name: sport.name, ...figuresOf(sport), selections: sport.selections });
    for (const competition of sport.competitions.byName.values()) {
      competitionFigures.push({
        name: competition.name,
        sport: sport.name,
        ...figuresOf(competition),
      });
    }
  }
  sportFigures.sort(byNetProfitDesc);
  competitionFigures.sort(byNetProfitDesc);

  // Top 10 by number of selections (ties: higher profit, then name), shown by profit.
  const marketFigures: NamedGroup[] = [...markets.byName.values()]
    .map((market) => ({ name: market.name, ...figuresOf(market) }))
    .sort((a, b) => b.bets - a.bets || byNetProfitDesc(a, b))
    .slice(0, TOP_MARKETS)
    .sort(byNetProfitDesc);

  const oddsRangeFigures: OddsRangeFigures[] = ODDS_RANGES.map((label, i) => ({
    range: label,
    ...figuresOf(oddsRanges[i] as Tally),
  }));

  // Stake descending; equal stakes in the spec's group order.
  const betTypeFigures: BetTypeFigures[] = BET_TYPE_GROUPS.flatMap((type) => {
    const tally = betTypes.get(type);
    return tally === undefined ? [] : [{ type, ...figuresOf(tally) }];
  }).sort((a, b) => b.staked - a.staked);

  const figures = headline.figures();
  const overallFigures: OverallFigures = {
    bets: figures.settled,
    staked: centsToEuros(figures.stakedCents),
    netProfit: centsToEuros(figures.netCents),
    roiRatio: figures.roiRatio,
    winRatio: figures.winRatio,
    won: figures.won,
    lost: figures.lost,
    void: figures.void,
    open: { bets: figures.open.bets, staked: centsToEuros(figures.open.stakedCents) },
  };

  return {
    headline: figures,
    overall: overallFigures,
    bankroll,
    months,
    bestMonth,
    worstMonth,
    weekdays,
    sports: sportFigures,
    competitions: competitionFigures,
    oddsRanges: oddsRangeFigures,
    markets: marketFigures,
    betTypes: betTypeFigures,
  };
}
