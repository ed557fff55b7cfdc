import type { BetTypeGroup } from '../bets/bet-types.ts';
import type { IsoWeekday } from '../time/day-numbers.ts';
import type { HeadlineFigures } from './headline.ts';

/**
 * What the six dashboard tabs show (docs/product.md §2 "Dashboards screen", §5 "Analysis", §9), computed
 * by analyzeBets() from a user's bets. Money is euros rounded to cents; ROI and win rate are
 * unrounded ratios (0.054), which the view formats as percentages (formatPercent: §9 says 1
 * decimal, odds tooltip 2).
 */

/** Figures of one group of bets or selections. */
export interface GroupFigures {
  /** Bets (or selections, for per-selection groups) in the group. */
  bets: number;
  /**
   * Euros put at risk: the stake, or a lay's liability (per-selection groups: each
   * selection's equal share of it).
   */
  staked: number;
  /** Net profit/loss in euros (same split). */
  netProfit: number;
  /** netProfit ÷ staked, a ratio (−1 = the whole stake lost); 0 when nothing was staked. */
  roiRatio: number;
}

export interface NamedGroup extends GroupFigures {
  name: string;
}

/**
 * The headline figures in euros (the settled bets'); the same numbers as
 * DashboardReport.headline, which the screens show through formatHeadline.
 */
export interface OverallFigures extends GroupFigures {
  /** won ÷ (won + lost), a ratio rounded to 3 decimals, voids excluded; 0 when none settled. */
  winRatio: number;
  won: number;
  lost: number;
  void: number;
  /**
   * Open (PENDING) bets, in no other figure: how many, and the euros they put at risk (a lay's
   * liability). The figures above are the settled bets'.
   */
  open: { bets: number; staked: number };
}

/** One point per calendar day with bets (user's time zone), ascending. */
export interface BankrollPoint {
  /** yyyy-mm-dd */
  date: string;
  /** Net profit of the bets placed that day. */
  dayNet: number;
  /** Cumulative net profit up to and including that day. */
  cumulative: number;
}

export interface MonthFigures extends GroupFigures {
  /** yyyy-mm */
  month: string;
}

export interface WeekdayFigures extends GroupFigures {
  /** 1 = Monday … 7 = Sunday (ISO), always all seven in that order. */
  weekday: IsoWeekday;
}

/**
 * A sport's figures (the Performance by Sport table). Its money is its selections' shares (a
 * bet's stake and net split equally among its selections, docs/product.md §9), but `bets`
 * counts bets: each bet once in each sport it has a selection in (issue 32: the column said
 * "Total Bets" and counted 1,188 selections of 800 bets). `selections` counts the legs.
 */
export interface SportFigures extends NamedGroup {
  selections: number;
}

export interface CompetitionFigures extends NamedGroup {
  sport: string;
}

export interface OddsRangeFigures extends GroupFigures {
  /** '1.01-1.50', '1.51-2.00', '2.01-3.00', '3.01-5.00', '5.01+' */
  range: OddsRangeLabel;
}

export type OddsRangeLabel = '1.01-1.50' | '1.51-2.00' | '2.01-3.00' | '3.01-5.00' | '5.01+';

/**
 * 'Single' | 'Double' | 'Treble' | 'Bet Builder' | 'System / Multiple' | 'Other': the one type
 * of bets/bet-types.ts (with betTypeGroup(), the keyword rules), re-exported so that this file
 * and that one can both be `export *`-ed from the package without a clash.
 */
export type { BetTypeGroup };

export interface BetTypeFigures extends GroupFigures {
  type: BetTypeGroup;
}

export interface DashboardReport {
  /** The headline figures (headline.ts): what History shows for the same bets. */
  headline: HeadlineFigures;
  overall: OverallFigures;
  bankroll: BankrollPoint[];
  /** Every month from the first to the last bet (months without bets included, zeros). */
  months: MonthFigures[];
  bestMonth: MonthFigures | null;
  worstMonth: MonthFigures | null;
  weekdays: WeekdayFigures[];
  /**
   * Money per selection, `bets` per bet (see SportFigures); sorted by net profit, descending.
   */
  sports: SportFigures[];
  /** Per selection; every competition (the chart picks with topCompetitions()). */
  competitions: CompetitionFigures[];
  /** Per selection, all five ranges in order; selections without finite odds are left out. */
  oddsRanges: OddsRangeFigures[];
  /** Per selection; the 10 market types with the most selections, by net profit descending. */
  markets: NamedGroup[];
  /** Per bet; sorted by stake descending. */
  betTypes: BetTypeFigures[];
}

/** The dashboards' date-range filter (beyond the spec). */
export type DateRangePreset = 'all' | 'thisMonth' | 'last30Days' | 'thisYear' | 'custom';

export interface DateRange {
  preset: DateRangePreset;
  /** yyyy-mm-dd, inclusive, in the user's time zone; only for 'custom' (either may be absent). */
  from?: string;
  to?: string;
}

export interface AnalyzeOptions {
  /** IANA zone the dates are bucketed in (the browser's), e.g. 'Europe/Madrid'. */
  timeZone: string;
  range?: DateRange;
  /** "Now" for the relative presets; defaults to the current time. */
  now?: Date;
}
